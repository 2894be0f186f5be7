//! Sound effects, synthesised with Web Audio (no audio files): a short pluck when a card is
//! played, a soft blip for a draw, a low noise burst for damage, a rising arpeggio for the end
//! of a game. One `AudioContext` for the page, made on the first cue, so a page whose sound
//! setting is off never makes one. Cues are chosen from the events the engines log.

use crate::core::Event;
use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// What a sound says happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Play,
    Draw,
    Damage,
    End,
}

/// The cue for an action's events: damage first (it matters most), then a draw, else a play.
/// Engines write plain English, so the words tell.
pub fn cue_for(events: &[Event]) -> Option<Cue> {
    let has = |word: &str| events.iter().any(|e| e.text.to_lowercase().contains(word));
    match () {
        _ if events.is_empty() => None,
        _ if has("damage") || has("loses") => Some(Cue::Damage),
        _ if has(" draw") => Some(Cue::Draw),
        _ => Some(Cue::Play),
    }
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Plays `cue`. Sound that cannot play (no Web Audio, a blocked context) is simply not heard.
pub fn play(cue: Cue) {
    CONTEXT.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            *cell = AudioContext::new().ok();
        }
        if let Some(ctx) = cell.as_ref() {
            let _ = ctx.resume();
            let _ = sound(ctx, cue);
        }
    });
}

/// One tone: frequency `hz` from `at` seconds for `length` seconds, fading out.
fn tone(ctx: &AudioContext, kind: OscillatorType, hz: f32, at: f64, length: f64, volume: f32) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(kind);
    osc.frequency().set_value(hz);
    let start = ctx.current_time() + at;
    gain.gain().set_value_at_time(volume, start).ok()?;
    gain.gain().exponential_ramp_to_value_at_time(0.0001, start + length).ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(start).ok()?;
    osc.stop_with_when(start + length).ok()?;
    Some(())
}

/// A short burst of filtered noise (damage).
fn noise(ctx: &AudioContext, length: f64, volume: f32) -> Option<()> {
    let rate = ctx.sample_rate();
    let frames = (f64::from(rate) * length) as u32;
    let buffer = ctx.create_buffer(1, frames, rate).ok()?;
    // A fixed pseudo-random sequence: the same burst every time, no randomness needed.
    let mut x: u32 = 0x9e37_79b9;
    let mut samples: Vec<f32> = Vec::with_capacity(frames as usize);
    for i in 0..frames {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let fade = 1.0 - i as f32 / frames.max(1) as f32;
        samples.push(((x as f32 / u32::MAX as f32) * 2.0 - 1.0) * fade);
    }
    buffer.copy_to_channel(&samples, 0).ok()?;
    let source = ctx.create_buffer_source().ok()?;
    source.set_buffer(Some(&buffer));
    let filter = ctx.create_biquad_filter().ok()?;
    filter.set_type(web_sys::BiquadFilterType::Lowpass);
    filter.frequency().set_value(900.0);
    let gain = ctx.create_gain().ok()?;
    gain.gain().set_value(volume);
    source.connect_with_audio_node(&filter).ok()?;
    filter.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    source.start().ok()?;
    Some(())
}

fn sound(ctx: &AudioContext, cue: Cue) -> Option<()> {
    match cue {
        Cue::Play => tone(ctx, OscillatorType::Triangle, 440.0, 0.0, 0.12, 0.2),
        Cue::Draw => tone(ctx, OscillatorType::Sine, 880.0, 0.0, 0.08, 0.12),
        Cue::Damage => {
            noise(ctx, 0.18, 0.35)?;
            tone(ctx, OscillatorType::Sawtooth, 110.0, 0.0, 0.15, 0.12)
        }
        Cue::End => [523.25, 659.25, 783.99, 1046.5]
            .iter()
            .enumerate()
            .try_for_each(|(i, &hz)| tone(ctx, OscillatorType::Triangle, hz, i as f64 * 0.11, 0.25, 0.18)),
    }
}

//! The turn track, after the rules' "On your turn": the seven steps in order with the current
//! one highlighted (`aria-current`), whose turn and which round it is, whether that apprentice
//! may still Clear the Noise, and how close the game is to its end.

use super::text::{STEPS, STEP_SHORT};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TurnTrackProps {
    pub round: u16,
    pub turn_name: AttrValue,
    /// The current step (0-based into `STEPS`); `None` once the game is over.
    pub current: Option<usize>,
    /// Steps that just went by (they flash one after another; none with reduced motion).
    #[prop_or_default]
    pub passed: Vec<usize>,
    /// Bumped on each new action so the flashes restart.
    #[prop_or_default]
    pub pulse: usize,
    pub noise_left: bool,
    /// How the end is coming, if it is ("The deck is empty: …").
    #[prop_or_default]
    pub end_note: Option<AttrValue>,
}

#[function_component(TurnTrack)]
pub fn turn_track(props: &TurnTrackProps) -> Html {
    html! {
        <nav class="turn-track" aria-label={format!("Round {}, {} turn", props.round, crate::core::wording::possessive(&props.turn_name))}>
            <span class="round-number">
                { format!("Round {}", props.round) }
                <span class="turn-of">{ props.turn_name.clone() }</span>
            </span>
            <ol key={props.pulse.to_string()}>
                { for STEPS.iter().enumerate().map(|(i, (name, long))| {
                    let current = props.current == Some(i);
                    let flash = props.passed.iter().position(|&p| p == i);
                    html! {
                        <li class={classes!("step", current.then_some("current"),
                                props.current.is_some_and(|c| i < c).then_some("done"),
                                flash.map(|k| format!("flash flash-{}", k.min(4))))}
                            aria-current={current.then_some("step")} title={*long}>
                            <span class="step-no" aria-hidden="true">{ i + 1 }</span>
                            if current {
                                <span class="step-name">{ *name }</span>
                            } else {
                                <span class="step-name" aria-hidden="true">{ STEP_SHORT.get(i).copied().unwrap_or(name) }</span>
                                <span class="visually-hidden">{ *name }</span>
                            }
                            <span class="visually-hidden">{ format!(": {long}") }</span>
                        </li>
                    }
                }) }
            </ol>
            <span class={classes!("noise", (!props.noise_left).then_some("used"))}
                title="Once per game, between actions of your turn: shuffle every discard pile into the deck and turn your Challenge card face up">
                { if props.noise_left { "Clear the Noise: available" } else { "Clear the Noise: used" } }
            </span>
            if let Some(note) = &props.end_note {
                <span class="end-note" role="status">{ note.clone() }</span>
            }
        </nav>
    }
}

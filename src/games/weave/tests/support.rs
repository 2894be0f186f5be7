//! Helpers shared by the Weave tests: the built-in game, scenarios, playing actions, invariants.

use super::super::state::*;
use super::super::{Action, Scenario, ScenarioCharacter, Weave, WeaveOptions};
use crate::core::{Event, Game};

pub fn game() -> &'static Weave {
    Weave::standard().expect("built-in Weave content loads")
}

pub fn q(kind: QualityKind, text: &str) -> Quality {
    Quality { kind, text: text.to_string() }
}

/// A character at `owner` with a focus, a talent, a flaw, a backstory and an item.
pub fn hero(owner: u8, name: &str, focus: Suit) -> ScenarioCharacter {
    ScenarioCharacter {
        owner,
        name: name.to_string(),
        focus: Some(focus),
        qualities: vec![
            q(QualityKind::Backstory, "Raised above a candle shop"),
            q(QualityKind::Talent, "Steady Hands"),
            q(QualityKind::Flaw, "Afraid of the Dark"),
            q(QualityKind::Item, "Tin of Matches"),
        ],
        signature: 0,
        ..Default::default()
    }
}

/// Challenge card ids of the first playset by suit and level (ids follow the file's rows).
pub fn card(suit: Suit, level: u8) -> u8 {
    let set = &game().content.playsets[0];
    set.challenges.iter().position(|k| k.suit == suit && k.level == level).expect("such a card") as u8
}

/// The `nth` card (0-based) of that suit and level.
pub fn nth_card(suit: Suit, level: u8, nth: usize) -> u8 {
    let set = &game().content.playsets[0];
    let ids: Vec<usize> =
        set.challenges.iter().enumerate().filter(|(_, k)| k.suit == suit && k.level == level).map(|(i, _)| i).collect();
    ids[nth] as u8
}

/// A storyteller (seat 0) and the given characters, in the first scene.
pub fn scenario(characters: Vec<ScenarioCharacter>, hand: Vec<u8>) -> WeaveState {
    let seats = characters.iter().map(|c| c.owner as usize + 1).max().unwrap_or(2).max(2);
    let sc = Scenario {
        options: WeaveOptions::default(),
        seats,
        characters,
        hand_challenges: hand,
        hand_stories: vec![0, 1],
        challenge_top: vec![],
    };
    game().from_scenario(&sc, 7).expect("scenario builds")
}

pub fn play(s: &mut WeaveState, seat: usize, action: Action) -> Vec<Event> {
    match game().apply(s, seat, &action) {
        Ok(events) => {
            invariants(game(), s).unwrap_or_else(|e| panic!("invariant broken after {action:?}: {e}"));
            events
        }
        Err(e) => panic!("{action:?} by seat {seat} refused: {e}"),
    }
}

/// Plays the table's active seat.
pub fn act(s: &mut WeaveState, action: Action) -> Vec<Event> {
    let seat = s.table.active().expect("someone acts") as usize;
    play(s, seat, action)
}

pub fn challenge(s: &WeaveState) -> &Challenge {
    match &s.table.stage {
        Stage::Challenge(ch) => ch,
        other => panic!("not in a challenge: {other:?}"),
    }
}

/// Rolls against `seed`-driven dice until a roll gives the wanted verdict: tests fix the RNG
/// by trying seeds, never by reaching into the dice.
pub fn with_rng_where<F: Fn(&WeaveState) -> bool>(
    base: &WeaveState,
    make: impl Fn(&mut WeaveState),
    want: F,
) -> WeaveState {
    for seed in 0..10_000u64 {
        let mut s = base.clone();
        s.rng = crate::core::GameRng::seeded(seed);
        make(&mut s);
        if want(&s) {
            return s;
        }
    }
    panic!("no seed gives the wanted roll");
}

/// The game's invariants, for the shared conformance suite's hook: every card in exactly one
/// place, hands within size, wounds and removal agree, one active seat until the season ends.
pub fn invariants(g: &Weave, s: &WeaveState) -> Result<(), String> {
    let t = &s.table;
    let set = g.content.playsets.get(t.playset as usize).ok_or("unknown playset")?;
    let mut story: Vec<u8> = Vec::new();
    story.extend(&t.story_deck);
    story.extend(&t.hand_stories);
    story.extend(&t.foundation.cards);
    story.extend(&t.set_aside);
    story.extend(t.scene.stories.iter().map(|p| p.card));
    if let Stage::Creating(d) = &t.stage {
        story.extend(&d.cards);
    }
    story.sort_unstable();
    if story != (0..set.story.len() as u8).collect::<Vec<_>>() {
        return Err(format!("Story cards out of place: {story:?}"));
    }
    let mut challenges: Vec<u8> = Vec::new();
    challenges.extend(&t.challenge_deck);
    challenges.extend(&t.hand_challenges);
    challenges.extend(&t.scene.challenges);
    for c in &t.characters {
        challenges.extend(&c.kept);
    }
    if let Stage::Challenge(ch) = &t.stage {
        let on_table = ch.step == ChallengeStep::Enticed
            || (ch.against_enticement && matches!(ch.step, ChallengeStep::Weighing | ChallengeStep::Ready));
        if on_table {
            challenges.extend(ch.enticement.map(|e| e.card));
        }
    }
    challenges.sort_unstable();
    if challenges != (0..set.challenges.len() as u8).collect::<Vec<_>>() {
        return Err(format!("Challenge cards out of place: {challenges:?}"));
    }
    if t.hand_challenges.len() > HAND_CHALLENGES || t.hand_stories.len() > HAND_STORIES {
        return Err("the storyteller's hand is too big".into());
    }
    if t.oracle() && !(t.hand_challenges.is_empty() && t.hand_stories.is_empty()) {
        return Err("oracle mode has no hand".into());
    }
    for c in &t.characters {
        if c.removed != (c.wounds_counted(t.rules) >= WOUNDS_TO_REMOVE) {
            return Err(format!("{}: removed {} with {} wounds", c.name, c.removed, c.wounds_counted(t.rules)));
        }
        if t.rules >= RULES && (c.received as usize) < c.wounds.len() {
            return Err(format!("{}: {} wounds held but {} received", c.name, c.wounds.len(), c.received));
        }
        if c.qualities.len() > MAX_QUALITIES {
            return Err(format!("{}: too many qualities", c.name));
        }
    }
    if t.scene.beats > MAX_BEATS || t.scene.number > MAX_SCENES || t.episode > t.episodes {
        return Err(format!("bounds: beats {} scene {} episode {}", t.scene.beats, t.scene.number, t.episode));
    }
    let over = t.stage == Stage::Over;
    if over == g.active_seats(s).len().eq(&1) {
        return Err("exactly one seat acts until the season is over".into());
    }
    if let Some(seat) = t.active() {
        if seat >= t.seats {
            return Err(format!("active seat {seat} does not exist"));
        }
    }
    Ok(())
}

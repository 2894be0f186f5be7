//! "Ending a Game": checked once each action has fully resolved, so a hero below 1 life who is
//! healed back before that survives. Losing: below 1 life, an empty deck, resigning (or the
//! clock). Winning: 40 life or more, or a card saying so. Ruling "Simultaneous ends": only when
//! the conditions disagree (both would win, or both would lose) does the active player win.

use super::state::{rule, Ending, Phase, SpellweaverState, WIN_LIFE};
use crate::core::{Log, Outcome};

fn loses(s: &SpellweaverState, seat: u8) -> Option<&'static str> {
    let p = s.table.player(seat);
    if p.resigned {
        Some("resigned or ran out of time")
    } else if p.life < 1 {
        Some("has less than 1 life")
    } else if p.deck_count == 0 && !(s.table.offering && s.table.active == seat) {
        // (The cards a Divine Offering shows still belong to the deck until one is taken.)
        Some("has no cards left in the deck")
    } else {
        None
    }
}

fn wins(s: &SpellweaverState, seat: u8) -> Option<&'static str> {
    let p = s.table.player(seat);
    if p.life >= WIN_LIFE {
        Some("reached 40 life")
    } else if p.won_by_card {
        Some("a card says they win")
    } else {
        None
    }
}

/// The reason as the table says it: "Player 1 loses: their life is below 1", which a seat named
/// "You" reads as "You lose: your life is below 1". The state keeps the words it always had
/// ("loses: has less than 1 life"), so the final state of every record made before is unchanged.
pub fn reason_words(reason: &str) -> String {
    [
        (": resigned or ran out of time", ": they resigned or ran out of time"),
        (": has less than 1 life", ": their life is below 1"),
        (": has no cards left in the deck", ": their deck is empty"),
        (": reached 40 life", ": they reached 40 life"),
    ]
    .iter()
    .fold(reason.to_string(), |text, (was, now)| text.replace(was, now))
}

/// Ends the game if a condition holds.
pub fn check_end(s: &mut SpellweaverState, log: &mut Log) {
    if s.table.over() || matches!(s.table.phase, Phase::Mulligan { .. }) {
        return;
    }
    // Asked after every action: most of the time nobody wins or loses, and nothing is written.
    if (0..2u8).all(|seat| wins(s, seat).is_none() && loses(s, seat).is_none()) {
        return;
    }
    let claims: Vec<(u8, String)> = (0..2u8)
        .flat_map(|seat| {
            let mut v = Vec::new();
            if let Some(why) = wins(s, seat) {
                v.push((seat, format!("Player {} wins: {why}", seat + 1)));
            }
            if let Some(why) = loses(s, seat) {
                v.push((1 - seat, format!("Player {} loses: {why}", seat + 1)));
            }
            v
        })
        .collect();
    let Some(first) = claims.first() else { return };
    let agree = claims.iter().all(|(w, _)| *w == first.0);
    let (winner, reason) = if agree {
        first.clone()
    } else {
        let active = s.table.active;
        (active, format!("Both players reached an end at once; Player {} is active and wins", active + 1))
    };
    log.say(rule("Ending a Game", if agree { "Ways of Losing" } else { "Draws" }), Some(winner as usize), || {
        reason_words(&reason)
    });
    s.table.ending = Some(Ending { winner, reason });
    s.table.phase = Phase::Over;
    s.table.attacks.clear();
    s.table.blocks.clear();
}

pub fn outcome(s: &SpellweaverState) -> Option<Outcome> {
    s.table.ending.as_ref().map(|e| Outcome {
        winners: vec![e.winner as usize],
        scores: vec![],
        reason: reason_words(&e.reason),
        rule: Some(rule("Ending a Game", "")),
    })
}

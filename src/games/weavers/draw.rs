//! "1. Draw Phase": bury cards (secretly, in the order chosen), then draw up to the maximum
//! hand size; an empty deck simply stops the drawing.

use super::citations::{BURY, DRAW, WEAK};
use super::state::{seat_name, Phase, State, HAND_SIZE};
use crate::core::wording::count;
use crate::core::Log;

/// Both seats have finished burying: the buried cards go to the bottom of each deck in the
/// order they were buried, then each seat draws up to its maximum hand size.
pub fn bury_and_draw(s: &mut State, log: &mut Log) {
    for (seat, p) in s.players.iter_mut().enumerate() {
        let buried = p.buried.len();
        if buried > 0 {
            p.deck.append(&mut p.buried);
            p.known_bottom = p.known_bottom.saturating_add(buried as u8).min(p.deck.len() as u8);
            log.say(BURY, Some(seat), || {
                format!("{} buries {} at the bottom of their deck.", seat_name(seat), count(buried as u64, "card", "cards"))
            });
        }
        let max = p.max_hand_size();
        let want = max.saturating_sub(p.hand.len()).min(p.deck.len());
        p.hand.extend(p.deck.drain(..want));
        p.known_bottom = p.known_bottom.min(p.deck.len() as u8);
        let weak = max < HAND_SIZE;
        log.say(if weak { WEAK } else { DRAW }, Some(seat), || {
            let mut text = match want {
                0 => format!("{} draws no cards", seat_name(seat)),
                n => format!("{} draws {}", seat_name(seat), count(n as u64, "card", "cards")),
            };
            if p.hand.len() < max && p.deck.is_empty() {
                text.push_str(": their deck is empty");
            } else if weak {
                text.push_str(" (Weak: hand size 5)");
            }
            text.push('.');
            text
        });
    }
    s.phase = Phase::Casting;
    for p in &mut s.players {
        // A seat with nothing in hand has nothing to cast (only a scenario can start so).
        p.done = p.hand.is_empty();
    }
}

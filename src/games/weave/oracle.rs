//! Oracle mode (Loomhall's "ORACLE MODE"): with no storyteller seat, the storyteller's card
//! decisions follow a fixed rule, so one player (or several) can play alone. The first player
//! frames the story (issues challenges, plays scenes); the oracle decides what a hidden hand would:
//! - a challenge turns up the top Challenge card: the same suit sets the level (if higher); a
//!   different suit of level 3 or more becomes an enticement through one of the character's
//!   flaws, chosen at random; any other card only goes to the spread;
//! - a wound goes in the suit of the roll that caused it;
//! - an epic fail adds one of the playset's consequences, chosen at random.

use super::challenge;
use super::content::Playset;
use super::state::*;
use crate::core::{GameRng, Log};

/// Makes every decision that waits on the (absent) storyteller, until a player must act.
pub fn settle(set: &Playset, s: &mut WeaveState, log: &mut Log) {
    if !s.table.oracle() {
        return;
    }
    for _ in 0..8 {
        let Stage::Challenge(ch) = &s.table.stage else { return };
        match ch.step {
            ChallengeStep::Setting => set_challenge(set, &mut s.table, &mut s.rng, log),
            ChallengeStep::Wound => {
                let suit = s.table.last_roll.as_ref().map(|r| r.suit).unwrap_or(ch.suit);
                challenge::wound(&mut s.table, suit, log);
            }
            ChallengeStep::Consequence => {
                // The character's qualities are read where they are (not copied: the search's
                // playouts come here at every epic fail).
                let owned = s.table.character(ch.character).map(|c| c.qualities.as_slice()).unwrap_or(&[]);
                let fresh: Vec<&String> =
                    set.consequences.iter().filter(|t| !owned.iter().any(|q| &q.text == *t)).collect();
                let pick = s.rng.pick(&fresh).map(|t| t.to_string());
                challenge::consequence(&mut s.table, pick.as_deref(), log);
            }
            _ => return,
        }
    }
}

fn set_challenge(set: &Playset, t: &mut Table, rng: &mut GameRng, log: &mut Log) {
    let Stage::Challenge(ch) = &mut t.stage else { return };
    ch.step = ChallengeStep::Weighing;
    let (suit, who) = (ch.suit, ch.character);
    let Some(card) = t.challenge_deck.pop() else { return };
    let Some(face) = set.challenges.get(card as usize).copied() else { return };
    // The flaws are counted, and the one drawn found by its place among them (no list is built).
    let is_flaw = |q: &Quality| q.kind == QualityKind::Flaw;
    let flaws = t.character(who).map_or(0, |c| c.qualities.iter().filter(|q| is_flaw(q)).count());
    if face.suit == suit && face.level > 1 {
        challenge::raise(set, t, card, false, log);
    } else if face.suit != suit && face.level >= 3 && flaws > 0 {
        let nth = rng.below(flaws);
        let quality = t
            .character(who)
            .and_then(|c| c.qualities.iter().enumerate().filter(|(_, q)| is_flaw(q)).nth(nth))
            .map_or(0, |(i, _)| i as u8);
        challenge::entice(t, quality, card, false, log);
    } else {
        t.scene.challenges.push(card);
        log.say(rule("ORACLE MODE", ""), None, || {
            format!("The oracle turns up {} {}: the level stays 1", face.suit.name(), face.level)
        });
    }
}

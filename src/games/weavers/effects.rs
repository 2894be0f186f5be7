//! "4. Effects Phase": first damage (shields block, the rest is discarded from hand by the
//! player's own secret choice; Sick also discards the top card of the deck), then healing.

use super::cards::{Status, TokenKind};
use super::citations::{CURSED, HEAL, INFLICT_DAMAGE, SICK};
use super::content::Content;
use super::state::{seat_name, Discarded, Phase, State};
use crate::core::wording::count;
use crate::core::Log;

/// Stage 1, Inflict Damage: shields block damage one for one; each unblocked damage is a
/// card to discard from hand. Seats with a real choice are left to choose (Discarding).
pub fn inflict_damage(content: &Content, s: &mut State, log: &mut Log) {
    let table = s.table.0.clone();
    s.phase = Phase::Discarding;
    for (seat, p) in s.players.iter_mut().enumerate() {
        p.done = true;
        p.owed = 0;
        if p.damage == 0 {
            continue;
        }
        let blocked = p.damage.min(p.shields);
        if let Some(stats) = s.stats.get_mut(seat) {
            stats.damage_blocked = stats.damage_blocked.saturating_add(blocked as u16);
        }
        p.shields -= blocked;
        let unblocked = p.damage - blocked;
        let damage = p.damage;
        log.say(INFLICT_DAMAGE, Some(seat), || match (blocked, unblocked) {
            (_, 0) => format!("{} blocks all {damage} damage with shields.", seat_name(seat)),
            (0, u) => format!("{} takes {u} unblocked damage.", seat_name(seat)),
            (b, u) => format!("{} blocks {b} damage with shields and takes {u} unblocked damage.", seat_name(seat)),
        });
        if unblocked == 0 {
            continue;
        }
        if p.has(Status::Sick) && !p.deck.is_empty() {
            // Once per round, on receiving unblocked damage, in addition to the hand discards.
            let top = p.deck.remove(0);
            p.known_bottom = p.known_bottom.min(p.deck.len() as u8);
            p.discard.push(Discarded { card: top, face_down: false });
            let name = &content.card(&table, top).name;
            log.say(SICK, Some(seat), || {
                format!("{} is Sick and discards the top card of their deck: {name}.", seat_name(seat))
            });
        }
        if unblocked as usize >= p.hand.len() {
            // No choice to make: the whole hand goes.
            let n = p.hand.len();
            for card in p.hand.drain(..) {
                p.discard.push(Discarded { card, face_down: false });
            }
            log.say(INFLICT_DAMAGE, Some(seat), || match n {
                0 => format!("{} has no cards in hand to discard.", seat_name(seat)),
                n => format!("{} must discard their whole hand ({}).", seat_name(seat), count(n as u64, "card", "cards")),
            });
        } else {
            p.owed = unblocked;
            p.done = false;
            log.say(INFLICT_DAMAGE, Some(seat), || {
                format!("{} must choose {} to discard from hand.", seat_name(seat), count(unblocked, "card", "cards"))
            });
        }
    }
}

/// Every seat has chosen its discards: they are revealed together.
pub fn reveal_discards(content: &Content, s: &mut State, log: &mut Log) {
    let table = s.table.0.clone();
    for (seat, p) in s.players.iter_mut().enumerate() {
        if p.discarding.is_empty() {
            continue;
        }
        let names: Vec<&str> = p.discarding.iter().map(|&c| content.card(&table, c).name.as_str()).collect();
        log.say(INFLICT_DAMAGE, Some(seat), || format!("{} discards {}.", seat_name(seat), names.join(", ")));
        for card in p.discarding.drain(..) {
            p.discard.push(Discarded { card, face_down: false });
        }
        p.owed = 0;
    }
}

/// Stage 2, Heal Status Effects: each healing token removes one token of every status type
/// the player has, except that Cursed tokens go first, one per healing token. Then damage
/// and healing tokens vanish.
pub fn heal(s: &mut State, log: &mut Log) {
    for (seat, p) in s.players.iter_mut().enumerate() {
        let tokens = p.healing;
        let mut removed = [0u8; 5];
        for _ in 0..tokens {
            if p.has(Status::Cursed) {
                if let Some(c) = p.status_mut(Status::Cursed) {
                    *c -= 1;
                }
                removed[Status::Cursed as usize] += 1;
                continue;
            }
            for (count, gone) in p.statuses.iter_mut().zip(removed.iter_mut()) {
                if *count > 0 {
                    *count -= 1;
                    *gone += 1;
                }
            }
        }
        if tokens > 0 {
            let cursed_first = removed[Status::Cursed as usize] > 0;
            log.say(if cursed_first { CURSED } else { HEAL }, Some(seat), || {
                let parts: Vec<String> = Status::ALL
                    .iter()
                    .filter(|st| removed[**st as usize] > 0)
                    .map(|st| TokenKind::Status(*st).counted(removed[*st as usize]))
                    .collect();
                let healing = count(tokens, "healing token", "healing tokens");
                if parts.is_empty() {
                    format!("{} has {healing} but nothing to heal.", seat_name(seat))
                } else {
                    format!("{} uses {healing} to remove {}.", seat_name(seat), parts.join(", "))
                }
            });
        }
        p.damage = 0;
        p.healing = 0;
    }
}

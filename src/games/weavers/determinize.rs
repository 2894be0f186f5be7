//! A full state consistent with one seat's view, for the AI's search. The other seat's hidden
//! cards are sampled from its public card list minus everything visible; the seat's own deck
//! keeps the cards it buried at the bottom, in order, and shuffles the rest above them. The
//! other seat's secret commitment is undone, so the search cannot know it.

use super::cards::CardId;
use super::state::{Cast, Discarded, Phase, Player, Recap, State};
use super::view::{SeatView, View};
use crate::core::{GameRng, Seat, Viewer};

/// Removes one copy of each of `seen` from `pool` (a multiset difference).
fn remove_seen(pool: &mut Vec<CardId>, seen: impl IntoIterator<Item = CardId>) {
    for card in seen {
        if let Some(i) = pool.iter().position(|&c| c == card) {
            pool.swap_remove(i);
        }
    }
}

pub fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
    let mut players: [Player; 2] = Default::default();
    for (i, (sv, slot)) in view.seats.iter().zip(players.iter_mut()).enumerate() {
        let knows = i == seat || view.viewer == Viewer::Teacher;
        *slot = match (&sv.hand, knows) {
            (Some(hand), true) => known_seat(view, i, sv, hand, rng),
            _ => hidden_seat(view, i, sv, rng),
        };
    }
    // The recap is public but for a face-down card the viewer may not see: the world uses
    // the card it dealt to that seat's latest face-down discard.
    let recap = view.recap.map(|r| Recap {
        round: r.round,
        casts: [0, 1].map(|i| {
            let cast = r.casts.get(i).copied().flatten()?;
            let dealt = || players.get(i)?.discard.iter().rev().find(|d| d.face_down).map(|d| d.card);
            Some(Cast { card: cast.card.or_else(dealt).unwrap_or(CardId::MAX), face_up: cast.face_up })
        }),
        components: r.components,
    });
    State {
        table: view.table.clone(),
        round: view.round,
        phase: view.phase,
        players,
        result: view.result,
        recap,
        stats: view.seats.each_ref().map(|sv| sv.stats),
        rng: rng.fork(),
        quiet: true,
    }
}

/// The seat's own cards: all known but the order of the deck above the buried cards.
fn known_seat(view: &View, i: Seat, sv: &SeatView, hand: &[CardId], rng: &mut GameRng) -> Player {
    let secret = sv.secret.clone().unwrap_or_default();
    let discard: Vec<Discarded> =
        sv.discard.iter().map(|d| Discarded { card: d.card.unwrap_or(CardId::MAX), face_down: d.face_down }).collect();
    let deck = match &sv.deck {
        Some(deck) => deck.clone(),
        None => {
            let mut pool = view.table.0.roster(i).to_vec();
            remove_seen(&mut pool, hand.iter().copied());
            remove_seen(&mut pool, sv.active.iter().map(|a| a.card));
            remove_seen(&mut pool, discard.iter().map(|d| d.card));
            remove_seen(&mut pool, secret.buried.iter().chain(&secret.discarding).copied());
            remove_seen(&mut pool, secret.cast.map(|c| c.card));
            remove_seen(&mut pool, sv.known_bottom.iter().copied());
            pool.sort_unstable();
            rng.shuffle(&mut pool);
            pool.truncate((sv.deck_count as usize).saturating_sub(sv.known_bottom.len()));
            pool.extend_from_slice(&sv.known_bottom);
            pool
        }
    };
    Player {
        hand: hand.to_vec(),
        deck,
        known_bottom: sv.known_bottom.len().min(255) as u8,
        active: sv.active.clone(),
        discard,
        shields: sv.shields,
        damage: sv.damage,
        healing: sv.healing,
        statuses: sv.statuses,
        done: sv.committed,
        buried: secret.buried,
        cast: secret.cast,
        discarding: secret.discarding,
        owed: sv.owed,
    }
}

/// The other seat: hand, deck and face-down discards dealt from the cards not seen, with
/// its pending choice taken back (its secret cards return to its hand).
fn hidden_seat(view: &View, i: Seat, sv: &SeatView, rng: &mut GameRng) -> Player {
    let mut pool = view.table.0.roster(i).to_vec();
    remove_seen(&mut pool, sv.active.iter().map(|a| a.card));
    remove_seen(&mut pool, sv.discard.iter().filter_map(|d| d.card));
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    let mut deal = |n: usize| -> Vec<CardId> { pool.drain(..n.min(pool.len())).collect() };
    let hand = deal(sv.hand_count as usize);
    let mut discard = Vec::with_capacity(sv.discard.len());
    for d in &sv.discard {
        let card = match d.card {
            Some(c) => c,
            None => deal(1).first().copied().unwrap_or(CardId::MAX),
        };
        discard.push(Discarded { card, face_down: d.face_down });
    }
    let deck = deal(sv.deck_count as usize);
    // Undone, the seat has its choice to make again, unless it never had one.
    let done = match view.phase {
        Phase::Draw => false,
        Phase::Casting => hand.is_empty(),
        Phase::Discarding => sv.owed == 0,
        Phase::Over => true,
    };
    Player {
        hand,
        deck,
        known_bottom: 0,
        active: sv.active.clone(),
        discard,
        shields: sv.shields,
        damage: sv.damage,
        healing: sv.healing,
        statuses: sv.statuses,
        done,
        buried: Vec::new(),
        cast: None,
        discarding: Vec::new(),
        owed: sv.owed,
    }
}

//! What one viewer may see, and worlds consistent with it for the AI. Secrets: the cards in
//! the other player's hand, every deck's order, and what a Divine Offering shows (to its
//! player only). Everything in play, on the stack and in graveyards is open ("Graveyards").

use super::content::DefId;
use super::state::{Iid, SpellweaverState, Table, HAND_ON_STACK};
use crate::core::{GameRng, Seat, Viewer};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SpellweaverView {
    pub viewer: Viewer,
    pub table: Table,
    /// Each instance's card where this viewer may see it.
    pub cards: Vec<Option<DefId>>,
    /// The hands this viewer may see (own, or both for the teacher); others are empty.
    pub hands: Vec<Vec<Iid>>,
    /// Deck order: the teacher only.
    pub decks: Vec<Vec<Iid>>,
    /// The cards a Divine Offering shows: its player and the teacher.
    pub offering: Vec<Iid>,
    /// The deck lists (public).
    pub decklists: Vec<Vec<DefId>>,
}

/// Every card everyone sees: in play, in a graveyard, on the stack ("Graveyards").
fn for_each_open_card(t: &Table, mut show: impl FnMut(Iid)) {
    t.creatures.iter().for_each(|c| show(c.id));
    t.permanents.iter().for_each(|p| show(p.id));
    t.players.iter().flat_map(|p| p.graveyard.iter()).for_each(|&id| show(id));
    t.stack.iter().for_each(|i| {
        if let super::state::Source::Card { id, .. } = i.source {
            show(id)
        }
    });
}

pub fn view(s: &SpellweaverState, viewer: Viewer) -> SpellweaverView {
    let t = &s.table;
    let teacher = viewer == Viewer::Teacher;
    let own = |seat: usize| teacher || viewer == Viewer::Seat(seat);
    let mut visible = vec![teacher; s.defs.len()];
    let mut show = |id: Iid| {
        if let Some(v) = visible.get_mut(id as usize) {
            *v = true;
        }
    };
    for_each_open_card(t, &mut show);
    let mut hands = vec![Vec::new(), Vec::new()];
    for (seat, (hand, shown)) in s.hands.iter().zip(hands.iter_mut()).enumerate() {
        if own(seat) {
            hand.iter().for_each(|&id| show(id));
            let mut h = hand.clone();
            h.sort_unstable();
            *shown = h;
        }
    }
    let offering = if own(t.active as usize) { s.offering.clone() } else { Vec::new() };
    offering.iter().for_each(|&id| show(id));
    SpellweaverView {
        viewer,
        table: t.clone(),
        cards: s.defs.iter().zip(&visible).map(|(&d, &v)| v.then_some(d)).collect(),
        hands,
        decks: if teacher { s.decks.clone() } else { vec![Vec::new(), Vec::new()] },
        offering,
        decklists: s.decklists.clone(),
    }
}

/// Instances up to this many are marked seen on the stack by `hash_view` (more go through the
/// view).
const SEEN_ON_STACK: usize = 256;

/// Hashes what `viewer` sees exactly as hashing `view(s, viewer)` would, write for write
/// (`Game::hash_view`), without copying the table: the search keys every node it walks through
/// by it. Field by field in `SpellweaverView`'s order; the conformance suite checks it against
/// the view in every position it reaches.
pub fn hash_view<H: Hasher>(s: &SpellweaverState, viewer: Viewer, h: &mut H) {
    let Viewer::Seat(me) = viewer else { return view(s, viewer).hash(h) };
    if s.defs.len() > SEEN_ON_STACK {
        return view(s, viewer).hash(h);
    }
    let t = &s.table;
    // What `view` shows of the instances: in play, in graveyards, on the stack, in the own hand
    // and the offering when the viewer makes it.
    let mut seen = [false; SEEN_ON_STACK];
    let mut show = |id: Iid| {
        if let Some(v) = seen.get_mut(id as usize) {
            *v = true;
        }
    };
    for_each_open_card(t, &mut show);
    if let Some(hand) = s.hands.get(me) {
        hand.iter().for_each(|&id| show(id));
    }
    let offering: &[Iid] = if t.active as usize == me { &s.offering } else { &[] };
    offering.iter().for_each(|&id| show(id));

    viewer.hash(h);
    t.hash(h);
    s.defs.len().hash(h);
    for (&d, &v) in s.defs.iter().zip(&seen) {
        v.then_some(d).hash(h);
    }
    let (mut buf, mut spill) = ([0; HAND_ON_STACK], Vec::new());
    let empty: &[Iid] = &[];
    2usize.hash(h);
    for seat in 0..2 {
        if seat == me && seat < s.hands.len() {
            s.hand_by_id(seat as u8, &mut buf, &mut spill).hash(h);
        } else {
            empty.hash(h);
        }
    }
    [empty, empty].hash(h);
    offering.hash(h);
    s.decklists.hash(h);
}

/// A complete state consistent with `view`: the hidden cards of each player are drawn from
/// their deck list minus every card of theirs the viewer can see, then dealt into the hidden
/// places (hand, deck, offering) at random.
pub fn determinize(view: &SpellweaverView, seat: Seat, rng: &mut GameRng) -> SpellweaverState {
    let mut state = SpellweaverState {
        table: view.table.clone(),
        defs: Vec::new(),
        hands: Vec::new(),
        decks: Vec::new(),
        offering: Vec::new(),
        decklists: Vec::new(),
        rng: GameRng::seeded(0),
        quiet: true,
    };
    determinize_into(view, seat, rng, &mut state);
    state
}

/// `determinize` written over `world`, a state the search keeps from one iteration to the next
/// (`Game::determinize_into`): the same world from the same random numbers, in the vectors
/// `world` already has.
pub fn determinize_into(view: &SpellweaverView, _seat: Seat, rng: &mut GameRng, world: &mut SpellweaverState) {
    let t = &view.table;
    world.defs.clear();
    world.defs.extend(view.cards.iter().map(|d| d.unwrap_or(0)));
    world.hands.clone_from(&view.hands);
    world.hands.resize_with(2, Vec::new);
    world.decks.resize_with(2, Vec::new);
    world.decks.iter_mut().for_each(Vec::clear);
    world.offering.clone_from(&view.offering);
    let teacher_decks = view.decks.iter().map(Vec::len).sum::<usize>() > 0;
    let (mut pool, mut hidden): (Vec<DefId>, Vec<Iid>) = (Vec::new(), Vec::new());
    for seat in 0..2u8 {
        let i = seat as usize;
        pool.clear();
        pool.extend_from_slice(view.decklists.get(i).map_or(&[][..], |list| &list[..]));
        hidden.clear();
        for (id, known) in view.cards.iter().enumerate() {
            if t.owners.get(id).copied() != Some(seat) {
                continue;
            }
            match known {
                Some(d) => {
                    if let Some(pos) = pool.iter().position(|x| x == d) {
                        pool.swap_remove(pos);
                    }
                }
                None => hidden.push(id as Iid),
            }
        }
        rng.shuffle(&mut pool);
        rng.shuffle(&mut hidden);
        for &id in &hidden {
            if let Some(slot) = world.defs.get_mut(id as usize) {
                *slot = pool.pop().unwrap_or(0);
            }
        }
        if teacher_decks {
            world.decks[i].extend_from_slice(view.decks.get(i).map_or(&[][..], |deck| &deck[..]));
            continue;
        }
        let (hand_count, deck_count) = t.players.get(i).map_or((0, 0), |p| (p.hand_count, p.deck_count));
        let mut rest = hidden.iter().copied();
        let known_hand = world.hands[i].len();
        world.hands[i].extend(rest.by_ref().take((hand_count as usize).saturating_sub(known_hand)));
        world.decks[i].extend(rest.by_ref().take(deck_count as usize));
        if t.offering && t.active == seat && world.offering.is_empty() {
            world.offering.extend(rest);
        } else {
            // Anything left over (an inconsistent view) goes under the deck.
            world.decks[i].splice(0..0, rest);
        }
    }
    world.table.clone_from(t);
    world.decklists.clone_from(&view.decklists);
    world.rng = GameRng::seeded(rng.next_u64());
    world.quiet = true;
    world.sync_counts();
}

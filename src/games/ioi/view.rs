//! What one viewer may see, and worlds consistent with it for the AI. Hands, the deck's order
//! and face-down Challenge cards are the only secrets; everything else is on the table.

use super::content::{CardId, ChallengeId, CHALLENGE_COUNT, SPELL_COUNT};
use super::state::{IoiState, Step, Table};
use crate::core::{GameRng, Seat, Viewer};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct IoiView {
    pub viewer: Viewer,
    pub table: Table,
    /// The cards of each hand this viewer can see, sorted: the whole hand for the viewer's own
    /// (or the teacher), otherwise the cards everyone saw it take. Sizes are in `table.hand_counts`.
    pub hands: Vec<Vec<CardId>>,
    /// The deck, top card last: only the teacher sees it.
    #[serde(default)]
    pub deck: Vec<CardId>,
    /// Each apprentice's Challenge card when this viewer may see it (own, turned up, game over).
    pub challenges: Vec<Option<ChallengeId>>,
    /// Challenge cards not in the game: only the teacher sees them.
    #[serde(default)]
    pub unused_challenges: Vec<ChallengeId>,
}

pub fn view(s: &IoiState, viewer: Viewer) -> IoiView {
    let t = &s.table;
    let teacher = viewer == Viewer::Teacher;
    let own = |seat: usize| teacher || viewer == Viewer::Seat(seat);
    let hands = s
        .hands
        .iter()
        .enumerate()
        .map(|(seat, hand)| {
            let mut cards: Vec<CardId> =
                if own(seat) { hand.clone() } else { hand.iter().copied().filter(|&c| t.is_known(c)).collect() };
            cards.sort_unstable();
            cards
        })
        .collect();
    let over = t.step == Step::Over;
    let challenges = s
        .challenges
        .iter()
        .enumerate()
        .map(|(seat, &ch)| (own(seat) || over || t.cleared_noise.get(seat) == Some(&true)).then_some(ch))
        .collect();
    IoiView {
        viewer,
        table: t.clone(),
        hands,
        deck: if teacher { s.deck.clone() } else { Vec::new() },
        challenges,
        unused_challenges: if teacher { s.unused_challenges.clone() } else { Vec::new() },
    }
}

/// Hashes `view(s, viewer)` write for write without building it (`Game::hash_view`: the
/// search hashes a view at every node it walks through, and building one clones the table).
/// The fields go in `IoiView`'s order, each hashed as its field's type would be (a `Vec` as
/// its slice), from buffers on the stack.
pub fn hash_view<H: Hasher>(s: &IoiState, viewer: Viewer, h: &mut H) {
    let t = &s.table;
    let teacher = viewer == Viewer::Teacher;
    let own = |seat: usize| teacher || viewer == Viewer::Seat(seat);
    viewer.hash(h);
    t.hash(h);
    s.hands.len().hash(h);
    let mut cards = [0 as CardId; SPELL_COUNT];
    for (seat, hand) in s.hands.iter().enumerate() {
        let n = fill(&mut cards, hand.iter().copied().filter(|&card| own(seat) || t.is_known(card)));
        let shown = &mut cards[..n];
        shown.sort_unstable();
        (*shown).hash(h);
    }
    let no_cards: &[CardId] = &[];
    if teacher { s.deck.as_slice() } else { no_cards }.hash(h);
    let over = t.step == Step::Over;
    s.challenges.len().hash(h);
    for (seat, &ch) in s.challenges.iter().enumerate() {
        (own(seat) || over || t.cleared_noise.get(seat) == Some(&true)).then_some(ch).hash(h);
    }
    let no_challenges: &[ChallengeId] = &[];
    if teacher { s.unused_challenges.as_slice() } else { no_challenges }.hash(h);
}

/// A complete state consistent with `view`: cards it shows stay where it shows them; every
/// other card is shuffled into the unseen places (other hands, the deck); unseen Challenge
/// cards are dealt from those the viewer cannot account for.
pub fn determinize(view: &IoiView, seat: Seat, rng: &mut GameRng) -> IoiState {
    let mut state = IoiState {
        table: view.table.clone(),
        hands: Vec::new(),
        deck: Vec::new(),
        challenges: Vec::new(),
        unused_challenges: Vec::new(),
        rng: GameRng::seeded(0),
        quiet: true,
    };
    determinize_into(view, seat, rng, &mut state);
    state
}

/// `determinize` written over `world`, a state the search keeps from one iteration to the next
/// (`Game::determinize_into`): the same world from the same random numbers, in the vectors
/// `world` already has. The unseen cards are shuffled on the stack.
pub fn determinize_into(view: &IoiView, _seat: Seat, rng: &mut GameRng, world: &mut IoiState) {
    let t = &view.table;
    let seats = t.seats as usize;
    let mut seen = [false; SPELL_COUNT];
    let mut mark = |card: CardId| {
        if let Some(slot) = seen.get_mut(card as usize) {
            *slot = true;
        }
    };
    t.piles.iter().flatten().for_each(|&c| mark(c));
    t.tableaus.iter().flatten().flat_map(|sp| sp.cards()).for_each(&mut mark);
    t.unraveled.iter().flatten().for_each(|&c| mark(c));
    t.stack.iter().for_each(|p| mark(p.card));
    view.hands.iter().flatten().for_each(|&c| mark(c));
    let deck_known = view.deck.len() == t.deck_count as usize && !view.deck.is_empty();
    if deck_known {
        view.deck.iter().for_each(|&c| mark(c));
    }
    let mut pool = [0 as CardId; SPELL_COUNT];
    let mut left = fill(&mut pool, (0..SPELL_COUNT as u8).filter(|&c| !seen[c as usize]));
    rng.shuffle(&mut pool[..left]);
    // Cards are dealt from the end of the shuffled pool.
    let mut deal = || {
        left = left.checked_sub(1)?;
        pool.get(left).copied()
    };

    world.table.clone_from(t);
    world.hands.resize_with(seats, Vec::new);
    for (seat, hand) in world.hands.iter_mut().enumerate() {
        hand.clear();
        hand.extend_from_slice(view.hands.get(seat).map(|h| h.as_slice()).unwrap_or(&[]));
        let size = t.hand_counts.get(seat).copied().unwrap_or(0) as usize;
        while hand.len() < size {
            let Some(card) = deal() else { break };
            hand.push(card);
        }
    }
    world.deck.clear();
    if deck_known {
        world.deck.extend_from_slice(&view.deck);
    } else {
        // Whatever is left is the deck (its size matches when the view is consistent).
        world.deck.extend_from_slice(pool.get(..left).unwrap_or(&[]));
    }

    let count = (CHALLENGE_COUNT + t.challenge_cards.len()).min(255);
    let mut unseen = [0 as ChallengeId; 255];
    let unseen_ids = (0..count as u8).filter(|ch| !view.challenges.contains(&Some(*ch)) && !view.unused_challenges.contains(ch));
    let mut hidden = fill(&mut unseen, unseen_ids);
    rng.shuffle(&mut unseen[..hidden]);
    world.challenges.clear();
    for seat in 0..seats {
        let dealt = view.challenges.get(seat).copied().flatten().or_else(|| {
            hidden = hidden.checked_sub(1)?;
            unseen.get(hidden).copied()
        });
        world.challenges.push(dealt.unwrap_or(0));
    }
    world.unused_challenges.clear();
    world.unused_challenges.extend_from_slice(&view.unused_challenges);
    world.unused_challenges.extend_from_slice(unseen.get(..hidden).unwrap_or(&[]));
    world.rng = GameRng::seeded(rng.next_u64());
    world.quiet = true;
    world.sync_counts();
}

/// Writes `items` into `buf` from its start, as many as fit, and says how many: the search's
/// lists of cards live in buffers on the stack rather than in vectors.
fn fill<T>(buf: &mut [T], items: impl Iterator<Item = T>) -> usize {
    let mut n = 0;
    for (slot, item) in buf.iter_mut().zip(items) {
        *slot = item;
        n += 1;
    }
    n
}

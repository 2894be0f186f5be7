//! What one viewer may see, and worlds consistent with it for the AI. Hands, the deck's order
//! and face-down Challenge cards are the only secrets; everything else is on the table.

use super::content::{CardId, ChallengeId, CHALLENGE_COUNT, SPELL_COUNT};
use super::state::{IoiState, Step, Table};
use crate::core::{GameRng, Seat, Viewer};
use serde::{Deserialize, Serialize};

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

/// A complete state consistent with `view`: cards it shows stay where it shows them; every
/// other card is shuffled into the unseen places (other hands, the deck); unseen Challenge
/// cards are dealt from those the viewer cannot account for.
pub fn determinize(view: &IoiView, _seat: Seat, rng: &mut GameRng) -> IoiState {
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
    let mut pool: Vec<CardId> = (0..SPELL_COUNT as u8).filter(|&c| !seen[c as usize]).collect();
    rng.shuffle(&mut pool);

    let mut hands: Vec<Vec<CardId>> = Vec::with_capacity(seats);
    for seat in 0..seats {
        let mut hand = view.hands.get(seat).cloned().unwrap_or_default();
        let size = t.hand_counts.get(seat).copied().unwrap_or(0) as usize;
        while hand.len() < size {
            let Some(card) = pool.pop() else { break };
            hand.push(card);
        }
        hands.push(hand);
    }
    let deck = if deck_known {
        view.deck.clone()
    } else {
        // Whatever is left is the deck (its size matches when the view is consistent).
        std::mem::take(&mut pool)
    };

    let count = CHALLENGE_COUNT + t.challenge_cards.len();
    let mut unseen: Vec<ChallengeId> = (0..count.min(255) as u8)
        .filter(|ch| !view.challenges.contains(&Some(*ch)) && !view.unused_challenges.contains(ch))
        .collect();
    rng.shuffle(&mut unseen);
    let challenges: Vec<ChallengeId> = (0..seats)
        .map(|seat| view.challenges.get(seat).copied().flatten().or_else(|| unseen.pop()).unwrap_or(0))
        .collect();
    let mut unused = view.unused_challenges.clone();
    unused.extend(unseen);

    let mut state = IoiState {
        table: t.clone(),
        hands,
        deck,
        challenges,
        unused_challenges: unused,
        rng: GameRng::seeded(rng.next_u64()),
        quiet: true,
    };
    state.sync_counts();
    state
}

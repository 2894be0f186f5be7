//! What one viewer may see, and worlds consistent with it for the AI. The secrets: the
//! storyteller's hand, the decks' order, the face-down Location and Boss, a face-down
//! enticement card, and the order of the face-down focus cards. Everything else is on the table.

use super::content::Playset;
use super::setup::past_cards;
use super::state::*;
use crate::core::{GameRng, Seat, Viewer};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WeaveView {
    pub viewer: Viewer,
    /// The table with every card this viewer may not see replaced by `HIDDEN`.
    pub table: Table,
}

fn hide(cards: &mut [u8]) {
    cards.iter_mut().for_each(|c| *c = HIDDEN);
}

pub fn view(s: &WeaveState, viewer: Viewer) -> WeaveView {
    let mut t = s.table.clone();
    let teacher = viewer == Viewer::Teacher;
    let storyteller = teacher || t.storyteller.is_some_and(|st| viewer == Viewer::Seat(st as Seat));
    if !teacher {
        hide(&mut t.story_deck);
        hide(&mut t.challenge_deck);
        t.focus_pile.sort_unstable();
    }
    if !storyteller && t.stage != Stage::Over {
        hide(&mut t.hand_challenges);
        // The two Story cards are shown when a player chooses between them.
        if !matches!(t.stage, Stage::StoryPick { .. }) {
            hide(&mut t.hand_stories);
        }
        for slot in [Slot::Location, Slot::Boss] {
            if !t.foundation.found[slot.index()] {
                t.foundation.cards[slot.index()] = HIDDEN;
            }
        }
        for p in t.scene.stories.iter_mut().filter(|p| p.face_down) {
            p.card = HIDDEN;
        }
        if let Stage::Challenge(ch) = &mut t.stage {
            if let Some(e) = ch.enticement.as_mut().filter(|e| !e.revealed) {
                e.card = HIDDEN;
            }
        }
    }
    WeaveView { viewer, table: t }
}

fn fill(slot: &mut u8, pool: &mut Vec<u8>) {
    if *slot == HIDDEN {
        *slot = pool.pop().unwrap_or(0);
    }
}

/// A complete state consistent with `view`: cards it shows stay where they are; unseen cards
/// are dealt at random into the hidden places (a face-down foundation slot takes a card that
/// has not filled that slot before, when there is one).
pub fn determinize(set: &Playset, view: &WeaveView, _seat: Seat, rng: &mut GameRng) -> WeaveState {
    let mut t = view.table.clone();
    let mut seen_story: Vec<u8> = Vec::new();
    seen_story.extend(t.story_deck.iter().chain(&t.hand_stories).chain(&t.foundation.cards));
    seen_story.extend(t.scene.stories.iter().map(|p| p.card));
    seen_story.extend(&t.set_aside);
    if let Stage::Creating(d) = &t.stage {
        seen_story.extend(&d.cards);
    }
    let mut story: Vec<u8> = (0..set.story.len() as u8).filter(|c| !seen_story.contains(c)).collect();
    rng.shuffle(&mut story);
    for slot in [Slot::Location, Slot::Boss] {
        let i = slot.index();
        if t.foundation.cards[i] == HIDDEN {
            let past = past_cards(&t, slot);
            let pos = story.iter().rposition(|c| !past.contains(c)).or(story.len().checked_sub(1));
            t.foundation.cards[i] = pos.map(|p| story.remove(p)).unwrap_or(0);
        }
    }
    t.scene.stories.iter_mut().for_each(|p| fill(&mut p.card, &mut story));
    t.hand_stories.iter_mut().for_each(|c| fill(c, &mut story));
    t.story_deck.iter_mut().for_each(|c| fill(c, &mut story));

    let mut seen_challenges: Vec<u8> = Vec::new();
    seen_challenges.extend(t.challenge_deck.iter().chain(&t.hand_challenges).chain(&t.scene.challenges));
    for c in &t.characters {
        seen_challenges.extend(&c.kept);
    }
    if let Stage::Challenge(ch) = &t.stage {
        seen_challenges.extend(ch.enticement.map(|e| e.card));
    }
    let mut challenges: Vec<u8> = (0..set.challenges.len() as u8).filter(|c| !seen_challenges.contains(c)).collect();
    rng.shuffle(&mut challenges);
    if let Stage::Challenge(ch) = &mut t.stage {
        if let Some(e) = ch.enticement.as_mut() {
            fill(&mut e.card, &mut challenges);
        }
    }
    t.hand_challenges.iter_mut().for_each(|c| fill(c, &mut challenges));
    t.challenge_deck.iter_mut().for_each(|c| fill(c, &mut challenges));
    rng.shuffle(&mut t.focus_pile);
    WeaveState { table: t, rng: GameRng::seeded(rng.next_u64()), quiet: true, tally: Default::default() }
}

/// Cards a view hides, as many as a list can hold here (a longer list is hashed through the view).
const HIDDEN_CARDS: [u8; 256] = [HIDDEN; 256];

/// Hashes what `viewer` sees exactly as hashing `view(s, viewer)` would, write for write
/// (`Game::hash_view`), without copying the table: the search keys every node it walks through
/// by it. Field by field in `WeaveView`'s and `Table`'s order, with the view's masks; the
/// conformance suite checks it against the view in every position it reaches.
pub fn hash_view<H: Hasher>(s: &WeaveState, viewer: Viewer, h: &mut H) {
    let t = &s.table;
    let teacher = viewer == Viewer::Teacher;
    let storyteller = teacher || t.storyteller.is_some_and(|st| viewer == Viewer::Seat(st as Seat));
    let secret = !storyteller && !matches!(t.stage, Stage::Over);
    let mut focus = [Suit::Stones; 8];
    let too_long = t.story_deck.len() > HIDDEN_CARDS.len()
        || t.challenge_deck.len() > HIDDEN_CARDS.len()
        || t.hand_challenges.len() > HIDDEN_CARDS.len()
        || t.hand_stories.len() > HIDDEN_CARDS.len()
        || t.focus_pile.len() > focus.len();
    if too_long {
        return view(s, viewer).hash(h);
    }
    let hidden = |cards: &[u8]| &HIDDEN_CARDS[..cards.len()];
    viewer.hash(h);
    t.playset.hash(h);
    t.seats.hash(h);
    t.storyteller.hash(h);
    t.episodes.hash(h);
    t.episode.hash(h);
    match &t.stage {
        Stage::Challenge(ch) if secret && ch.enticement.is_some_and(|e| !e.revealed) => {
            let mut shown = ch.clone();
            if let Some(e) = shown.enticement.as_mut() {
                e.card = HIDDEN;
            }
            Stage::Challenge(shown).hash(h);
        }
        stage => stage.hash(h),
    }
    if teacher {
        t.story_deck.hash(h);
        t.challenge_deck.hash(h);
    } else {
        hidden(&t.story_deck).hash(h);
        hidden(&t.challenge_deck).hash(h);
    }
    if secret {
        hidden(&t.hand_challenges).hash(h);
        if matches!(t.stage, Stage::StoryPick { .. }) {
            t.hand_stories.hash(h);
        } else {
            hidden(&t.hand_stories).hash(h);
        }
        let mut foundation = t.foundation;
        for slot in [Slot::Location, Slot::Boss] {
            if !foundation.found[slot.index()] {
                foundation.cards[slot.index()] = HIDDEN;
            }
        }
        foundation.hash(h);
    } else {
        t.hand_challenges.hash(h);
        t.hand_stories.hash(h);
        t.foundation.hash(h);
    }
    t.reused.hash(h);
    if secret && t.scene.stories.iter().any(|p| p.face_down) {
        let sc = &t.scene;
        sc.number.hash(h);
        sc.beats.hash(h);
        sc.stories.len().hash(h);
        for p in &sc.stories {
            let card = if p.face_down { HIDDEN } else { p.card };
            PlayedStory { card, ..*p }.hash(h);
        }
        sc.challenges.hash(h);
        sc.encounter.hash(h);
    } else {
        t.scene.hash(h);
    }
    t.characters.hash(h);
    t.to_create.hash(h);
    if teacher {
        t.focus_pile.hash(h);
    } else {
        let focus = &mut focus[..t.focus_pile.len()];
        focus.copy_from_slice(&t.focus_pile);
        focus.sort_unstable();
        (*focus).hash(h);
    }
    t.timeline.hash(h);
    t.last_roll.hash(h);
    t.last_check.hash(h);
    t.rules.hash(h);
    t.set_aside.hash(h);
}

//! What a viewer sees: the table with every card they may not see replaced by `HIDDEN`, and
//! the cards that could be behind those (so the AI can sample a world consistent with it).

use super::state::{Phase, Table, Task, WovenState, HIDDEN};
use crate::core::{GameRng, Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WovenView {
    pub viewer: Viewer,
    pub table: Table,
    /// Spells the viewer cannot see (other hands and decks, the spell deck, others' draws), sorted.
    pub unseen_spells: Vec<u8>,
    pub unseen_tapestry: Vec<u8>,
    pub unseen_treasures: Vec<u8>,
    pub unseen_watchers: Vec<u8>,
    pub unseen_sentries: Vec<u8>,
    pub unseen_artifacts: Vec<u8>,
}

fn hide(cards: &mut [u8], pool: &mut Vec<u8>) {
    for c in cards.iter_mut() {
        if *c != HIDDEN {
            pool.push(*c);
            *c = HIDDEN;
        }
    }
}

pub fn view(s: &WovenState, viewer: Viewer) -> WovenView {
    let mut t = s.table.clone();
    let (mut spells, mut tapestry, mut treasures, mut watchers, mut sentries, mut artifacts) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    if viewer != Viewer::Teacher {
        let me = match viewer {
            Viewer::Seat(x) => Some(x),
            _ => None,
        };
        for (i, m) in t.mages.iter_mut().enumerate() {
            if Some(i) == me {
                // One's own deck is known card by card, not in order.
                m.deck.sort_unstable();
            } else {
                hide(&mut m.hand, &mut spells);
                hide(&mut m.deck, &mut spells);
            }
        }
        hide(&mut t.spell_deck, &mut spells);
        hide(&mut t.tapestry_deck, &mut tapestry);
        hide(&mut t.treasure_deck, &mut treasures);
        hide(&mut t.watcher_deck, &mut watchers);
        hide(&mut t.sentry_deck, &mut sentries);
        hide(&mut t.artifact_deck, &mut artifacts);
        for x in t.sentries.iter_mut().filter(|x| !x.revealed) {
            hide(std::slice::from_mut(&mut x.card), &mut sentries);
        }
        // Tapestry cards dealt but not yet laid are seen only by their mage.
        if let Phase::Setup { .. } = t.phase {
            for (i, d) in t.dealt.iter_mut().enumerate() {
                if Some(i) != me {
                    hide(std::slice::from_mut(d), &mut tapestry);
                }
            }
        }
        if Some(t.turn as Seat) != me {
            for task in t.pending.iter_mut() {
                if let Task::AcquireSpell { drawn } = task {
                    hide(drawn, &mut spells);
                }
            }
        }
    }
    for pool in [&mut spells, &mut tapestry, &mut treasures, &mut watchers, &mut sentries, &mut artifacts] {
        pool.sort_unstable();
    }
    WovenView {
        viewer,
        table: t,
        unseen_spells: spells,
        unseen_tapestry: tapestry,
        unseen_treasures: treasures,
        unseen_watchers: watchers,
        unseen_sentries: sentries,
        unseen_artifacts: artifacts,
    }
}

fn fill(cards: &mut [u8], pool: &mut Vec<u8>) {
    for c in cards.iter_mut() {
        if *c == HIDDEN {
            *c = pool.pop().unwrap_or(0);
        }
    }
}

/// A full state consistent with the view: hidden cards dealt at random from what is unseen,
/// the viewer's own deck shuffled.
pub fn determinize(v: &WovenView, seat: Seat, rng: &mut GameRng) -> WovenState {
    let mut t = v.table.clone();
    let mut pools = [
        v.unseen_spells.clone(),
        v.unseen_tapestry.clone(),
        v.unseen_treasures.clone(),
        v.unseen_watchers.clone(),
        v.unseen_sentries.clone(),
        v.unseen_artifacts.clone(),
    ];
    for p in pools.iter_mut() {
        rng.shuffle(p);
    }
    let [spells, tapestry, treasures, watchers, sentries, artifacts] = &mut pools;
    for (i, m) in t.mages.iter_mut().enumerate() {
        if i == seat {
            rng.shuffle(&mut m.deck);
        }
        fill(&mut m.hand, spells);
        fill(&mut m.deck, spells);
    }
    fill(&mut t.spell_deck, spells);
    for task in t.pending.iter_mut() {
        if let Task::AcquireSpell { drawn } = task {
            fill(drawn, spells);
        }
    }
    fill(&mut t.tapestry_deck, tapestry);
    fill(&mut t.dealt, tapestry);
    fill(&mut t.treasure_deck, treasures);
    fill(&mut t.watcher_deck, watchers);
    for x in t.sentries.iter_mut() {
        fill(std::slice::from_mut(&mut x.card), sentries);
    }
    fill(&mut t.sentry_deck, sentries);
    fill(&mut t.artifact_deck, artifacts);
    WovenState { table: t, rng: GameRng::seeded(rng.next_u64()), quiet: true, baseline: None }
}

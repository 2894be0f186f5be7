//! What a viewer sees: the table with every card they may not see replaced by `HIDDEN`, and
//! the cards that could be behind those (so the AI can sample a world consistent with it).

use super::state::{Phase, Table, Task, WovenState, HIDDEN};
use crate::core::{GameRng, Seat, Viewer};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// A view hashes as the viewer and the table it sees. The unseen pools are left out: the cards
/// of a game are fixed at setup and every card is somewhere, so what the viewer cannot see is
/// whatever it does not see on the table, and two tables alike have the same pools. The search
/// hashes a view at every node it walks through, and gathering and sorting the pools was
/// a third of that.
impl Hash for WovenView {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.viewer.hash(h);
        self.table.hash(h);
    }
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

/// How many card ids `hash_view` keeps on the stack per list; a longer list (no content has
/// one) is hashed through the view instead.
const ROOM: usize = 256;

/// `HIDDEN` as many times as a hidden list of up to `ROOM` cards holds.
const HIDDENS: [u8; ROOM] = [HIDDEN; ROOM];

/// Card ids gathered on the stack: an unseen pool, or a list sorted or hidden as the view
/// writes it.
struct Ids {
    ids: [u8; ROOM],
    len: usize,
    full: bool,
}

impl Ids {
    fn new() -> Self {
        Ids { ids: [0; ROOM], len: 0, full: false }
    }

    fn push(&mut self, card: u8) {
        match self.ids.get_mut(self.len) {
            Some(slot) => {
                *slot = card;
                self.len += 1;
            }
            None => self.full = true,
        }
    }

    /// The ids in order, sorted by counting (ids are bytes; a pool of fifty spells took a
    /// comparison sort a thousand instructions, at every node the search walks through).
    fn sorted(&mut self) -> &[u8] {
        let ids = &mut self.ids[..self.len];
        if ids.len() > 16 {
            let mut counts = [0u16; ROOM];
            let (mut low, mut high) = (u8::MAX, 0u8);
            for &id in ids.iter() {
                counts[id as usize] += 1;
                low = low.min(id);
                high = high.max(id);
            }
            let mut at = 0;
            for id in low..=high {
                // Most ids are there once or not at all (a spell has one copy but the starters).
                match counts[id as usize] as usize {
                    0 => {}
                    1 => {
                        ids[at] = id;
                        at += 1;
                    }
                    n => {
                        ids[at..at + n].fill(id);
                        at += n;
                    }
                }
            }
        } else {
            ids.sort_unstable();
        }
        ids
    }
}

/// Hashes a list of `n` cards as the view writes it hidden (`n` is at most `ROOM`: a longer
/// list is hashed through the view).
fn hash_hidden<H: Hasher>(n: usize, h: &mut H) {
    HIDDENS[..n.min(ROOM)].hash(h);
}

/// Hashes what `viewer` sees exactly as hashing `view(s, viewer)` would, write for write
/// (`Game::hash_view`), without copying the table: the search keys every node it walks
/// through by it. Field by field in `Table`'s and `Mage`'s order; the conformance suite
/// checks it against the view in every position it reaches.
pub fn hash_view<H: Hasher>(s: &WovenState, viewer: Viewer, h: &mut H) {
    let me = match viewer {
        Viewer::Seat(x) => Some(x),
        Viewer::Spectator => None,
        Viewer::Teacher => return view(s, viewer).hash(h),
    };
    let t = &s.table;
    let setup = matches!(t.phase, Phase::Setup { .. });
    let hide_drawn = Some(t.turn as Seat) != me;
    // The lists the view sorts or hides in part, on the stack.
    let mut own_deck = Ids::new();
    if let Some(m) = me.and_then(|x| t.mages.get(x)) {
        m.deck.iter().for_each(|&c| own_deck.push(c));
    }
    let mut dealt = Ids::new();
    for (i, &d) in t.dealt.iter().enumerate() {
        dealt.push(if setup && Some(i) != me { HIDDEN } else { d });
    }
    let longest = t.mages.iter().map(|m| m.hand.len().max(m.deck.len())).max().unwrap_or(0);
    let decks = [&t.spell_deck, &t.tapestry_deck, &t.treasure_deck, &t.watcher_deck, &t.sentry_deck, &t.artifact_deck];
    let too_long = longest > ROOM
        || decks.iter().any(|d| d.len() > ROOM)
        || [&own_deck, &dealt].iter().any(|x| x.full);
    if too_long {
        return view(s, viewer).hash(h);
    }

    viewer.hash(h);
    t.mages.len().hash(h);
    for (i, m) in t.mages.iter().enumerate() {
        m.loc.hash(h);
        m.pool.hash(h);
        m.supply.hash(h);
        if Some(i) == me {
            m.hand.hash(h);
            own_deck.sorted().hash(h);
        } else {
            hash_hidden(m.hand.len(), h);
            hash_hidden(m.deck.len(), h);
        }
        m.discard.hash(h);
        m.active.hash(h);
        m.treasure.hash(h);
        m.artifacts.hash(h);
        m.tapestry.hash(h);
        m.eyes.hash(h);
        m.ward.hash(h);
        m.unanchored_this_turn.hash(h);
        m.explored.hash(h);
    }
    hash_hidden(t.spell_deck.len(), h);
    t.spell_discard.hash(h);
    hash_hidden(t.tapestry_deck.len(), h);
    dealt.ids[..dealt.len].hash(h);
    hash_hidden(t.treasure_deck.len(), h);
    hash_hidden(t.watcher_deck.len(), h);
    hash_hidden(t.sentry_deck.len(), h);
    hash_hidden(t.artifact_deck.len(), h);
    t.towers.hash(h);
    t.citadel_standing.hash(h);
    t.watchers.hash(h);
    t.sentries.len().hash(h);
    for x in &t.sentries {
        x.loc.hash(h);
        (if x.revealed { x.card } else { HIDDEN }).hash(h);
        x.revealed.hash(h);
    }
    t.phase.hash(h);
    t.turn.hash(h);
    t.first.hash(h);
    t.round.hash(h);
    t.actions_left.hash(h);
    t.pending.len().hash(h);
    for task in &t.pending {
        match task {
            // Rare (a draw waiting for its mage's choice): a copy with the cards hidden.
            Task::AcquireSpell { drawn } if hide_drawn => {
                Task::AcquireSpell { drawn: vec![HIDDEN; drawn.len()] }.hash(h)
            }
            _ => task.hash(h),
        }
    }
    t.attack_totals.hash(h);
    t.treasure_ran_out.hash(h);
    t.citadel_destroyed_by.hash(h);
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

//! The turn ("How to Play", "Each turn"): setup, the one action of a turn (cast, mundane
//! effect, re-cast, recover), free actions, the steps a resolving action asks for, and the end
//! of the turn (special locations, the Citadel's defence, the next mage, the end of the game).

use super::actions::Action;
use super::content::{Content, Mundane};
use super::defence::{special_locations, watchers_act};
use super::effects::{
    cast, create_eye, has_options, push_effects, reaction_options, recasts, resolve_auto, resolve_choice,
    task_options,
};
use super::state::{seat_name, 
    Mage, Phase, Sentry, Source, Table, Target, Task, Watcher, WovenState, MANA_COUNTERS, STARTING_MANA,
};
use super::refusals::why_not;
use super::tapestry::Tapestry;
use crate::core::{GameRng, Log, Rule, RuleError, SetupError};
use std::collections::BTreeMap;

const SETUP: Rule = Rule::new("woven", "Setup", "");
const EACH_TURN: Rule = Rule::new("woven", "Each turn", "");
const MUNDANE: Rule = Rule::new("woven", "Each turn", "Mundane Effect");
const RECOVER: Rule = Rule::new("woven", "Each turn", "Recover");
const FREE: Rule = Rule::new("woven", "Each turn", "Free actions");
const GAME_END: Rule = Rule::new("woven", "Scoring", "Game end");
const REACTIONS: Rule = Rule::new("woven", "Combat", "Reactions");


/// Setup ("Setup"): decks shuffled, each mage with 4 mana on the mat, the 4 starters in hand,
/// the mage on its edge start and one tapestry card whose face it will choose; the Citadel's
/// Towers, Sentries and Watchers in place; a random first mage.
pub fn deal(c: &Content, seats: usize, seed: u64) -> Result<WovenState, SetupError> {
    if !(1..=4).contains(&seats) {
        return Err(SetupError(format!("Woven is for 1 to 4 mages, not {seats}")));
    }
    let mut rng = GameRng::seeded(seed);
    let shuffled = |n: usize, rng: &mut GameRng| {
        let mut v: Vec<u8> = (0..n as u8).collect();
        rng.shuffle(&mut v);
        v
    };
    let mut spell_deck = c.deck_spells();
    rng.shuffle(&mut spell_deck);
    let mut tapestry_deck = shuffled(c.tapestry.len(), &mut rng);
    let dealt: Vec<u8> = (0..seats).filter_map(|_| tapestry_deck.pop()).collect();
    let treasure_deck = shuffled(c.treasures.len(), &mut rng);
    let watcher_deck = shuffled(c.watchers.len(), &mut rng);
    let mut sentry_deck = shuffled(c.sentries.len(), &mut rng);
    let artifact_deck = shuffled(c.artifacts.len(), &mut rng);
    let mut towers = shuffled(c.towers.len(), &mut rng);
    towers.truncate(c.towers_base as usize + seats);
    let sentries = c
        .map
        .sentries
        .iter()
        .filter_map(|&loc| Some(Sentry { loc, card: sentry_deck.pop()?, revealed: false }))
        .collect();
    let watchers = c
        .map
        .watchers
        .iter()
        .enumerate()
        .map(|(i, &loc)| Watcher {
            loc,
            target: Target::Point(i as u8),
            next_point: i as u8,
            card: None,
            fallen: false,
        })
        .collect();
    let mages = (0..seats)
        .map(|seat| Mage {
            loc: c.map.starts[seat],
            pool: STARTING_MANA,
            supply: MANA_COUNTERS - STARTING_MANA,
            hand: c.starters(),
            deck: Vec::new(),
            discard: Vec::new(),
            active: Vec::new(),
            treasure: Vec::new(),
            artifacts: Vec::new(),
            tapestry: Tapestry::default(),
            eyes: BTreeMap::new(),
            ward: 0,
            unanchored_this_turn: false,
            explored: Vec::new(),
        })
        .collect();
    let first = rng.below(seats) as u8;
    let table = Table {
        mages,
        spell_deck,
        spell_discard: Vec::new(),
        tapestry_deck,
        dealt,
        treasure_deck,
        watcher_deck,
        sentry_deck,
        artifact_deck,
        towers,
        citadel_standing: true,
        watchers,
        sentries,
        phase: Phase::Setup { seat: first },
        turn: first,
        first,
        round: 1,
        actions_left: 1,
        pending: Vec::new(),
        attack_totals: Vec::new(),
        treasure_ran_out: false,
        citadel_destroyed_by: None,
    };
    Ok(WovenState { table, rng, quiet: false, baseline: None })
}

/// The distinct cards of a multiset, each with how many copies.
pub(super) fn distinct(cards: &[u8]) -> Vec<u8> {
    let mut v = cards.to_vec();
    v.sort_unstable();
    v.dedup();
    v
}

/// Every non-empty sub-multiset of `cards` (sorted, at most the first ten cards in order), as
/// the masks over the sorted cards first give it, whose length `keep` allows, in that order.
/// The first mask to give a multiset is the least one, which takes each run of equal cards from
/// the run's start: every other mask is passed over without building its cards.
fn push_sub_multisets(cards: &[u8], keep: impl Fn(usize) -> bool, mut push: impl FnMut(Vec<u8>)) {
    let mut sorted = cards.to_vec();
    sorted.sort_unstable();
    let n = sorted.len().min(10);
    for mask in 1u32..(1 << n) {
        let first = (1..n).all(|i| mask & (1 << i) == 0 || sorted[i] != sorted[i - 1] || mask & (1 << (i - 1)) != 0);
        if first && keep(mask.count_ones() as usize) {
            push((0..n).filter(|i| mask & (1 << i) != 0).map(|i| sorted[i]).collect());
        }
    }
}

/// Whether a mundane play with `n` cards can do anything now.
fn mundane_possible(t: &Table, m: &Mage, op: Mundane, n: usize) -> bool {
    match op {
        Mundane::Tapestry => !t.tapestry_deck.is_empty(),
        Mundane::Eye => m.pool as usize >= n,
        Mundane::Move => true,
        Mundane::Thread => m.tapestry.threads() > 0,
    }
}

/// The turn's actions and the free actions ("Each turn").
fn main_options(c: &Content, t: &Table, seat: u8) -> Vec<Action> {
    let Some(m) = t.mage(seat) else { return Vec::new() };
    let mut out = Vec::with_capacity(32);
    for spell in distinct(&m.hand) {
        out.extend(casts(c, m, spell));
    }
    out.extend(all_recasts(c, t, seat));
    push_mundane_options(c, t, m, &mut out);
    out.extend(artifact_options(m));
    out.push(Action::Recover);
    out
}

/// The ways to cast `spell` from the mage's hand: one for each placement of its pattern
/// ("Cast a Spell").
pub(super) fn casts(c: &Content, m: &Mage, spell: u8) -> Vec<Action> {
    let Some(sp) = c.spell(spell) else { return Vec::new() };
    m.tapestry.placements(&sp.pattern, sp.element, m.pool as usize).into_iter().map(|placement| Action::Cast { spell, placement }).collect()
}

/// The re-casts of every Active spell ("Re-cast an Active Spell"), spell by spell.
pub(super) fn all_recasts(c: &Content, t: &Table, seat: u8) -> Vec<Action> {
    let Some(m) = t.mage(seat) else { return Vec::new() };
    let active: Vec<u8> = distinct(&m.active.iter().map(|a| a.spell).collect::<Vec<_>>());
    active.into_iter().flat_map(|spell| recasts(c, t, seat, spell)).collect()
}

/// The cards in hand offering the mundane effect `op` ("Mundane Effect").
pub(super) fn offering(c: &Content, m: &Mage, op: Mundane) -> Vec<u8> {
    m.hand.iter().copied().filter(|&x| c.spell(x).is_some_and(|sp| sp.mundane.contains(&op))).collect()
}

/// Every set of cards in hand that can be discarded together for one mundane effect, effect by
/// effect ("Mundane Effect": copies of one effect combine).
pub(super) fn push_mundane_options(c: &Content, t: &Table, m: &Mage, out: &mut Vec<Action>) {
    for op in Mundane::ALL {
        push_sub_multisets(&offering(c, m, op), |n| mundane_possible(t, m, op, n), |cards| out.push(Action::Mundane { op, cards }));
    }
}

/// Whether `push_mundane_options` offers anything: some effect with cards offering it that
/// can do something with one of them or more (sets of every size up to ten are listed).
pub(super) fn any_mundane(c: &Content, t: &Table, m: &Mage) -> bool {
    Mundane::ALL.iter().any(|&op| (1..=offering(c, m, op).len().min(10)).any(|n| mundane_possible(t, m, op, n)))
}

/// The mage's Artifacts not used since its last Recover.
pub(super) fn artifact_options(m: &Mage) -> Vec<Action> {
    m.artifacts.iter().filter(|a| !a.used).map(|a| Action::UseArtifact { artifact: a.artifact }).collect()
}

/// Whether the turn's mage may take free actions now: "At any time during your turn" (Each
/// turn, Free actions) — before, during and after its action, until it ends the turn — but not
/// while a mage is answering a reaction question or a declared attack waits to strike (that
/// moment belongs to the answer).
pub(super) fn free_now(t: &Table, seat: u8) -> bool {
    t.phase == Phase::Play
        && t.turn == seat
        && t.acting_seat() == seat
        && !t.pending.iter().any(|k| k.asks().is_some() || matches!(k, Task::Strike { .. }))
}

/// The free actions the mage could take ("Each turn", Free actions): abandon any of its Eyes or
/// Charges, and once a turn un-anchor one of its anchored Eyes.
pub(super) fn free_options(t: &Table, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    push_free_options(t, seat, &mut out);
    out
}

/// `free_options`, added to `out`.
fn push_free_options(t: &Table, seat: u8, out: &mut Vec<Action>) {
    let Some(m) = t.mage(seat) else { return };
    for (&at, e) in &m.eyes {
        out.push(Action::AbandonEye { at });
        if e.anchored > 0 && !m.unanchored_this_turn {
            out.push(Action::UnanchorEye { at });
        }
    }
    for spell in distinct(&m.active.iter().filter(|a| a.charges > 0).map(|a| a.spell).collect::<Vec<_>>()) {
        out.push(Action::AbandonCharge { spell });
    }
}

/// Everything `seat` may do now; empty when it is not that seat's move. Once the turn's
/// actions are done, the mage ends its turn (or takes free actions first).
pub fn legal_actions(c: &Content, s: &WovenState, seat: u8) -> Vec<Action> {
    let t = &s.table;
    match t.phase {
        Phase::Setup { seat: who } if who == seat => {
            vec![Action::ChooseSide { side: 0 }, Action::ChooseSide { side: 1 }]
        }
        Phase::Play if t.acting_seat() == seat => {
            let mut out = match t.pending.last() {
                Some(task) => task_options(c, t, seat, task),
                None if t.actions_left > 0 => main_options(c, t, seat),
                None => vec![Action::EndTurn],
            };
            if free_now(t, seat) {
                push_free_options(t, seat, &mut out);
            }
            out
        }
        _ => Vec::new(),
    }
}

/// Whether `action` is one of `legal_actions` for the seat that acts now; a tapestry card's
/// placement is checked without listing every placement.
fn is_legal(c: &Content, s: &WovenState, seat: u8, action: &Action) -> bool {
    let t = &s.table;
    match (t.phase, t.pending.last(), action) {
        (Phase::Play, Some(Task::PlaceCard { card }), Action::Place { placement }) => {
            match (t.mage(seat), c.tapestry.get(*card as usize)) {
                (Some(m), Some(tc)) => m.tapestry.is_listed_card(&tc.faces, *placement),
                _ => false,
            }
        }
        _ => legal_actions(c, s, seat).contains(action),
    }
}

/// Why an action is refused, naming the rule whose condition failed (`refusals::why_not`); Ok
/// when it is legal.
pub fn check(c: &Content, s: &WovenState, seat: u8, action: &Action) -> Result<(), RuleError> {
    let t = &s.table;
    if t.phase == Phase::Over {
        return Err(RuleError::new(GAME_END, "The game is over."));
    }
    if t.active_seat() != Some(seat as usize) {
        if t.phase == Phase::Play && t.pending.iter().any(|k| k.asks().is_some()) {
            return Err(RuleError::new(REACTIONS, "Another mage is answering with a reaction first."));
        }
        return Err(RuleError::new(EACH_TURN, "It is not your turn."));
    }
    if is_legal(c, s, seat, action) {
        return Ok(());
    }
    let (rule, why) = match t.pending.last() {
        Some(Task::React { .. }) => (
            REACTIONS,
            "Answer with a reaction spell from your hand whose pattern you can complete, or let it happen (Done).".into(),
        ),
        Some(Task::Sacrifice { .. }) => {
            (REACTIONS, "Spend a Charge of a spell that answers this, or keep your Charges (Done).".into())
        }
        _ if matches!(t.phase, Phase::Setup { .. }) => {
            (SETUP, "Choose the front (0) or back (1) of your first tapestry card.".into())
        }
        _ => why_not(c, s, seat, action),
    };
    Err(RuleError::new(rule, why))
}

/// Carries out a legal action, then everything that follows by itself.
pub fn execute(c: &Content, s: &mut WovenState, seat: u8, action: &Action, log: &mut Log) {
    if let Phase::Setup { seat: who } = s.table.phase {
        choose_side(c, s, who, action, log);
        return;
    }
    if action.is_free() {
        // Free actions leave the choice the turn is waiting for where it is.
        free_action(s, seat, action, log);
    } else if *action == Action::EndTurn {
        let seat = s.table.turn;
        end_turn(c, s, seat, log);
    } else if let Some(task) = s.table.pending.pop() {
        resolve_choice(c, s, seat, task, action, log);
    } else {
        main_action(c, s, seat, action, log);
    }
    settle(c, s, log);
}

fn choose_side(c: &Content, s: &mut WovenState, seat: u8, action: &Action, log: &mut Log) {
    let Action::ChooseSide { side } = action else { return };
    let t = &mut s.table;
    if let Some(tc) = t.dealt.get(seat as usize).and_then(|&k| c.tapestry.get(k as usize)) {
        t.mages[seat as usize].tapestry = Tapestry::start(&tc.faces[*side as usize % 2]);
    }
    log.say(SETUP, Some(seat as usize), || format!("{} starts a tapestry", seat_name(seat)));
    let next = (seat + 1) % t.seats() as u8;
    if next == t.first {
        t.phase = Phase::Play;
        log.say(SETUP, Some(t.first as usize), || format!("{} plays first", seat_name(t.first)));
    } else {
        t.phase = Phase::Setup { seat: next };
    }
}

fn main_action(c: &Content, s: &mut WovenState, seat: u8, action: &Action, log: &mut Log) {
    s.table.actions_left = s.table.actions_left.saturating_sub(1);
    match action {
        Action::Cast { spell, placement } => cast(c, s, seat, *spell, placement, true, log),
        Action::Recast { spell, placement } => cast(c, s, seat, *spell, placement, false, log),
        Action::Mundane { op, cards } => mundane(s, seat, *op, cards, log),
        Action::UseArtifact { artifact } => {
            let m = &mut s.table.mages[seat as usize];
            if let Some(a) = m.artifacts.iter_mut().find(|a| a.artifact == *artifact && !a.used) {
                a.used = true;
            }
            if let Some(art) = c.artifacts.get(*artifact as usize) {
                log.say(Rule::new("woven", "Magic", ""), Some(seat as usize), || {
                    format!("{} uses the {}", seat_name(seat), art.name)
                });
                push_effects(&mut s.table, &art.ability, Source::Artifact(*artifact));
            }
        }
        Action::Recover => recover(c, s, seat, log),
        _ => {}
    }
}

/// The free actions ("Each turn", Free actions), which use up nothing of the turn.
fn free_action(s: &mut WovenState, seat: u8, action: &Action, log: &mut Log) {
    match action {
        Action::AbandonEye { at } => {
            super::combat::take_eye(s, seat, *at);
            log.say(FREE, Some(seat as usize), || format!("{} abandons an Eye", seat_name(seat)));
        }
        Action::AbandonCharge { spell } => {
            let m = &mut s.table.mages[seat as usize];
            if let Some(i) = m.active.iter().position(|a| a.spell == *spell && a.charges > 0) {
                m.active[i].charges -= 1;
                m.pool += 1;
                if m.active[i].charges == 0 {
                    m.active.remove(i);
                    m.discard.push(*spell);
                }
            }
            log.say(FREE, Some(seat as usize), || format!("{} abandons a Charge", seat_name(seat)));
        }
        Action::UnanchorEye { at } => {
            let m = &mut s.table.mages[seat as usize];
            if let Some(e) = m.eyes.get_mut(at) {
                if e.anchored > 0 {
                    e.anchored -= 1;
                    e.loose += 1;
                    m.unanchored_this_turn = true;
                }
            }
            log.say(FREE, Some(seat as usize), || format!("{} un-anchors an Eye", seat_name(seat)));
        }
        _ => {}
    }
}

/// "Mundane Effect": the cards go to the discard; copies combine (n cards: n tapestry cards,
/// n Eyes, 2n MP, n Threads pulled).
fn mundane(s: &mut WovenState, seat: u8, op: Mundane, cards: &[u8], log: &mut Log) {
    let n = cards.len() as u8;
    let m = &mut s.table.mages[seat as usize];
    for card in cards {
        if let Some(i) = m.hand.iter().position(|x| x == card) {
            m.hand.remove(i);
            m.discard.push(*card);
        }
    }
    log.say(MUNDANE, Some(seat as usize), || {
        let what = match op {
            Mundane::Tapestry => "draw a tapestry card",
            Mundane::Eye => "create an Eye",
            Mundane::Move => "move",
            Mundane::Thread => "pull a Thread",
        };
        format!("{} discards {} to {what}", seat_name(seat), crate::core::wording::count(n as u64, "card", "cards"))
    });
    let t = &mut s.table;
    match op {
        Mundane::Tapestry => {
            for _ in 0..n {
                if let Some(card) = t.tapestry_deck.pop() {
                    t.pending.push(Task::PlaceCard { card });
                }
            }
        }
        Mundane::Eye => {
            let at = t.mages[seat as usize].loc;
            for _ in 0..n {
                create_eye(s, seat, at, false);
            }
        }
        Mundane::Move => t.pending.push(Task::Walk { mp: 2 * n }),
        Mundane::Thread => t.pending.push(Task::PullThread { left: n }),
    }
}

/// "Recover": acquisition for each wellspring holding one of the mage's Eyes, then Active spells
/// without Charges go to the discard and the hand is drawn back up to four.
fn recover(c: &Content, s: &mut WovenState, seat: u8, log: &mut Log) {
    let m = &s.table.mages[seat as usize];
    let wells = m.eyes.keys().filter(|&&l| c.map.loc(l).is_some_and(|x| x.wellspring)).count() as u8;
    log.say(RECOVER, Some(seat as usize), || format!("{} recovers ({} watched)", seat_name(seat), crate::core::wording::count(wells, "wellspring", "wellsprings")));
    s.table.pending.push(Task::RecoverEnd);
    if wells > 0 && m.supply > 0 {
        s.table.pending.push(Task::AcquireMana { wells });
    } else {
        s.table.pending.push(Task::DrawSpells { n: wells });
    }
}

/// Resolves what needs no choice; skips choices with no option; ends the turn when the
/// actions are spent.
fn settle(c: &Content, s: &mut WovenState, log: &mut Log) {
    loop {
        if s.table.phase != Phase::Play {
            return;
        }
        let seat = s.table.acting_seat();
        match s.table.pending.last() {
            Some(task) if task.resolves_itself() => {
                if let Some(task) = s.table.pending.pop() {
                    resolve_auto(c, s, seat, task, log);
                }
            }
            Some(task) => {
                // A reaction question whose spell is gone from hand (an earlier answer cast it)
                // has nothing left to ask; any other choice with no option fizzles.
                let idle = match task {
                    Task::React { victim, threat } => reaction_options(c, &s.table, *victim, threat).is_empty(),
                    _ => !has_options(c, &s.table, seat, task),
                };
                if !idle {
                    return;
                }
                s.table.pending.pop();
            }
            None if s.table.actions_left > 0 => return,
            // The action is done: the mage ends the turn when it likes, so it may still take
            // free actions; with none left to take, the turn ends by itself.
            None => {
                let seat = s.table.turn;
                if free_options(&s.table, seat).is_empty() {
                    end_turn(c, s, seat, log);
                }
                return;
            }
        }
    }
}

/// After the actions: special locations, then the next mage; at the end of a round the Watchers
/// move, and the game ends once the Treasure deck is empty or the round limit is reached.
fn end_turn(c: &Content, s: &mut WovenState, seat: u8, log: &mut Log) {
    special_locations(c, s, seat, log);
    s.table.attack_totals.clear();
    let next = (seat + 1) % s.table.seats() as u8;
    if next == s.table.first {
        watchers_act(c, s, log);
    }
    let t = &mut s.table;
    t.turn = next;
    if t.turn == t.first {
        if t.treasure_ran_out || t.round >= c.round_limit {
            t.phase = Phase::Over;
            let why = if t.treasure_ran_out { "the Treasure deck is empty" } else { "the last round is over" };
            log.say(GAME_END, None, || format!("The game ends: {why}"));
            return;
        }
        t.round += 1;
    }
    let next = t.turn;
    let m = &mut t.mages[next as usize];
    m.ward = 0;
    m.unanchored_this_turn = false;
    t.actions_left = 1;
    log.say(EACH_TURN, Some(next as usize), || format!("{}'s turn", seat_name(next)));
}

#[cfg(test)]
mod sub_multiset_tests {
    use super::push_sub_multisets;

    /// What `push_sub_multisets` replaced: every mask's cards, a multiset kept the first time.
    fn by_every_mask(cards: &[u8]) -> Vec<Vec<u8>> {
        let mut sorted = cards.to_vec();
        sorted.sort_unstable();
        let mut out: Vec<Vec<u8>> = Vec::new();
        for mask in 1u32..(1 << sorted.len().min(10)) {
            let pick: Vec<u8> = (0..sorted.len()).filter(|i| mask & (1 << i) != 0).map(|i| sorted[i]).collect();
            if !out.contains(&pick) {
                out.push(pick);
            }
        }
        out
    }

    #[test]
    fn the_same_multisets_in_the_same_order() {
        let hands: [&[u8]; 8] =
            [&[], &[3], &[2, 2], &[5, 1, 5, 1], &[4, 4, 4, 2, 9], &[1, 2, 3, 4, 5, 6], &[7; 11], &[3, 1, 3, 1, 3, 0, 0, 9, 9, 9, 2, 2]];
        for hand in hands {
            for limit in [1, 2, 3, usize::MAX] {
                let mut found = Vec::new();
                push_sub_multisets(hand, |n| n <= limit, |cards| found.push(cards));
                let expected: Vec<Vec<u8>> = by_every_mask(hand).into_iter().filter(|c| c.len() <= limit).collect();
                assert_eq!(found, expected, "{hand:?} up to {limit}");
            }
        }
    }
}

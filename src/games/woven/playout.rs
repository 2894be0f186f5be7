//! The search's playouts: most of the time a choice made for what it does (an attack where an
//! Eye watches a guardian, a step toward the next wellspring or Ruin, an Eye on a wellspring),
//! otherwise a random action picked by kind. Random playouts almost never cast to any purpose,
//! so the search could not see what a spell was for (`docs/balance/woven.md`, "Issue 31").

use super::actions::Action;
use super::content::{Content, Effect, Mundane};
use super::map::Loc;
use super::state::{EyeUse, Mage, Phase, Table, Task, WovenState};
use super::turn::{
    all_recasts, any_mundane, artifact_options, casts, distinct, free_now, free_options, legal_actions, offering,
    push_mundane_options,
};
use crate::core::GameRng;

/// How often (in 8) a playout takes the purposeful choice when there is one.
const PURPOSEFUL_IN_8: u32 = 6;

/// A playout's action for `seat`: the purposeful one (`purposeful`) six times in eight when
/// there is one; otherwise free actions are rare (they are never needed to progress) and a kind
/// of action is picked first (cast, mundane, recover...) so that the many ways to place one
/// pattern or card do not crowd out everything else.
pub fn policy_action(c: &Content, s: &WovenState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let t = &s.table;
    if t.phase == Phase::Play && t.acting_seat() == seat && t.pending.is_empty() && t.actions_left > 0 {
        return main_action(c, t, seat, rng);
    }
    listed_policy_action(c, s, seat, rng)
}

/// `policy_action` from the full list of legal actions (every choice but the turn's main one,
/// and the tests' check of `main_action`).
pub(super) fn listed_policy_action(c: &Content, s: &WovenState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let actions = legal_actions(c, s, seat);
    if let Some(i) = purposeful(c, &s.table, seat, &actions, rng) {
        if rng.chance(PURPOSEFUL_IN_8, 8) {
            return actions.into_iter().nth(i);
        }
    }
    by_kind(actions, rng)
}

/// The turn's main action as `listed_policy_action` chooses it, with the same draws, listing
/// only what the choice needs: every placement of every spell in hand and every set of cards
/// for a mundane effect were listed at each step of a playout (a sixth of the search's time),
/// most often to pick another kind of action.
fn main_action(c: &Content, t: &Table, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let m = t.mage(seat)?;
    let hand = distinct(&m.hand);
    let guarded = guardians(c, t);
    let mut purpose = None;
    if m.eyes.keys().any(|l| guarded.contains(l)) {
        let mut attack_casts: Vec<Action> = hand.iter().filter(|&&k| attacks(c, k)).flat_map(|&k| casts(c, m, k)).collect();
        attack_casts.extend(all_recasts(c, t, seat).into_iter().filter(|a| matches!(a, Action::Recast { spell, .. } if attacks(c, *spell))));
        purpose = rng.pick(&attack_casts).cloned();
    }
    if purpose.is_none() && drafts_remain(t) && unwatched_well(c, m, m.loc) && m.pool > 0 {
        // The first single-card Create Eye listed: the least card offering it.
        purpose = offering(c, m, Mundane::Eye).into_iter().min().map(|k| Action::Mundane { op: Mundane::Eye, cards: vec![k] });
    }
    if purpose.is_some() && rng.chance(PURPOSEFUL_IN_8, 8) {
        return purpose;
    }
    let free = if free_now(t, seat) { free_options(t, seat) } else { Vec::new() };
    if !free.is_empty() && rng.chance(1, 20) {
        let i = rng.below(free.len());
        return free.into_iter().nth(i);
    }
    // The kinds `kind_runs` finds in the list, in its order (Recover is always there).
    let has_cast = hand.iter().any(|&k| !casts(c, m, k).is_empty());
    let recasts = all_recasts(c, t, seat);
    let artifacts = artifact_options(m);
    let kinds: Vec<u8> = [has_cast, !recasts.is_empty(), any_mundane(c, t, m), !artifacts.is_empty(), true]
        .iter()
        .enumerate()
        .filter(|(_, &present)| present)
        .map(|(k, _)| k as u8)
        .collect();
    let of_kind = match kinds.get(rng.below(kinds.len()))? {
        0 => hand.iter().flat_map(|&k| casts(c, m, k)).collect(),
        1 => recasts,
        2 => {
            let mut out = Vec::new();
            push_mundane_options(c, t, m, &mut out);
            out
        }
        3 => artifacts,
        _ => vec![Action::Recover],
    };
    let i = pick_index(rng, of_kind.len())?;
    of_kind.into_iter().nth(i)
}

/// Whether `l` is a wellspring the mage's Eyes do not watch yet.
fn unwatched_well(c: &Content, m: &Mage, l: Loc) -> bool {
    c.map.loc(l).is_some_and(|x| x.wellspring) && !m.eyes.contains_key(&l)
}

/// A random action, free ones rarely, the others by kind first.
fn by_kind(actions: Vec<Action>, rng: &mut GameRng) -> Option<Action> {
    let free = actions.iter().filter(|a| a.is_free()).count();
    let rest = actions.len() - free;
    let nth = |actions: Vec<Action>, free: bool, n: usize| actions.into_iter().filter(|a| a.is_free() == free).nth(n);
    if rest == 0 || (free > 0 && rng.chance(1, 20)) {
        return match pick_index(rng, free) {
            Some(i) => nth(actions, true, i),
            None => pick_index(rng, rest).and_then(|i| nth(actions, false, i)),
        };
    }
    let kind = |a: &Action| std::mem::discriminant(a);
    let chosen = kind_runs(&actions).nth(rng.below(kind_runs(&actions).count()))?;
    let of_kind = actions.iter().filter(|a| !a.is_free() && kind(a) == chosen).count();
    let i = pick_index(rng, of_kind)?;
    actions.into_iter().filter(|a| !a.is_free() && kind(a) == chosen).nth(i)
}

/// The kinds of the actions that are not free, in their order, a run of one kind once (the
/// kinds a playout picks from).
fn kind_runs(actions: &[Action]) -> impl Iterator<Item = std::mem::Discriminant<Action>> + '_ {
    let mut last = None;
    actions.iter().filter(|a| !a.is_free()).map(std::mem::discriminant).filter(move |&k| last.replace(k) != Some(k))
}

/// `rng.pick`'s draw from a list of `n`: the position picked, `None` (and no draw) when empty.
fn pick_index(rng: &mut GameRng, n: usize) -> Option<usize> {
    (n > 0).then(|| rng.below(n))
}

/// The guardians an attack can land on: live Sentries, standing Watchers, the standing Citadel
/// ("Citadel Defense"; a Sentry or Watcher defeated gives Treasure, the Citadel the game).
pub(super) fn guardians(c: &Content, t: &Table) -> Vec<Loc> {
    t.sentries
        .iter()
        .map(|x| x.loc)
        .chain(t.watchers.iter().filter(|w| !w.fallen).map(|w| w.loc))
        .chain(t.citadel_standing.then_some(c.map.citadel))
        .collect()
}

/// Whether the spell's cast attacks ("Combat": Fire Shards, Ignis, Lavastone...).
fn attacks(c: &Content, spell: u8) -> bool {
    c.spell(spell).is_some_and(|sp| sp.cast.iter().any(|e| matches!(e, Effect::Attack { .. })))
}

/// Where the mage wants to be: the nearest wellspring its Eyes do not watch or Ruin it has not
/// explored (`None`: none left).
pub(super) fn goal(c: &Content, m: &Mage) -> Option<Loc> {
    let map = &c.map;
    (0..map.len() as u8).filter(|&l| wanted(c, m, l, true)).min_by_key(|&l| map.distance(m.loc, l))
}

/// Whether the mage wants to reach `l`: a wellspring its Eyes do not watch (counted only when
/// `wells`: a wellspring is worth watching while a Recover can still draft, `drafts_remain`), or a
/// Ruin it has not explored.
fn wanted(c: &Content, m: &Mage, l: Loc, wells: bool) -> bool {
    c.map.loc(l).is_some_and(|x| (wells && x.wellspring && !m.eyes.contains_key(&l)) || (x.ruin && !m.explored.contains(&l)))
}

/// Where a walk should head: the location `wanted` that a walk reaches for the fewest MP, so
/// that a river between the mage and the nearest (a Ruin at the map's west or east edge) sends it
/// round by the bridge, or elsewhere.
pub(super) fn walk_goal(c: &Content, m: &Mage, wells: bool) -> Option<Loc> {
    let map = &c.map;
    (0..map.len() as u8).filter(|&l| wanted(c, m, l, wells)).min_by_key(|&l| map.walk_mp(m.loc, l))
}

/// Whether a Recover can still draft a spell (a star): the spell deck holds a card ("Recover",
/// Acquisition). Between two mages it runs out about round 23 of 30.
pub(super) fn drafts_remain(t: &Table) -> bool {
    !t.spell_deck.is_empty()
}

/// The position in `actions` of the choice a purposeful mage makes here, if it sees one: cast
/// an attack while an Eye watches a guardian and aim it there; walk toward `walk_goal` by MP and
/// stop on arrival; create (while drafts remain) or place an Eye on a wellspring it does not
/// watch yet.
fn purposeful(c: &Content, t: &Table, seat: u8, actions: &[Action], rng: &mut GameRng) -> Option<usize> {
    let m = t.mage(seat)?;
    let find = |want: &dyn Fn(&Action) -> bool| actions.iter().position(want);
    let unwatched_well = |l: Loc| unwatched_well(c, m, l);
    match t.pending.last() {
        None => {
            let guarded = guardians(c, t);
            if m.eyes.keys().any(|l| guarded.contains(l)) {
                let casts: Vec<usize> = (0..actions.len())
                    .filter(|&i| {
                        matches!(&actions[i], Action::Cast { spell, .. } | Action::Recast { spell, .. } if attacks(c, *spell))
                    })
                    .collect();
                if let Some(&i) = rng.pick(&casts) {
                    return Some(i);
                }
            }
            if drafts_remain(t) && unwatched_well(m.loc) && m.pool > 0 {
                return find(&|a| matches!(a, Action::Mundane { op: Mundane::Eye, cards } if cards.len() == 1));
            }
            None
        }
        Some(Task::PickEye { purpose, .. }) => {
            let attack = matches!(
                purpose,
                EyeUse::ConsumeToAttack { .. } | EyeUse::AttackAt { .. } | EyeUse::ConsumeToAttackBeside { .. }
            );
            if !attack {
                return None;
            }
            let guarded = guardians(c, t);
            let near = |l: Loc| guarded.iter().map(|&g| c.map.distance(l, g)).min().unwrap_or(u8::MAX);
            (0..actions.len()).filter(|&i| matches!(actions[i], Action::Eye { .. })).min_by_key(|&i| match actions[i] {
                Action::Eye { at } => near(at),
                _ => u8::MAX,
            })
        }
        Some(Task::AttackBeside { .. }) => {
            let guarded = guardians(c, t);
            find(&|a| matches!(a, Action::Go { to } if guarded.contains(to)))
        }
        Some(Task::PlaceEye { .. }) => find(&|a| matches!(a, Action::Go { to } if unwatched_well(*to))),
        Some(Task::Walk { .. } | Task::Travel { .. }) => {
            let g = walk_goal(c, m, drafts_remain(t))?;
            let here = c.map.walk_mp(m.loc, g);
            if here == 0 {
                // Arrived: stop, rather than wander off what the walk was for (a Ruin is explored
                // where the turn ends, an Eye is created where the mage stands).
                return find(&|a| matches!(a, Action::Stop));
            }
            let closer = (0..actions.len())
                .filter_map(|i| match actions[i] {
                    Action::Go { to } => Some((c.map.walk_mp(to, g), i)),
                    _ => None,
                })
                .min()?;
            (closer.0 < here).then_some(closer.1)
        }
        _ => None,
    }
}

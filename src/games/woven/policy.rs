//! The `greedy` bot, and the search's judgement of positions (its playouts: `playout`).

use super::actions::Action;
use super::content::{Content, Effect};
use super::playout::{drafts_remain, goal, guardians, walk_goal};
use super::scoring::{outcome, scores, SOLO_TARGET};
use super::state::{Phase, WovenState};
use super::turn::{execute, legal_actions};
use crate::core::wording::{count, listed};
use crate::core::{GameRng, Log, Outcome};

/// How good a position is for `seat` (the `greedy` bot's one-ply judgement): its stars ahead of
/// the best rival's (x10) plus its prospects (`with_prospects`); destroying the Citadel outweighs everything.
pub(super) fn heuristic(c: &Content, s: &WovenState, seat: u8) -> f64 {
    let sc = scores(c, s);
    let mine = sc.get(seat as usize).copied().unwrap_or(0) as f64;
    let rival = sc.iter().enumerate().filter(|(i, _)| *i != seat as usize).map(|(_, &x)| x).max().unwrap_or(0) as f64;
    if s.table.mage(seat).is_none() {
        return 0.0;
    }
    let mut value = with_plan(c, s, seat, 10.0 * (mine - rival));
    if s.table.citadel_destroyed_by == Some(seat) {
        value += 1000.0;
    }
    value
}

/// `value` (stars, in tenths) plus what earns `seat` stars later: wellsprings watched by its
/// Eyes (each drafts a spell, a star, at Recover), spells owned, Eyes and mana, and being close
/// to the nearest wellspring it does not watch or Ruin it has not explored.
fn with_prospects(c: &Content, s: &WovenState, seat: u8, value: f64) -> f64 {
    let Some(m) = s.table.mage(seat) else { return value };
    prospects(m, value, wells_watched(c, m) as f64, goal_distance(c, m) as f64)
}

/// `value` plus a mage's prospects, given the wellsprings that count as watched and how far
/// (at most 8) it stands from its goal.
fn prospects(m: &super::state::Mage, value: f64, wells: f64, goal: f64) -> f64 {
    let owned = m.spells().count() as f64;
    value + 5.0 * wells + 0.5 * owned + 0.2 * m.hand.len() as f64 + 0.05 * m.eye_count() as f64
        + 0.3 * m.pool as f64
        - 0.5 * goal
}

/// The wellsprings holding the mage's Eyes (each drafts a spell, a star, at Recover).
fn wells_watched(c: &Content, m: &super::state::Mage) -> usize {
    m.eyes.keys().filter(|&&l| c.map.loc(l).is_some_and(|x| x.wellspring)).count()
}

/// How far (spaces, at most 8) the mage stands from the nearest wellspring it does not watch or
/// Ruin it has not explored.
fn goal_distance(c: &Content, m: &super::state::Mage) -> u8 {
    goal(c, m).map_or(0, |g| c.map.distance(m.loc, g).min(8))
}

/// `with_prospects` and the plan the `greedy` bot's one-ply judgement cannot see otherwise: a
/// tapestry built toward the mage's spells (`castable`) and Eyes on or near guardians while it
/// owns an attack spell (`guardian_eyes`). The search's standings leave these out: it finds the
/// casts that pay by itself, and these terms made it weaker against `greedy`
/// (`docs/balance/woven.md`, "Issue 31").
fn with_plan(c: &Content, s: &WovenState, seat: u8, value: f64) -> f64 {
    let Some(m) = s.table.mage(seat) else { return value };
    with_prospects(c, s, seat, value) + CASTABLE * castable(c, m) + GUARDIAN_EYE * guardian_eyes(c, s, m)
}

/// What a spell of the mage's whose pattern the tapestry can host now is worth, in tenths of a
/// star (`castable`): the tapestry built toward the mage's spells.
const CASTABLE: f64 = 0.4;

/// What an Eye standing on a guardian (a Sentry, a standing Watcher, the Citadel) is worth
/// while the mage owns an attack spell, in tenths of a star (`guardian_eyes`).
const GUARDIAN_EYE: f64 = 1.5;

/// How many distinct spells of the mage (hand, deck, discard, Active) have a pattern the
/// tapestry can complete now with the mana in the pool: what drawing and laying tapestry cards
/// and pulling Threads work toward.
fn castable(c: &Content, m: &super::state::Mage) -> f64 {
    castable_spells(c, m).len() as f64
}

/// The distinct spells `castable` counts: the mage's spells whose pattern the tapestry can
/// complete now with the mana in the pool.
fn castable_spells(c: &Content, m: &super::state::Mage) -> Vec<u8> {
    let mut ids: Vec<u8> = m.spells().collect();
    ids.sort_unstable();
    ids.dedup();
    let pool = m.pool as usize;
    if pool == 0 {
        return Vec::new();
    }
    ids.into_iter()
        .filter(|&k| c.spell(k).is_some_and(|sp| !m.tapestry.placements(&sp.pattern, sp.element, pool).is_empty()))
        .collect()
}

/// The choices the search weighs for its decision (`Game::root_actions`): the legal ones, but a
/// tapestry card ("Draw Tapestry Card") is laid only where the mage's spells fit best. A card has
/// dozens to hundreds of placements, too many for the search's visits to tell apart, so it used
/// to lie where chance put it. Best is where the most of the mage's spells could then be cast
/// (those in hand count twice), then the most castable with the pool's mana now. Weighing every
/// placement takes milliseconds: done once per decision, not in the tree below or the playouts.
/// Other choices are kept as listed.
pub fn root_actions(c: &Content, s: &WovenState, seat: u8) -> Vec<Action> {
    let legal = legal_actions(c, s, seat);
    let (Some(super::state::Task::PlaceCard { card }), Some(m)) = (s.table.pending.last(), s.table.mage(seat)) else {
        return legal;
    };
    let Some(faces) = c.tapestry.get(*card as usize).map(|tc| &tc.faces) else { return legal };
    let mut spells: Vec<(u8, bool)> = m.spells().map(|k| (k, m.hand.contains(&k))).collect();
    spells.sort_unstable();
    spells.dedup_by_key(|(k, _)| *k);
    let pool = usize::from(m.pool);
    let fit = |placement| {
        let mut tapestry = m.tapestry.clone();
        tapestry.lay(faces, placement);
        let (mut hosted, mut castable) = (0, 0);
        for &(k, in_hand) in &spells {
            let Some(sp) = c.spell(k) else { continue };
            let fits = tapestry.placements(&sp.pattern, sp.element, usize::MAX);
            if !fits.is_empty() {
                hosted += if in_hand { 2 } else { 1 };
            }
            if fits.iter().any(|p| p.new_threads.len() <= pool) {
                castable += 1;
            }
        }
        (hosted, castable)
    };
    let scored: Vec<(Action, Option<(u32, u32)>)> = legal
        .into_iter()
        .map(|a| {
            let score = if let Action::Place { placement } = a { Some(fit(placement)) } else { None };
            (a, score)
        })
        .collect();
    let best = scored.iter().filter_map(|(_, score)| *score).max();
    scored.into_iter().filter(|(_, score)| score.is_none() || *score == best).map(|(a, _)| a).collect()
}

/// The guardian locations (live Sentries, standing Watchers, the standing Citadel) holding the
/// mage's Eyes, when it owns a spell that attacks (Fire Shards is every mage's): where an attack
/// can land.
fn guardian_eyes(c: &Content, s: &WovenState, m: &super::state::Mage) -> f64 {
    let attacks = |k: &u8| c.spell(*k).is_some_and(|sp| sp.cast.iter().any(|e| matches!(e, Effect::Attack { .. })));
    if !m.spells().any(|k| attacks(&k)) {
        return 0.0;
    }
    let guardians = guardians(c, &s.table);
    let on = m.eyes.keys().filter(|l| guardians.contains(l)).count() as f64;
    // The nearest Eye to a guardian, as a fraction of a guardian Eye (Eyes are moved there).
    let nearest = m.eyes.keys().flat_map(|&l| guardians.iter().map(move |&g| c.map.distance(l, g))).min();
    let approach = nearest.map_or(0.0, |d| f64::from(GUARDIAN_REACH.saturating_sub(d)) / f64::from(GUARDIAN_REACH));
    on + 0.3 * approach
}

/// How far (spaces) an Eye still counts as on its way to a guardian (`guardian_eyes`).
const GUARDIAN_REACH: u8 = 4;

/// Some of the legal actions, at most `cap`, sampled when there are more.
fn sample(mut actions: Vec<Action>, cap: usize, rng: &mut GameRng) -> Vec<Action> {
    if actions.len() > cap {
        rng.shuffle(&mut actions);
        actions.truncate(cap);
    }
    actions
}

/// Plays out the rest of `seat`'s current action: at each choice the option whose result
/// `heuristic` values most (a few options sampled), for at most `steps` choices.
fn finish_action(c: &Content, s: &mut WovenState, seat: u8, steps: usize, rng: &mut GameRng) {
    let round = s.table.round;
    for _ in 0..steps {
        // An extra action (Endurance) is played out too, so what it allows counts; the next
        // turn is not (alone at the table, the mage's next turn follows its own in a new round).
        let t = &s.table;
        if t.phase != Phase::Play || t.turn != seat || t.round != round || (t.pending.is_empty() && t.actions_left == 0) {
            return;
        }
        let mut best: Option<(f64, WovenState)> = None;
        for a in sample(legal_actions(c, s, seat), 8, rng) {
            let mut next = s.clone();
            execute(c, &mut next, seat, &a, &mut Log::new(true));
            let v = heuristic(c, &next, seat);
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, next));
            }
        }
        match best {
            Some((_, next)) => *s = next,
            None => return,
        }
    }
}

/// The `greedy` bot: tries legal actions (at most 24, sampled), finishes each action greedily
/// (`finish_action`), and keeps the one whose result `heuristic` values most; free actions
/// carry a small penalty so they are only taken when they help.
pub fn greedy_action(c: &Content, s: &WovenState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let mut best: Option<(f64, Action)> = None;
    for a in sample(legal_actions(c, s, seat), 24, rng) {
        let mut next = s.clone();
        next.quiet = true;
        execute(c, &mut next, seat, &a, &mut Log::new(true));
        finish_action(c, &mut next, seat, 6, rng);
        let v = heuristic(c, &next, seat) - if a.is_free() { 0.5 } else { 0.0 };
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a)
}

/// A solo score attack's reward in [0, 1], rising with the score so search maximizes it
/// (ruling "Solo"): destroying the Citadel is the best result; otherwise the score over twice
/// the target, so reaching the target is worth 0.5 and every further star still counts.
pub fn solo_reward(s: &WovenState, stars: f64) -> f64 {
    if s.table.citadel_destroyed_by.is_some() {
        return 1.0;
    }
    (stars / (2 * SOLO_TARGET) as f64).clamp(0.0, 1.0)
}

/// The AI's rewards for a finished game: in a search world, as `evaluate` judges it (the
/// change since the position searched); otherwise a solo game's follow its score
/// (`solo_reward`), and a game of several mages gives its winners the win.
pub fn final_rewards(c: &Content, s: &WovenState, o: &Outcome) -> Vec<f64> {
    if let Some(base) = &s.baseline {
        return relative(c, s, base);
    }
    match o.scores.as_slice() {
        [score] if s.table.seats() == 1 => vec![solo_reward(s, *score as f64)],
        _ => o.rewards(s.table.seats()),
    }
}

/// Each mage's standing, in tenths of a star: its stars (x10) with its prospects
/// (`with_prospects`), and far more for destroying the Citadel.
pub fn standings(c: &Content, s: &WovenState) -> Vec<f64> {
    let sc = scores(c, s);
    (0..s.table.seats())
        .map(|i| {
            let stars = 10.0 * sc.get(i).copied().unwrap_or(0) as f64;
            let destroyed = if s.table.citadel_destroyed_by == Some(i as u8) { 1000.0 } else { 0.0 };
            search_prospects(c, s, i as u8, stars) + destroyed
        })
        .collect()
}

/// The search's prospects: `with_prospects` while a Recover can still draft a spell. Once the
/// spell deck is empty (about round 23 of 30 between two mages) a watched wellspring drafts
/// nothing ("Recover", Acquisition), so it is worth no more than the Eye on it, and the way to
/// go is to the next Ruin the mage has not explored (a Treasure), counted in MP. `greedy` keeps
/// `with_prospects` throughout, so that it stays the yardstick it was.
fn search_prospects(c: &Content, s: &WovenState, seat: u8, value: f64) -> f64 {
    if drafts_remain(&s.table) {
        return with_prospects(c, s, seat, value);
    }
    let Some(m) = s.table.mage(seat) else { return value };
    let ruin = walk_goal(c, m, false).map_or(0, |g| c.map.walk_mp(m.loc, g).min(8)) as f64;
    prospects(m, value, 0.0, ruin)
}

/// Each mage's lead over its best rival (its standing, solo).
fn leads(standing: &[f64]) -> Vec<f64> {
    (0..standing.len())
        .map(|i| {
            let rival = (0..standing.len()).filter(|&j| j != i).map(|j| standing[j]).fold(f64::NEG_INFINITY, f64::max);
            if rival.is_finite() {
                standing[i] - rival
            } else {
                standing[i]
            }
        })
        .collect()
}

/// A search world's rewards: how much each mage's lead grew since the position searched
/// (`base`, its standings there), through a logistic curve: no change 0.5, a star gained on
/// the best rival close to 0.9.
fn relative(c: &Content, s: &WovenState, base: &[f64]) -> Vec<f64> {
    let (now, then) = (leads(&standings(c, s)), leads(base));
    now.iter().zip(then).map(|(a, b)| logistic(a - b)).collect()
}

/// 0.5 for no lead, towards 1 (0) as a lead (a deficit) in tenths of a star grows.
fn logistic(lead: f64) -> f64 {
    1.0 / (1.0 + (-lead / TEMPERATURE).exp())
}

/// How many actions an AI playout plays (with `policy_action`) before `evaluate` judges the
/// position: about a turn of each of two mages. Longer playouts were no stronger against the
/// `greedy` bot, and cost more (`docs/balance/woven.md`, "ISMCTS").
pub const ROLLOUT_DEPTH: u32 = 8;

/// The scale of `relative`'s logistic curve, in tenths of a star: a star gained on the best
/// rival is worth 0.88, a step closer to a wellspring (0.5) about 0.52.
const TEMPERATURE: f64 = 5.0;

/// Rewards in [0, 1] for a position a playout stops at. A search world (sampled by
/// `determinize`, which records each mage's standing there) is judged by what changed since
/// (`relative`), so the search tells moves apart whoever leads. Any other position: a finished
/// game's `final_rewards`; solo, the stars the heuristic expects (score plus what earns stars
/// later); with rivals, each mage's lead over the best rival through the same logistic curve.
pub fn evaluate(c: &Content, s: &WovenState) -> Vec<f64> {
    if let Some(base) = &s.baseline {
        return relative(c, s, base);
    }
    if s.table.phase == Phase::Over {
        if let Some(o) = outcome(c, s) {
            return final_rewards(c, s, &o);
        }
    }
    if s.table.seats() == 1 {
        // Solo there is no rival, so the heuristic is ten times the score plus the prospects.
        return vec![solo_reward(s, heuristic(c, s, 0) / 10.0)];
    }
    leads(&standings(c, s)).into_iter().map(logistic).collect()
}

/// The seed the hints finish an action with (`finish_action`): the same reasons every time.
const HINT_SEED: u64 = 0x4817;

/// Why a player might choose `a` (the hints), in the rules' words: a cast completes its spell's
/// pattern; then the action is finished as the `greedy` bot finishes it (`finish_action`) and
/// what its judgement (`heuristic`) counts compared before and after: the Citadel, Watchers,
/// stars, wellsprings watched, spells whose pattern now fits the tapestry (`castable`), the way
/// to the next wellspring or Ruin (`goal_distance`) and the mana left. `s` is a world sampled
/// from the seat's view: only the seat's own mat and the open table are read (a tapestry card
/// still to be drawn is not named).
pub fn hint_reasons(c: &Content, s: &WovenState, seat: u8, a: &Action) -> Vec<String> {
    let Some(m) = s.table.mage(seat) else { return vec![] };
    let name = |k: u8| c.spell(k).map_or("?".to_string(), |sp| sp.name.clone());
    let mut reasons = Vec::new();
    if let Action::Cast { spell, .. } | Action::Recast { spell, .. } = a {
        reasons.push(format!("completes {}'s pattern", name(*spell)));
    }
    let mut after = s.clone();
    after.quiet = true;
    execute(c, &mut after, seat, a, &mut Log::new(true));
    finish_action(c, &mut after, seat, 6, &mut GameRng::seeded(HINT_SEED));
    let Some(n) = after.table.mage(seat) else { return reasons };
    let (t, u) = (&s.table, &after.table);
    if u.citadel_destroyed_by == Some(seat) && t.citadel_destroyed_by != Some(seat) {
        reasons.push("destroys the Citadel".into());
    }
    let fallen = |t: &super::state::Table| t.watchers.iter().filter(|w| w.fallen).count();
    if fallen(u) > fallen(t) {
        reasons.push("fells a Watcher".into());
    }
    let stars = |w: &WovenState| scores(c, w).get(seat as usize).copied().unwrap_or(0);
    match stars(&after) - stars(s) {
        1 => reasons.push("can gain a star this turn".into()),
        n if n > 1 => reasons.push(format!("can gain {n} stars this turn")),
        _ => {}
    }
    let hit: Vec<String> = u
        .attack_totals
        .iter()
        .filter(|(l, d)| *d > t.attack_totals.iter().find(|(k, _)| k == l).map_or(0, |x| x.1))
        .map(|(l, d)| format!("{d} damage at {}", c.map.label(*l)))
        .collect();
    if !hit.is_empty() {
        reasons.push(format!("deals {}", hit.join(" and ")));
    }
    let rival_eyes = |t: &super::state::Table| -> u32 {
        t.mages.iter().enumerate().filter(|(i, _)| *i != seat as usize).map(|(_, r)| r.eye_count() as u32).sum()
    };
    if rival_eyes(u) < rival_eyes(t) {
        reasons.push("removes a rival's Eye".into());
    }
    for (&l, e) in &n.eyes {
        let more = e.total().saturating_sub(m.eyes_at(l).total());
        if more > 0 {
            let eyes = if more == 1 { "an Eye".to_string() } else { format!("{more} Eyes") };
            let well = c.map.loc(l).is_some_and(|x| x.wellspring);
            reasons.push(if well {
                format!("puts {eyes} on the wellspring at {} (a spell at each Recover)", c.map.label(l))
            } else {
                format!("puts {eyes} at {}", c.map.label(l))
            });
        }
    }
    if matches!(a, Action::Recover) {
        match wells_watched(c, m) {
            0 => {}
            1 => reasons.push("one acquisition, for the wellspring holding your Eye".into()),
            // Ruling "Acquisition": one spell kept of k drawn (or one extra mana and k − 1 drawn).
            k => reasons.push(format!("one acquisition: a spell kept of {k} drawn, one for each wellspring holding your Eye")),
        }
        reasons.push("draws back up to four cards".into());
    }
    if matches!(a, Action::Place { .. } | Action::Pull { .. }) {
        let before = castable_spells(c, m);
        let new: Vec<String> = castable_spells(c, n).into_iter().filter(|k| !before.contains(k)).map(name).collect();
        if !new.is_empty() {
            reasons.push(format!("{} can then be cast: the pattern fits your tapestry", listed(&new, 2)));
        }
    }
    let (near, now) = (goal_distance(c, m), goal_distance(c, n));
    if now < near {
        reasons.push(if now == 0 {
            "reaches a wellspring or a Ruin to explore".to_string()
        } else {
            format!("{} closer to a wellspring or a Ruin to explore", count((near - now) as u64, "space", "spaces"))
        });
    }
    reasons.truncate(2);
    if n.pool != m.pool {
        reasons.push(format!("leaves {} mana in your pool", n.pool));
    }
    reasons
}

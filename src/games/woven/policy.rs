//! Quick choices for AI playouts and the `greedy` bot, and a position estimate.

use super::actions::Action;
use super::content::Content;
use super::scoring::{outcome, scores};
use super::state::{Phase, WovenState};
use super::turn::{execute, legal_actions};
use crate::core::{GameRng, Log};

/// Playouts: free actions are rare (they are never needed to progress); otherwise a kind of
/// action is picked first (cast, mundane, recover...) so that the many ways to place one
/// pattern or card do not crowd out everything else.
pub fn policy_action(c: &Content, s: &WovenState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let actions = legal_actions(c, s, seat);
    let (free, rest): (Vec<Action>, Vec<Action>) = actions.into_iter().partition(|a| a.is_free());
    if rest.is_empty() || (!free.is_empty() && rng.chance(1, 20)) {
        return rng.pick(&free).cloned().or_else(|| rng.pick(&rest).cloned());
    }
    let kind = |a: &Action| std::mem::discriminant(a);
    let mut kinds: Vec<_> = rest.iter().map(kind).collect();
    kinds.dedup();
    let chosen = *rng.pick(&kinds)?;
    let of_kind: Vec<&Action> = rest.iter().filter(|a| kind(a) == chosen).collect();
    rng.pick(&of_kind).map(|a| (*a).clone())
}

/// How good a position is for `seat`: its score ahead of the best rival, with a little for
/// mana at hand, Eyes on the map and being close to the Citadel's reach.
fn heuristic(c: &Content, s: &WovenState, seat: u8) -> f64 {
    let sc = scores(c, s);
    let mine = sc.get(seat as usize).copied().unwrap_or(0) as f64;
    let rival = sc.iter().enumerate().filter(|(i, _)| *i != seat as usize).map(|(_, &x)| x).max().unwrap_or(0) as f64;
    let Some(m) = s.table.mage(seat) else { return 0.0 };
    let wells = m.eyes.keys().filter(|&&l| c.map.loc(l).is_some_and(|x| x.wellspring)).count() as f64;
    let mut value = 10.0 * (mine - rival) + 0.5 * m.pool as f64 + 1.5 * wells + 0.3 * m.eye_count() as f64;
    if s.table.citadel_destroyed_by == Some(seat) {
        value += 1000.0;
    }
    value
}

/// The `greedy` bot: tries each legal action (at most 80, sampled) and keeps the one whose
/// result scores best by `heuristic` one ply ahead; ties go to the first found.
pub fn greedy_action(c: &Content, s: &WovenState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let mut actions = legal_actions(c, s, seat);
    if actions.len() > 80 {
        rng.shuffle(&mut actions);
        actions.truncate(80);
    }
    let mut best: Option<(f64, Action)> = None;
    for a in actions {
        let mut next = s.clone();
        next.quiet = true;
        let mut log = Log::new(true);
        execute(c, &mut next, seat, &a, &mut log);
        let v = heuristic(c, &next, seat) - if a.is_free() { 0.1 } else { 0.0 };
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a)
}

/// Rewards in [0, 1]: the outcome's when the game is over, otherwise shares of the stars.
pub fn evaluate(c: &Content, s: &WovenState) -> Vec<f64> {
    let n = s.table.seats();
    if s.table.phase == Phase::Over {
        if let Some(o) = outcome(c, s) {
            return o.rewards(n);
        }
    }
    let sc = scores(c, s);
    let total: f64 = sc.iter().map(|&x| x.max(0) as f64 + 1.0).sum();
    sc.iter().map(|&x| (x.max(0) as f64 + 1.0) / total).collect()
}

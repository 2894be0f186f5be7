//! The AI's helpers. Weave has no winner: a season's outcome gives every seat the same reward,
//! so evaluation is flat and the bots are about keeping the story moving.

use super::actions::Action;
use super::challenge;
use super::content::Content;
use super::dice::pool_size;
use super::legal::legal_actions;
use super::state::*;
use crate::core::GameRng;

/// Playouts: uniform among the legal actions.
pub fn policy_action(c: &Content, s: &WeaveState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let legal = legal_actions(c, s, seat);
    rng.pick(&legal).cloned()
}

/// A one-ply heuristic, by who acts:
/// - a player refuses an enticement when their pool is at least four dice, else accepts (and
///   keeps the card); before a roll they heal a wound, then cut the level with a same-suit kept
///   card, then use the signature move, then roll; a Knowledge winner takes the first card;
/// - the storyteller raises with the highest same-suit card, agrees to the pool as it is, wounds
///   in the challenge's suit, adds the first consequence, keeps the hand after an auto-pass;
///   a scene is six beats (challenges to random characters), an episode three scenes.
pub fn greedy_action(c: &Content, s: &WeaveState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let legal = legal_actions(c, s, seat);
    let first = |pred: &dyn Fn(&Action) -> bool| legal.iter().find(|a| pred(a)).cloned();
    let t = &s.table;
    let set = c.playsets.get(t.playset as usize)?;
    let choice = match &t.stage {
        Stage::Challenge(ch) => match ch.step {
            ChallengeStep::Enticed => {
                let dice = challenge::current_pool(set, t).map(|p| pool_size(&p)).unwrap_or(0);
                Some(if dice >= 4 { Action::Refuse } else { Action::Accept })
            }
            ChallengeStep::Ready => first(&|a| matches!(a, Action::Redeem { used_for: Redemption::Heal(_), .. }))
                .or_else(|| first(&|a| matches!(a, Action::Redeem { used_for: Redemption::Reduce, .. })))
                .or_else(|| first(&|a| *a == Action::UseSignature))
                .or(Some(Action::Roll)),
            ChallengeStep::Setting => legal
                .iter()
                .filter_map(|a| match a {
                    Action::RaiseLevel { card } => set.challenges.get(*card as usize).map(|k| (k.level, a.clone())),
                    _ => None,
                })
                .max_by_key(|(level, _)| *level)
                .map(|(_, a)| a)
                .or(Some(Action::SetPool)),
            ChallengeStep::Weighing => Some(Action::Agree),
            ChallengeStep::Wound => Some(Action::Wound { suit: challenge::target(set, ch).0 }),
            ChallengeStep::Consequence => legal.first().cloned(),
        },
        Stage::Redraw => Some(Action::Redraw { mask: 0 }),
        Stage::EpisodeStart => Some(Action::BeginEpisode),
        Stage::Scene if t.scene.beats >= 6 => {
            Some(if t.scene.number >= 3 { Action::EndEpisode } else { Action::EndScene })
        }
        Stage::Scene => {
            let challenges: Vec<&Action> =
                legal.iter().filter(|a| matches!(a, Action::IssueChallenge { .. })).collect();
            rng.pick(&challenges).map(|a| (*a).clone()).or(Some(Action::EndScene))
        }
        _ => legal.first().cloned(),
    };
    choice.filter(|a| legal.contains(a)).or_else(|| rng.pick(&legal).cloned())
}

/// Every seat shares the season equally.
pub fn evaluate(s: &WeaveState) -> Vec<f64> {
    let seats = s.table.seats.max(1) as usize;
    vec![1.0 / seats as f64; seats]
}

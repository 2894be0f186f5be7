//! Scoring ("Scoring") and the end of the game: the stars on a mage's cards plus Artifact
//! bonuses; destroying the Citadel wins outright.

use super::content::{Bonus, Content, Element, Touch};
use super::state::{Mage, Phase, Trophy, WovenState};
use super::tapestry::Square;
use crate::core::{Outcome, Rule};

const CITADEL: Rule = Rule::new("woven", "Citadel Defense", "The Citadel");
const GAME_END: Rule = Rule::new("woven", "Scoring", "Game end");
use serde::{Deserialize, Serialize};

/// A solo mage wins the score attack with at least this many points (ruling "Solo").
pub const SOLO_TARGET: i32 = 15;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreBreakdown {
    pub spells: i32,
    pub treasure: i32,
    pub artifacts: i32,
    pub bonus: i32,
    pub total: i32,
}

fn trophy_stars(c: &Content, t: Trophy) -> i32 {
    let stars = match t {
        Trophy::Treasure(k) => c.treasures.get(k as usize).map(|x| x.stars),
        Trophy::Watcher(k) => c.watchers.get(k as usize).map(|x| x.stars),
        Trophy::Sentry(k) => c.sentries.get(k as usize).map(|x| x.stars),
        Trophy::Tower(k) => c.towers.get(k as usize).map(|x| x.stars),
        Trophy::Spell(k) => c.spell(k).map(|x| x.stars),
    };
    stars.unwrap_or(0) as i32
}

fn touching(a: Square, b: Square, touch: Touch) -> bool {
    let (dx, dy) = ((a.0 - b.0).abs(), (a.1 - b.1).abs());
    match touch {
        Touch::Orthogonal => dx + dy == 1,
        Touch::Diagonal => dx == 1 && dy == 1,
    }
}

/// An Artifact's end-game bonus for this mage.
pub fn bonus(c: &Content, m: &Mage, b: Bonus) -> i32 {
    let symbols: Vec<(Square, Element)> =
        m.tapestry.cells.iter().filter_map(|(&sq, cell)| Some((sq, cell.symbol?))).collect();
    let of = |e: Element| symbols.iter().filter(|s| s.1 == e).map(|s| s.0).collect::<Vec<_>>();
    match b {
        Bonus::Pairs { element, touch } => {
            let squares = of(element);
            let mut used = vec![false; squares.len()];
            let mut pairs = 0;
            for i in 0..squares.len() {
                if used[i] {
                    continue;
                }
                if let Some(j) = (i + 1..squares.len()).find(|&j| !used[j] && touching(squares[i], squares[j], touch)) {
                    used[i] = true;
                    used[j] = true;
                    pairs += 1;
                }
            }
            pairs
        }
        Bonus::Neighbours { element, touch } => {
            let squares = of(element);
            let n = m.tapestry.cells.keys().filter(|&&sq| squares.iter().any(|&e| touching(sq, e, touch))).count();
            (n / 2) as i32
        }
        Bonus::Sets => Element::ALL.iter().map(|&e| of(e).len()).min().unwrap_or(0) as i32,
        Bonus::Blocks => {
            let mut used: Vec<Square> = Vec::new();
            let mut blocks = 0;
            for &(sq, _) in &symbols {
                let block = [sq, (sq.0 + 1, sq.1), (sq.0, sq.1 + 1), (sq.0 + 1, sq.1 + 1)];
                if block.iter().all(|b| symbols.iter().any(|s| s.0 == *b) && !used.contains(b)) {
                    used.extend_from_slice(&block);
                    blocks += 1;
                }
            }
            blocks
        }
        Bonus::SpellsOf(element) => {
            let banked = m.treasure.iter().filter_map(|t| if let Trophy::Spell(k) = t { Some(*k) } else { None });
            let n = m.spells().chain(banked).filter(|&k| c.spell(k).is_some_and(|s| s.element == element)).count();
            (n / 2) as i32
        }
    }
}

/// A mage's score: stars on their spells (hand, deck, discard, Active), their Treasure pile
/// and Artifacts, plus the Artifacts' bonuses (ruling "Scoring").
pub fn breakdown(c: &Content, m: &Mage) -> ScoreBreakdown {
    let spells = m.spells().map(|k| c.spell(k).map_or(0, |s| s.stars as i32)).sum();
    let treasure = m.treasure.iter().map(|&t| trophy_stars(c, t)).sum();
    let held = m.artifacts.iter().filter_map(|a| c.artifacts.get(a.artifact as usize));
    let artifacts = held.clone().map(|a| a.stars as i32).sum();
    let bonus_points = held.map(|a| bonus(c, m, a.bonus)).sum();
    ScoreBreakdown {
        spells,
        treasure,
        artifacts,
        bonus: bonus_points,
        total: spells + treasure + artifacts + bonus_points,
    }
}

pub fn scores(c: &Content, s: &WovenState) -> Vec<i32> {
    s.table.mages.iter().map(|m| breakdown(c, m).total).collect()
}

pub fn outcome(c: &Content, s: &WovenState) -> Option<Outcome> {
    if s.table.phase != Phase::Over {
        return None;
    }
    let scores = scores(c, s);
    if let Some(w) = s.table.citadel_destroyed_by {
        let reason = format!("{} destroyed the Citadel.", super::state::seat_name(w));
        return Some(Outcome { winners: vec![w as usize], scores, reason, rule: Some(CITADEL) });
    }
    if scores.len() == 1 {
        let won = scores[0] >= SOLO_TARGET;
        let reason = if won { "reached the solo target" } else { "fell short of the solo target" };
        let reason = format!("{} {reason} ({} of {SOLO_TARGET} stars).", super::state::seat_name(0), scores[0]);
        return Some(Outcome { winners: if won { vec![0] } else { Vec::new() }, scores, reason, rule: Some(GAME_END) });
    }
    let best = scores.iter().copied().max().unwrap_or(0);
    let winners = (0..scores.len()).filter(|&i| scores[i] == best).collect();
    let why = if s.table.treasure_ran_out { "the Treasure deck ran out" } else { "the last round is over" };
    let reason = format!("The game ended ({why}): most stars wins.");
    Some(Outcome { winners, scores, reason, rule: Some(GAME_END) })
}

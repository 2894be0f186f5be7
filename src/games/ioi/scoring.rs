//! "SCORING" and "CHALLENGE CARDS BONUS": points of complete spells plus the Challenge bonus.

use super::content::{Aspect, CardId, ChallengeId, Content};
use super::state::{apprentice, EndReason, IoiState, Table};
use crate::core::Outcome;
use serde::{Deserialize, Serialize};

/// One complete spell and its points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpellScore {
    pub cards: [CardId; 2],
    pub points: u32,
}

/// An apprentice's score, spell by spell, for the end-of-game breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreBreakdown {
    pub spells: Vec<SpellScore>,
    /// Partial spells score nothing, and (ruling) do not count toward the Challenge bonus.
    pub partial: Vec<CardId>,
    pub challenge: Option<ChallengeId>,
    /// The Challenge card's Aspects found among the complete spells.
    pub matched: Vec<Aspect>,
    pub bonus: u32,
    pub total: u32,
}

/// "+2 ... one of the Aspects, +5 ... two different Aspects, +10 ... all three".
pub fn challenge_bonus(matched: usize) -> u32 {
    match matched {
        0 => 0,
        1 => 2,
        2 => 5,
        _ => 10,
    }
}

/// The score of `seat` with its Challenge card (or without, when it is not known).
pub fn breakdown(c: &Content, table: &Table, seat: u8, challenge: Option<ChallengeId>) -> ScoreBreakdown {
    let mut spells = Vec::new();
    let mut partial = Vec::new();
    let mut aspects = 0u8;
    for spell in table.tableau(seat) {
        match spell.second {
            Some(second) => {
                let points = c.points(spell.first) as u32 + c.points(second) as u32;
                aspects |= c.aspect(spell.first).bit() | c.aspect(second).bit();
                spells.push(SpellScore { cards: [spell.first, second], points });
            }
            None => partial.push(spell.first),
        }
    }
    let matched: Vec<Aspect> = challenge
        .and_then(|id| table.challenge(c, id))
        .map(|ch| ch.aspects.iter().copied().filter(|a| aspects & a.bit() != 0).collect())
        .unwrap_or_default();
    let bonus = challenge_bonus(matched.len());
    let total = spells.iter().map(|sp| sp.points).sum::<u32>() + bonus;
    ScoreBreakdown { spells, partial, challenge, matched, bonus, total }
}

pub fn score(c: &Content, s: &IoiState, seat: u8) -> u32 {
    breakdown(c, &s.table, seat, s.challenges.get(seat as usize).copied()).total
}

/// The outcome once the game has ended: every apprentice with the top score wins (ruling: ties
/// are shared, the rules text names no tie-break).
pub fn outcome(c: &Content, s: &IoiState) -> Option<Outcome> {
    let reason = s.table.ended?;
    let scores: Vec<i32> = (0..s.table.seats).map(|seat| score(c, s, seat) as i32).collect();
    let best = scores.iter().copied().max().unwrap_or(0);
    let winners: Vec<usize> = (0..scores.len()).filter(|&i| scores.get(i) == Some(&best)).collect();
    let names: Vec<String> = winners.iter().map(|&w| apprentice(w as u8)).collect();
    let why = match reason {
        EndReason::DeckRanOut => "the deck stayed empty for a whole round",
        EndReason::AllThrees => "all fourteen three-Aspect cards were woven",
    };
    let who = if names.len() == 1 {
        format!("{} is Apprentice of the Year", names.join(""))
    } else {
        format!("{} share Apprentice of the Year", names.join(" and "))
    };
    let rule = super::state::rule("END OF THE GAME", "");
    Some(Outcome { winners, scores, reason: format!("{who} with {best} points ({why})."), rule: Some(rule) })
}

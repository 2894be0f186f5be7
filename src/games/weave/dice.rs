//! The dice ("CREATE THE DICE POOL", "APPLY QUALITIES", "DETERMINE SUCCESS"): the pool's make-up
//! as data, and rolls from the state's seeded RNG with Weave faces re-rolled.

use super::content::SignatureEffect;
use super::state::{Character, Face, PoolChoices, PoolPart, PoolReason, Suit, Verdict, MAX_REROLLS};
use crate::core::GameRng;

/// The pool for a challenge of `suit`: base 3, +1 focus, −1 per wound in the suit (ruling),
/// ±1 per agreed quality, +1 awesomeness, +1 per redeemed card, a signature move's dice; never
/// fewer than one die (ruling).
pub fn challenge_pool(ch: &Character, suit: Suit, choices: &PoolChoices, signature: SignatureEffect) -> Vec<PoolPart> {
    let mut parts = vec![PoolPart { reason: PoolReason::Base, dice: 3 }];
    if ch.focus == suit {
        parts.push(PoolPart { reason: PoolReason::Focus, dice: 1 });
    }
    for _ in ch.wounds.iter().filter(|&&w| w == suit) {
        parts.push(PoolPart { reason: PoolReason::Wound, dice: -1 });
    }
    for &(index, dice) in &choices.weighed {
        parts.push(PoolPart { reason: PoolReason::Quality { index }, dice });
    }
    if choices.awesome {
        parts.push(PoolPart { reason: PoolReason::Awesome, dice: 1 });
    }
    for _ in 0..choices.redeemed_dice {
        parts.push(PoolPart { reason: PoolReason::Redeemed, dice: 1 });
    }
    if let (true, SignatureEffect::ExtraDice(n)) = (choices.signature, signature) {
        parts.push(PoolPart { reason: PoolReason::Signature, dice: n as i8 });
    }
    floor_at_one(parts)
}

/// A skill check's pool: three dice, plus one for the focus suit, nothing else ("MAKING SKILL CHECKS").
pub fn check_pool(ch: &Character, suit: Suit) -> Vec<PoolPart> {
    let mut parts = vec![PoolPart { reason: PoolReason::Base, dice: 3 }];
    if ch.focus == suit {
        parts.push(PoolPart { reason: PoolReason::Focus, dice: 1 });
    }
    parts
}

fn floor_at_one(mut parts: Vec<PoolPart>) -> Vec<PoolPart> {
    let total = pool_size(&parts);
    if total < 1 {
        parts.push(PoolPart { reason: PoolReason::Floor, dice: (1 - total) as i8 });
    }
    parts
}

pub fn pool_size(parts: &[PoolPart]) -> i32 {
    parts.iter().map(|p| p.dice as i32).sum()
}

/// One die: the six faces are equally likely (ruling "Dice faces").
pub fn roll_die(rng: &mut GameRng) -> Face {
    Face::ALL[rng.below(Face::ALL.len())]
}

/// Rolls `dice` dice, then re-rolls every Weave face, and again while re-rolls show Weave
/// (ruling: forced, at most `MAX_REROLLS` re-rolls in one roll).
pub fn roll(dice: usize, rng: &mut GameRng) -> (Vec<Face>, Vec<Face>) {
    let faces: Vec<Face> = (0..dice).map(|_| roll_die(rng)).collect();
    let mut pending = faces.iter().filter(|&&f| f == Face::Weave).count();
    let mut rerolls = Vec::new();
    while pending > 0 && rerolls.len() < MAX_REROLLS {
        pending -= 1;
        let face = roll_die(rng);
        if face == Face::Weave {
            pending += 1;
        }
        rerolls.push(face);
    }
    (faces, rerolls)
}

/// Successes: faces of the suit plus Weave faces, first roll and re-rolls alike.
pub fn successes(suit: Suit, faces: &[Face], rerolls: &[Face]) -> u8 {
    let n = faces.iter().chain(rerolls).filter(|&&f| f == Face::Suit(suit) || f == Face::Weave).count();
    n.min(u8::MAX as usize) as u8
}

/// Strikes that count for a wound: those of the first roll only (ruling: a re-roll can only add).
pub fn strikes(faces: &[Face]) -> u8 {
    faces.iter().filter(|&&f| f == Face::Strike).count().min(u8::MAX as usize) as u8
}

/// Pass when successes meet the level; epic pass two or more over, epic fail two or more
/// under ("EPIC PASS", "EPIC FAIL").
pub fn verdict(successes: u8, level: u8) -> Verdict {
    let (s, l) = (successes as i32, level as i32);
    if s >= l + 2 {
        Verdict::EpicPass
    } else if s >= l {
        Verdict::Pass
    } else if l - s >= 2 {
        Verdict::EpicFail
    } else {
        Verdict::Fail
    }
}

/// The most dice and the highest level `pass_chance` tells apart; more dice count as this many,
/// a higher level as this one.
const CHANCE_DICE: usize = 16;
const CHANCE_LEVELS: usize = 12;

/// `CHANCES[n][k]`: the chance that `n` dice show at least `k` successes against a suit. A die
/// shows its suit or a Weave one time in six each, and a Weave is re-rolled and may succeed again
/// ("DETERMINE SUCCESS"): it shows `k ≥ 1` successes with chance (1/6)^(k−1) · (1/6 + 1/6 · 4/6).
const CHANCES: [[f64; CHANCE_LEVELS + 1]; CHANCE_DICE + 1] = chances();

const fn chances() -> [[f64; CHANCE_LEVELS + 1]; CHANCE_DICE + 1] {
    // One die's successes, the last entry for `CHANCE_LEVELS` or more.
    let mut die = [0.0; CHANCE_LEVELS + 1];
    die[0] = 4.0 / 6.0;
    let mut k = 1;
    let mut weaves = 1.0;
    while k <= CHANCE_LEVELS {
        die[k] = weaves * (1.0 / 6.0 + 4.0 / 36.0);
        weaves /= 6.0;
        k += 1;
    }
    // The tail beyond the last entry belongs to it: (1/6)^L · (10/36) / (5/6) more.
    die[CHANCE_LEVELS] += weaves * (10.0 / 36.0) / (5.0 / 6.0);
    let mut out = [[0.0; CHANCE_LEVELS + 1]; CHANCE_DICE + 1];
    let mut dist = [0.0; CHANCE_LEVELS + 1];
    dist[0] = 1.0;
    let mut n = 0;
    loop {
        // At least k successes, for each k.
        let mut k = CHANCE_LEVELS + 1;
        let mut tail = 0.0;
        while k > 0 {
            k -= 1;
            tail += dist[k];
            out[n][k] = tail;
        }
        if n == CHANCE_DICE {
            break;
        }
        let mut next = [0.0; CHANCE_LEVELS + 1];
        let mut a = 0;
        while a <= CHANCE_LEVELS {
            let mut b = 0;
            while b <= CHANCE_LEVELS {
                let sum = if a + b > CHANCE_LEVELS { CHANCE_LEVELS } else { a + b };
                next[sum] += dist[a] * die[b];
                b += 1;
            }
            a += 1;
        }
        dist = next;
        n += 1;
    }
    out
}

/// The chance that a pool of `dice` (at least one is rolled) with `bonus` extra successes meets
/// `level` ("DETERMINE SUCCESS"): what the computer weighs before a roll or an enticement.
pub fn pass_chance(dice: i32, bonus: u8, level: u8) -> f64 {
    let Some(need) = level.checked_sub(bonus).filter(|&n| n > 0) else { return 1.0 };
    let n = dice.clamp(1, CHANCE_DICE as i32) as usize;
    CHANCES[n][(need as usize).min(CHANCE_LEVELS)]
}

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

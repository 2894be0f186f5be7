//! Why a player might choose an action, for the hints ("What would the computer do?"): the roll
//! it leads to and what it changes in it, in the rules' words ("PLAYING A CHALLENGE").

use super::actions::Action;
use super::challenge;
use super::content::{Content, SignatureEffect};
use super::dice::{self, pool_size};
use super::legal::execute;
use super::state::*;
use crate::core::Log;

/// The roll the current challenge would make now: (dice, level after reductions, suit), as the
/// board's pool shows it (`challenge::current_pool`, "CREATE THE DICE POOL", "APPLY QUALITIES").
/// `None` outside a challenge, and while the enticement's card is still face down (its suit and
/// level are the storyteller's secret until it is refused).
fn roll_facts(c: &Content, t: &Table) -> Option<(i32, u8, Suit)> {
    let set = c.playsets.get(t.playset as usize)?;
    let Stage::Challenge(ch) = &t.stage else { return None };
    if ch.step == ChallengeStep::Enticed {
        return None;
    }
    let (suit, printed) = challenge::target(set, ch);
    let dice = pool_size(&challenge::current_pool(set, t)?).max(1);
    Some((dice, printed.saturating_sub(ch.pool.reduced_by), suit))
}

fn dice_words(n: i32) -> String {
    crate::core::wording::count(n.max(0) as u64, "die", "dice")
}

/// Why a player might choose `a` (the hints), in the rules' words: the roll it leads to (dice
/// against a level, "DETERMINE SUCCESS"), what it changes in that roll, the wound it heals, the
/// pool a challenge to a character would start from; accepting or refusing an enticement as the
/// greedy bot weighs it (four dice or more: refuse). The action is tried on the sampled world
/// except a roll (its dice are chance); the face-down enticement is never read.
pub fn hint_reasons(c: &Content, s: &WeaveState, seat: u8, a: &Action) -> Vec<String> {
    let t = &s.table;
    let Some(set) = c.playsets.get(t.playset as usize) else { return vec![] };
    let before = roll_facts(c, t);
    let pool_now = || {
        let Stage::Challenge(ch) = &t.stage else { return None };
        let ch_ = t.character(ch.character)?;
        Some(pool_size(&dice::challenge_pool(ch_, ch.suit, &ch.pool, challenge::signature_effect(set, ch_))).max(1))
    };
    match a {
        Action::Roll => {
            return before
                .map(|(dice, level, suit)| {
                    vec![format!("rolls {} against level {level}: each {} or Weave is a success", dice_words(dice), suit.name())]
                })
                .unwrap_or_default();
        }
        Action::Accept => {
            let mut r = vec!["the action fails, but with no wound and no consequence, and you keep the card".to_string()];
            if let Some(n) = pool_now().filter(|&n| n < 4) {
                r.push(format!("your pool is only {}", dice_words(n)));
            }
            return r;
        }
        Action::Refuse => {
            let mut r = vec!["you roll against the face-down card first, then against the challenge".to_string()];
            if let Some(n) = pool_now().filter(|&n| n >= 4) {
                r.push(format!("your pool is {}", dice_words(n)));
            }
            return r;
        }
        Action::Entice { card, .. } => {
            // The storyteller's own card: what the character faces if they refuse it.
            let Stage::Challenge(ch) = &t.stage else { return vec![] };
            let (Some(who), Some(k)) = (t.character(ch.character), set.challenges.get(*card as usize)) else {
                return vec![];
            };
            let dice = pool_size(&dice::challenge_pool(who, k.suit, &ch.pool, challenge::signature_effect(set, who)));
            return vec![
                format!("if {} accepts, the action fails but without a wound", who.name),
                format!("if they refuse, they roll {} against {} {} first", dice_words(dice.max(1)), k.suit.name(), k.level),
            ];
        }
        Action::SkillCheck { check } => {
            // "MAKING SKILL CHECKS": three dice, one more in the focus suit; nothing else.
            let suit = check.suit();
            let pools: Vec<String> = t
                .present()
                .into_iter()
                .filter_map(|i| t.character(i))
                .map(|ch| format!("{} {}", ch.name, dice_words(pool_size(&dice::check_pool(ch, suit)))))
                .collect();
            if pools.is_empty() {
                return vec![];
            }
            return vec![format!("everyone rolls in {}: {}", suit.name(), crate::core::wording::listed(&pools, 3))];
        }
        Action::IssueChallenge { character, suit } => {
            let Some(ch) = t.character(*character) else { return vec![] };
            let dice = pool_size(&dice::challenge_pool(ch, *suit, &PoolChoices::default(), SignatureEffect::ExtraDice(0)));
            let focus = if ch.focus == *suit { format!(" ({} is their focus)", suit.name()) } else { String::new() };
            return vec![format!("{} would roll {} in {}{focus}", ch.name, dice_words(dice.max(1)), suit.name())];
        }
        _ => {}
    }
    let mut next = s.clone();
    next.quiet = true;
    execute(c, &mut next, seat, a, &mut Log::new(true));
    let mut reasons = Vec::new();
    let wounds = |w: &WeaveState| -> Vec<(String, usize)> {
        w.table.characters.iter().map(|ch| (ch.name.clone(), ch.wounds.len())).collect()
    };
    for ((name, was), (_, now)) in wounds(s).into_iter().zip(wounds(&next)) {
        if now < was {
            reasons.push(format!("heals a wound of {name}'s"));
        }
    }
    match (before, roll_facts(c, &next.table)) {
        (Some((d0, l0, _)), Some((d1, l1, _))) if (d0, l0) != (d1, l1) => {
            if d1 > d0 {
                reasons.push(format!("adds {}", dice_words(d1 - d0)));
            } else if d1 < d0 {
                reasons.push(format!("takes away {}", dice_words(d0 - d1)));
            }
            if l1 < l0 {
                reasons.push(format!("lowers the level from {l0} to {l1}"));
            } else if l1 > l0 {
                reasons.push(format!("raises the level from {l0} to {l1}"));
            }
            reasons.truncate(2);
            reasons.push(format!("then rolls {} against level {l1}", dice_words(d1)));
        }
        (None, Some((d1, l1, _))) => {
            reasons.truncate(2);
            reasons.push(format!("the roll will be {} against level {l1}", dice_words(d1)))
        }
        _ => reasons.truncate(2),
    }
    reasons
}

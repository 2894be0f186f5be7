//! "PLAYING A CHALLENGE" and "ENTICEMENTS": setting the level, enticing, the pool, the roll,
//! wounds, epic passes and fails, auto-pass and redemption.

use super::content::{check_text, Playset, SignatureEffect};
use super::dice;
use super::setup::refill_hand;
use super::state::*;
use crate::core::{Log, RuleError};

fn card_of(set: &Playset, card: u8) -> Option<(Suit, u8)> {
    set.challenges.get(card as usize).map(|c| (c.suit, c.level))
}

fn challenge_mut(t: &mut Table) -> Option<&mut Challenge> {
    match &mut t.stage {
        Stage::Challenge(ch) => Some(ch),
        _ => None,
    }
}

/// The suit and level the next roll is made against, before redeemed reductions.
pub fn target(set: &Playset, ch: &Challenge) -> (Suit, u8) {
    ch.target(ch.enticement.and_then(|e| card_of(set, e.card)))
}

/// "After a player announces an action ... The Storyteller then assigns a Suit": level 1.
pub fn issue(t: &mut Table, character: u8, suit: Suit, log: &mut Log) {
    t.scene.beats = t.scene.beats.saturating_add(1);
    t.last_roll = None;
    t.stage = Stage::Challenge(Challenge {
        character,
        suit,
        level: 1,
        raised_with: None,
        enticement: None,
        step: ChallengeStep::Setting,
        pool: PoolChoices::default(),
        against_enticement: false,
        then_original: false,
        consequence_due: false,
    });
    let name = t.character(character).map(|c| c.name.clone()).unwrap_or_default();
    let owner = t.character(character).map(|c| c.owner as usize);
    log.say(rule("PLAYING A CHALLENGE", ""), owner, || format!("{name} faces a {} challenge, level 1", suit.name()));
}

fn take_from_hand(t: &mut Table, card: u8) -> bool {
    match t.hand_challenges.iter().position(|&c| c == card) {
        Some(p) => {
            t.hand_challenges.remove(p);
            true
        }
        None => false,
    }
}

/// A same-suit card from the hand sets the level (quick reference, "CHALLENGES").
pub fn raise(set: &Playset, t: &mut Table, card: u8, from_hand: bool, log: &mut Log) {
    if from_hand && !take_from_hand(t, card) {
        return;
    }
    let Some((_, level)) = card_of(set, card) else { return };
    t.scene.challenges.push(card);
    if let Some(ch) = challenge_mut(t) {
        ch.level = level;
        ch.raised_with = Some(card);
    }
    refill_hand(t);
    log.say(rule("PLAYING A CHALLENGE", ""), None, || format!("A Challenge card sets the level to {level}"));
}

pub fn entice(t: &mut Table, quality: u8, card: u8, from_hand: bool, log: &mut Log) {
    if from_hand && !take_from_hand(t, card) {
        return;
    }
    let Some(ch) = challenge_mut(t) else { return };
    ch.enticement = Some(Enticement { card, quality, revealed: false });
    ch.step = ChallengeStep::Enticed;
    let who = ch.character;
    refill_hand(t);
    let (name, text, owner) = match t.character(who) {
        Some(c) => (
            c.name.clone(),
            c.qualities.get(quality as usize).map(|q| q.text.clone()).unwrap_or_default(),
            Some(c.owner as usize),
        ),
        None => Default::default(),
    };
    log.say(rule("ENTICEMENTS", "MAKING AN ENTICEMENT"), owner, || {
        format!("The storyteller entices {name} through \"{text}\" with a face-down Challenge card")
    });
}

/// "ACCEPTING AN ENTICEMENT": the challenge fails with no wound; the character keeps the card.
pub fn accept(t: &mut Table, log: &mut Log) {
    let Stage::Challenge(ch) = &t.stage else { return };
    let (who, card) = (ch.character, ch.enticement.map(|e| e.card));
    if let (Some(c), Some(card)) = (t.characters.get_mut(who as usize), card) {
        c.kept.push(card);
        let (name, owner) = (c.name.clone(), c.owner as usize);
        log.say(rule("ENTICEMENTS", "ACCEPTING AN ENTICEMENT"), Some(owner), || {
            format!("{name} gives in: the action fails without a wound, and the card is theirs to redeem")
        });
    }
    t.stage = Stage::Scene;
}

/// "REFUSING AN ENTICEMENT": the card is turned up; a roll against it comes first.
pub fn refuse(set: &Playset, t: &mut Table, log: &mut Log) {
    let Some(ch) = challenge_mut(t) else { return };
    let Some(e) = ch.enticement.as_mut() else { return };
    e.revealed = true;
    let card = e.card;
    ch.against_enticement = true;
    ch.pool = PoolChoices::default();
    ch.step = ChallengeStep::Weighing;
    if let Some((suit, level)) = card_of(set, card) {
        log.say(rule("ENTICEMENTS", "REFUSING AN ENTICEMENT"), None, || {
            format!("Refused: the card shows {} {level}; that roll comes first", suit.name())
        });
    }
}

pub fn weigh(t: &mut Table, quality: u8, plus: bool, log: &mut Log) {
    let Some(ch) = challenge_mut(t) else { return };
    ch.pool.weighed.push((quality, if plus { 1 } else { -1 }));
    let who = ch.character;
    let text = t.character(who).and_then(|c| c.qualities.get(quality as usize)).map(|q| q.text.clone());
    log.say(rule("PLAYING A CHALLENGE", "APPLY QUALITIES"), None, || {
        format!("\"{}\" applies: {} die", text.unwrap_or_default(), if plus { "+1" } else { "−1" })
    });
}

/// "REDEEMING AN ENTICEMENT": one effect per card, by the character who kept it; the card goes to
/// the scene's spread (ruling). A die or a reduction goes to the challenge being prepared.
pub fn redeem(set: &Playset, t: &mut Table, card: u8, used_for: Redemption, log: &mut Log) {
    let Some(who) = t.characters.iter().position(|c| c.kept.contains(&card)) else { return };
    let c = &mut t.characters[who];
    c.kept.retain(|&k| k != card);
    let (name, owner) = (c.name.clone(), c.owner as usize);
    let what = match used_for {
        Redemption::Heal(suit) => {
            if let Some(w) = c.wounds.iter().position(|&x| x == suit) {
                c.wounds.remove(w);
            }
            format!("heals a {} wound", suit.name())
        }
        Redemption::Die => "adds a die".to_string(),
        Redemption::Reduce => "reduces the challenge".to_string(),
    };
    t.scene.challenges.push(card);
    let level = card_of(set, card).map(|x| x.1).unwrap_or(0);
    if let Some(ch) = challenge_mut(t).filter(|ch| ch.character as usize == who) {
        match used_for {
            Redemption::Die => ch.pool.redeemed_dice = ch.pool.redeemed_dice.saturating_add(1),
            Redemption::Reduce => ch.pool.reduced_by = ch.pool.reduced_by.saturating_add(level),
            Redemption::Heal(_) => {}
        }
    }
    log.say(rule("ENTICEMENTS", "REDEEMING AN ENTICEMENT"), Some(owner), || {
        format!("{name} redeems a card and {what}")
    });
}

pub fn use_signature(set: &Playset, t: &mut Table, log: &mut Log) {
    let Some(ch) = challenge_mut(t) else { return };
    ch.pool.signature = true;
    let who = ch.character;
    if let Some(c) = t.characters.get_mut(who as usize) {
        c.signature_used = true;
        let move_name = set.story.get(c.signature as usize).map(|s| s.signature.name.clone()).unwrap_or_default();
        let (name, owner) = (c.name.clone(), c.owner as usize);
        log.say(rule("CREATING A CHARACTER", "SIGNATURE MOVE"), Some(owner), || format!("{name} uses {move_name}"));
    }
}

pub fn signature_effect(set: &Playset, c: &Character) -> SignatureEffect {
    set.story.get(c.signature as usize).map(|s| s.signature.effect).unwrap_or(SignatureEffect::ExtraDice(1))
}

/// The pool the character would roll now, part by part (for the board and the roll).
pub fn current_pool(set: &Playset, t: &Table) -> Option<Vec<PoolPart>> {
    let Stage::Challenge(ch) = &t.stage else { return None };
    let c = t.character(ch.character)?;
    let (suit, _) = target(set, ch);
    Some(dice::challenge_pool(c, suit, &ch.pool, signature_effect(set, c)))
}

/// "DETERMINE SUCCESS", then the wound, epic pass and epic fail that follow.
pub fn roll(set: &Playset, s: &mut WeaveState, log: &mut Log) {
    let Some(parts) = current_pool(set, &s.table) else { return };
    let t = &mut s.table;
    let Stage::Challenge(ch) = &mut t.stage else { return };
    let Some(c) = t.characters.get_mut(ch.character as usize) else { return };
    let (suit, printed) = ch.target(ch.enticement.and_then(|e| card_of(set, e.card)));
    let level = printed.saturating_sub(ch.pool.reduced_by);
    let effect = set.story.get(c.signature as usize).map(|x| x.signature.effect);
    let (faces, rerolls) = dice::roll(dice::pool_size(&parts).max(1) as usize, &mut s.rng);
    let successes = dice::successes(suit, &faces, &rerolls);
    let bonus = match (ch.pool.signature, effect) {
        (true, Some(SignatureEffect::BonusSuccesses(n))) => n,
        _ => 0,
    };
    let verdict = dice::verdict(successes.saturating_add(bonus), level);
    let strikes = dice::strikes(&faces);
    let ignore_strikes = ch.pool.signature && effect == Some(SignatureEffect::IgnoreStrikes);
    let record = RollRecord {
        character: ch.character,
        suit,
        level,
        pool: parts,
        faces,
        rerolls,
        successes,
        bonus,
        strikes,
        verdict,
        check: None,
    };
    let (name, owner) = (c.name.clone(), c.owner as usize);
    log.say(rule("PLAYING A CHALLENGE", "DETERMINE SUCCESS"), Some(owner), || describe_roll(&name, &record));
    if verdict == Verdict::EpicPass && c.signature_used {
        c.signature_used = false;
        log.say(rule("PLAYING A CHALLENGE", "EPIC PASS"), Some(owner), || {
            format!("Epic pass: {name}'s signature move is ready again")
        });
    }
    t.last_roll = Some(record);
    if ch.against_enticement {
        if let Some(e) = ch.enticement {
            t.scene.challenges.push(e.card);
        }
    }
    if verdict.passed() {
        if ch.against_enticement {
            ch.against_enticement = false;
            ch.pool = PoolChoices::default();
            ch.step = ChallengeStep::Weighing;
            log.say(rule("ENTICEMENTS", "REFUSING AN ENTICEMENT"), Some(owner), || {
                format!("{name} resists; now the original challenge")
            });
        } else {
            t.stage = Stage::Scene;
        }
        return;
    }
    ch.then_original = false;
    ch.consequence_due = verdict == Verdict::EpicFail;
    if strikes > 0 && !ignore_strikes {
        ch.step = ChallengeStep::Wound;
    } else if ch.consequence_due {
        ch.step = ChallengeStep::Consequence;
    } else {
        t.stage = Stage::Scene;
    }
}

/// "Pool: base 3, focus +1, wound −1, \"Steady Hands\" +1 = 4 dice".
pub fn describe_pool(t: &Table, parts: &[PoolPart]) -> String {
    let character = match &t.stage {
        Stage::Challenge(ch) => t.character(ch.character),
        _ => None,
    };
    let items: Vec<String> = parts
        .iter()
        .map(|p| {
            let what = match &p.reason {
                PoolReason::Base => "base".to_string(),
                PoolReason::Focus => "focus".to_string(),
                PoolReason::Wound => "wound".to_string(),
                PoolReason::Quality { index } => {
                    let text = character.and_then(|c| c.qualities.get(*index as usize)).map(|q| q.text.as_str());
                    format!("\"{}\"", text.unwrap_or("quality"))
                }
                PoolReason::Awesome => "awesome".to_string(),
                PoolReason::Redeemed => "redeemed card".to_string(),
                PoolReason::Signature => "signature move".to_string(),
                PoolReason::Floor => "at least one die".to_string(),
            };
            if p.reason == PoolReason::Base {
                format!("{what} {}", p.dice)
            } else {
                format!("{what} {:+}", p.dice)
            }
        })
        .collect();
    format!("Pool: {} = {} dice", items.join(", "), dice::pool_size(parts))
}

pub fn describe_roll(name: &str, r: &RollRecord) -> String {
    let faces: Vec<&str> = r.faces.iter().map(|f| f.name()).collect();
    let rerolls: Vec<&str> = r.rerolls.iter().map(|f| f.name()).collect();
    let verdict = match r.verdict {
        Verdict::EpicPass => "epic pass",
        Verdict::Pass => "pass",
        Verdict::Fail => "fail",
        Verdict::EpicFail => "epic fail",
    };
    let size = dice::pool_size(&r.pool);
    let mut text = format!(
        "{name} rolls {size} {} for {} {}: {}",
        if size == 1 { "die" } else { "dice" },
        r.suit.name(),
        r.level,
        faces.join(", ")
    );
    if !rerolls.is_empty() {
        text.push_str(&format!("; Weave re-rolls: {}", rerolls.join(", ")));
    }
    text.push_str(&format!(" — {} success{}", r.successes, if r.successes == 1 { "" } else { "es" }));
    if r.bonus > 0 {
        text.push_str(&format!(" +{} from the signature move", r.bonus));
    }
    text.push_str(&format!(": {verdict}"));
    text
}

/// "RECEIVING WOUNDS": one wound in the suit the storyteller names; a third wound received in the
/// scene removes the character from it, however many were healed (edition 1: a third held).
pub fn wound(t: &mut Table, suit: Suit, log: &mut Log) {
    let Stage::Challenge(ch) = &mut t.stage else { return };
    let due = ch.consequence_due;
    let Some(c) = t.characters.get_mut(ch.character as usize) else { return };
    c.wounds.push(suit);
    let edition_2 = t.rules >= RULES;
    if edition_2 {
        c.received = c.received.saturating_add(1);
    }
    let (name, owner, held, count) = (c.name.clone(), c.owner as usize, c.wounds.len(), c.wounds_counted(t.rules));
    log.say(rule("PLAYING A CHALLENGE", "RECEIVING WOUNDS"), Some(owner), || match edition_2 {
        true => format!("{name} takes a {} wound ({count} received this scene, {held} held)", suit.name()),
        false => format!("{name} takes a {} wound ({count} in all)", suit.name()),
    });
    if count >= WOUNDS_TO_REMOVE {
        c.removed = true;
        log.say(rule("PLAYING A CHALLENGE", "RECEIVING WOUNDS"), Some(owner), || {
            format!("{name} is out of the scene and will be back in the next one")
        });
    }
    if due {
        ch.step = ChallengeStep::Consequence;
    } else {
        t.stage = Stage::Scene;
    }
}

pub fn check_consequence(text: &str) -> Result<(), RuleError> {
    check_text(text)
        .map_err(|e| RuleError::new(rule("PLAYING A CHALLENGE", "EPIC FAIL"), format!("A consequence {e}.")))
}

/// "EPIC FAIL": the storyteller may add a consequence (a negative quality).
pub fn consequence(t: &mut Table, text: Option<&str>, log: &mut Log) {
    let Stage::Challenge(ch) = &t.stage else { return };
    let who = ch.character;
    if let (Some(text), Some(c)) = (text, t.characters.get_mut(who as usize)) {
        if c.qualities.len() < MAX_QUALITIES {
            c.qualities.push(Quality { kind: QualityKind::Consequence, text: text.to_string() });
            let (name, owner) = (c.name.clone(), c.owner as usize);
            log.say(rule("PLAYING A CHALLENGE", "EPIC FAIL"), Some(owner), || {
                format!("Epic fail: {name} now has \"{text}\"")
            });
        }
    }
    t.stage = Stage::Scene;
}

/// "AUTO-PASS": the challenge passes; the storyteller may then redraw Challenge cards.
pub fn auto_pass(t: &mut Table, log: &mut Log) {
    log.say(rule("PLAYING A CHALLENGE", "AUTO-PASS"), None, || "The storyteller lets the action pass".to_string());
    t.stage = if t.hand_challenges.is_empty() { Stage::Scene } else { Stage::Redraw };
}

/// Discards the hand's Challenge cards at the mask's bits to the spread and draws anew.
pub fn redraw(t: &mut Table, mask: u8, log: &mut Log) {
    let hand = std::mem::take(&mut t.hand_challenges);
    let mut discarded = 0;
    for (i, card) in hand.into_iter().enumerate() {
        if mask & (1 << i) != 0 {
            t.scene.challenges.push(card);
            discarded += 1;
        } else {
            t.hand_challenges.push(card);
        }
    }
    refill_hand(t);
    t.stage = Stage::Scene;
    log.say(rule("PLAYING A CHALLENGE", "AUTO-PASS"), None, || {
        format!("The storyteller redraws {discarded} Challenge cards")
    });
}

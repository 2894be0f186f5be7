//! "MAKING SKILL CHECKS": level 1, three dice plus the focus suit, every character in the scene
//! at once; the highest result wins (ties share it, ruling).

use super::content::Playset;
use super::dice;
use super::state::*;
use crate::core::{Log, Rule};

fn check_rule(check: Check) -> Rule {
    match check {
        Check::Constitution => rule("MAKING SKILL CHECKS", "CONSTITUTION CHECK"),
        Check::Perception => rule("MAKING SKILL CHECKS", "PERCEPTION CHECK"),
        Check::Knowledge => rule("MAKING SKILL CHECKS", "KNOWLEDGE CHECK"),
        Check::Psych => rule("MAKING SKILL CHECKS", "PSYCH CHECK"),
    }
}

/// The characters with the highest successes among those who passed (level 1).
pub fn winners(records: &[RollRecord]) -> Vec<u8> {
    let best = records.iter().filter(|r| r.verdict.passed()).map(|r| r.successes).max();
    match best {
        Some(best) => records.iter().filter(|r| r.successes == best).map(|r| r.character).collect(),
        None => Vec::new(),
    }
}

pub fn skill_check(s: &mut WeaveState, check: Check, log: &mut Log) {
    let t = &mut s.table;
    t.scene.beats = t.scene.beats.saturating_add(1);
    let suit = check.suit();
    let mut records = Vec::new();
    for i in t.present() {
        let c = &t.characters[i as usize];
        let pool = dice::check_pool(c, suit);
        let (faces, rerolls) = dice::roll(dice::pool_size(&pool) as usize, &mut s.rng);
        let successes = dice::successes(suit, &faces, &rerolls);
        let record = RollRecord {
            character: i,
            suit,
            level: 1,
            pool,
            faces,
            strikes: 0,
            verdict: dice::verdict(successes, 1),
            rerolls,
            successes,
            bonus: 0,
            check: Some(check),
        };
        let name = c.name.clone();
        log.say(check_rule(check), Some(c.owner as usize), || super::challenge::describe_roll(&name, &record));
        records.push(record);
    }
    let won = winners(&records);
    let names: Vec<String> = won.iter().filter_map(|&i| t.character(i)).map(|c| c.name.clone()).collect();
    log.say(check_rule(check), None, || {
        if names.is_empty() {
            format!("{} check: nobody succeeds", check.name())
        } else {
            format!("{} check won by {}", check.name(), names.join(" and "))
        }
    });
    t.last_check = records;
    t.stage = match (check, won.as_slice()) {
        (Check::Knowledge, [one]) if !t.oracle() && !t.hand_stories.is_empty() => {
            Stage::StoryPick { character: *one, used_as: StoryUse::Location }
        }
        _ => Stage::Scene,
    };
}

/// The player picks one of the storyteller's Story cards, played as offered (an Item goes to
/// the picking character).
pub fn pick_story(set: &Playset, t: &mut Table, card: u8, log: &mut Log) {
    let Stage::StoryPick { character, used_as } = t.stage else { return };
    t.stage = Stage::Scene;
    if used_as == StoryUse::Item {
        super::scene::give_item(set, t, card, 0, character, log);
    } else {
        super::scene::play_story(set, t, card, used_as, log);
    }
}

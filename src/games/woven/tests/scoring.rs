//! Scoring, solo, special locations and a few effect rulings.

use super::super::defence::special_locations;
use super::super::effects::{expand, task_options};
use super::super::state::{Eyes, Phase, Source, Task, Trophy};
use super::super::{Action, Effect};
use super::support::{game, scenario, spell_id, started};
use super::turn::{at, with_t01};
use crate::core::{Game, Log};

#[test]
fn each_mage_scores_their_own_cards() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Scoring" — ruling: per mage, not merged.
    let g = game();
    let c = &g.content;
    let (mut s, seat) = with_t01();
    let rival = 1 - seat;
    let blur = spell_id("Blur");
    s.table.spell_deck.retain(|&k| k != blur);
    s.table.mages[seat].discard.push(blur);
    let three = c.treasures.iter().position(|t| t.stars == 3).unwrap() as u8;
    s.table.treasure_deck.retain(|&k| k != three);
    s.table.mages[rival].treasure.push(Trophy::Treasure(three));
    let s = scenario(&s);
    assert_eq!(g.score_breakdown(&s, seat).total, 1, "Blur's star; starters have none");
    assert_eq!(g.score_breakdown(&s, rival).total, 3);
    let mut over = s.clone();
    over.table.phase = Phase::Over;
    let o = g.outcome(&over).unwrap();
    assert_eq!(o.winners, vec![rival]);
    assert_eq!(o.scores[seat], 1);
}

#[test]
fn a_solo_mage_needs_fifteen_stars() {
    // Ruling "Solo": a score attack against the Citadel.
    let g = game();
    let mut s = started(1, 3);
    s.table.phase = Phase::Over;
    assert!(g.outcome(&s).unwrap().winners.is_empty());
    for k in 0..8u8 {
        s.table.mages[0].treasure.push(Trophy::Tower(k));
    }
    let total = g.score_breakdown(&s, 0).total;
    assert_eq!(g.outcome(&s).unwrap().winners.is_empty(), total < 15);
}

#[test]
fn solo_rewards_follow_the_score() {
    // Ruling "Solo": a score attack, so the AI's reward must rise with the score; a lost solo
    // game (no winner) used to count as a full win for the search.
    let g = game();
    let mut s = started(1, 3);
    s.table.phase = Phase::Over;
    let reward = |s: &crate::games::woven::WovenState| {
        let o = g.outcome(s).unwrap();
        (g.final_rewards(s, &o)[0], g.evaluate(s).unwrap()[0], o.scores[0])
    };
    let (empty, estimate, score) = reward(&s);
    assert_eq!(score, 0);
    assert_eq!(empty, 0.0, "no stars, lost: no reward");
    assert_eq!(estimate, empty, "a finished game is judged by its final reward");
    let mut last = (empty, score);
    for k in 0..8u8 {
        s.table.mages[0].treasure.push(Trophy::Tower(k));
        let (r, _, score) = reward(&s);
        assert!(score > last.1 && r > last.0 && r <= 1.0, "more stars, more reward: {score} -> {r}");
        last = (r, score);
    }
    // Before the end the estimate also follows the score (it used to be 1 whatever happened).
    let mut playing = started(1, 3);
    let before = g.evaluate(&playing).unwrap()[0];
    playing.table.mages[0].treasure.push(Trophy::Tower(0));
    assert!(g.evaluate(&playing).unwrap()[0] > before && before < 1.0);
}

#[test]
fn mages_cannot_enter_the_citadel_or_a_sentry() {
    // Ruling "The Citadel and its Towers": no mage enters the Citadel or a Sentry's location.
    let g = game();
    let c = &g.content;
    let (mut s, seat) = with_t01();
    let sentry = s.table.sentries[0].loc;
    let beside = *c
        .map
        .neighbours(sentry)
        .iter()
        .find(|&&n| n != c.map.citadel && !s.table.sentries.iter().any(|x| x.loc == n))
        .unwrap();
    s.table.mages[seat].loc = beside;
    let s = scenario(&s);
    let options = task_options(c, &s.table, seat as u8, &Task::Walk { mp: 9 });
    assert!(!options.contains(&Action::Go { to: sentry }));
    assert!(!options.contains(&Action::Go { to: c.map.citadel }));
    assert!(options.len() > 1);
}

#[test]
fn duplicating_an_eye_costs_mana_from_the_pool() {
    // Ruling "Duplicate and Expand": the copy's mana comes from the pool.
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    s.table.mages[seat].pool = 1;
    s.table.mages[seat].eyes.insert(at(2, 2), Eyes { loose: 3, anchored: 0 });
    let mut s = scenario(&s);
    expand(c, &mut s, me, Effect::SplitEyes, Source::Mundane, &mut Log::new(true));
    let pick = s.table.pending.pop().unwrap();
    super::super::effects::resolve_choice(c, &mut s, me, pick, &Action::Eye { at: at(2, 2) }, &mut Log::new(true));
    assert_eq!(s.table.mages[seat].eyes_at(at(2, 2)).loose, 4, "only one mana to split with");
    assert_eq!(s.table.mages[seat].pool, 0);
    expand(c, &mut s, me, Effect::DuplicateEye(3), Source::Mundane, &mut Log::new(true));
    assert!(task_options(c, &s.table, me, s.table.pending.last().unwrap()).is_empty(), "no mana, no copy");
}

#[test]
fn a_ruin_is_explored_once() {
    // Ruling "Special Location section": a Ruin gives 1 Treasure the first time.
    let c = &game().content;
    let (mut s, seat) = with_t01();
    s.table.mages[seat].loc = at(0, 4);
    let mut s = scenario(&s);
    special_locations(c, &mut s, seat as u8, &mut Log::new(true));
    special_locations(c, &mut s, seat as u8, &mut Log::new(true));
    assert_eq!(s.table.mages[seat].treasure.len(), 1);
}

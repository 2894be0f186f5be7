//! 003_b6ed41d3f4849d4b.txt: positions a teacher writes. The rulebook's own examples set up
//! from scenarios ("CHALLENGE CARDS BONUS" with the scenario's own Challenge cards, "COMBINING
//! ABILITIES" with an ability waiting in the response window and a value already Empowered),
//! refusals naming the field, and positions reached in play read back as the same position.

use super::super::content::Ability;
use super::super::{
    scenario_of, Action, ChallengeSpec, Rest, Scenario, ScenarioModifier, ScenarioVia, ScenarioWaiting, Start, Step,
};
use super::support::{all_pass, game, id, names, plain_move, play, seat, texts, use_ability};
use crate::core::{Game, GameRng, Viewer};

fn challenge(name: &str, aspects: &[&str]) -> ChallengeSpec {
    ChallengeSpec { name: name.into(), aspects: names(aspects) }
}

fn waiting(owner: usize, card: &str, ability: Ability, target: &str) -> ScenarioWaiting {
    ScenarioWaiting { owner, card: card.into(), ability, via: ScenarioVia::Natural, target: target.into(), amount: None }
}

fn refused(sc: &Scenario) -> String {
    game().from_scenario(sc, 1).expect_err("the scenario must be refused").0
}

/// Plays plain moves ([`plain_move`]) until the game ends.
fn play_out(s: &mut super::super::IoiState) {
    for _ in 0..100 {
        let Some((who, action)) = plain_move(s) else { return };
        play(s, who, action);
    }
    panic!("the game did not end");
}

#[test]
fn the_first_challenge_example_is_set_up_with_its_own_challenge_card_and_scored_at_the_end() {
    // "CHALLENGE CARDS BONUS", first example: Air, Earth and Aether on the card; Bound Earth,
    // two Air, and Aether with another Aspect earn all 10. "SCORING": 9 + 2 + 2, a partial spell 0.
    // "END OF THE GAME": the deck stays empty for a whole round of turns.
    let mut a = seat(&[], &[&["Boulder", "Mountain"], &["Breeze", "Feather"], &["Dream", "Nail"], &["Lantern"]]);
    a.challenge = "Air, Earth and Aether".into();
    let mut b = seat(&[], &[]);
    b.challenge = "Water, Earth and Metal".into();
    b.tableau = vec![names(&["Tide", "Brook"]), names(&["Pebble", "Root"]), names(&["Rain", "Ember"])];
    for s in [&mut a, &mut b] {
        s.cleared_noise = true;
    }
    let sc = Scenario {
        seats: vec![a, b],
        rest: Rest::Pile(0),
        start: Start::Actions,
        challenge_cards: vec![
            challenge("Air, Earth and Aether", &["Air", "Earth", "Aether"]),
            challenge("Water, Earth and Metal", &["Water", "Earth", "Metal"]),
        ],
        ..Scenario::default()
    };
    let mut s = game().from_scenario(&sc, 3).expect("builds");
    play_out(&mut s);
    let outcome = game().outcome(&s).expect("over");
    // "CHALLENGE CARDS BONUS", second example: two Water, two Earth, Water and Fire earn only 5.
    assert_eq!(outcome.scores, vec![9 + 2 + 2 + 10, 2 + 2 + 3 + 5]);
    let view = game().view(&s, Viewer::Seat(1));
    let shown = game().score_breakdown(&view, 0);
    assert_eq!(shown.bonus, 10, "the scenario's card is scored from the public view too");
}

#[test]
fn the_combining_example_starts_with_the_trade_waiting_and_the_air_empowered() {
    // "COMBINING ABILITIES": the Water has Empowered the Air from 2 to 4 (and is unraveled); the
    // Air's Trade for an Aether of Aspect value 3 waits; the second apprentice is asked, answers
    // with two Fire cards of ability 1, and the Trade fails: Air and Fire cards are unraveled.
    let mut trader = seat(&[], &[]);
    trader.unraveled = names(&["Brook"]);
    let sc = Scenario {
        seats: vec![seat(&["Cinder", "Hearth"], &[&["Comet", "Pebble"]]), trader],
        to_move: 1,
        start: Start::Actions,
        modifiers: vec![ScenarioModifier { card: "Feather".into(), aspect: 0, ability: 2 }],
        waiting: vec![waiting(1, "Feather", Ability::Trade, "Comet")],
        ..Scenario::default()
    };
    let g = game();
    let mut s = g.from_scenario(&sc, 5).expect("builds");
    assert_eq!(s.table.ability_value(&g.content, id("Feather")), 4);
    assert_eq!(s.table.active(), Some(0), "the second apprentice is asked");
    use_ability(&mut s, 0, "Cinder", Ability::Block, super::super::Via::Natural);
    play(&mut s, 0, Action::Target { card: id("Feather") });
    use_ability(&mut s, 0, "Hearth", Ability::Block, super::super::Via::Natural);
    play(&mut s, 0, Action::Target { card: id("Feather") });
    let log = texts(&all_pass(&mut s));
    assert!(log.contains("cannot be completed"), "{log}");
    assert_eq!(s.table.unraveled[1], vec![id("Brook"), id("Feather")]);
    assert_eq!(s.table.unraveled[0], vec![id("Hearth"), id("Cinder")], "last in, first out");
    assert_eq!(s.table.tableaus[0][0].first, id("Comet"));
    assert_eq!((s.table.active(), s.table.step), (Some(1), Step::Actions), "back to the trader's actions");
}

#[test]
fn the_asked_seat_and_the_waiting_abilities_are_the_editors_choices() {
    // "COMBINING ABILITIES": the asked apprentice may answer (the engine lists how) or pass; with
    // three apprentices, asking the third means the second has passed already.
    let base = Scenario {
        seats: vec![seat(&[], &[&["Nail"]]), seat(&["Cinder"], &[]), seat(&["Tide"], &[])],
        to_move: 0,
        start: Start::Actions,
        waiting: vec![ScenarioWaiting { amount: Some(2), ..waiting(0, "Ember", Ability::Block, "Nail") }],
        asked: Some(2),
        ..Scenario::default()
    };
    let g = game();
    let mut s = g.from_scenario(&base, 1).expect("builds");
    assert_eq!(s.table.active(), Some(2));
    play(&mut s, 2, Action::Pass);
    assert!(s.table.stack.is_empty(), "every other seat has passed: the Block resolves");
    assert_eq!(s.table.ability_value(&g.content, id("Nail")), 1, "Blocked by the amount chosen, 2");
    // The answers the asked seat could add, by the rules' own legal moves.
    let options = g.waiting_options(&Scenario { asked: Some(1), ..base.clone() }).expect("lists");
    assert!(options.iter().any(|w| w.owner == 1 && w.card == "Cinder" && w.target == "Ember"), "{options:?}");
    assert!(options.iter().all(|w| w.owner == 1 && ["Ember", "Nail"].contains(&w.target.as_str())), "answers only");
}

#[test]
fn positions_the_rules_cannot_reach_are_refused_naming_the_field() {
    let base = Scenario {
        seats: vec![seat(&[], &[&["Nail"]]), seat(&["Cinder"], &[&["Tide"]])],
        start: Start::Actions,
        waiting: vec![waiting(0, "Ember", Ability::Block, "Nail")],
        ..Scenario::default()
    };
    game().from_scenario(&base, 1).expect("the base builds");
    // "COMBINING ABILITIES": the first ability is the turn's; answers aim at what waits.
    let err = refused(&Scenario { to_move: 1, ..base.clone() });
    assert!(err.contains("waiting[0].owner"), "{err}");
    let mut answer = base.clone();
    answer.seats[1].hand.clear();
    answer.waiting.push(waiting(1, "Cinder", Ability::Block, "Tide"));
    let err = refused(&answer);
    assert!(err.contains("waiting[1].target") && err.contains("aimed at an ability waiting"), "{err}");
    let err = refused(&Scenario { start: Start::TurnStart, ..base.clone() });
    assert!(err.contains("waiting") && err.contains("Actions"), "{err}");
    // "FIRE: BLOCK" is Ember's; "ASPECTS AND ABILITIES": any value up to the card's.
    let mut wrong = base.clone();
    wrong.waiting[0].ability = Ability::Trade;
    assert!(refused(&wrong).contains("waiting[0].via"));
    wrong.waiting[0] = ScenarioWaiting { amount: Some(4), ..waiting(0, "Ember", Ability::Block, "Nail") };
    assert!(refused(&wrong).contains("waiting[0].amount"));
    let err = refused(&Scenario { asked: Some(5), ..base.clone() });
    assert!(err.contains("asked"), "{err}");
    // A changed value lasts while the card stays in a tableau (or waits on the stack).
    let m = |card: &str| vec![ScenarioModifier { card: card.into(), aspect: -1, ability: 0 }];
    assert!(refused(&Scenario { modifiers: m("Cinder"), ..base.clone() }).contains("modifiers[0]"));
    game().from_scenario(&Scenario { modifiers: m("Ember"), ..base.clone() }, 1).expect("on the stack");
    // "CONTENTS": a Challenge card has three different Aspects and a name of its own.
    let c = |n: &str, a: &[&str]| Scenario { challenge_cards: vec![challenge(n, a)], ..base.clone() };
    assert!(refused(&c("Mine", &["Air", "Air", "Fire"])).contains("challenge_cards[0].aspects"));
    assert!(refused(&c("Trial of the Open Sky", &["Air", "Earth", "Fire"])).contains("challenge_cards[0].name"));
}

/// The teacher's view without the action counter, which is history, not position; the unused
/// Challenge cards are a set.
fn position(s: &super::super::IoiState) -> super::super::IoiView {
    let mut v = game().view(s, Viewer::Teacher);
    v.table.actions = 0;
    v.unused_challenges.sort_unstable();
    v
}

#[test]
fn a_position_reached_in_play_reads_back_as_the_same_position() {
    // "ON YOUR TURN": at step 4 (with or without abilities waiting) and at Listen In, the
    // position editor's `scenario_of` sets the same position up again.
    let g = game();
    let mut windows = 0;
    for seed in 0..10u64 {
        let seats = 2 + (seed as usize % 3);
        let mut s = g.new_game(&Default::default(), seats, seed).expect("deals");
        let mut rng = GameRng::seeded(seed);
        for _ in 0..300 {
            let Some(who) = s.table.active() else { break };
            let settled = s.table.sub == super::super::Sub::None;
            if settled && matches!(s.table.step, Step::Actions | Step::ListenIn) {
                windows += s.table.window.is_some() as usize;
                let sc = scenario_of(&g.content, &g.view(&s, Viewer::Teacher));
                let back = g.from_scenario(&sc, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{sc:?}"));
                assert_eq!(position(&back), position(&s), "seed {seed}, {:?}", s.table.step);
                // As a record or scenario file writes it: cards by id, read back the same.
                use super::super::card_list::{SCENARIO_CHALLENGES, SCENARIO_SPELLS};
                crate::core::assert_scenario_ids(g, &sc, SCENARIO_SPELLS, seed);
                crate::core::assert_scenario_ids(g, &sc, SCENARIO_CHALLENGES, seed);
            }
            let action = g.policy_action(&s, who as usize, &mut rng).expect("a legal move");
            g.apply(&mut s, who as usize, &action).expect("legal");
        }
    }
    assert!(windows > 0, "some positions had abilities waiting");
}

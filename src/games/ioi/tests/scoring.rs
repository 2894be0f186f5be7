//! 003_b6ed41d3f4849d4b.txt, "SCORING" and "CHALLENGE CARDS BONUS".

use super::super::scoring::{breakdown, challenge_bonus};
use super::super::state::{EndReason, Step};
use super::super::{Ioi, Scenario, Start};
use super::support::{game, seat};
use crate::core::{Game, Viewer};

/// The built-in spells with Challenge cards holding the rulebook's two examples.
fn examples_game() -> Ioi {
    let spells = include_str!("../../../../cards/ioi/spells.ron");
    let challenges = r#"[
        (name: "Example One", aspects: ["Air", "Earth", "Aether"]),
        (name: "Example Two", aspects: ["Water", "Earth", "Metal"]),
        (name: "Three", aspects: ["Light", "Water", "Air"]),
        (name: "Four", aspects: ["Fire", "Metal", "Light"]),
        (name: "Five", aspects: ["Aether", "Fire", "Water"]),
    ]"#;
    Ioi::from_sources(spells, challenges).unwrap()
}

fn scored(g: &Ioi, sc: &Scenario) -> super::super::IoiState {
    let mut s = g.from_scenario(sc, 1).unwrap();
    s.table.step = Step::Over;
    s.table.ended = Some(EndReason::DeckRanOut);
    s
}

// "SCORING": partial spells score 0; complete spells the points of both cards.
// "CHALLENGE CARDS BONUS", first example: Bound Earth, two Air, and Aether with "Stone" earn
// all 10. Ruling: there is no Stone Aspect; the example holds whatever that card's Aspect is,
// so it is read as "any other Aspect" (here Metal).
#[test]
fn scoring_and_the_first_challenge_example() {
    let g = examples_game();
    let mut sc = Scenario {
        seats: vec![
            seat(&[], &[&["Boulder", "Mountain"], &["Breeze", "Feather"], &["Dream", "Nail"], &["Lantern"]]),
            seat(&[], &[]),
        ],
        start: Start::Actions,
        ..Default::default()
    };
    sc.seats[0].challenge = "Example One".into();
    let s = scored(&g, &sc);
    let b = breakdown(&g.content, &s.table, 0, Some(s.challenges[0]));
    assert_eq!(b.spells.iter().map(|sp| sp.points).collect::<Vec<_>>(), vec![9, 2, 2]);
    assert_eq!(b.partial.len(), 1, "a partial spell scores 0");
    assert_eq!(b.bonus, 10);
    assert_eq!(b.total, 23);
    assert_eq!(g.outcome(&s).unwrap().scores[0], 23);
}

// "CHALLENGE CARDS BONUS", second example: two Water, two Earth, Water and Fire with a Water /
// Earth / Metal Challenge: only 5, and a second Water spell does not count twice.
#[test]
fn the_second_challenge_example_scores_five() {
    let g = examples_game();
    let mut sc = Scenario {
        seats: vec![seat(&[], &[]), seat(&[], &[&["Tide", "Brook"], &["Pebble", "Root"], &["Rain", "Ember"]])],
        start: Start::Actions,
        ..Default::default()
    };
    sc.seats[1].challenge = "Example Two".into();
    let s = scored(&g, &sc);
    let b = breakdown(&g.content, &s.table, 1, Some(s.challenges[1]));
    assert_eq!(b.bonus, 5);
    assert_eq!(b.total, 2 + 2 + 3 + 5);
}

// "CHALLENGE CARDS BONUS": +2 / +5 / +10.
#[test]
fn challenge_bonus_steps() {
    assert_eq!((0..=3).map(challenge_bonus).collect::<Vec<_>>(), vec![0, 2, 5, 10]);
}

// Ruling: partial spells do not count toward the Challenge bonus (they are not yet spells
// that score; counting them would make the bonus a matter of dropping three single cards).
#[test]
fn partial_spells_do_not_count_for_the_challenge() {
    let g = examples_game();
    let mut sc = Scenario {
        seats: vec![seat(&[], &[&["Breeze"], &["Pebble"], &["Dream"]]), seat(&[], &[])],
        start: Start::Actions,
        ..Default::default()
    };
    sc.seats[0].challenge = "Example One".into();
    let s = scored(&g, &sc);
    assert_eq!(breakdown(&g.content, &s.table, 0, Some(s.challenges[0])).total, 0);
}

// "THE APPRENTICE WITH THE MOST POINTS ... WINS". Ruling: equal top scores share the win.
#[test]
fn the_most_points_wins_and_ties_are_shared() {
    let g = game();
    let sc = Scenario {
        seats: vec![seat(&[], &[&["Nail", "Coin"]]), seat(&[], &[&["Tide", "Brook"]]), seat(&[], &[&["Ember"]])],
        start: Start::Actions,
        ..Default::default()
    };
    let mut s = g.from_scenario(&sc, 1).unwrap();
    s.table.step = Step::Over;
    s.table.ended = Some(EndReason::AllThrees);
    let view = g.view(&s, Viewer::Teacher);
    let scores: Vec<i32> = (0..3).map(|i| g.score_breakdown(&view, i).total as i32).collect();
    let outcome = g.outcome(&s).unwrap();
    assert_eq!(outcome.scores, scores);
    let best = *scores.iter().max().unwrap();
    let winners: Vec<usize> = (0..3).filter(|&i| scores[i] == best).collect();
    assert_eq!(outcome.winners, winners);
    assert!(outcome.reason.contains("Apprentice of the Year"));
}

// Ruling: a tie for first place is shared (the rules name no tie-break).
#[test]
fn a_tie_names_every_winner() {
    let g = game();
    let mut sc = Scenario {
        seats: vec![seat(&[], &[&["Nail", "Coin"]]), seat(&[], &[&["Tide", "Brook"]])],
        start: Start::Actions,
        ..Default::default()
    };
    sc.seats[0].challenge = "Trial of the Deep Forge".into();
    sc.seats[1].challenge = "Trial of the Open Sky".into();
    let mut s = g.from_scenario(&sc, 1).unwrap();
    s.table.step = Step::Over;
    s.table.ended = Some(EndReason::AllThrees);
    let o = g.outcome(&s).unwrap();
    assert_eq!(o.scores, vec![4, 4]);
    assert_eq!(o.winners, vec![0, 1]);
    assert!(o.reason.contains("share"));
}

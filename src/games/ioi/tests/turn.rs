//! 003_b6ed41d3f4849d4b.txt, "ON YOUR TURN" (and Clear the Noise).

use super::super::actions::{Action, Place};
use super::super::content::Ability;
use super::super::state::Via;
use super::super::{Rest, Scenario, ScenarioSeat, Start, Step};
use super::support::{all_pass, at_actions, build, check_invariants, game, id, names, play, seat, texts, use_ability};
use crate::core::{state_hash, Game, Viewer};

fn two_seats(hand1: &[&str], deck: &[&str], piles: Vec<Vec<String>>) -> Scenario {
    Scenario {
        seats: vec![seat(&["Nail"], &[]), seat(hand1, &[])],
        deck: names(deck),
        piles,
        to_move: 1,
        ..Default::default()
    }
}

// "ON YOUR TURN", 2. Focus: draw from the deck until the hand holds five cards.
#[test]
fn focus_draws_up_to_five() {
    let sc = two_seats(&["Ember", "Spark"], &["Tide", "Brook", "Rain", "Mist"], vec![names(&["Coin"])]);
    let s = build(&sc);
    assert_eq!(s.table.step, Step::ListenIn, "Focus needs no choice when the deck can fill the hand");
    assert_eq!(s.hand(1).len(), 5);
    for c in ["Tide", "Brook", "Rain"] {
        assert!(s.hand(1).contains(&id(c)), "deck top first: {c}");
    }
    assert_eq!(s.table.step, Step::ListenIn);
}

// "ON YOUR TURN", 2. Focus: "... or until the Draw deck is empty".
#[test]
fn focus_stops_when_the_deck_is_empty() {
    let mut sc = two_seats(&["Ember"], &["Tide"], vec![names(&["Coin"])]);
    sc.rest = Rest::Pile(1);
    sc.seats[1].cleared_noise = true; // no choice before Focus
    let s = build(&sc);
    assert_eq!(s.hand(1).len(), 2);
    assert!(s.deck.is_empty());
    assert_eq!(s.table.step, Step::ListenIn);
}

// "ON YOUR TURN", 2. Focus: a hand of five or more draws nothing (and keeps its cards).
#[test]
fn focus_draws_nothing_with_five_in_hand() {
    let mut sc = two_seats(&["Ember", "Spark", "Cinder", "Flame", "Hearth", "Blaze"], &["Tide"], vec![]);
    sc.seats[1].cleared_noise = true;
    let s = build(&sc);
    assert_eq!(s.hand(1).len(), 6);
    assert_eq!(s.deck.last(), Some(&id("Tide")));
}

// "ON YOUR TURN", 3. Listen In: the top card of one discard pile, taken openly.
#[test]
fn listen_in_takes_the_top_card_of_a_pile() {
    let sc = two_seats(&["Ember"], &[], vec![names(&["Coin", "Bell"]), names(&["Chain"])]);
    let mut s = build(&sc);
    let legal = game().legal_actions(&s, 1);
    assert!(legal.contains(&Action::ListenIn { pile: 0 }) && legal.contains(&Action::ListenIn { pile: 1 }));
    assert!(!legal.contains(&Action::ListenIn { pile: 2 }), "no pile there");
    play(&mut s, 1, Action::ListenIn { pile: 0 });
    assert!(s.hand(1).contains(&id("Bell")), "Bell was on top");
    assert_eq!(s.table.piles[0], vec![id("Coin")]);
    assert_eq!(s.table.step, Step::Actions);
    // Everyone saw it: the other apprentice's view shows Bell in that hand.
    let v = game().view(&s, Viewer::Seat(0));
    assert_eq!(v.hands[1], vec![id("Bell")]);
}

// "ON YOUR TURN", 3. Listen In: with no discard pile there is nothing to take (skipped).
#[test]
fn listen_in_is_skipped_without_piles() {
    let mut sc = two_seats(&["Ember"], &["Tide"], vec![]);
    sc.seats[1].cleared_noise = true;
    let s = build(&sc);
    assert_eq!(s.table.step, Step::Actions);
}

// "ON YOUR TURN", 4: any number of actions in any order, ended by the apprentice; ending is
// always possible (so a turn can always finish).
#[test]
fn step_4_actions_until_the_apprentice_ends_them() {
    let mut s = at_actions(vec![seat(&[], &[]), seat(&["Nail", "Coin", "Ember"], &[])], 1);
    assert!(game().legal_actions(&s, 1).contains(&Action::EndActions));
    play(&mut s, 1, Action::Weave { card: id("Nail") });
    play(&mut s, 1, Action::WeaveInto { place: Place::NewSpell });
    play(&mut s, 1, Action::Weave { card: id("Ember") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Complete { with: id("Nail") } });
    play(&mut s, 1, Action::Weave { card: id("Coin") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Ember") } });
    assert!(game().legal_actions(&s, 1).contains(&Action::EndActions));
    play(&mut s, 1, Action::EndActions);
    assert_eq!(s.table.step, Step::Release);
}

// "ON YOUR TURN", Unravel: "Set aside one or more cards ... to replace it in a complete spell
// or after using its Ability." Ruling: unraveling is part of those two actions (replacing in a
// Weave, using an ability), not a choice on its own.
#[test]
fn unravel_happens_when_replacing_or_after_an_ability() {
    let mut s = at_actions(vec![seat(&[], &[&["Tide"]]), seat(&["Ember", "Bell"], &[&["Nail", "Coin"]])], 1);
    play(&mut s, 1, Action::Weave { card: id("Bell") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Coin") } });
    assert_eq!(s.table.unraveled[1], vec![id("Coin")]);
    use_ability(&mut s, 1, "Ember", Ability::Block, Via::Natural);
    play(&mut s, 1, Action::Target { card: id("Tide") });
    play(&mut s, 1, Action::Amount { value: 3 });
    all_pass(&mut s);
    assert_eq!(s.table.unraveled[1], vec![id("Coin"), id("Ember")]);
}

// "ON YOUR TURN", 5. Release: unraveled cards are discarded one at a time. Ruling: the
// apprentice chooses the pile for each (an empty place starts a new pile).
#[test]
fn release_discards_unraveled_cards_one_at_a_time_onto_chosen_piles() {
    let mut sc = Scenario {
        seats: vec![seat(&[], &[]), ScenarioSeat { unraveled: names(&["Ember", "Spark"]), ..Default::default() }],
        piles: vec![names(&["Coin"]), names(&["Bell"])],
        to_move: 1,
        start: Start::Actions,
        ..Default::default()
    };
    sc.seats[1].hand = names(&["Tide"]);
    let mut s = build(&sc);
    play(&mut s, 1, Action::EndActions);
    assert_eq!(s.table.step, Step::Release);
    let g = game();
    // Each card onto pile 1 or 2, or a new pile in the first free place (3; place 4 is the same).
    let mut want = Vec::new();
    for card in ["Ember", "Spark"] {
        for pile in 0..3 {
            want.push(Action::Discard { card: id(card), pile });
        }
    }
    assert_eq!(g.legal_actions(&s, 1), want);
    assert!(g.apply(&mut s.clone(), 1, &Action::ClearTheNoise).is_err(), "not in the middle of Release");
    assert!(g.apply(&mut s.clone(), 1, &Action::Discard { card: id("Spark"), pile: 3 }).is_err());
    play(&mut s, 1, Action::Discard { card: id("Spark"), pile: 1 });
    let events = play(&mut s, 1, Action::Discard { card: id("Ember"), pile: 2 });
    assert!(texts(&events).contains("starting pile 3"));
    assert_eq!(s.table.piles[1], vec![id("Bell"), id("Spark")]);
    assert_eq!(s.table.piles[2], vec![id("Ember")]);
    assert_eq!(s.table.step, Step::ClearMind);
}

// "ON YOUR TURN", 6. Clear Your Mind: discard as many cards as you wish, including zero;
// 7. Say That Again?: fill up to four piles from the deck.
#[test]
fn clear_your_mind_then_say_that_again_refills_four_piles() {
    let sc = Scenario {
        seats: vec![seat(&[], &[]), seat(&["Ember", "Spark", "Cinder"], &[])],
        piles: vec![names(&["Coin"])],
        deck: names(&["Tide", "Brook", "Rain", "Mist"]),
        to_move: 1,
        start: Start::Actions,
        ..Default::default()
    };
    let mut s = build(&sc);
    play(&mut s, 1, Action::EndActions);
    assert_eq!(s.table.step, Step::ClearMind);
    play(&mut s, 1, Action::Discard { card: id("Spark"), pile: 0 });
    let events = play(&mut s, 1, Action::KeepHand);
    assert_eq!(s.hand(1), &[id("Ember"), id("Cinder")]);
    assert_eq!(s.table.pile_count(), 4);
    assert_eq!(s.table.piles[1], vec![id("Tide")]);
    assert_eq!(s.table.piles[3], vec![id("Rain")]);
    assert!(texts(&events).contains("New discard piles"));
    // The turn passes on to the left: seat 0.
    assert_eq!(s.table.turn, 0);
}

// "ON YOUR TURN", 1. Refresh: used Bound cards turn back at the start of the owner's turn.
#[test]
fn refresh_turns_bound_spells_back() {
    let mut sc = Scenario {
        seats: vec![seat(&[], &[]), seat(&["Ember"], &[&["Blaze", "Inferno"]])],
        to_move: 1,
        ..Default::default()
    };
    sc.seats[1].turned = vec![0];
    let s = build(&sc);
    assert!(!s.table.tableaus[1][0].turned);
}

// "Clear the Noise": once per game, as an action between actions; all discard piles go into
// the deck, shuffled; the Challenge card turns face up for everyone to see.
#[test]
fn clear_the_noise_once_per_game_reveals_the_challenge() {
    let g = game();
    let sc = Scenario {
        seats: vec![seat(&[], &[]), seat(&["Ember"], &[])],
        piles: vec![names(&["Coin", "Bell"]), names(&["Chain"])],
        deck: names(&["Tide"]),
        rest: Rest::Pile(2),
        to_move: 1,
        start: Start::Actions,
        ..Default::default()
    };
    let mut s = build(&sc);
    let piled = s.table.pile_cards();
    assert!(g.view(&s, Viewer::Seat(0)).challenges[1].is_none());
    let events = play(&mut s, 1, Action::ClearTheNoise);
    assert_eq!(s.table.pile_cards(), 0);
    assert_eq!(s.deck.len(), piled + 1);
    assert!(s.table.cleared_noise[1]);
    assert_eq!(g.view(&s, Viewer::Seat(0)).challenges[1], Some(s.challenges[1]));
    assert!(texts(&events).contains("face up"));
    // Once per game.
    let err = g.apply(&mut s, 1, &Action::ClearTheNoise).unwrap_err();
    assert!(err.message.contains("already"));
}

// "Clear the Noise" "at any point during your turn": also before Focus, so the apprentice
// draws from the refilled deck. Ruling: offered before Focus when the deck cannot fill the
// hand (otherwise it makes no difference to Focus, and the choice comes at Listen In).
#[test]
fn clear_the_noise_before_focus_draws_from_the_new_deck() {
    let mut sc = two_seats(&["Ember"], &[], vec![names(&["Coin", "Bell"]), names(&["Chain"])]);
    sc.rest = Rest::Pile(3);
    let mut s = build(&sc);
    assert!(s.deck.is_empty());
    assert_eq!(game().legal_actions(&s, 1), vec![Action::Focus, Action::ClearTheNoise]);
    play(&mut s, 1, Action::ClearTheNoise);
    assert_eq!(s.hand(1).len(), 5, "Focus drew from the shuffled piles");
    assert_eq!(s.table.step, Step::Actions, "no pile left to listen in on");
}

// "Clear the Noise": "not in the middle of performing any other action" — e.g. not while
// choosing where a card goes or what an ability targets.
#[test]
fn clear_the_noise_not_in_the_middle_of_an_action() {
    let g = game();
    let sc = Scenario {
        seats: vec![seat(&[], &[&["Coin"]]), seat(&["Nail", "Ember"], &[])],
        piles: vec![names(&["Bell"])],
        to_move: 1,
        start: Start::Actions,
        ..Default::default()
    };
    let mut s = build(&sc);
    play(&mut s, 1, Action::Weave { card: id("Nail") });
    let before = state_hash(&s);
    let err = g.apply(&mut s, 1, &Action::ClearTheNoise).unwrap_err();
    assert_eq!(err.rule.section, "WEAVING CARDS");
    assert_eq!(state_hash(&s), before);
    play(&mut s, 1, Action::WeaveInto { place: Place::NewSpell });
    use_ability(&mut s, 1, "Ember", Ability::Block, Via::Natural);
    assert!(g.apply(&mut s, 1, &Action::ClearTheNoise).is_err());
}

// Illegal actions are refused with the rule that forbids them and change nothing.
#[test]
fn illegal_actions_name_the_rule_and_change_nothing() {
    let g = game();
    let mut s = at_actions(vec![seat(&["Tide"], &[]), seat(&["Prism", "Nail"], &[])], 1);
    let before = state_hash(&s);
    let err = g.apply(&mut s, 1, &Action::Weave { card: id("Prism") }).unwrap_err();
    assert_eq!(err.rule.section, "WEAVING CARDS");
    assert!(err.message.contains("fits nowhere"), "{err}");
    let err = g.apply(&mut s, 0, &Action::EndActions).unwrap_err();
    assert!(err.message.contains("Player 2's turn"), "{err}");
    let err = g.apply(&mut s, 1, &Action::ListenIn { pile: 0 }).unwrap_err();
    assert_eq!(err.rule.topic, "4. Actions");
    let err = g.apply(&mut s, 1, &Action::Pass).unwrap_err();
    assert_eq!(err.rule.section, "COMBINING ABILITIES");
    assert_eq!(state_hash(&s), before);
    check_invariants(&s);
}

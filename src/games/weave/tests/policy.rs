//! The AI's helpers: greedy choices are legal and seasons end under them; evaluation is flat
//! (nobody wins); a searching bot decides from a view.

use super::super::{Action, Stage, WeaveOptions};
use super::support::{game, invariants};
use crate::ai::{choose, Bot};
use crate::core::{Game, GameRng, Viewer};

#[test]
fn greedy_play_ends_every_season_from_one_to_five_seats() {
    let g = game();
    let mut rng = GameRng::seeded(3);
    for seats in 1..=5 {
        for (seed, oracle) in [(0u64, false), (1, true), (2, false)] {
            let options = WeaveOptions { oracle, ..Default::default() };
            let mut s = g.new_game(&options, seats, seed).unwrap();
            let mut n = 0;
            while g.outcome(&s).is_none() {
                let seat = g.active_seats(&s)[0];
                let choice = g.greedy_action(&s, seat, &mut rng).expect("the active seat has a choice");
                assert!(g.legal_actions(&s, seat).contains(&choice), "{choice:?} in {:?}", s.table.stage);
                g.apply(&mut s, seat, &choice).unwrap();
                n += 1;
                assert!(n < 5_000, "greedy play did not end");
            }
            invariants(g, &s).unwrap();
            assert_eq!(g.evaluate(&s), Some(vec![1.0 / seats as f64; seats]));
        }
    }
}

#[test]
fn greedy_players_use_their_signature_move_before_rolling() {
    let g = game();
    let mut s = g.new_game(&WeaveOptions::default(), 2, 4).unwrap();
    let mut rng = GameRng::seeded(1);
    while let Stage::Creating(_) = &s.table.stage {
        let a = g.legal_actions(&s, 1)[0].clone();
        g.apply(&mut s, 1, &a).unwrap();
    }
    for a in [Action::IssueChallenge { character: 0, suit: super::super::Suit::Stones }, Action::SetPool, Action::Agree]
    {
        let seat = g.active_seats(&s)[0];
        g.apply(&mut s, seat, &a).unwrap();
    }
    assert_eq!(g.greedy_action(&s, 1, &mut rng), Some(Action::UseSignature));
}

#[test]
fn a_searching_bot_picks_a_legal_action_from_its_view() {
    let g = game();
    let mut s = g.new_game(&WeaveOptions::default(), 3, 6).unwrap();
    let mut rng = GameRng::seeded(2);
    for step in 0..40u64 {
        if g.outcome(&s).is_some() {
            break;
        }
        let seat = g.active_seats(&s)[0];
        let view = g.view(&s, Viewer::Seat(seat));
        let action = choose(g, &view, seat, &Bot::Iterations(40), step).expect("a choice");
        assert!(g.legal_actions(&s, seat).contains(&action), "{action:?}");
        g.apply(&mut s, seat, &action).unwrap();
        let _ = rng.next_u64();
    }
}

/// The hints' reasons, asked with the seat's view (as the worker asks).
fn reasons(s: &super::super::WeaveState, seat: usize, action: Action) -> Vec<String> {
    let g = game();
    g.hint_reasons(&g.view(s, Viewer::Seat(seat)), seat, &action)
}

#[test]
fn a_hint_says_how_many_dice_are_rolled_against_which_level() {
    // Weave rules: "PLAYING A CHALLENGE" — the level (1, or a same-suit card's number), "CREATE
    // THE DICE POOL" (three dice, one more in the focus suit) and "DETERMINE SUCCESS".
    use super::super::state::Suit;
    use super::support::{act, card, hero, scenario};
    let stones3 = card(Suit::Stones, 3);
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![stones3]);
    assert_eq!(
        reasons(&s, 0, Action::IssueChallenge { character: 0, suit: Suit::Gales }),
        ["Wren would roll 4 dice in Gales (Gales is their focus)"]
    );
    assert_eq!(reasons(&s, 0, Action::IssueChallenge { character: 0, suit: Suit::Stones }), ["Wren would roll 3 dice in Stones"]);
    // "MAKING SKILL CHECKS — PERCEPTION CHECK": Gales, Wren's focus.
    let perception = Action::SkillCheck { check: super::super::state::Check::Perception };
    assert_eq!(reasons(&s, 0, perception), ["everyone rolls in Gales: Wren 4 dice"]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    assert_eq!(
        reasons(&s, 0, Action::RaiseLevel { card: stones3 }),
        ["raises the level from 1 to 3", "then rolls 3 dice against level 3"]
    );
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    assert_eq!(reasons(&s, 1, Action::Roll), ["rolls 3 dice against level 1: each Stones or Weave is a success"]);
}

#[test]
fn a_hint_on_an_enticement_says_what_accepting_and_refusing_cost() {
    // Weave rules: "ENTICEMENTS" — "ACCEPTING AN ENTICEMENT" (the action fails, no wound) and
    // "REFUSING AN ENTICEMENT" (a roll against the card first); the card is the storyteller's.
    use super::super::state::Suit;
    use super::support::{act, card, hero, scenario};
    let gales2 = card(Suit::Gales, 2);
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![gales2]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    let entice = game()
        .legal_actions(&s, 0)
        .into_iter()
        .find(|a| matches!(a, Action::Entice { card, .. } if *card == gales2))
        .expect("an enticement with the Gales 2");
    assert_eq!(
        reasons(&s, 0, entice),
        ["if Wren accepts, the action fails but without a wound", "if they refuse, they roll 4 dice against Gales 2 first"]
    );
}

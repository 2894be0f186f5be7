//! The core contracts, exercised through Duel, a test-only game with hidden hands, a
//! simultaneous secret choice and a response window (tests/support/duel.rs).

mod support;

use loomhall::ai::{choose, Bot, Ismcts, SearchConfig};
use loomhall::core::conformance::{self, Conformance};
use loomhall::core::{Game, GameRng, Match, Record, Viewer};
use support::duel::{Action, Duel, Options, Phase, Scenario};

/// Plays a whole game with random legal actions (every active seat in turn), returning the match.
fn random_match(seed: u64) -> Match<Duel> {
    let game = Duel;
    let mut m = Match::new(&game, &Options {}, 2, seed).expect("setup");
    let mut rng = GameRng::seeded(seed ^ 77);
    while let Some(&seat) = game.active_seats(&m.state).first() {
        let actions = game.legal_actions(&m.state, seat);
        let action = rng.pick(&actions).cloned().expect("an active seat has a legal action");
        m.play(&game, seat, &action).expect("legal actions apply");
    }
    m
}

/// The shared contract: random play at every seat count, refusals, views and worlds, records
/// and serde (src/core/conformance.rs), from dealt games and from two explicit positions.
#[test]
fn duel_conforms() {
    let scenarios = vec![
        Scenario { hands: [vec![2, 8], vec![6, 1]], deck: vec![3, 4, 5, 7, 9], points: [0, 0] },
        Scenario { hands: [vec![1, 9], vec![5]], deck: vec![2, 3, 4, 6, 7, 8], points: [2, 1] },
    ];
    conformance::check(&Duel, &Conformance { scenarios, ..Default::default() });
}

#[test]
fn a_record_with_an_illegal_action_names_the_action_and_the_rule() {
    let game = Duel;
    let mut m = random_match(5);
    m.record.actions[1].action = serde_json::to_value(Action::Boost(42)).unwrap();
    let err = Match::<Duel>::replay(&game, &m.record).unwrap_err();
    assert_eq!(err.action_index, Some(1));
    assert!(err.rule.is_some());
    let mut foreign = m.record.clone();
    foreign.game = "weavers".into();
    assert!(Match::<Duel>::replay(&game, &foreign).unwrap_err().message.contains("weavers"));
    let mut newer = m.record.clone();
    newer.format_version = 99;
    assert!(Match::<Duel>::replay(&game, &newer).unwrap_err().message.contains("newer"));
    assert!(Record::parse("{ not json").is_err());
}

#[test]
fn simultaneous_choices_stay_secret_until_both_commit() {
    let game = Duel;
    let mut state = game.new_game(&Options {}, 2, 11).unwrap();
    assert_eq!(game.active_seats(&state), vec![0, 1]);
    let card = state.hands[0][0];
    game.apply(&mut state, 0, &Action::Play(card)).unwrap();
    assert_eq!(game.active_seats(&state), vec![1], "a committed seat is no longer asked");
    let other_view = game.view(&state, Viewer::Seat(1));
    assert_eq!(other_view.revealed[0], None, "seat 1 must not see seat 0's card");
    assert!(other_view.committed[0], "but may see that seat 0 has chosen");
    assert_eq!(game.view(&state, Viewer::Seat(0)).revealed[0], Some(card));
    let spectator = game.view(&state, Viewer::Spectator);
    assert!(spectator.hands.iter().all(Option::is_none));
    let teacher = game.view(&state, Viewer::Teacher);
    assert!(teacher.hands.iter().all(Option::is_some));
}

#[test]
fn the_response_window_asks_the_lower_card() {
    let game = Duel;
    let sc = Scenario { hands: [vec![2, 8], vec![6, 1]], deck: vec![3, 4, 5, 7, 9], points: [0, 0] };
    let mut state = game.from_scenario(&sc, 1).unwrap();
    game.apply(&mut state, 0, &Action::Play(2)).unwrap();
    game.apply(&mut state, 1, &Action::Play(6)).unwrap();
    assert_eq!(state.phase, Phase::Answer(0));
    assert_eq!(game.active_seats(&state), vec![0]);
    assert_eq!(game.legal_actions(&state, 0), vec![Action::Pass, Action::Boost(8)]);
    game.apply(&mut state, 0, &Action::Boost(8)).unwrap();
    assert_eq!(state.points, [0, 1], "2 + 3 is 5, still below 6: seat 1 scores");
    assert_eq!(state.phase, Phase::Over, "seat 0's hand is empty after the boost");
    assert_eq!(game.outcome(&state).unwrap().winners, vec![1]);
}

#[test]
fn determinization_samples_hidden_cards_and_keeps_visible_ones() {
    let game = Duel;
    let mut state = game.new_game(&Options {}, 2, 21).unwrap();
    let committed = state.hands[1][0];
    game.apply(&mut state, 1, &Action::Play(committed)).unwrap();
    let view = game.view(&state, Viewer::Seat(0));
    let mut rng = GameRng::seeded(1);
    let mut differed = false;
    for _ in 0..50 {
        let world = game.determinize(&view, 0, &mut rng);
        assert_eq!(world.hands[0], state.hands[0], "own hand is known");
        assert_eq!(world.points, state.points);
        assert_eq!(world.committed[1], None, "the other seat's secret choice is undone, not read");
        assert_eq!(game.active_seats(&world), vec![0, 1]);
        let mut their_cards = world.hands[1].clone();
        their_cards.sort();
        let mut truth = state.hands[1].clone();
        truth.push(committed);
        truth.sort();
        differed |= their_cards != truth;
        assert_eq!(game.view(&world, Viewer::Seat(0)).hands[0], view.hands[0]);
    }
    assert!(differed, "samples must differ from the hidden truth");
}

#[test]
fn ismcts_finds_the_known_best_move() {
    // Seat 0 holds 9 and 1; seat 1 holds one hidden card, so this is the last round. The 9
    // wins whatever seat 1 holds; the 1 (boosted to 4 by discarding the 9) beats only a 2 or 3.
    let game = Duel;
    let sc = Scenario { hands: [vec![1, 9], vec![5]], deck: vec![2, 3, 4, 6, 7, 8], points: [0, 0] };
    let state = game.from_scenario(&sc, 4).unwrap();
    let view = game.view(&state, Viewer::Seat(0));
    let mut search = Ismcts::new(&game, view.clone(), 0, SearchConfig { iterations: 400, ..Default::default() });
    search.run_to_budget();
    assert_eq!(search.best(), Some(Action::Play(9)));
    let ranked = search.ranked();
    assert!(ranked[0].win_rate > 0.95 && ranked[1].win_rate < 0.5, "{ranked:?}");
    assert_eq!(choose(&game, &view, 0, &Bot::parse("ismcts:normal").unwrap(), 1), Some(Action::Play(9)));
}

#[test]
fn ismcts_is_deterministic_for_a_seed_and_budget() {
    let game = Duel;
    let state = game.new_game(&Options {}, 2, 8).unwrap();
    let view = game.view(&state, Viewer::Seat(1));
    let run = || {
        let mut s =
            Ismcts::new(&game, view.clone(), 1, SearchConfig { iterations: 300, seed: 5, ..Default::default() });
        s.run(120);
        s.run(180);
        s.ranked().into_iter().map(|c| (c.action, c.visits)).collect::<Vec<_>>()
    };
    assert_eq!(run(), run());
}

#[test]
fn a_decided_search_stops_early_with_the_full_budgets_answer() {
    // Across many positions, stopping once the leader cannot be overtaken picks exactly the
    // action that spending the whole budget picks, and saves iterations overall.
    let game = Duel;
    let (mut saved, mut positions) = (0u32, 0u32);
    for seed in 0..40 {
        let m = random_match(seed);
        for count in [0, m.record.actions.len() / 2] {
            let state = Match::<Duel>::replay_prefix(&game, &m.record, count).unwrap().0.state;
            let Some(&seat) = game.active_seats(&state).first() else { continue };
            let view = game.view(&state, Viewer::Seat(seat));
            let config = SearchConfig { iterations: 500, seed, ..Default::default() };
            let mut early = Ismcts::new(&game, view.clone(), seat, config);
            early.run_to_budget();
            let mut full = Ismcts::new(&game, view, seat, SearchConfig { stop_when_decided: false, ..config });
            full.run_to_budget();
            assert_eq!(early.best(), full.best(), "seed {seed}, after {count} actions");
            assert!(early.finished() && full.iterations_done() == 500);
            saved += 500 - early.iterations_done();
            positions += 1;
        }
    }
    assert!(positions >= 40 && saved > 0, "{saved} iterations saved over {positions} positions");
}

#[test]
fn search_beats_random_in_the_test_game() {
    let game = Duel;
    let bots = [Bot::parse("ismcts:300").unwrap(), Bot::Random];
    let mut score = 0.0;
    let games = 60;
    for g in 0..games {
        let mut state = game.new_game(&Options {}, 2, g).unwrap();
        let ai_seat = (g % 2) as usize;
        let mut step = 0;
        while let Some(&seat) = game.active_seats(&state).first() {
            let view = game.view(&state, Viewer::Seat(seat));
            let bot = if seat == ai_seat { &bots[0] } else { &bots[1] };
            let action = choose(&game, &view, seat, bot, g * 1000 + step).unwrap();
            game.apply(&mut state, seat, &action).unwrap();
            step += 1;
        }
        score += game.outcome(&state).unwrap().rewards(2)[ai_seat];
    }
    assert!(score / games as f64 > 0.6, "search scored {score} of {games}");
}

#[test]
fn bot_names_parse_and_print() {
    for name in ["random", "greedy", "ismcts:easy", "ismcts:normal", "ismcts:hard", "ismcts:250"] {
        assert_eq!(Bot::parse(name).unwrap().to_string(), name);
    }
    assert!(Bot::parse("ismcts:0").is_err());
    assert!(Bot::parse("oracle").unwrap_err().contains("unknown bot"));
}

//! The computer's Weave (issue 31, "Weave's computer plays for the story"): the story's choices
//! are legal and end every season; they weigh a roll's odds by the rules' dice; the search's
//! rewards follow the story's aims; a searching bot decides from a view.

use super::super::dice::pass_chance;
use super::super::policy::{character_score, pacing_score, story_action};
use super::super::state::*;
use super::super::{Action, Tally, WeaveOptions};
use super::support::*;
use crate::ai::{choose, Bot, Ismcts, SearchConfig};
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
            let rewards = g.evaluate(&s).expect("Weave evaluates");
            assert_eq!(rewards.len(), seats);
            assert!(rewards.iter().all(|r| (0.0..=1.0).contains(r)), "{rewards:?}");
            assert!(s.tally.pacing.over, "the season's end is counted");
        }
    }
}

#[test]
fn the_story_s_choices_are_legal_wherever_playouts_go() {
    // The playouts apply `story_action` unchecked (`apply_legal`): every choice it makes in
    // random and in story-led seasons must be one `legal_actions` lists.
    let g = game();
    for seats in 1..=4 {
        for seed in 0..6u64 {
            let options = WeaveOptions { oracle: seed % 3 == 1, ..Default::default() };
            let mut s = g.new_game(&options, seats, seed).unwrap();
            let mut rng = GameRng::seeded(seed);
            for _ in 0..3_000 {
                let Some(seat) = g.first_active(&s) else { break };
                let legal = g.legal_actions(&s, seat);
                if let Some(a) = story_action(&g.content, &s, seat as u8, &mut rng) {
                    assert!(legal.contains(&a), "{a:?} in {:?}", s.table.stage);
                }
                let a = if rng.chance(1, 3) { rng.pick(&legal).cloned() } else { g.policy_action(&s, seat, &mut rng) };
                g.apply(&mut s, seat, &a.expect("a choice")).unwrap();
            }
        }
    }
}

#[test]
fn pass_chances_follow_the_dice() {
    // Weave rules (004_66827b56fd35684d.txt), "DETERMINE SUCCESS": a die succeeds on its suit or a
    // Weave (one face in six each), and a Weave is re-rolled for more successes.
    let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
    assert!(close(pass_chance(1, 0, 1), 1.0 / 3.0));
    assert!(close(pass_chance(3, 0, 1), 1.0 - (2.0f64 / 3.0).powi(3)));
    // Two successes from one die: a Weave, then the suit or another Weave on the re-roll.
    assert!(close(pass_chance(1, 0, 2), 1.0 / 6.0 * (1.0 / 3.0)));
    assert_eq!(pass_chance(4, 0, 0), 1.0, "level 0 always passes");
    assert_eq!(pass_chance(1, 2, 2), 1.0, "two bonus successes meet level 2");
    assert!(pass_chance(5, 0, 3) > pass_chance(4, 0, 3), "a die more helps");
    assert!(pass_chance(0, 0, 1) == pass_chance(1, 0, 1), "a pool never falls below one die");
}

/// Wren (Gales focus) faces a Stones challenge at `level`, enticed with `enticement` if given.
fn facing(level: u8, enticement: Option<u8>) -> WeaveState {
    facing_as(Suit::Gales, level, enticement)
}

fn facing_as(focus: Suit, level: u8, enticement: Option<u8>) -> WeaveState {
    let raise = (level > 1).then(|| card(Suit::Stones, level));
    let mut hand: Vec<u8> = raise.into_iter().collect();
    hand.extend(enticement);
    let mut s = scenario(vec![hero(1, "Wren", focus)], hand);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    if let Some(card) = raise {
        act(&mut s, Action::RaiseLevel { card });
    }
    match enticement {
        Some(card) => {
            act(&mut s, Action::Entice { quality: 2, card });
        }
        None => {
            act(&mut s, Action::SetPool);
            act(&mut s, Action::Agree);
        }
    }
    s
}

#[test]
fn a_computer_player_refuses_an_enticement_by_its_odds() {
    // Weave rules (004_66827b56fd35684d.txt), "REFUSING AN ENTICEMENT" and "ACCEPTING AN
    // ENTICEMENT": refusing means passing the face-down card's roll and then the action's; accepting
    // fails the action without a wound and keeps the card. An easy action is worth the gamble, a
    // hard one is not (the card's level is unseen: the same card in both).
    let g = game();
    let lure = card(Suit::Brooks, 1);
    let mut rng = GameRng::seeded(1);
    let easy = facing(1, Some(lure));
    assert_eq!(story_action(&g.content, &easy, 1, &mut rng), Some(Action::Refuse));
    let hard = facing(3, Some(lure));
    assert_eq!(story_action(&g.content, &hard, 1, &mut rng), Some(Action::Accept));
}

#[test]
fn a_computer_player_uses_the_signature_move_when_the_roll_is_uncertain() {
    // Weave rules (004_66827b56fd35684d.txt), "SIGNATURE MOVE" (once an episode) and
    // "CREATE THE DICE POOL": Wren rolls three dice against Stones (no focus).
    let g = game();
    let mut rng = GameRng::seeded(1);
    let s = facing(2, None);
    assert_eq!(story_action(&g.content, &s, 1, &mut rng), Some(Action::UseSignature));
    let mut used = s.clone();
    used.table.characters[0].signature_used = true;
    assert_eq!(story_action(&g.content, &used, 1, &mut rng), Some(Action::Roll), "nothing else to add");
}

#[test]
fn a_computer_player_redeems_a_kept_card_where_it_helps_the_roll() {
    // Weave rules (004_66827b56fd35684d.txt), "REDEEMING AN ENTICEMENT": heal a wound (here one in
    // the roll's suit, which costs a die: "CREATE THE DICE POOL"), or reduce a challenge of the
    // card's suit by its level.
    let g = game();
    let mut rng = GameRng::seeded(1);
    let stones2 = nth_card(Suit::Stones, 2, 1);
    let mut s = facing(3, None);
    s.table.characters[0].kept = vec![stones2];
    assert_eq!(
        story_action(&g.content, &s, 1, &mut rng),
        Some(Action::Redeem { card: stones2, used_for: Redemption::Reduce })
    );
    s.table.characters[0].wounds = vec![Suit::Stones];
    assert_eq!(
        story_action(&g.content, &s, 1, &mut rng),
        Some(Action::Redeem { card: stones2, used_for: Redemption::Heal(Suit::Stones) })
    );
}

#[test]
fn a_computer_storyteller_raises_challenges_toward_the_boss() {
    // Weave rules (004_66827b56fd35684d.txt), "BOSS": "All roads should eventually lead to a
    // confrontation with this person"; "PLAYING A CHALLENGE": a same-suit card sets the level. In
    // the first scene the level stays 1; from the second it is 2; with the Boss found, 3.
    let g = game();
    let mut rng = GameRng::seeded(1);
    let hand = vec![card(Suit::Stones, 2), card(Suit::Stones, 3)];
    let setting = |scene: u8, boss: bool| {
        let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], hand.clone());
        s.table.scene.number = scene;
        s.table.foundation.found = [true, boss, boss];
        act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
        s
    };
    // No tempting enticement in this hand for a Gales character? The Stones cards tempt, so the
    // one-in-three enticement may come first; ask until the level is settled.
    let level_chosen = |s: &WeaveState, rng: &mut GameRng| loop {
        match story_action(&g.content, s, 0, rng) {
            Some(Action::Entice { .. }) => continue,
            other => return other,
        }
    };
    assert_eq!(level_chosen(&setting(1, false), &mut rng), Some(Action::SetPool));
    assert_eq!(level_chosen(&setting(2, false), &mut rng), Some(Action::RaiseLevel { card: hand[0] }));
    assert_eq!(level_chosen(&setting(2, true), &mut rng), Some(Action::RaiseLevel { card: hand[1] }));
}

#[test]
fn a_character_s_reward_rises_with_a_pass_and_falls_with_wounds() {
    // The search's objective for a player: passing a challenge is worth more than failing it,
    // and a failed roll that shows a strike costs a wound ("RECEIVING WOUNDS").
    let g = game();
    let base = facing(2, None);
    let passed = with_rng_where(
        &base,
        |w| {
            let _ = g.apply(w, 1, &Action::Roll);
        },
        |w| w.table.last_roll.as_ref().is_some_and(|r| r.verdict == Verdict::Pass),
    );
    let mut wounded = with_rng_where(
        &base,
        |w| {
            let _ = g.apply(w, 1, &Action::Roll);
        },
        |w| w.table.last_roll.as_ref().is_some_and(|r| r.verdict == Verdict::Fail && r.strikes > 0),
    );
    let failed = wounded.clone();
    act(&mut wounded, Action::Wound { suit: Suit::Stones });
    let reward = |s: &WeaveState| g.evaluate(s).unwrap()[1];
    assert!(reward(&passed) > reward(&failed), "a pass beats a fail");
    assert!(reward(&failed) > reward(&wounded), "a wound costs");
    assert_eq!(wounded.tally.seats[1].wounds, 1);
    assert_eq!(passed.tally.seats[1].passes, 1);
    let mut removed = Tally::default();
    removed.seats[1].removals = 1;
    assert!(character_score(&removed.seats[1]) < character_score(&wounded.tally.seats[1]));
}

#[test]
fn a_storyteller_s_reward_values_a_paced_season() {
    // The storyteller's objective: levels on the arc, enticements that tempt, the foundation
    // discovered ("LOCATION", "BOSS": face down until discovered), scenes of a few beats.
    let mut paced = Tally::default().pacing;
    paced.levelled = 3;
    paced.level_fit = 6;
    paced.enticements = 1;
    paced.tempting = 1;
    paced.discovered = 2;
    paced.discovered_in_time = 2;
    paced.scenes = 3;
    paced.paced_scenes = 3;
    paced.episodes = 1;
    let mut stalled = paced;
    stalled.short_scenes = 2;
    stalled.paced_scenes = 1;
    stalled.discovered = 0;
    stalled.discovered_in_time = 0;
    stalled.hidden_at_end = 2;
    let mut careless = paced;
    careless.tempting = 0;
    careless.level_fit = 0;
    let seats = Tally::default().seats;
    assert!(pacing_score(&paced, &seats) > pacing_score(&stalled, &seats));
    assert!(pacing_score(&paced, &seats) > pacing_score(&careless, &seats));
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

#[test]
fn a_searching_player_weighs_an_enticement_by_its_odds() {
    // "ENTICEMENTS" by the search's own rewards, from the player's view (the card is face down):
    // refusing means two rolls to pass, accepting a sure card and a failed action. The better the
    // odds, the more refusing is worth against accepting: a level-1 action in the focus suit with
    // a signature move of two sure successes ready ("SIGNATURE MOVE") is refused; a level-4 action
    // out of focus is given up.
    let g = game();
    let lure = card(Suit::Brooks, 1);
    let margin = |s: &WeaveState| {
        let view = g.view(s, Viewer::Seat(1));
        let config = SearchConfig { iterations: 3000, seed: 5, stop_when_decided: false, ..SearchConfig::default() };
        let mut search = Ismcts::new(g, view, 1, config);
        search.run_to_budget();
        let rate = |a: Action| search.ranked().into_iter().find(|c| c.action == a).map_or(0.0, |c| c.win_rate);
        (search.best(), rate(Action::Refuse) - rate(Action::Accept))
    };
    let mut strong = facing_as(Suit::Stones, 1, Some(lure));
    strong.table.characters[0].signature = 4; // "Miracle Tonic": two extra successes.
    let plain = facing_as(Suit::Stones, 1, Some(lure));
    let hard = facing(4, Some(lure));
    let (strong_choice, strong_margin) = margin(&strong);
    let (_, plain_margin) = margin(&plain);
    let (hard_choice, hard_margin) = margin(&hard);
    assert_eq!(strong_choice, Some(Action::Refuse));
    assert_eq!(hard_choice, Some(Action::Accept));
    // An easy action makes refusing worth more than a hard one does (a strong signature move is
    // worth keeping too, so it need not widen the margin further).
    assert!(strong_margin > hard_margin && plain_margin > hard_margin, "{strong_margin} {plain_margin} {hard_margin}");
}


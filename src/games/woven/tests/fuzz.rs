//! Random legal play at 1–4 seats: no panic, the invariants hold after every action, every
//! game ends, and illegal actions are refused with no change of state.

use super::super::state::Phase;
use super::super::{Action, CardPlacement, Woven};
use super::support::{game, invariants};
use crate::core::{Game, GameRng, Viewer};

/// No game of random play should need more actions than this; more means one that cannot end.
const MAX_ACTIONS_PER_GAME: usize = 50_000;

fn probes(rng: &mut GameRng) -> Vec<Action> {
    let l = rng.below(70) as u8;
    vec![
        Action::Recover,
        Action::Stop,
        Action::TakeMana,
        Action::Go { to: l },
        Action::Eye { at: l },
        Action::AbandonEye { at: l },
        Action::UnanchorEye { at: l },
        Action::ChooseSide { side: 3 },
        Action::Take { spell: rng.below(45) as u8 },
        Action::Place { placement: CardPlacement { side: 0, rotation: 0, at: (40, 40) } },
    ]
}

fn play(g: &Woven, seats: usize, seed: u64, greedy: bool) -> usize {
    let mut s = g.new_game(&Default::default(), seats, seed).expect("deal");
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    let mut n = 0;
    while g.outcome(&s).is_none() {
        invariants(g, &s).unwrap_or_else(|e| panic!("seed {seed}, {seats} seats, action {n}: {e}"));
        let seat = g.active_seats(&s)[0];
        if n % 25 == 0 {
            // A world sampled from any seat's view is a legal state that looks the same to it.
            let viewer = n / 25 % seats;
            let v = g.view(&s, Viewer::Seat(viewer));
            let w = g.determinize(&v, viewer, &mut rng);
            invariants(g, &w).unwrap_or_else(|e| panic!("determinized world, seed {seed}: {e}"));
            assert_eq!(g.view(&w, Viewer::Seat(viewer)), v);
        }
        for probe in probes(&mut rng) {
            let before = s.clone();
            if g.apply(&mut s, seat, &probe).is_err() {
                assert_eq!(s, before, "a refused action changed the state");
            } else {
                break;
            }
        }
        if g.outcome(&s).is_some() {
            break;
        }
        let seat = g.active_seats(&s)[0];
        let action = if greedy { g.greedy_action(&s, seat, &mut rng) } else { g.policy_action(&s, seat, &mut rng) };
        let action = action.expect("an active seat has a legal action");
        g.apply(&mut s, seat, &action).unwrap_or_else(|e| panic!("legal action refused: {e}"));
        n += 1;
        assert!(n < MAX_ACTIONS_PER_GAME, "seed {seed}: the game did not end");
    }
    assert_eq!(s.table.phase, Phase::Over);
    invariants(g, &s).expect("final invariants");
    let o = g.outcome(&s).expect("outcome");
    assert_eq!(o.scores.len(), seats);
    n
}

#[test]
fn random_play_ends_at_every_seat_count() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Each turn" and ruling "Game end".
    let g = game();
    let games: u64 = std::env::var("LOOMHALL_FUZZ_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(6);
    for seats in 1..=4 {
        for seed in 0..games {
            play(g, seats, seed * 31 + seats as u64, false);
        }
    }
}

#[test]
fn greedy_play_ends() {
    let g = game();
    for seats in [1, 2, 4] {
        play(g, seats, 900 + seats as u64, true);
    }
}

#[test]
fn other_seats_cannot_act() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Each turn": one mage acts at a time.
    let g = game();
    let s = super::support::started(3, 4);
    let turn = s.table.turn as usize;
    for seat in 0..3 {
        if seat != turn {
            assert!(g.legal_actions(&s, seat).is_empty());
            let mut t = s.clone();
            assert!(g.apply(&mut t, seat, &Action::Recover).is_err());
            assert_eq!(t, s);
        }
    }
}

#[test]
fn every_cited_rule_has_a_section_in_the_rules_reference() {
    // Each event and refusal names a section of rules/woven.md.
    use crate::core::{Reference, Rule};
    let reference = Reference::parse("woven", include_str!("../../../../rules/woven.md"));
    let g = game();
    let mut cited: Vec<Rule> = Vec::new();
    for seats in 1..=4 {
        let mut s = g.new_game(&Default::default(), seats, 77 + seats as u64).unwrap();
        let mut rng = GameRng::seeded(seats as u64);
        while g.outcome(&s).is_none() {
            let seat = g.active_seats(&s)[0];
            for probe in probes(&mut rng) {
                if let Err(e) = g.apply(&mut s.clone(), seat, &probe) {
                    cited.push(e.rule);
                }
                if let Err(e) = g.apply(&mut s.clone(), (seat + 1) % 4, &probe) {
                    cited.push(e.rule);
                }
            }
            let a = g.policy_action(&s, seat, &mut rng).unwrap();
            cited.extend(g.apply(&mut s, seat, &a).unwrap().into_iter().map(|e| e.rule));
        }
        cited.extend(g.apply(&mut s, 0, &Action::Recover).err().map(|e| e.rule));
    }
    cited.sort_by_key(|r| r.anchor());
    cited.dedup();
    assert!(cited.len() > 10);
    for rule in cited {
        assert!(reference.anchor_for(&rule).is_some(), "no section in rules/woven.md for \"{rule}\"");
    }
}

//! Random legal play over 2–5 seats: no panic, every card always in exactly one place, every
//! game ends, and illegal actions are refused with a typed error and no change of state.

use super::super::actions::{Action, Place};
use super::super::content::Ability;
use super::super::state::Via;
use super::super::{abilities, weave};
use super::super::{Ioi, IoiState};
use super::support::{check_invariants, game};
use crate::core::{state_hash, Game, GameRng};

/// Bound on actions per game: random play ends far sooner; more means a game that cannot end.
const MAX_ACTIONS_PER_GAME: usize = 200_000;

fn budget() -> usize {
    std::env::var("LOOMHALL_FUZZ_ACTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(200_000)
}

/// A few actions that are usually illegal, to probe the refusals.
fn probes(rng: &mut GameRng) -> Vec<Action> {
    let card = rng.below(60) as u8;
    let other = rng.below(49) as u8;
    vec![
        Action::Focus,
        Action::ClearTheNoise,
        Action::ListenIn { pile: rng.below(6) as u8 },
        Action::Weave { card },
        Action::WeaveInto { place: Place::Replace { card: other } },
        Action::WeaveInto { place: Place::NewSpell },
        Action::Use { card },
        Action::UseAbility { card, ability: Ability::Trade, via: Via::Natural },
        Action::UseAbility { card: other, ability: Ability::Morph, via: Via::Binding { spell: card } },
        Action::Target { card },
        Action::Amount { value: rng.below(6) as u8 },
        Action::Pass,
        Action::EndActions,
        Action::Discard { card, pile: rng.below(6) as u8 },
        Action::KeepHand,
        Action::EndTurn,
    ]
}

/// The quick yes/no checks used to list legal actions say exactly what the checks that
/// explain a refusal say: every place, every card to weave and every way to use a card.
fn fast_checks_agree(g: &Ioi, s: &IoiState, seat: u8) {
    let c = &g.content;
    let t = &s.table;
    for card in abilities::own_cards(s, seat) {
        let mut candidates = vec![Place::NewSpell];
        for spell in t.tableau(seat) {
            candidates.extend(spell.cards().map(|x| {
                if spell.complete() {
                    Place::Replace { card: x }
                } else {
                    Place::Complete { with: x }
                }
            }));
        }
        let accepted: Vec<Place> =
            candidates.into_iter().filter(|&p| weave::check_place(c, t, seat, card, p).is_ok()).collect();
        assert_eq!(weave::places(c, t, seat, card), accepted, "places of card {card}");
        assert_eq!(weave::can_weave(c, s, seat, card), weave::check_card(c, s, seat, card).is_ok(), "card {card}");
        for (_, ability, via) in abilities::candidate_uses(c, s, seat, Some(card)) {
            let explained = abilities::check_use(c, s, seat, card, ability, via).is_ok();
            assert_eq!(abilities::use_ok(c, s, seat, card, ability, via), explained, "{card} as {ability:?}");
        }
    }
}

fn run(g: &Ioi, total: usize) {
    let mut done = 0usize;
    let mut games = 0u64;
    let mut rng = GameRng::seeded(0x0101);
    while done < total {
        let seats = 2 + (games % 4) as usize;
        let mut s: IoiState = g.new_game(&Default::default(), seats, 1000 + games).expect("deal");
        check_invariants(&s);
        let mut n = 0usize;
        while g.outcome(&s).is_none() {
            let active = g.active_seats(&s);
            assert_eq!(active.len(), 1, "exactly one seat acts");
            let seat = active[0];
            let legal = g.legal_actions(&s, seat);
            assert!(!legal.is_empty(), "an active seat always has an action: {:?}", s.table);
            // Every 16th step, try an illegal action and a wrong seat: refused, nothing changes.
            if n.is_multiple_of(16) {
                let before = state_hash(&s);
                for probe in probes(&mut rng) {
                    if !legal.contains(&probe) {
                        let err = g.apply(&mut s, seat, &probe).expect_err("illegal action refused");
                        assert!(!err.message.is_empty() && err.rule.game == "ioi");
                        assert_eq!(state_hash(&s), before, "refused {probe:?} changed the state");
                    }
                }
                let wrong = (seat + 1) % seats;
                if let Some(a) = legal.first() {
                    assert!(g.apply(&mut s, wrong, a).is_err());
                }
                assert_eq!(state_hash(&s), before);
                fast_checks_agree(g, &s, seat as u8);
            }
            let action = *rng.pick(&legal).expect("non-empty");
            let events = g.apply(&mut s, seat, &action).unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
            for e in &events {
                assert_eq!(e.rule.game, "ioi");
                assert!(!e.text.is_empty());
            }
            check_invariants(&s);
            n += 1;
            assert!(n < MAX_ACTIONS_PER_GAME, "game {games} ({seats} seats) did not end");
        }
        let outcome = g.outcome(&s).expect("ended");
        assert_eq!(outcome.scores.len(), seats);
        assert!(!outcome.winners.is_empty());
        assert!(g.legal_actions(&s, 0).is_empty() && g.active_seats(&s).is_empty());
        done += n;
        games += 1;
    }
    eprintln!("ioi fuzz: {done} random actions over {games} games");
}

#[test]
fn fuzz_random_legal_play_keeps_every_card_and_ends() {
    run(game(), budget());
}

/// Every event and every refusal cites a section of the IOI rules reference (`rules/ioi.md`),
/// so the log and "why not?" always link to the rule they applied.
#[test]
fn every_citation_resolves_in_the_rules_reference() {
    let g = game();
    let reference = crate::games::rules_reference("ioi").expect("IOI rules reference");
    let mut rng = GameRng::seeded(5);
    let mut cited = std::collections::BTreeSet::new();
    for game_no in 0..40u64 {
        let seats = 2 + (game_no % 4) as usize;
        let mut s = g.new_game(&Default::default(), seats, game_no).unwrap();
        while g.outcome(&s).is_none() {
            let seat = g.active_seats(&s)[0];
            let legal = g.legal_actions(&s, seat);
            for probe in probes(&mut rng) {
                if let Err(e) = g.apply(&mut s.clone(), seat, &probe) {
                    cited.insert((e.rule.section.to_string(), e.rule.topic.to_string()));
                }
            }
            let action = *rng.pick(&legal).unwrap();
            for e in g.apply(&mut s, seat, &action).unwrap() {
                cited.insert((e.rule.section.to_string(), e.rule.topic.to_string()));
            }
        }
    }
    assert!(cited.len() > 15, "a good spread of rules: {}", cited.len());
    for (section, topic) in cited {
        let rule = crate::core::Rule { game: "ioi".into(), section: section.into(), topic: topic.into() };
        assert!(reference.anchor_for(&rule).is_some(), "{rule} has no section in rules/ioi.md");
    }
}

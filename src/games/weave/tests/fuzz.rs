//! Random legal play over 1–5 seats, with and without a storyteller: no panic, every card in
//! exactly one place, every season ends, and illegal actions are refused with a typed error
//! and no change of state.

use super::super::{Action, Redemption, Slot, Stage, StoryUse, Suit, WeaveOptions, RULES, RULES_BEFORE_28};
use super::support::{game, invariants};
use crate::core::{state_hash, Game, GameRng, Viewer};

const MAX_ACTIONS_PER_SEASON: usize = 50_000;

/// This test's own probes (every card kept, seasons end) over a fixed budget; the long random
/// run that `LOOMHALL_FUZZ_ACTIONS` sets is the conformance suite's (`conforms` below).
fn budget() -> usize {
    60_000
}

fn probes(rng: &mut GameRng) -> Vec<Action> {
    let n = rng.below(40) as u8;
    vec![
        Action::Pick { option: n },
        Action::Name { name: String::new() },
        Action::Name { name: "x".repeat(80) },
        Action::IssueChallenge { character: n, suit: Suit::Gales },
        Action::PlayStory { card: n, used_as: StoryUse::Npc },
        Action::Discover { slot: Slot::Theme },
        Action::RaiseLevel { card: n },
        Action::Redeem { card: n, used_for: Redemption::Die },
        Action::AddQuality { character: n, kind: super::super::QualityKind::Talent, text: "\u{7}bell".into() },
        Action::Consequence { text: " padded ".into() },
        Action::Roll,
        Action::Accept,
        Action::EndScene,
        Action::Redraw { mask: 200 },
        Action::PickStory { card: n },
    ]
}

fn run(total: usize) {
    let g = game();
    let mut done = 0usize;
    let mut seasons = 0u64;
    let mut rng = GameRng::seeded(0x3eaf);
    while done < total {
        let seats = 1 + (seasons % 5) as usize;
        let options = WeaveOptions {
            playset: if seasons.is_multiple_of(2) { "Hollowmere".into() } else { "Skyreach".into() },
            episodes: 3,
            oracle: seasons % 7 == 3,
            // Seasons made before issue 28 keep their rules (docs/records.md, "Weave rules").
            rules: if seasons % 4 == 3 { RULES_BEFORE_28 } else { RULES },
        };
        let mut s = g.new_game(&options, seats, 500 + seasons).expect("season");
        invariants(g, &s).unwrap();
        let mut n = 0usize;
        while g.outcome(&s).is_none() {
            let active = g.active_seats(&s);
            assert_eq!(active.len(), 1, "exactly one seat acts");
            let seat = active[0];
            let legal = g.legal_actions(&s, seat);
            assert!(!legal.is_empty(), "an active seat always has an action: {:?}", s.table.stage);
            if n.is_multiple_of(13) {
                let before = state_hash(&s);
                for probe in probes(&mut rng) {
                    if !legal.contains(&probe) {
                        if let Err(err) = g.apply(&mut s, seat, &probe) {
                            assert!(!err.message.is_empty() && err.rule.game == "weave");
                            assert_eq!(state_hash(&s), before, "refused {probe:?} changed the state");
                        } else {
                            // Typed text accepted beyond the offered texts: still a sound state.
                            invariants(g, &s).unwrap();
                            break;
                        }
                    }
                }
                if seats > 1 {
                    let wrong = (seat + 1) % seats;
                    if let Some(a) = legal.first() {
                        let before = state_hash(&s);
                        assert!(g.apply(&mut s, wrong, a).is_err());
                        assert_eq!(state_hash(&s), before);
                    }
                }
                for a in legal.iter().chain(&probes(&mut rng)) {
                    assert!(!g.describe_action(&s, seat, a).is_empty());
                }
                assert!(!g.progress_label(&s).is_empty());
                // Worlds the AI builds from any seat's view are sound.
                for viewer in 0..seats {
                    let view = g.view(&s, Viewer::Seat(viewer));
                    let world = g.determinize(&view, viewer, &mut rng);
                    invariants(g, &world).unwrap_or_else(|e| panic!("determinized world: {e}"));
                    let again = g.view(&world, Viewer::Seat(viewer)).table;
                    assert_eq!(again, view.table, "the world shows what the view shows");
                    if viewer == seat {
                        assert_eq!(g.legal_actions(&world, seat), g.legal_actions(&s, seat), "the actor's choices");
                    }
                }
            }
            let legal = g.legal_actions(&s, g.active_seats(&s)[0]);
            if legal.is_empty() {
                continue;
            }
            let seat = g.active_seats(&s)[0];
            let action = rng.pick(&legal).expect("non-empty").clone();
            let events = g.apply(&mut s, seat, &action).unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
            for e in &events {
                assert_eq!(e.rule.game, "weave");
                assert!(!e.text.is_empty());
            }
            invariants(g, &s).unwrap_or_else(|e| panic!("after {action:?}: {e}"));
            n += 1;
            assert!(n < MAX_ACTIONS_PER_SEASON, "season {seasons} ({seats} seats) did not end");
        }
        let outcome = g.outcome(&s).expect("ended");
        assert!(outcome.winners.is_empty(), "nobody wins a season");
        assert_eq!(outcome.rewards(seats), vec![1.0 / seats as f64; seats]);
        assert!(g.active_seats(&s).is_empty() && g.legal_actions(&s, 0).is_empty());
        assert_eq!(s.table.stage, Stage::Over);
        done += n;
        seasons += 1;
    }
    eprintln!("weave fuzz: {done} random actions over {seasons} seasons");
}

#[test]
fn fuzz_random_legal_play_keeps_every_card_and_ends() {
    run(budget());
}

/// Every event and every refusal cites a section of the Weave rules reference (`rules/weave.md`).
#[test]
fn every_citation_resolves_in_the_rules_reference() {
    let g = game();
    let reference = crate::core::Reference::parse("weave", include_str!("../../../../rules/weave.md"));
    let mut rng = GameRng::seeded(5);
    let mut cited = std::collections::BTreeSet::new();
    for n in 0..30u64 {
        let seats = 1 + (n % 5) as usize;
        let options = WeaveOptions { oracle: n % 3 == 1, ..Default::default() };
        let mut s = g.new_game(&options, seats, n).unwrap();
        while g.outcome(&s).is_none() {
            let seat = g.active_seats(&s)[0];
            let legal = g.legal_actions(&s, seat);
            for probe in probes(&mut rng) {
                if let Err(e) = g.apply(&mut s.clone(), seat, &probe) {
                    cited.insert((e.rule.section.to_string(), e.rule.topic.to_string()));
                }
            }
            let action = rng.pick(&legal).unwrap().clone();
            for e in g.apply(&mut s, seat, &action).unwrap() {
                cited.insert((e.rule.section.to_string(), e.rule.topic.to_string()));
            }
        }
    }
    assert!(cited.len() > 30, "a good spread of rules: {}", cited.len());
    for (section, topic) in cited {
        let rule = crate::core::Rule { game: "weave".into(), section: section.into(), topic: topic.into() };
        assert!(reference.anchor_for(&rule).is_some(), "{rule} has no section in rules/weave.md");
    }
}

/// The shared contract (src/core/conformance.rs) at 1–5 seats, with the game's own invariants.
#[test]
fn conforms() {
    use crate::core::conformance::{self, Conformance};
    conformance::check(game(), &Conformance { invariant: Some(invariants), ..Conformance::default() });
}

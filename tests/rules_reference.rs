//! Every rule a game cites in its log or its errors has a section in the in-app rules
//! reference (`rules/<id>.md`), so every log line links somewhere real.

use loomhall::core::{Game, GameRng, Rule, Viewer};
use loomhall::games::{self, GameVisitor};
use std::collections::BTreeSet;

/// Plays random games and gathers the rules cited by events and by refusals.
struct CitedRules {
    games: u64,
}

impl GameVisitor for CitedRules {
    type Output = BTreeSet<(String, String)>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let mut cited = BTreeSet::new();
        let mut note = |rule: &Rule| {
            cited.insert((rule.section.to_string(), rule.topic.to_string()));
        };
        for seats in game.min_seats()..=game.max_seats() {
            for seed in 0..self.games {
                let Ok(mut state) = game.new_game(&G::Options::default(), seats, seed) else { continue };
                let mut rng = GameRng::seeded(seed);
                for _ in 0..20_000 {
                    let active = game.active_seats(&state);
                    let Some(&seat) = active.first() else { break };
                    // A seat that is not active asks "why can't I?" with the active seat's move.
                    let actions = game.legal_actions(&state, seat);
                    let Some(action) = rng.pick(&actions).cloned() else { break };
                    if let Some(idle) = (0..seats).find(|s| !active.contains(s)) {
                        if let Err(e) = game.apply(&mut state.clone(), idle, &action) {
                            note(&e.rule);
                        }
                    }
                    let _ = game.view(&state, Viewer::Spectator);
                    match game.apply(&mut state, seat, &action) {
                        Ok(events) => events.iter().for_each(|e| note(&e.rule)),
                        Err(e) => panic!("a legal action was refused: {e}"),
                    }
                }
            }
        }
        cited
    }
}

#[test]
fn every_cited_rule_has_a_reference_section() {
    for id in games::GAME_IDS {
        let reference = games::rules_reference(id).unwrap_or_else(|| panic!("{id} has no rules reference"));
        let cited = games::visit(id, CitedRules { games: 30 }).unwrap();
        assert!(!cited.is_empty(), "{id}: random games cite no rules");
        for (section, topic) in cited {
            let rule = Rule { game: (*id).into(), section: section.into(), topic: topic.into() };
            assert!(reference.anchor_for(&rule).is_some(), "{id}: no section in rules/{id}.md for \"{rule}\"");
        }
    }
}

#[test]
fn every_game_has_a_reference_with_sections() {
    for id in games::GAME_IDS {
        let reference = games::rules_reference(id).unwrap();
        assert!(!reference.title.is_empty());
        assert!(reference.sections.len() >= 8, "{id}: reference too thin");
        let anchors: BTreeSet<&str> = reference.sections.iter().map(|s| s.anchor.as_str()).collect();
        assert_eq!(anchors.len(), reference.sections.len(), "{id}: duplicate anchors");
    }
}

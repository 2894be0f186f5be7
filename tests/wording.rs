//! The wording of every event kind every game emits (issue 14): played at random from many
//! deals, each sentence is rendered as the table renders it (`core::wording::with_names`) with
//! the first seat named "You" and the others by name. No sentence may say "You has", "You
//! draws", "You's", "(1 cards)" or end an empty list with ": ."; names replace every "Player N";
//! and every event kind (its rule citation) was seen rendered. The same holds for the outcome.

use loomhall::core::wording::{with_names, YOU};
use loomhall::core::{Game, GameRng};
use loomhall::games::{self, GameVisitor};
use std::collections::BTreeMap;

/// What must never be said: wrong second person, a count that disagrees with its noun, an empty effect.
const WRONG: [&str; 11] = [
    "You has",
    "You draws",
    "You's",
    "you's",
    "You is",
    "You was",
    "(1 cards)",
    " 1 cards",
    ": .",
    " 1 Shields",
    "1 tokens",
];

fn check(text: &str, names: &[&str], kind: &str) -> Result<(), String> {
    let shown = with_names(text, names);
    if let Some(bad) = WRONG.iter().find(|w| shown.contains(*w)) {
        return Err(format!("{kind}: \"{bad}\" in \"{shown}\" (from \"{text}\")"));
    }
    if shown.contains("Player ") {
        return Err(format!("{kind}: a seat left unnamed in \"{shown}\""));
    }
    Ok(())
}

/// Plays random games; returns each event kind (its rule) with the number of sentences checked.
struct Wording {
    games: u64,
}

impl GameVisitor for Wording {
    type Output = Result<BTreeMap<String, usize>, String>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
        for seats in game.min_seats()..=game.max_seats() {
            let names: Vec<&str> = [YOU, "Bo", "Cy", "Di", "Ed"].into_iter().take(seats).collect();
            for seed in 0..self.games {
                let Ok(mut state) = game.new_game(&G::Options::default(), seats, seed) else { continue };
                let mut rng = GameRng::seeded(seed);
                let mut events = game.setup_events(&state);
                for _ in 0..20_000 {
                    let Some(&seat) = game.active_seats(&state).first() else { break };
                    let actions = game.legal_actions(&state, seat);
                    let Some(action) = rng.pick(&actions).cloned() else { break };
                    events.extend(game.apply(&mut state, seat, &action).map_err(|e| e.to_string())?);
                }
                for e in &events {
                    check(&e.text, &names, &e.rule.to_string())?;
                    *kinds.entry(e.rule.to_string()).or_default() += 1;
                }
                if let Some(o) = game.outcome(&state) {
                    check(&o.reason, &names, "outcome")?;
                    if o.rule.is_none() {
                        return Err(format!("{}: the outcome cites no rule: {}", game.id(), o.reason));
                    }
                }
            }
        }
        Ok(kinds)
    }
}

#[test]
fn every_event_kind_of_every_game_reads_well_for_you() {
    for id in games::GAME_IDS {
        let kinds = games::visit(id, Wording { games: 6 }).unwrap().unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(kinds.len() >= 5, "{id}: only {} event kinds seen", kinds.len());
    }
}

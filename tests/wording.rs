//! The wording of every event kind every game emits (issue 14): played at random from many
//! deals, each sentence is rendered as the table renders it (`core::wording::with_names`) with
//! the first seat named "You" and the others by name. No sentence may say "You has", "You
//! draws", "You's", "(1 cards)" or end an empty list with ": ."; names replace every "Player N";
//! and every event kind (its rule citation) was seen rendered. The same holds for the outcome.
//! Issue 27: the same sweep reads every sentence (events, the labels of the legal actions, the
//! outcome) through `wording::faults`: no "You keeps", no "a Order", no "1 turns", no "Player N".

use loomhall::core::wording::{faults, with_names, YOU};
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
    let found = faults(&shown);
    if !found.is_empty() {
        return Err(format!("{kind}: {found:?} in \"{shown}\" (from \"{text}\")"));
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
        // Every fault found (each sentence once), so one run lists them all.
        let mut wrong: std::collections::BTreeSet<String> = Default::default();
        let mut note = |r: Result<(), String>| {
            if let Err(e) = r {
                wrong.insert(e);
            }
        };
        for seats in game.min_seats()..=game.max_seats() {
            let names: Vec<&str> = [YOU, "Bo", "Cy", "Di", "Ed"].into_iter().take(seats).collect();
            for seed in 0..self.games {
                let Ok(mut state) = game.new_game(&G::Options::default(), seats, seed) else { continue };
                let mut rng = GameRng::seeded(seed);
                let mut events = game.setup_events(&state);
                for _ in 0..20_000 {
                    let Some(&seat) = game.active_seats(&state).first() else { break };
                    let actions = game.legal_actions(&state, seat);
                    // The labels of the choices, as the table shows them: as written (the table
                    // puts no names in), so they may name no seat.
                    for a in &actions {
                        note(check(&game.describe_action(&state, seat, a), &[] as &[&str], "an action's label"));
                    }
                    let Some(action) = rng.pick(&actions).cloned() else { break };
                    events.extend(game.apply(&mut state, seat, &action).map_err(|e| e.to_string())?);
                }
                for e in &events {
                    note(check(&e.text, &names, &e.rule.to_string()));
                    *kinds.entry(e.rule.to_string()).or_default() += 1;
                }
                if let Some(o) = game.outcome(&state) {
                    note(check(&o.reason, &names, "outcome"));
                    if o.rule.is_none() {
                        return Err(format!("{}: the outcome cites no rule: {}", game.id(), o.reason));
                    }
                }
            }
        }
        if !wrong.is_empty() {
            return Err(wrong.into_iter().take(40).collect::<Vec<_>>().join("\n"));
        }
        Ok(kinds)
    }
}

#[test]
fn every_event_kind_of_every_game_reads_well_for_you() {
    let mut wrong = Vec::new();
    for id in games::GAME_IDS {
        match games::visit(id, Wording { games: 12 }).unwrap() {
            Ok(kinds) => assert!(kinds.len() >= 5, "{id}: only {} event kinds seen", kinds.len()),
            Err(e) => wrong.push(format!("{id}:\n{e}")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

//! Weavers against the shared conformance suite (src/core/conformance.rs): random legal play,
//! refusals, views and sampled worlds, records and serde, at `LOOMHALL_FUZZ_ACTIONS` actions.
//! Weavers adds its own invariant: every card in exactly one place.

use super::helpers::*;
use crate::core::conformance::{self, Conformance};
use crate::games::weavers::*;

/// Each seat's cards are each in exactly one zone ("Setup": every seat plays its own 36-card
/// deck), the cards known at the bottom of a deck are in it, and a seat never discards more
/// than it owes. Holds in every state played and every world the AI samples.
fn cards_in_one_place(_: &Weavers, s: &State) -> Result<(), String> {
    for (seat, p) in s.players.iter().enumerate() {
        let mut held: Vec<CardId> = p.all_cards().collect();
        held.sort_unstable();
        if held != s.table.0.roster(seat) {
            return Err(format!("seat {seat}'s cards misplaced in round {}: {held:?}", s.round));
        }
        if p.known_bottom as usize > p.deck.len() || (p.owed as usize) < p.discarding.len() {
            return Err(format!(
                "seat {seat}: known bottom {} of {} cards, discarding {:?} owing {}",
                p.known_bottom,
                p.deck.len(),
                p.discarding,
                p.owed
            ));
        }
    }
    Ok(())
}

#[test]
fn conforms() {
    let mixed = Options {
        decks: vec![
            Some(DeckChoice { class: "Pyromancer".into(), spellbook: "Hollow Litany".into() }),
            Some(DeckChoice { class: "Lightwarden".into(), spellbook: "Clockwork Folio".into() }),
        ],
    };
    let scenarios = vec![
        scenario(ScenarioPhase::Draw, seat(&["Quill", "Jab"], &["Knife", "Lens"]), seat(&["Lens", "Flash"], &["Hand"])),
        scenario(ScenarioPhase::Casting, seat(&["Jab", "Quill"], &["Knife"]), seat(&["Lens", "Hand"], &[])),
        // Later phases of the round: pending damage in the Effects phase, a cast being woven.
        scenario(
            ScenarioPhase::Effects,
            ScenarioSeat { damage: 3, shields: 1, ..seat(&["Jab", "Quill", "Knife", "Lens"], &["Hand"]) },
            ScenarioSeat { healing: 1, ..seat(&["Lens", "Hand"], &["Vial"]) },
        ),
        scenario(
            ScenarioPhase::Spellweaving,
            ScenarioSeat {
                cast: Some(ScenarioCast { card: "Knife".into(), face_up: false }),
                active: vec![active("Two Step", 1)],
                ..seat(&["Jab", "Quill"], &["Hand"])
            },
            ScenarioSeat { cast: Some(ScenarioCast { card: "Lens".into(), face_up: true }), ..seat(&["Hand"], &[]) },
        ),
    ];
    let config = Conformance {
        options: vec![Options::default(), mixed],
        invariant: Some(cards_in_one_place),
        scenarios,
        ..Default::default()
    };
    conformance::check(game(), &config);
}

//! A position as a scenario: what the position editor starts from, and how a moment of play
//! becomes a shareable file. Everything a teacher sees is kept (values changed by abilities,
//! abilities waiting in the response window, cards used this turn), so the same position sets
//! up again; only a choice half made (a card picked to weave or to use) is dropped.

use super::content::{CardId, ChallengeSpec, Content};
use super::scenario::{Scenario, ScenarioSeat, Start};
use super::scenario_play::{ScenarioModifier, ScenarioVia, ScenarioWaiting};
use super::state::{Step, Via};
use super::view::IoiView;

/// The position in `view` (a teacher's: every card open) as a scenario, cards named by their
/// Target word.
pub fn scenario_of(c: &Content, view: &IoiView) -> Scenario {
    let t = &view.table;
    let word = |id: CardId| c.card(id).map(|card| card.target.clone()).unwrap_or_else(|| format!("#{id}"));
    let words = |ids: &[CardId]| ids.iter().map(|&id| word(id)).collect::<Vec<_>>();
    let seats = (0..t.seats as usize)
        .map(|s| {
            let hand = view.hands.get(s).cloned().unwrap_or_default();
            let spells = t.tableau(s as u8);
            ScenarioSeat {
                hand: words(&hand),
                tableau: spells.iter().map(|sp| sp.cards().map(word).collect()).collect(),
                unraveled: words(t.unraveled.get(s).map(|u| u.as_slice()).unwrap_or(&[])),
                challenge: view
                    .challenges
                    .get(s)
                    .copied()
                    .flatten()
                    .and_then(|id| t.challenge(c, id))
                    .map(|ch| ch.name.clone())
                    .unwrap_or_default(),
                cleared_noise: t.cleared_noise.get(s).copied().unwrap_or(false),
                turned: spells.iter().enumerate().filter(|(_, sp)| sp.turned).map(|(i, _)| i).collect(),
                known_in_hand: hand.iter().filter(|&&id| t.is_known(id)).map(|&id| word(id)).collect(),
            }
        })
        .collect();
    let start = match t.step {
        Step::TurnStart | Step::Over => Start::TurnStart,
        Step::ListenIn => Start::ListenIn,
        _ => Start::Actions,
    };
    let waiting = t
        .stack
        .iter()
        .map(|p| ScenarioWaiting {
            owner: p.owner as usize,
            card: word(p.card),
            ability: p.ability,
            via: match p.via {
                Via::Natural => ScenarioVia::Natural,
                Via::Morph => ScenarioVia::Morph,
                Via::Binding { spell } => ScenarioVia::Binding(word(spell)),
            },
            target: word(p.target),
            amount: p.ability.has_amount().then_some(p.amount),
        })
        .collect();
    let used = (0..c.spells.len() as u8).filter(|&id| t.used(id));
    Scenario {
        seats,
        deck: view.deck.iter().rev().map(|&id| word(id)).collect(),
        piles: t.piles.iter().map(|p| words(p)).collect(),
        to_move: t.turn as usize,
        start,
        round: t.round.max(1),
        empty_deck_turns: t.empty_deck_turns,
        final_turns: t.final_turns,
        challenge_cards: t.challenge_cards.iter().map(ChallengeSpec::of).collect(),
        modifiers: t
            .mods
            .iter()
            .filter(|m| m.aspect != 0 || m.ability != 0)
            .map(|m| ScenarioModifier { card: word(m.card), aspect: m.aspect, ability: m.ability })
            .collect(),
        waiting,
        asked: t.window.filter(|_| !t.stack.is_empty()).map(|w| w.asked as usize),
        // A new turn starts with nothing used.
        used_this_turn: if start == Start::Actions { used.map(word).collect() } else { Vec::new() },
        ..Scenario::default()
    }
}

//! IOI against the shared conformance suite (src/core/conformance.rs) over 2–5 seats, with its
//! own invariants: every card in exactly one place, and the quick checks that list legal
//! actions agreeing with the checks that explain a refusal.

use super::super::actions::{Action, Place};
use super::super::content::{Ability, Aspect};
use super::super::state::Via;
use super::super::{abilities, weave};
use super::super::{
    ChallengeSpec, Ioi, IoiState, Rest, Scenario, ScenarioModifier, ScenarioVia, ScenarioWaiting, Start,
};
use super::support::{game, invariants, names, seat};
use crate::core::conformance::{self, Conformance};
use crate::core::{Game, GameRng};

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
fn fast_checks_agree(g: &Ioi, s: &IoiState, seat: u8) -> Result<(), String> {
    let c = &g.content;
    let t = &s.table;
    // Whether an ability has a target, from the table's sets, against trying every card.
    for card in 0..52u8 {
        let value = t.ability_value(c, card);
        for ability in Aspect::ALL.map(Aspect::ability) {
            let aim = abilities::Aim { owner: seat, source: card, ability, value };
            let tried = t.targetable().any(|target| abilities::declared_target_ok(c, s, aim, target));
            if abilities::has_target(c, s, seat, card, ability) != tried {
                return Err(format!("has_target of {card} as {ability:?} disagrees with trying every target"));
            }
        }
    }
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
        if weave::places(c, t, seat, card) != accepted {
            return Err(format!("places of card {card} disagree with check_place"));
        }
        if weave::can_weave_own(c, s, seat, card) != weave::check_card(c, s, seat, card).is_ok() {
            return Err(format!("can_weave_own of card {card} disagrees with check_card"));
        }
        let targets = abilities::Targets::new(c, t);
        for (_, ability, via) in abilities::candidate_uses(c, s, seat, Some(card)) {
            let ok = abilities::use_ok(c, s, seat, card, ability, via);
            if ok != abilities::check_use(c, s, seat, card, ability, via).is_ok() {
                return Err(format!("use_ok of {card} as {ability:?} via {via:?} disagrees with check_use"));
            }
            if abilities::candidate_ok(&targets, c, s, seat, card, ability) != ok {
                return Err(format!("candidate_ok of {card} as {ability:?} via {via:?} disagrees with use_ok"));
            }
        }
    }
    Ok(())
}

/// Cards in one place, and an end with a winner and a score for every seat ("End of the Game").
fn ioi_invariants(g: &Ioi, s: &IoiState) -> Result<(), String> {
    invariants(s)?;
    match g.outcome(s) {
        Some(o) if o.winners.is_empty() || o.scores.len() != s.seats() => Err(format!("outcome {o:?}")),
        _ => Ok(()),
    }
}

/// The quick checks agree with the explained ones for the seat to act (costly: run where the
/// suite runs its full checks).
fn quick_checks_agree(g: &Ioi, s: &IoiState) -> Result<(), String> {
    s.table.active().map_or(Ok(()), |seat| fast_checks_agree(g, s, seat))
}

#[test]
fn conforms() {
    let scenarios = vec![
        Scenario {
            seats: vec![seat(&["Nail"], &[]), seat(&["Ember"], &[])],
            piles: vec![names(&["Coin"]), names(&["Bell"])],
            rest: Rest::Pile(2),
            to_move: 1,
            ..Default::default()
        },
        Scenario {
            seats: vec![
                seat(&["Nail"], &[&["Prism", "Sunrise"], &["Spring", "Ocean"]]),
                seat(&["Starfield", "Omen"], &[&["Comet", "Riddle"]]),
                seat(&["Coin"], &[&["Boulder", "Mountain"], &["Blade", "Gate"]]),
            ],
            to_move: 1,
            start: Start::Actions,
            ..Default::default()
        },
        // The response window: a Block waits on an Empowered card; a Challenge card of its own.
        Scenario {
            seats: vec![seat(&["Tide"], &[&["Nail"]]), seat(&["Cinder"], &[])],
            start: Start::Actions,
            modifiers: vec![ScenarioModifier { card: "Nail".into(), aspect: 0, ability: 1 }],
            waiting: vec![ScenarioWaiting {
                owner: 0,
                card: "Ember".into(),
                ability: Ability::Block,
                via: ScenarioVia::Natural,
                target: "Nail".into(),
                amount: Some(2),
            }],
            challenge_cards: vec![ChallengeSpec { name: "Lesson".into(), aspects: names(&["Fire", "Metal", "Water"]) }],
            ..Default::default()
        },
    ];
    let config = Conformance {
        invariant: Some(ioi_invariants),
        deep_invariant: Some(quick_checks_agree),
        scenarios,
        ..Default::default()
    };
    conformance::check(game(), &config);
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

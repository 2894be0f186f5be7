//! Every refusal names its rule: one probe per rule that can refuse, each a position, an action
//! the rules forbid there, the section of rules/spellweaver.md the refusal must cite
//! (Spellweaver rules, 001_ff038117decaf434.txt, by the same headings) and a word of its
//! sentence (issue 28, "Every refusal names its rule").

use super::super::{Action, AttackTarget, Phase, ScenarioCreature, ScenarioSeat, ShrineUse, SpellweaverState};
use super::support::*;

type Position = (SpellweaverState, usize, Action);

type Probe = crate::testing::refusals::Probe<super::super::Spellweaver>;

fn creature(name: &str, f: impl FnOnce(&mut ScenarioCreature)) -> ScenarioSeat {
    let mut s = seat(&[name], &[]);
    f(&mut s.board[0]);
    s
}

/// Seat 0, in `phase`, holding `hand`, changed by `f`, tries what `action` makes of the state.
fn holding(
    hand: &[&str],
    phase: Phase,
    f: impl FnOnce(&mut SpellweaverState),
    action: impl FnOnce(&SpellweaverState) -> Action,
) -> Position {
    let mut s = scenario(seat(&[], hand), seat(&[], &[]), phase);
    f(&mut s);
    let a = action(&s);
    (s, 0, a)
}

/// Seat 1 has resigned.
fn resigned(seat: usize, action: Action) -> Position {
    let mut s = scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy);
    play(&mut s, 1, Action::Resign);
    (s, seat, action)
}

fn seat_of(hand: &[&str]) -> ScenarioSeat {
    seat(&[], hand)
}

fn probes() -> Vec<Probe> {
    use Action::*;
    vec![
        ("an action after the end", ("Ending a Game", ""), "over", Box::new(|| resigned(0, EndTurn))),
        ("resigning a finished game", ("Ending a Game", ""), "over", Box::new(|| resigned(0, Resign))),
        ("another seat's turn", ("Gameplay", ""), "not your turn", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy), 1, EndTurn)
        })),
        ("a second shrine in a turn", ("Gameplay", "Deploy - First Main Phase"), "one shrine", Box::new(|| {
            holding(&["Shrine of Embers"], Phase::Deploy, |s| s.table.players[0].shrine_played = true, |s| PlayShrine {
                card: id(s, 0, "Shrine of Embers"),
                use_: ShrineUse::Level,
            })
        })),
        ("a shrine in combat", ("Shrines", ""), "main phases", Box::new(|| {
            holding(&["Shrine of Embers"], Phase::Attack, |_| {}, |s| PlayShrine {
                card: id(s, 0, "Shrine of Embers"),
                use_: ShrineUse::Level,
            })
        })),
        ("a second Divine Offering", ("Divine Offering", ""), "once per turn", Box::new(|| {
            holding(&["Dawn Sentry"], Phase::Deploy, |s| s.table.players[0].offered = true, |s| Offer {
                card: id(s, 0, "Dawn Sentry"),
            })
        })),
        ("a card with no mana to pay", ("Card Types", "Spells"), "mana cost", Box::new(|| {
            holding(&["Dawn Sentry"], Phase::Deploy, |s| s.table.players[0].mana = 0, |s| Cast {
                card: id(s, 0, "Dawn Sentry"),
                target: None,
            })
        })),
        ("a skill the hero lacks", ("Heroes", ""), "skill", Box::new(|| {
            holding(&[], Phase::Deploy, |_| {}, |_| UseSkill { slot: 9, target: None })
        })),
        ("an ability a creature lacks", ("Creatures", "Abilities"), "ability", Box::new(|| {
            let s = scenario(seat(&["Dawn Sentry"], &[]), seat_of(&[]), Phase::Deploy);
            let a = Activate { creature: id(&s, 0, "Dawn Sentry"), ability: 9, target: None };
            (s, 0, a)
        })),
        ("an attack by a creature that just arrived", ("Combat", "Attack Declaration"), "arrived", Box::new(|| {
            let s = scenario(creature("Dawn Sentry", |c| c.fresh = true), seat_of(&[]), Phase::Attack);
            let a = Attack { attacker: id(&s, 0, "Dawn Sentry"), target: AttackTarget::Hero };
            (s, 0, a)
        })),
        ("a block by an exhausted creature", ("Combat", "Block Declaration"), "ready", Box::new(|| {
            let mut s = scenario(seat(&["Dawn Sentry"], &[]), creature("Dawn Sentry", |c| c.exhausted = true), Phase::Attack);
            let attacker = id(&s, 0, "Dawn Sentry");
            play(&mut s, 0, Attack { attacker, target: AttackTarget::Hero });
            play(&mut s, 0, EndAttacks);
            let blocker = id(&s, 1, "Dawn Sentry");
            (s, 1, Block { blocker, attacker })
        })),
        ("moving an exhausted creature", ("Gameplay", "Deploy - First Main Phase"), "exhausted", Box::new(|| {
            let s = scenario(creature("Dawn Sentry", |c| c.exhausted = true), seat_of(&[]), Phase::Deploy);
            let a = Move { creature: id(&s, 0, "Dawn Sentry") };
            (s, 0, a)
        })),
        ("the Spark in the other's turn", ("Starting Resources", "The Spark"), "Spark", Box::new(|| {
            let mut b = seat_of(&["Firebolt"]);
            b.spark = true;
            let mut s = scenario(seat_of(&["Firebolt"]), b, Phase::Deploy);
            let bolt = id(&s, 0, "Firebolt");
            play(&mut s, 0, Cast { card: bolt, target: Some(super::super::Target::Hero(1)) });
            (s, 1, SacrificeSpark)
        })),
        ("a choice not asked for", ("Gameplay", ""), "not one of your choices", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy), 0, ConfirmShrine)
        })),
    ]
}

#[test]
fn every_refusal_cites_the_rule_whose_condition_failed() {
    // Spellweaver rules (001_ff038117decaf434.txt), each probe's section; issue 28, "Every refusal names its rule".
    let rules = include_str!("../../../../rules/spellweaver.md");
    crate::testing::refusals::check_refusals(game(), "spellweaver", rules, probes());
}

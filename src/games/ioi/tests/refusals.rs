//! Every refusal names its rule: one probe per rule that can refuse, each a position, an action
//! the rules forbid there, the section of rules/ioi.md the refusal must cite (IOI rules,
//! 003_b6ed41d3f4849d4b.txt, by the same headings) and a word of its sentence (issue 28, "Every
//! refusal names its rule").

use super::super::scenario_play::ScenarioModifier;
use super::super::state::{Step, Sub, Via};
use super::super::{Ability, Action, IoiState, Place, Scenario, ScenarioSeat, Start};
use super::support::*;

type Position = (IoiState, usize, Action);

type Probe = crate::testing::refusals::Probe<super::super::Ioi>;

/// Seat 1 at step 4 of its turn, seat 0 beside it.
fn two(hand0: &[&str], tab0: &[&[&str]], hand1: &[&str], tab1: &[&[&str]]) -> IoiState {
    at_actions(vec![seat(hand0, tab0), seat(hand1, tab1)], 1)
}

fn with(seats: Vec<ScenarioSeat>, f: impl FnOnce(&mut Scenario)) -> IoiState {
    let mut sc = Scenario { seats, to_move: 1, start: Start::Actions, ..Default::default() };
    f(&mut sc);
    build(&sc)
}

/// Seat 1 in `s`, having done `first`, then trying `action`.
fn after(mut s: IoiState, first: &[Action], action: Action) -> Position {
    for a in first {
        play(&mut s, 1, *a);
    }
    (s, 1, action)
}

/// Seat 1 holding Chain and Nail, its tableau Coin+Bell, Tide, Pebble; seat 0 has Lantern.
fn weaving(card: &str, place: Place) -> Position {
    let s = two(&[], &[&["Lantern"]], &["Chain", "Nail"], &[&["Coin", "Bell"], &["Tide"], &["Pebble"]]);
    after(s, &[Action::Weave { card: id(card) }], Action::WeaveInto { place })
}

/// Seat 1 has just unraveled Bell (at Release); pile 0 holds Coin.
fn releasing(action: Action) -> Position {
    let mut b = seat(&["Nail"], &[]);
    b.unraveled = names(&["Bell"]);
    let s = with(vec![seat(&[], &[]), b], |sc| sc.piles = vec![names(&["Coin"])]);
    after(s, &[Action::EndActions], action)
}

/// Seat 1 choosing how to use Dream (Morph as Block or as Empower).
fn morphing(action: Action) -> Position {
    let s = two(&[], &[&["Ember"]], &["Dream"], &[&["Tide"]]);
    after(s, &[Action::Use { card: id("Dream") }], action)
}

/// Seat 1 choosing how to use Ember: its own Block, or Conceal through its Bound Light spell.
fn binding(f: impl FnOnce(&mut IoiState)) -> impl FnOnce(Action) -> Position {
    move |action| {
        let s = two(&[], &[&["Coin"]], &["Ember"], &[&["Prism", "Sunrise"], &["Tide"]]);
        let (mut s, seat, action) = after(s, &[Action::Use { card: id("Ember") }], action);
        f(&mut s);
        (s, seat, action)
    }
}

fn way(card: &str, ability: Ability, via: Via) -> Action {
    Action::UseAbility { card: id(card), ability, via }
}

fn spell(card: &str) -> Via {
    Via::Binding { spell: id(card) }
}

/// Seat 1 aiming `card` (in hand) at a target: seat 0 has Coin and a Bound Light spell, seat 1
/// Tide, Root and Nail in hand, Chain in its tableau, Bell on pile 0.
fn aiming(card: &str, first: &[Action], action: Action) -> Position {
    let s = with(vec![seat(&[], &[&["Coin", "Chain"], &["Prism", "Sunrise"]]), seat(&["Tide", "Root", "Lantern", "Breeze", "Gust", "Nail"], &[&["Anvil"]])], |sc| {
        sc.piles = vec![names(&["Bell"])]
    });
    let mut all = vec![Action::Use { card: id(card) }];
    all.extend_from_slice(first);
    after(s, &all, action)
}

/// Seat 1 has declared Feather's Trade for seat 0's Chain; seat 0 is asked to answer.
fn answering(seat: usize, first: &[Action], action: Action) -> Position {
    let mut s = two(&["Breeze", "Ember"], &[&["Chain"]], &["Feather"], &[&["Coin"]]);
    play(&mut s, 1, Action::Use { card: id("Feather") });
    play(&mut s, 1, Action::Target { card: id("Chain") });
    assert_eq!(s.table.active(), Some(0));
    for a in first {
        play(&mut s, 0, *a);
    }
    (s, seat, action)
}

fn t(card: &str) -> Action {
    Action::Target { card: id(card) }
}

fn probes() -> Vec<Probe> {
    use Action::*;
    vec![
        // The turn and its steps.
        ("the game is over", ("END OF THE GAME", ""), "over", Box::new(|| {
            let mut s = two(&[], &[], &["Nail"], &[]);
            s.table.step = Step::Over;
            (s, 1, EndTurn)
        })),
        ("another seat's turn", ("SETUP", "5. Play of turns"), "turn", Box::new(|| (two(&[], &[], &["Nail"], &[]), 0, EndActions))),
        ("an action of another step", ("ON YOUR TURN", "4. Actions"), "cannot be done during", Box::new(|| (two(&[], &[], &["Nail"], &[]), 1, Focus))),
        ("Listen In on an empty pile", ("ON YOUR TURN", "3. Listen In"), "has cards", Box::new(|| {
            let s = with(vec![seat(&[], &[]), seat(&["Nail"], &[])], |sc| {
                sc.piles = vec![names(&["Bell"])];
                sc.start = Start::ListenIn;
            });
            (s, 1, ListenIn { pile: 2 })
        })),
        ("releasing a card not unraveled", ("ON YOUR TURN", "5. Release"), "unraveled", Box::new(|| releasing(Discard { card: id("Nail"), pile: 0 }))),
        ("a fifth discard pile", ("ON YOUR TURN", "5. Release"), "only 4", Box::new(|| releasing(Discard { card: id("Bell"), pile: 7 }))),
        ("a new pile out of order", ("ON YOUR TURN", "5. Release"), "first free place", Box::new(|| releasing(Discard { card: id("Bell"), pile: 2 }))),
        ("clearing the mind of a card not held", ("ON YOUR TURN", "6. Clear Your Mind"), "from your hand", Box::new(|| {
            let mut s = two(&[], &[], &["Nail"], &[]);
            s.table.step = Step::ClearMind;
            (s, 1, Discard { card: id("Coin"), pile: 0 })
        })),
        ("Clear the Noise in the middle of Release", ("ON YOUR TURN", "Clear the Noise"), "Release", Box::new(|| releasing(ClearTheNoise))),
        ("Clear the Noise twice", ("ON YOUR TURN", "Clear the Noise"), "already", Box::new(|| {
            let mut b = seat(&["Nail"], &[]);
            b.cleared_noise = true;
            (with(vec![seat(&[], &[]), b], |sc| sc.piles = vec![names(&["Bell"])]), 1, ClearTheNoise)
        })),
        ("Clear the Noise with nothing discarded", ("ON YOUR TURN", "Clear the Noise"), "no discarded cards", Box::new(|| {
            (two(&[], &[], &["Nail"], &[]), 1, ClearTheNoise)
        })),
        ("passing with nothing waiting", ("COMBINING ABILITIES", ""), "nothing waiting", Box::new(|| (two(&[], &[], &["Nail"], &[]), 1, Pass))),
        ("a place with no card chosen", ("WEAVING CARDS", ""), "Choose a card", Box::new(|| {
            (two(&[], &[], &["Nail"], &[]), 1, WeaveInto { place: Place::NewSpell })
        })),
        ("a target with no ability chosen", ("ASPECTS AND ABILITIES", ""), "Choose an ability", Box::new(|| {
            (two(&[], &[&["Coin"]], &["Tide"], &[]), 1, t("Coin"))
        })),
        // Weaving.
        ("weaving a rival's card", ("WEAVING CARDS", ""), "your hand", Box::new(|| (two(&[], &[&["Coin"]], &["Nail"], &[]), 1, Weave { card: id("Coin") }))),
        ("weaving a card twice in a turn", ("WEAVING CARDS", ""), "once per turn", Box::new(|| {
            let s = with(vec![seat(&[], &[]), seat(&["Nail"], &[])], |sc| sc.used_this_turn = names(&["Nail"]));
            (s, 1, Weave { card: id("Nail") })
        })),
        ("a card that fits nowhere", ("WEAVING CARDS", ""), "fits nowhere", Box::new(|| (two(&[], &[], &["Prism", "Nail"], &[]), 1, Weave { card: id("Prism") }))),
        ("another action while placing a card", ("WEAVING CARDS", ""), "First choose where", Box::new(|| {
            after(two(&[], &[], &["Nail"], &[]), &[Weave { card: id("Nail") }], EndActions)
        })),
        ("a new spell of a value 2 card", ("WEAVING CARDS", ""), "start", Box::new(|| weaving("Chain", Place::NewSpell))),
        ("a value 2 card on too low a total", ("WEAVING CARDS", ""), "totals at least", Box::new(|| weaving("Chain", Place::Complete { with: id("Tide") }))),
        ("weaving into a rival's spell", ("WEAVING CARDS", ""), "own tableau", Box::new(|| weaving("Nail", Place::Complete { with: id("Lantern") }))),
        ("completing a complete spell", ("WEAVING CARDS", ""), "already complete", Box::new(|| weaving("Nail", Place::Complete { with: id("Coin") }))),
        ("replacing in a partial spell", ("WEAVING CARDS", ""), "Only a complete spell", Box::new(|| weaving("Nail", Place::Replace { card: id("Tide") }))),
        ("a lone card as a new spell", ("WEAVING CARDS", ""), "already a spell on its own", Box::new(|| weaving("Tide", Place::NewSpell))),
        ("a card completing its own spell", ("WEAVING CARDS", ""), "complete its own", Box::new(|| weaving("Tide", Place::Complete { with: id("Tide") }))),
        ("a card replacing its partner", ("WEAVING CARDS", ""), "replace a card of its own", Box::new(|| weaving("Coin", Place::Replace { card: id("Bell") }))),
        // Using abilities.
        ("the ability of a rival's card", ("ASPECTS AND ABILITIES", ""), "hand or your tableau", Box::new(|| {
            (two(&[], &[&["Coin"]], &["Tide"], &[]), 1, Use { card: id("Coin") })
        })),
        ("an ability twice in a turn", ("ASPECTS AND ABILITIES", ""), "once per turn", Box::new(|| {
            let s = with(vec![seat(&[], &[&["Coin"]]), seat(&["Ember"], &[])], |sc| sc.used_this_turn = names(&["Ember"]));
            (s, 1, Use { card: id("Ember") })
        })),
        ("a card Blocked down to nothing", ("ASPECTS AND ABILITIES", "FIRE: BLOCK"), "Blocked", Box::new(|| {
            let s = with(vec![seat(&[], &[&["Coin"]]), seat(&[], &[&["Ember"]])], |sc| {
                sc.modifiers = vec![ScenarioModifier { card: "Ember".into(), aspect: 0, ability: -3 }]
            });
            (s, 1, Use { card: id("Ember") })
        })),
        ("an ability with nothing to work on", ("ASPECTS AND ABILITIES", "WATER: EMPOWER"), "nothing", Box::new(|| {
            (two(&[], &[], &["Tide"], &[]), 1, Use { card: id("Tide") })
        })),
        ("another action while choosing a way", ("ASPECTS AND ABILITIES", ""), "First choose how", Box::new(|| morphing(EndActions))),
        ("an Aether card's own ability", ("ASPECTS AND ABILITIES", "AETHER: MORPH"), "Morphs", Box::new(|| morphing(way("Dream", Ability::Block, Via::Natural)))),
        ("Morph copying what no tableau has", ("ASPECTS AND ABILITIES", "AETHER: MORPH"), "no card there has", Box::new(|| morphing(way("Dream", Ability::Trade, Via::Morph)))),
        ("a card's ability not its Aspect's", ("ASPECTS AND ABILITIES", ""), "ability is Block", Box::new(|| binding(|_| {})(way("Ember", Ability::Trade, Via::Natural)))),
        ("Morph from a card not Aether", ("ASPECTS AND ABILITIES", "AETHER: MORPH"), "Only an Aether", Box::new(|| binding(|_| {})(way("Ember", Ability::Block, Via::Morph)))),
        ("a Binding through a spell not Bound", ("BOUND SPELLS", ""), "not Bound", Box::new(|| binding(|_| {})(way("Ember", Ability::Block, spell("Tide"))))),
        ("a Binding through a rival's spell", ("BOUND SPELLS", ""), "not a spell in your tableau", Box::new(|| binding(|_| {})(way("Ember", Ability::Block, spell("Coin"))))),
        ("a Binding lending another ability", ("BOUND SPELLS", ""), "lends", Box::new(|| binding(|_| {})(way("Ember", Ability::Block, spell("Prism"))))),
        ("a Binding turned this round", ("BOUND SPELLS", ""), "used this round", Box::new(|| {
            binding(|s| s.table.tableaus[1][0].turned = true)(way("Ember", Ability::Conceal, spell("Prism")))
        })),
        ("a Binding with the Bound spell's own card", ("BOUND SPELLS", ""), "another card", Box::new(|| {
            binding(|s| s.table.sub = Sub::Choosing { owner: 1, card: id("Prism") })(way("Prism", Ability::Conceal, spell("Prism")))
        })),
        // Aiming.
        ("another action before the target", ("ASPECTS AND ABILITIES", "WATER: EMPOWER"), "Choose what", Box::new(|| aiming("Tide", &[], EndActions))),
        ("a card that does not exist", ("ASPECTS AND ABILITIES", "WATER: EMPOWER"), "no such card", Box::new(|| aiming("Tide", &[], Target { card: 99 }))),
        ("an ability aimed at its own card", ("ASPECTS AND ABILITIES", "WATER: EMPOWER"), "not the card being used", Box::new(|| aiming("Tide", &[], t("Tide")))),
        ("an ability aimed at a Bound spell", ("BOUND SPELLS", ""), "Bound spell cannot", Box::new(|| aiming("Tide", &[], t("Prism")))),
        ("Empower on a card in hand", ("ASPECTS AND ABILITIES", "WATER: EMPOWER"), "whose ability is being used", Box::new(|| aiming("Tide", &[], t("Nail")))),
        ("a value above the card's", ("ASPECTS AND ABILITIES", ""), "anything from 1", Box::new(|| aiming("Tide", &[t("Coin")], Amount { value: 4 }))),
        ("another action before the value", ("ASPECTS AND ABILITIES", ""), "Choose the value", Box::new(|| aiming("Tide", &[t("Coin")], EndActions))),
        ("Conceal on a card in hand", ("ASPECTS AND ABILITIES", "LIGHT: CONCEAL"), "in a tableau", Box::new(|| aiming("Lantern", &[], t("Nail")))),
        ("a Trade for one's own card", ("ASPECTS AND ABILITIES", "AIR: TRADE"), "another apprentice's", Box::new(|| aiming("Breeze", &[], t("Anvil")))),
        ("a Trade above its value", ("ASPECTS AND ABILITIES", "AIR: TRADE"), "more than the Trade's value", Box::new(|| aiming("Gust", &[], t("Chain")))),
        ("Recall of a card not discarded", ("ASPECTS AND ABILITIES", "EARTH: RECALL"), "discard pile", Box::new(|| aiming("Root", &[], t("Coin")))),
        // Answering.
        ("the one who declared, out of turn", ("COMBINING ABILITIES", ""), "answer", Box::new(|| answering(1, &[], EndActions))),
        ("a step's action while abilities wait", ("COMBINING ABILITIES", ""), "only answer", Box::new(|| answering(0, &[], EndActions))),
        ("a second Trade", ("ASPECTS AND ABILITIES", "AIR: TRADE"), "Only one Trade", Box::new(|| answering(0, &[], Use { card: id("Breeze") }))),
        ("an answer aimed elsewhere", ("COMBINING ABILITIES", ""), "aimed at an ability waiting", Box::new(|| {
            answering(0, &[Use { card: id("Ember") }], Target { card: id("Coin") })
        })),
    ]
}

#[test]
fn every_refusal_cites_the_rule_whose_condition_failed() {
    // IOI rules (003_b6ed41d3f4849d4b.txt), each probe's section; issue 28, "Every refusal names its rule".
    let rules = include_str!("../../../../rules/ioi.md");
    crate::testing::refusals::check_refusals(game(), "ioi", rules, probes());
}

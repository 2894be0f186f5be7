//! 003_b6ed41d3f4849d4b.txt, "WEAVING CARDS" and "PLACING CARDS".

use super::super::actions::{Action, Place};
use super::super::content::Ability;
use super::super::state::Via;
use super::support::{all_pass, at_actions, game, id, play, seat, use_ability};
use crate::core::Game;

fn places(s: &super::super::IoiState, card: &str) -> Vec<Place> {
    super::super::weave::places(&game().content, &s.table, 1, id(card))
}

// "WEAVING CARDS": "Spells must start with cards with an Aspect value of 1."
#[test]
fn spells_start_with_aspect_value_1() {
    let s = at_actions(vec![seat(&[], &[]), seat(&["Nail", "Chain", "Blade"], &[])], 1);
    assert_eq!(places(&s, "Nail"), vec![Place::NewSpell]);
    assert!(places(&s, "Chain").is_empty());
    assert!(places(&s, "Blade").is_empty());
    let legal = game().legal_actions(&s, 1);
    assert!(legal.contains(&Action::Weave { card: id("Nail") }));
    assert!(!legal.contains(&Action::Weave { card: id("Chain") }), "a card that fits nowhere is not offered");
}

// "WEAVING CARDS": the rulebook's example, step by step: Metal 1, then Earth 1 beside it;
// replace the Earth with another Metal 1 (total Metal 2); replace a Metal with a Metal 2
// (total Metal 3). Then (our continuation) a Metal 3 fits, and a second makes it Bound.
#[test]
fn the_rulebooks_metal_example() {
    let mut s = at_actions(vec![seat(&[], &[]), seat(&["Nail", "Pebble", "Coin", "Chain", "Blade", "Gate"], &[])], 1);
    play(&mut s, 1, Action::Weave { card: id("Nail") });
    play(&mut s, 1, Action::WeaveInto { place: Place::NewSpell });
    assert!(places(&s, "Chain").is_empty(), "Metal total 1 is not enough for a value 2 card");
    play(&mut s, 1, Action::Weave { card: id("Pebble") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Complete { with: id("Nail") } });
    assert!(s.table.unraveled[1].is_empty(), "completing a partial spell discards nothing");
    play(&mut s, 1, Action::Weave { card: id("Coin") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Pebble") } });
    assert_eq!(s.table.unraveled[1], vec![id("Pebble")], "the replaced card is unraveled");
    // Metal total 2: a Metal 2 may replace one of the Metal 1s.
    assert!(places(&s, "Chain").contains(&Place::Replace { card: id("Nail") }));
    assert!(places(&s, "Blade").is_empty(), "a value 3 card needs a Metal total of 3");
    play(&mut s, 1, Action::Weave { card: id("Chain") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Nail") } });
    // Metal 2 + Metal 1 = 3: a Metal 3 fits.
    play(&mut s, 1, Action::Weave { card: id("Blade") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Coin") } });
    play(&mut s, 1, Action::Weave { card: id("Gate") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Chain") } });
    let spell = s.table.tableaus[1][0];
    assert!(spell.is_bound(&game().content), "two Metal 3s: Bound");
}

// "WEAVING CARDS": "Complete spells do not have to match Aspects."
#[test]
fn complete_spells_need_not_match() {
    let mut s = at_actions(vec![seat(&[], &[]), seat(&["Nail", "Ember"], &[])], 1);
    play(&mut s, 1, Action::Weave { card: id("Nail") });
    play(&mut s, 1, Action::WeaveInto { place: Place::NewSpell });
    play(&mut s, 1, Action::Weave { card: id("Ember") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Complete { with: id("Nail") } });
    assert!(s.table.tableaus[1][0].complete());
}

// "ON YOUR TURN", 4. Weave: "Cards may come from your hand or from another spell in your tableau."
#[test]
fn cards_may_move_from_another_spell() {
    let mut s = at_actions(vec![seat(&[], &[]), seat(&[], &[&["Nail", "Ember"], &["Coin"]])], 1);
    assert!(places(&s, "Nail").contains(&Place::Complete { with: id("Coin") }));
    assert!(!places(&s, "Coin").contains(&Place::NewSpell), "already a spell on its own");
    play(&mut s, 1, Action::Weave { card: id("Nail") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Complete { with: id("Coin") } });
    let t = &s.table.tableaus[1];
    assert_eq!(t.len(), 2);
    assert_eq!((t[0].first, t[0].second), (id("Ember"), None));
    assert_eq!((t[1].first, t[1].second), (id("Coin"), Some(id("Nail"))));
}

// "WEAVING CARDS": a value 2 card needs the spell's *matching* Aspect total; replacing a card
// counts the spell as it is before the replacement (the rulebook's example replaces a Metal 1
// of a Metal 1 + Metal 1 spell with a Metal 2).
#[test]
fn matching_total_counts_only_the_same_aspect() {
    let s = at_actions(vec![seat(&[], &[]), seat(&["Chain", "Halo"], &[&["Nail", "Lantern"], &["Coin", "Bell"]])], 1);
    assert!(places(&s, "Chain").contains(&Place::Replace { card: id("Coin") }));
    assert!(!places(&s, "Chain").iter().any(|p| *p == Place::Replace { card: id("Lantern") }));
    assert!(places(&s, "Halo").is_empty(), "Light total 1");
}

// "WEAVING CARDS": "Once a card has been placed in your tableau, it does not need to follow
// rules for placing cards to remain in play." A Metal 2 whose support is Concealed stays.
#[test]
fn placed_cards_stay_when_the_spell_no_longer_qualifies() {
    let mut s = at_actions(vec![seat(&["Lantern"], &[]), seat(&["Prism"], &[&["Coin", "Chain"]])], 0);
    use_ability(&mut s, 0, "Lantern", Ability::Conceal, Via::Natural);
    play(&mut s, 0, Action::Target { card: id("Coin") });
    play(&mut s, 0, Action::Amount { value: 3 });
    all_pass(&mut s);
    let c = &game().content;
    assert_eq!(s.table.aspect_value(c, id("Coin")), 0);
    assert_eq!(s.table.tableaus[1][0].second, Some(id("Chain")), "the Metal 2 stays");
}

// Strengthen raises a card's Aspect value, which counts for the placing rule.
#[test]
fn strengthened_cards_support_higher_values() {
    let mut s = at_actions(vec![seat(&[], &[]), seat(&["Nail", "Chain"], &[&["Coin"]])], 1);
    assert!(places(&s, "Chain").is_empty());
    use_ability(&mut s, 1, "Nail", Ability::Strengthen, Via::Natural);
    play(&mut s, 1, Action::Target { card: id("Coin") });
    play(&mut s, 1, Action::Amount { value: 1 });
    all_pass(&mut s);
    assert_eq!(s.table.aspect_value(&game().content, id("Coin")), 2);
    assert_eq!(places(&s, "Chain"), vec![Place::Complete { with: id("Coin") }]);
}

// "PLACING CARDS": a complete spell reads as an Action and a Target.
#[test]
fn every_card_has_a_target_and_an_action_word() {
    for card in &game().content.spells {
        assert!(!card.target.is_empty() && !card.action.is_empty());
    }
}

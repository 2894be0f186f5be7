//! 003_b6ed41d3f4849d4b.txt, "ASPECTS AND ABILITIES", "COMBINING ABILITIES", "BOUND SPELLS".

use super::super::actions::{Action, Place};
use super::super::content::Ability;
use super::super::state::{Step, Via};
use super::support::{all_pass, at_actions, game, id, play, seat, texts, to_actions_of, use_ability, ways_to_use};
use crate::core::{state_hash, Game, Viewer};

fn use_(card: &str) -> Action {
    Action::Use { card: id(card) }
}
fn target(card: &str) -> Action {
    Action::Target { card: id(card) }
}

// "LIGHT: CONCEAL": reduce the Aspect value of another card in any tableau by the ability value.
// Ruling: the change lasts while the card stays in its spell; it ends when the card moves.
#[test]
fn conceal_lowers_an_aspect_value_until_the_card_moves() {
    let c = &game().content;
    let mut s = at_actions(vec![seat(&[], &[&["Chain", "Coin"], &["Nail", "Bell"]]), seat(&["Dawn"], &[])], 1);
    use_ability(&mut s, 1, "Dawn", Ability::Conceal, Via::Natural);
    play(&mut s, 1, target("Chain"));
    play(&mut s, 1, Action::Amount { value: 2 });
    all_pass(&mut s);
    assert_eq!(s.table.aspect_value(c, id("Chain")), 0);
    assert_eq!(s.table.unraveled[1], vec![id("Dawn")], "used cards are unraveled");
    // It lasts across turns...
    play(&mut s, 1, Action::EndActions);
    to_actions_of(&mut s, 0);
    assert_eq!(s.table.aspect_value(c, id("Chain")), 0);
    // ...until the card leaves its spell: moved by its owner into the other Metal spell.
    play(&mut s, 0, Action::Weave { card: id("Chain") });
    play(&mut s, 0, Action::WeaveInto { place: Place::Replace { card: id("Bell") } });
    assert_eq!(s.table.aspect_value(c, id("Chain")), 2);
    assert!(s.table.mods.is_empty());
}

// "ASPECTS AND ABILITIES": "the Ability value may be considered as any value up to and
// including the Ability value of the card": the amount is offered from the full value down.
#[test]
fn any_value_up_to_the_ability_value() {
    let c = &game().content;
    let mut s = at_actions(vec![seat(&[], &[&["Gate"]]), seat(&["Lantern"], &[])], 1);
    use_ability(&mut s, 1, "Lantern", Ability::Conceal, Via::Natural);
    play(&mut s, 1, target("Gate"));
    assert_eq!(
        game().legal_actions(&s, 1),
        vec![Action::Amount { value: 3 }, Action::Amount { value: 2 }, Action::Amount { value: 1 }]
    );
    assert!(game().apply(&mut s.clone(), 1, &Action::Amount { value: 4 }).is_err());
    play(&mut s, 1, Action::Amount { value: 1 });
    all_pass(&mut s);
    assert_eq!(s.table.aspect_value(c, id("Gate")), 2);
}

// "WATER: EMPOWER" and "FIRE: BLOCK": raise / lower another card's ability value.
#[test]
fn empower_and_block_change_ability_values() {
    let c = &game().content;
    let mut s = at_actions(vec![seat(&[], &[&["Nail"]]), seat(&["Brook", "Spark"], &[])], 1);
    use_ability(&mut s, 1, "Brook", Ability::Empower, Via::Natural);
    play(&mut s, 1, target("Nail"));
    play(&mut s, 1, Action::Amount { value: 2 });
    all_pass(&mut s);
    assert_eq!(s.table.ability_value(c, id("Nail")), 5);
    use_ability(&mut s, 1, "Spark", Ability::Block, Via::Natural);
    play(&mut s, 1, target("Nail"));
    play(&mut s, 1, Action::Amount { value: 2 });
    all_pass(&mut s);
    assert_eq!(s.table.ability_value(c, id("Nail")), 3);
    assert_eq!(s.table.unraveled[1], vec![id("Brook"), id("Spark")]);
}

// "METAL: STRENGTHEN": raise another card's Aspect value, in any tableau, own included.
#[test]
fn strengthen_raises_an_aspect_value() {
    let c = &game().content;
    let mut s = at_actions(vec![seat(&[], &[&["Ember"]]), seat(&["Coin"], &[&["Tide"]])], 1);
    let targets: Vec<Action> = {
        use_ability(&mut s, 1, "Coin", Ability::Strengthen, Via::Natural);
        game().legal_actions(&s, 1)
    };
    assert_eq!(targets, vec![target("Tide"), target("Ember")].into_iter().sorted_by_id());
    play(&mut s, 1, target("Tide"));
    play(&mut s, 1, Action::Amount { value: 2 });
    all_pass(&mut s);
    assert_eq!(s.table.aspect_value(c, id("Tide")), 3);
}

trait SortedById {
    fn sorted_by_id(self) -> Vec<Action>;
}
impl<I: Iterator<Item = Action>> SortedById for I {
    fn sorted_by_id(self) -> Vec<Action> {
        let mut v: Vec<Action> = self.collect();
        v.sort_by_key(|a| match a {
            Action::Target { card } => *card,
            _ => 0,
        });
        v
    }
}

// "AIR: TRADE": exchange the Air card for a card in another tableau with Aspect value up to
// the ability value. The Air card goes into their tableau (ruling: in the traded card's
// place); the card gained goes to the trader's hand, openly.
#[test]
fn trade_swaps_the_air_card_into_their_tableau() {
    let g = game();
    let mut s = at_actions(vec![seat(&[], &[&["Chain", "Coin"]]), seat(&["Feather"], &[])], 1);
    use_ability(&mut s, 1, "Feather", Ability::Trade, Via::Natural);
    // Ability 2: Chain (Aspect 2) and Coin (1) are in reach.
    assert_eq!(g.legal_actions(&s, 1), vec![target("Coin"), target("Chain")].into_iter().sorted_by_id());
    play(&mut s, 1, target("Chain"));
    let events = all_pass(&mut s);
    assert!(texts(&events).contains("Trades"));
    assert!(s.hand(1).contains(&id("Chain")));
    assert_eq!(s.table.tableaus[0][0].first, id("Feather"), "the Air card took Chain's place");
    assert!(s.table.unraveled[1].is_empty(), "a successful Trade card is not unraveled");
    assert_eq!(g.view(&s, Viewer::Seat(0)).hands[1], vec![id("Chain")], "everyone saw the card taken");
}

// "AIR: TRADE": "If the Trade cannot be completed for any reason, the Trade card is then Unraveled."
#[test]
fn a_failed_trade_unravels_the_air_card() {
    let mut s = at_actions(vec![seat(&["Ember"], &[&["Chain", "Coin"]]), seat(&["Feather"], &[])], 1);
    use_ability(&mut s, 1, "Feather", Ability::Trade, Via::Natural);
    play(&mut s, 1, target("Chain"));
    // Seat 0 answers by unraveling... no: by using Chain's neighbour? It Blocks the Air card.
    use_ability(&mut s, 0, "Ember", Ability::Block, Via::Natural);
    play(&mut s, 0, target("Feather"));
    play(&mut s, 0, Action::Amount { value: 1 });
    let events = all_pass(&mut s);
    assert!(texts(&events).contains("cannot be completed"), "{}", texts(&events));
    assert_eq!(s.table.unraveled[1], vec![id("Feather")]);
    assert_eq!(s.table.tableaus[0][0].first, id("Chain"));
}

// "AIR: TRADE": "Only one Trade may be active at a time."
#[test]
fn only_one_trade_at_a_time() {
    let g = game();
    let mut s = at_actions(vec![seat(&["Breeze"], &[&["Chain"]]), seat(&["Feather"], &[&["Coin"]])], 1);
    use_ability(&mut s, 1, "Feather", Ability::Trade, Via::Natural);
    play(&mut s, 1, target("Chain"));
    assert_eq!(s.table.active(), Some(0));
    assert!(!g.legal_actions(&s, 0).contains(&use_("Breeze")));
    let err = g.apply(&mut s, 0, &use_("Breeze")).unwrap_err();
    assert!(err.message.contains("Only one Trade"));
}

// "EARTH: RECALL": search discard piles and take one card into the hand; the Earth card is unraveled.
#[test]
fn recall_takes_a_card_from_a_discard_pile() {
    let sc = super::super::Scenario {
        seats: vec![seat(&[], &[]), seat(&["Root"], &[])],
        piles: vec![vec!["Blade".into(), "Ember".into()], vec!["Tide".into()]],
        to_move: 1,
        start: super::super::Start::Actions,
        ..Default::default()
    };
    let mut s = super::support::build(&sc);
    use_ability(&mut s, 1, "Root", Ability::Recall, Via::Natural);
    assert_eq!(
        game().legal_actions(&s, 1),
        vec![target("Tide"), target("Ember"), target("Blade")].into_iter().sorted_by_id()
    );
    play(&mut s, 1, target("Blade"));
    let events = all_pass(&mut s);
    assert!(texts(&events).contains("Recalls"));
    assert!(s.hand(1).contains(&id("Blade")));
    assert_eq!(s.table.piles[0], vec![id("Ember")]);
    assert_eq!(s.table.unraveled[1], vec![id("Root")]);
}

// "AETHER: MORPH": use the Aether card as the ability of another card in any tableau, at the
// Aether card's ability value ("an Aether card with Morph 3 ... may be 1, 2, or 3").
#[test]
fn morph_copies_an_ability_in_play() {
    let g = game();
    let c = &g.content;
    let mut s = at_actions(vec![seat(&[], &[&["Nail", "Gate"]]), seat(&["Dream", "Echo"], &[&["Ember"]])], 1);
    let morphs = ways_to_use(&s, 1, "Dream");
    assert_eq!(
        morphs,
        vec![(Ability::Block, Via::Morph), (Ability::Strengthen, Via::Morph)],
        "the abilities of Fire and Metal in play"
    );
    use_ability(&mut s, 1, "Dream", Ability::Strengthen, Via::Morph);
    play(&mut s, 1, target("Ember"));
    play(&mut s, 1, Action::Amount { value: 3 });
    all_pass(&mut s);
    assert_eq!(s.table.aspect_value(c, id("Ember")), 4);
    assert_eq!(s.table.unraveled[1], vec![id("Dream")]);
}

// "AETHER: MORPH": with no other card in any tableau there is nothing to copy.
#[test]
fn morph_needs_another_card_in_play() {
    let s = at_actions(vec![seat(&[], &[]), seat(&["Dream"], &[])], 1);
    assert!(!game().legal_actions(&s, 1).iter().any(|a| matches!(a, Action::Use { .. })));
    assert!(ways_to_use(&s, 1, "Dream").is_empty());
}

// "COMBINING ABILITIES": the rulebook's example. A Water (ability 2) Empowers an Air from 2
// to 4; the Air tries to Trade for an Aether of Aspect value 3; the other apprentice answers
// with two Fire cards of ability 1, Blocking the Air back down to 2. The Trade fails: the Air
// and the Water are unraveled, and so are the two Fire cards.
#[test]
fn the_rulebooks_combining_example() {
    let g = game();
    let mut s =
        at_actions(vec![seat(&["Cinder", "Hearth"], &[&["Comet", "Pebble"]]), seat(&["Brook"], &[&["Feather"]])], 1);
    use_ability(&mut s, 1, "Brook", Ability::Empower, Via::Natural);
    play(&mut s, 1, target("Feather"));
    play(&mut s, 1, Action::Amount { value: 2 });
    all_pass(&mut s);
    assert_eq!(s.table.ability_value(&g.content, id("Feather")), 4);
    use_ability(&mut s, 1, "Feather", Ability::Trade, Via::Natural);
    play(&mut s, 1, target("Comet"));
    // The second apprentice answers, with both Fire cards, before letting it resolve.
    assert_eq!(s.table.active(), Some(0));
    use_ability(&mut s, 0, "Cinder", Ability::Block, Via::Natural);
    play(&mut s, 0, target("Feather"));
    assert_eq!(s.table.active(), Some(0), "an answering apprentice may add more before passing");
    use_ability(&mut s, 0, "Hearth", Ability::Block, Via::Natural);
    play(&mut s, 0, target("Feather"));
    let events = all_pass(&mut s);
    let log = texts(&events);
    assert!(log.contains("cannot be completed"), "{log}");
    assert_eq!(s.table.unraveled[1], vec![id("Brook"), id("Feather")]);
    assert_eq!(s.table.unraveled[0], vec![id("Hearth"), id("Cinder")], "last in, first out");
    assert_eq!(s.table.tableaus[0][0].first, id("Comet"));
    assert!(s.table.stack.is_empty() && s.table.window.is_none());
    assert_eq!(s.table.active(), Some(1), "back to the trader's actions");
}

// "COMBINING ABILITIES" (response window): each other apprentice is asked in turn order,
// starting left of whoever used the ability; one seat at a time.
#[test]
fn the_window_asks_each_other_seat_in_turn_order() {
    let g = game();
    let mut s = at_actions(vec![seat(&[], &[&["Nail"]]), seat(&[], &[]), seat(&["Ember"], &[])], 2);
    use_ability(&mut s, 2, "Ember", Ability::Block, Via::Natural);
    play(&mut s, 2, target("Nail"));
    play(&mut s, 2, Action::Amount { value: 3 });
    let mut asked = Vec::new();
    while let Some(w) = s.table.window {
        asked.push(w.asked);
        assert_eq!(g.active_seats(&s), vec![w.asked as usize]);
        assert!(g.legal_actions(&s, w.asked as usize).contains(&Action::Pass));
        play(&mut s, w.asked as usize, Action::Pass);
    }
    assert_eq!(asked, vec![0, 1]);
}

// Ruling: a Block (any answer) can itself be answered; answers resolve last in, first out.
// Here the trader answers the Block with an Empower on the Air card, and the Trade succeeds.
#[test]
fn a_block_can_be_answered_and_everything_resolves_last_in_first_out() {
    let mut s =
        at_actions(vec![seat(&["Spark"], &[&["Chain", "Coin"]]), seat(&["Feather", "Brook"], &[]), seat(&[], &[])], 1);
    use_ability(&mut s, 1, "Feather", Ability::Trade, Via::Natural);
    play(&mut s, 1, target("Chain"));
    assert_eq!(s.table.active(), Some(2));
    play(&mut s, 2, Action::Pass);
    use_ability(&mut s, 0, "Spark", Ability::Block, Via::Natural);
    play(&mut s, 0, target("Feather"));
    play(&mut s, 0, Action::Amount { value: 2 });
    play(&mut s, 0, Action::Pass);
    // The window goes round again from seat 1 (left of the blocker): the trader answers.
    assert_eq!(s.table.active(), Some(1));
    use_ability(&mut s, 1, "Brook", Ability::Empower, Via::Natural);
    play(&mut s, 1, target("Feather"));
    play(&mut s, 1, Action::Amount { value: 2 });
    let events = all_pass(&mut s);
    let log = texts(&events);
    let empower = log.find("Empower takes effect").expect("empower resolves");
    let block = log.find("Block takes effect").expect("block resolves");
    let trade = log.find("Trades").expect("trade resolves");
    assert!(empower < block && block < trade, "{log}");
    assert!(s.hand(1).contains(&id("Chain")));
}

// "FIRE: BLOCK": "A Blocked card is still Unraveled." Blocked to 0, the ability does nothing.
#[test]
fn a_blocked_card_is_still_unraveled() {
    let c = &game().content;
    let mut s = at_actions(vec![seat(&["Ember"], &[&["Nail"]]), seat(&["Coin"], &[])], 1);
    use_ability(&mut s, 1, "Coin", Ability::Strengthen, Via::Natural);
    play(&mut s, 1, target("Nail"));
    play(&mut s, 1, Action::Amount { value: 2 });
    use_ability(&mut s, 0, "Ember", Ability::Block, Via::Natural);
    play(&mut s, 0, target("Coin"));
    play(&mut s, 0, Action::Amount { value: 3 });
    let events = all_pass(&mut s);
    assert!(texts(&events).contains("Blocked down to nothing"));
    assert_eq!(s.table.aspect_value(c, id("Nail")), 1);
    assert_eq!(s.table.unraveled[1], vec![id("Coin")]);
    assert_eq!(s.table.unraveled[0], vec![id("Ember")]);
}

// Ruling: abilities may be used from the hand or the tableau ("Unravel ... cards from your
// hand or your tableau ... after using its Ability").
#[test]
fn abilities_from_hand_or_tableau() {
    let g = game();
    let s = at_actions(vec![seat(&[], &[&["Tide"]]), seat(&["Spark"], &[&["Ember"]])], 1);
    let legal = g.legal_actions(&s, 1);
    assert!(legal.contains(&use_("Spark")));
    assert!(legal.contains(&use_("Ember")));
}

// "BOUND SPELLS": "A Bound spell cannot be affected by the Abilities of any other cards."
#[test]
fn bound_spells_are_immune() {
    let g = game();
    let c = &g.content;
    let mut s = at_actions(vec![seat(&[], &[&["Blade", "Gate"], &["Nail"]]), seat(&["Lantern", "Breeze"], &[])], 1);
    assert!(s.table.in_bound_spell(c, id("Blade")));
    use_ability(&mut s, 1, "Lantern", Ability::Conceal, Via::Natural);
    assert_eq!(g.legal_actions(&s, 1), vec![target("Nail")]);
    let before = state_hash(&s);
    let err = g.apply(&mut s, 1, &target("Gate")).unwrap_err();
    assert_eq!(err.rule.section, "BOUND SPELLS");
    assert_eq!(state_hash(&s), before);
}

// "BOUND SPELLS": once per round per Bound spell, use any card as the Bound Aspect's ability
// with that card's own ability value; the spell turns, and turns back at the owner's next turn.
// The rulebook's example: Air Bound lets a Metal with ability value 2 Trade for a card of
// Aspect value 1 or 2.
#[test]
fn cast_a_binding_the_rulebooks_air_example() {
    let g = game();
    let mut s = at_actions(
        vec![seat(&[], &[&["Chain", "Tide"], &["Blade"]]), seat(&["Coin", "Nail"], &[&["Zephyr", "Tempest"]])],
        1,
    );
    let via = Via::Binding { spell: id("Zephyr") };
    assert!(ways_to_use(&s, 1, "Coin").contains(&(Ability::Trade, via)));
    use_ability(&mut s, 1, "Coin", Ability::Trade, via);
    // Coin's ability value is 2: Chain (2) and Tide (1) are in reach, Blade (3) is not.
    assert_eq!(g.legal_actions(&s, 1), vec![target("Tide"), target("Chain")].into_iter().sorted_by_id());
    play(&mut s, 1, target("Chain"));
    let events = all_pass(&mut s);
    assert!(texts(&events).contains("Trades"), "{}", texts(&events));
    assert!(s.hand(1).contains(&id("Chain")));
    assert!(s.table.tableaus[1][0].turned, "the Bound spell is turned");
    // Once per round: Nail cannot use it again now.
    assert_eq!(ways_to_use(&s, 1, "Nail"), vec![(Ability::Strengthen, Via::Natural)]);
    let mut choosing = s.clone();
    choosing.table.sub = super::super::Sub::Choosing { owner: 1, card: id("Nail") };
    let again = Action::UseAbility { card: id("Nail"), ability: Ability::Trade, via };
    let err = g.apply(&mut choosing, 1, &again).unwrap_err();
    assert!(err.message.contains("this round"));
    // It turns back at the start of the owner's next turn (Refresh), not before.
    play(&mut s, 1, Action::EndActions);
    play(&mut s, 1, Action::KeepHand);
    assert!(s.table.tableaus[1][0].turned, "still turned during the other apprentice's turn");
    while s.table.turn != 1 {
        let seat = s.table.active().unwrap() as usize;
        let a = match s.table.step {
            Step::TurnStart => Action::Focus,
            Step::ListenIn => g.legal_actions(&s, seat)[0],
            Step::Actions => Action::EndActions,
            Step::ClearMind => Action::KeepHand,
            _ => g.legal_actions(&s, seat)[0],
        };
        play(&mut s, seat, a);
    }
    assert!(!s.table.tableaus[1][0].turned);
}

// "BOUND SPELLS": the Bound spell's own cards are not "any card" for its Binding (ruling).
#[test]
fn a_binding_uses_another_card() {
    let g = game();
    let s = at_actions(vec![seat(&[], &[&["Nail"]]), seat(&[], &[&["Blaze", "Inferno"]])], 1);
    let via = Via::Binding { spell: id("Blaze") };
    assert!(!ways_to_use(&s, 1, "Inferno").contains(&(Ability::Block, via)));
    assert_eq!(ways_to_use(&s, 1, "Inferno"), vec![(Ability::Block, Via::Natural)]);
    let _ = g;
}

// "BOUND SPELLS" with Aether: the Binding lends Morph, so any card copies an ability in play.
#[test]
fn an_aether_binding_morphs() {
    let g = game();
    let s = at_actions(vec![seat(&[], &[&["Nail"]]), seat(&["Tide"], &[&["Comet", "Starfield"]])], 1);
    let via = Via::Binding { spell: id("Comet") };
    assert!(ways_to_use(&s, 1, "Tide").contains(&(Ability::Strengthen, via)));
    assert!(g.legal_actions(&s, 1).contains(&Action::Use { card: id("Tide") }));
}

// Bound spells may answer during another apprentice's turn too (once per round): a Fire
// Binding lets a Metal card Block the Strengthen being used against it.
#[test]
fn a_binding_can_answer() {
    let c = &game().content;
    let mut s = at_actions(vec![seat(&["Nail"], &[&["Blaze", "Inferno"]]), seat(&["Coin"], &[&["Tide"]])], 1);
    use_ability(&mut s, 1, "Coin", Ability::Strengthen, Via::Natural);
    play(&mut s, 1, target("Tide"));
    play(&mut s, 1, Action::Amount { value: 2 });
    let via = Via::Binding { spell: id("Blaze") };
    use_ability(&mut s, 0, "Nail", Ability::Block, via);
    play(&mut s, 0, target("Coin"));
    play(&mut s, 0, Action::Amount { value: 2 });
    all_pass(&mut s);
    assert_eq!(s.table.aspect_value(c, id("Tide")), 1, "the Strengthen was Blocked to nothing");
    assert!(s.table.tableaus[0][0].turned);
}

// Ruling ("COMBINING ABILITIES", answering): an answer is aimed at what waits to resolve — the
// card whose ability is waiting, or the card it targets. Other uses wait for your own turn.
#[test]
fn an_answer_is_aimed_at_the_waiting_ability() {
    let g = game();
    let mut s = at_actions(
        vec![seat(&["Coin", "Spark", "Dawn"], &[&["Chain", "Tide"], &["Nail"]]), seat(&["Feather"], &[&["Ember"]])],
        1,
    );
    use_ability(&mut s, 1, "Feather", Ability::Trade, Via::Natural);
    play(&mut s, 1, target("Chain"));
    let legal = g.legal_actions(&s, 0);
    assert!(legal.contains(&use_("Spark")), "Block the Air card");
    assert!(legal.contains(&use_("Coin")), "Strengthen the card the Trade wants");
    use_ability(&mut s, 0, "Dawn", Ability::Conceal, Via::Natural);
    // Conceal may only be aimed at Chain (the Trade's target): not at Ember or Nail.
    assert_eq!(g.legal_actions(&s, 0), vec![target("Chain")]);
    let err = g.apply(&mut s, 0, &target("Ember")).unwrap_err();
    assert_eq!(err.rule.section, "COMBINING ABILITIES");
}

// Ruling: each card may be woven, or have its ability used, once per turn. A successful Trade
// costs no card and moving a card between one's spells costs nothing, so without this the same
// exchange could be repeated without end within one turn.
#[test]
fn a_card_is_woven_or_used_once_per_turn() {
    let g = game();
    let mut s = at_actions(vec![seat(&[], &[&["Cloud", "Tide"]]), seat(&["Breeze", "Nail"], &[])], 1);
    use_ability(&mut s, 1, "Breeze", Ability::Trade, Via::Natural);
    play(&mut s, 1, target("Cloud"));
    all_pass(&mut s);
    assert!(s.hand(1).contains(&id("Cloud")));
    use_ability(&mut s, 1, "Cloud", Ability::Trade, Via::Natural);
    play(&mut s, 1, target("Breeze"));
    all_pass(&mut s);
    assert!(s.hand(1).contains(&id("Breeze")), "traded back");
    assert!(!g.legal_actions(&s, 1).contains(&use_("Breeze")));
    let err = g.apply(&mut s, 1, &use_("Breeze")).unwrap_err();
    assert!(err.message.contains("once per turn"), "{err}");
    play(&mut s, 1, Action::Weave { card: id("Nail") });
    play(&mut s, 1, Action::WeaveInto { place: Place::NewSpell });
    assert!(g.apply(&mut s, 1, &Action::Weave { card: id("Nail") }).is_err(), "woven once this turn");
    // A new turn, a new chance.
    play(&mut s, 1, Action::EndActions);
    to_actions_of(&mut s, 1);
    assert!(g.legal_actions(&s, 1).contains(&use_("Breeze")));
}

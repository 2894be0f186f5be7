//! Setup, the actions of a turn, free actions, recovering, and the end of the game.

use super::super::state::{Eyes, Phase, Task};
use super::super::tapestry::Tapestry;
use super::super::{Action, Mundane, WovenState};
use super::support::{game, invariants, scenario, spell_id, started};
use crate::core::Game;

/// Location id of (column, row) on the Citadel map.
pub fn at(col: u8, row: u8) -> u8 {
    row * 13 + col
}

/// A started game whose active mage has the front of t01 (`A # # / # F E`) as tapestry.
pub fn with_t01() -> (WovenState, usize) {
    let mut s = started(2, 11);
    let seat = s.table.turn as usize;
    let c = &game().content;
    s.table.mages[seat].tapestry = Tapestry::start(&c.tapestry[0].faces[0]);
    (scenario(&s), seat)
}

fn take_from_deck(s: &mut WovenState, spell: u8) {
    s.table.spell_deck.retain(|&x| x != spell);
}

#[test]
fn setup_gives_each_mage_mana_starters_and_a_tapestry() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Setup": 4 mana on the mat, 4 starters, the mage
    // on the edge, a random tapestry card with a chosen side.
    let g = game();
    let c = &g.content;
    let mut s = g.new_game(&Default::default(), 3, 5).unwrap();
    let Phase::Setup { seat: first } = s.table.phase else { panic!("setup first") };
    assert_eq!(first, s.table.first);
    for (i, m) in s.table.mages.iter().enumerate() {
        assert_eq!((m.pool, m.supply), (4, 7));
        assert_eq!(m.hand, vec![0, 1, 2, 3]);
        assert_eq!(m.loc, c.map.starts[i]);
    }
    let dealt = s.table.dealt[first as usize];
    g.apply(&mut s, first as usize, &Action::ChooseSide { side: 1 }).unwrap();
    let t = &s.table.mages[first as usize].tapestry;
    assert_eq!(t.cells.len(), 6);
    let symbols: usize = c.tapestry[dealt as usize].faces[1].iter().flatten().flatten().count();
    assert_eq!(t.cells.values().filter(|x| x.symbol.is_some()).count(), symbols);
    while let Phase::Setup { seat } = s.table.phase {
        g.apply(&mut s, seat as usize, &Action::ChooseSide { side: 0 }).unwrap();
    }
    assert_eq!(s.table.turn, first, "the first mage starts play");
    invariants(g, &s).unwrap();
}

#[test]
fn a_cast_plays_the_card_weaves_threads_and_resolves() {
    // Woven rules (002), "Cast a Spell": card to the Active area, Threads from the pool
    // complete the pattern, the spell resolves; then it may be cast again on a new pattern.
    let g = game();
    let (mut s, seat) = with_t01();
    let casts: Vec<Action> =
        g.legal_actions(&s, seat).into_iter().filter(|a| matches!(a, Action::Cast { spell: 0, .. })).collect();
    assert_eq!(casts.len(), 2, "Haste `A X` from A at (0,0): right or down");
    g.apply(&mut s, seat, &casts[0]).unwrap();
    let m = &s.table.mages[seat];
    assert_eq!((m.pool, m.tapestry.threads()), (3, 1));
    assert_eq!(m.hand, vec![1, 2, 3]);
    assert_eq!(m.active.len(), 1);
    assert!(matches!(s.table.pending.last(), Some(Task::Walk { mp: 4 })));
    g.apply(&mut s, seat, &Action::Stop).unwrap();
    let again = g.legal_actions(&s, seat);
    assert!(again.iter().any(|a| matches!(a, Action::Recast { spell: 0, .. })), "{again:?}");
    assert!(again.contains(&Action::Stop));
    g.apply(&mut s, seat, &again[0]).unwrap();
    assert_eq!(s.table.mages[seat].tapestry.threads(), 2);
    g.apply(&mut s, seat, &Action::Stop).unwrap();
    assert_eq!(g.legal_actions(&s, seat), vec![Action::Stop], "no new pattern left: only finishing");
    g.apply(&mut s, seat, &Action::Stop).unwrap();
    assert_ne!(s.table.turn as usize, seat, "one action, then the turn passes");
    invariants(g, &s).unwrap();
}

#[test]
fn a_cast_that_completes_no_pattern_is_refused() {
    // Woven rules (002), "Cast a Spell": if you cannot complete the pattern you may not cast.
    let g = game();
    let (s, seat) = with_t01();
    let Some(Action::Cast { placement, .. }) =
        g.legal_actions(&s, seat).into_iter().find(|a| matches!(a, Action::Cast { spell: 0, .. }))
    else {
        panic!("Haste castable")
    };
    let mut wrong = placement.clone();
    wrong.new_threads = vec![(5, 5)].into();
    let mut t = s.clone();
    let e = g.apply(&mut t, seat, &Action::Cast { spell: 0, placement: wrong }).unwrap_err();
    assert_eq!(e.rule.topic, "Cast a Spell");
    assert_eq!(t, s);
    let mut t = s.clone();
    t.table.mages[seat].pool = 0;
    let t = scenario_with_pool_zero(t, seat);
    assert!(!g.legal_actions(&t, seat).iter().any(|a| matches!(a, Action::Cast { .. })), "no mana, no Thread");
}

fn scenario_with_pool_zero(mut s: WovenState, seat: usize) -> WovenState {
    s.table.mages[seat].supply += 4;
    scenario(&s)
}

#[test]
fn copies_of_a_mundane_effect_combine() {
    // Woven rules (002), "Mundane Effect": several cards for the same effect combine; Move is
    // 2 MP each.
    let g = game();
    let (mut s, seat) = with_t01();
    let seek = spell_id("Seek");
    take_from_deck(&mut s, seek);
    s.table.mages[seat].hand.push(seek);
    let mut s = scenario(&s);
    let play = Action::Mundane { op: Mundane::Move, cards: vec![3, seek] };
    assert!(g.legal_actions(&s, seat).contains(&play));
    g.apply(&mut s, seat, &play).unwrap();
    assert!(matches!(s.table.pending.last(), Some(Task::Walk { mp: 4 })));
    let m = &s.table.mages[seat];
    assert_eq!(m.discard.len(), 2);
    assert_eq!(m.hand, vec![0, 1, 2]);
}

#[test]
fn endurance_grants_another_action() {
    // Spell fact: Endurance — take another action.
    let g = game();
    let (mut s, seat) = with_t01();
    let cast = g.legal_actions(&s, seat).into_iter().find(|a| matches!(a, Action::Cast { spell: 1, .. })).unwrap();
    g.apply(&mut s, seat, &cast).unwrap();
    if s.table.pending.last().is_some() {
        g.apply(&mut s, seat, &Action::Stop).unwrap();
    }
    assert_eq!(s.table.turn as usize, seat, "still this mage's turn");
    assert!(g.legal_actions(&s, seat).contains(&Action::Recover));
}

#[test]
fn recover_acquires_at_watched_wellsprings() {
    // Woven rules (002), "Recover": per wellspring with your Eye, one for extra mana and the rest
    // to draft spells (draw N, keep 1, may bank one from hand, rest to the bottom); then
    // non-charged Active spells go to the discard and the hand is drawn up to four.
    let g = game();
    let (mut s, seat) = with_t01();
    s.table.mages[seat].pool -= 2;
    s.table.mages[seat].eyes.insert(at(2, 1), Eyes { loose: 1, anchored: 0 });
    s.table.mages[seat].eyes.insert(at(10, 1), Eyes { loose: 1, anchored: 0 });
    let mut s = scenario(&s);
    g.apply(&mut s, seat, &Action::Recover).unwrap();
    let asked: Vec<Action> = g.legal_actions(&s, seat).into_iter().filter(|a| !a.is_free()).collect();
    assert_eq!(asked, vec![Action::TakeMana, Action::Stop]);
    let top = *s.table.spell_deck.last().unwrap();
    g.apply(&mut s, seat, &Action::TakeMana).unwrap();
    assert_eq!((s.table.mages[seat].pool, s.table.mages[seat].supply), (3, 6));
    let asked: Vec<Action> = g.legal_actions(&s, seat).into_iter().filter(|a| !a.is_free()).collect();
    assert_eq!(asked, vec![Action::Take { spell: top }], "2 wellsprings - 1 for mana = 1 card");
    g.apply(&mut s, seat, &Action::Take { spell: top }).unwrap();
    let bank = Action::Bank { spell: 2 };
    assert!(g.legal_actions(&s, seat).contains(&bank));
    g.apply(&mut s, seat, &bank).unwrap();
    let m = &s.table.mages[seat];
    assert_eq!(m.hand.len(), 4, "drawn back up to four");
    assert!(m.treasure.contains(&super::super::state::Trophy::Spell(2)));
    assert!(g.legal_actions(&s, seat).contains(&Action::EndTurn), "Eyes to abandon: the mage ends the turn");
    g.apply(&mut s, seat, &Action::EndTurn).unwrap();
    assert_ne!(s.table.turn as usize, seat);
    invariants(g, &s).unwrap();
}

#[test]
fn recover_without_acquisition_trashes_the_top_spell() {
    // Woven rules (002), "Recover": no spell acquired — the top spell card goes to the discard.
    let g = game();
    let (mut s, seat) = with_t01();
    let top = *s.table.spell_deck.last().unwrap();
    g.apply(&mut s, seat, &Action::Recover).unwrap();
    assert_eq!(s.table.spell_discard, vec![top]);
}

#[test]
fn free_actions_do_not_end_the_turn() {
    // Woven rules (002), "Each turn", free actions: abandon an Eye or Charge; un-anchor one Eye.
    let g = game();
    let (mut s, seat) = with_t01();
    s.table.mages[seat].pool -= 3;
    s.table.mages[seat].eyes.insert(at(2, 2), Eyes { loose: 1, anchored: 2 });
    let mut s = scenario(&s);
    g.apply(&mut s, seat, &Action::AbandonEye { at: at(2, 2) }).unwrap();
    assert_eq!(s.table.mages[seat].pool, 2);
    g.apply(&mut s, seat, &Action::UnanchorEye { at: at(2, 2) }).unwrap();
    assert_eq!(s.table.mages[seat].eyes_at(at(2, 2)), Eyes { loose: 1, anchored: 1 });
    assert!(g.apply(&mut s, seat, &Action::UnanchorEye { at: at(2, 2) }).is_err(), "once a turn (ruling)");
    assert_eq!(s.table.turn as usize, seat);
    assert_eq!(s.table.actions_left, 1, "the turn's action is still to take");
}

#[test]
fn free_actions_may_be_taken_at_any_time_during_the_turn() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Each turn": "Free actions: At any time during your
    // turn, you may ... Abandon an Eye or Charge": mid-walk, during the re-cast offer and after
    // the action, until the mage ends the turn (until rules version 2: only before the action,
    // and the turn ended by itself after it).
    let g = game();
    let (mut s, seat) = with_t01();
    s.table.mages[seat].pool -= 2;
    s.table.mages[seat].eyes.insert(at(2, 2), Eyes { loose: 2, anchored: 0 });
    let mut s = scenario(&s);
    let refused = g.apply(&mut s.clone(), seat, &Action::EndTurn).unwrap_err();
    assert_eq!((refused.rule.section.as_ref(), refused.rule.topic.as_ref()), ("Each turn", ""));
    assert!(refused.message.contains("action first"), "{}", refused.message);
    // Mid-walk (Haste's 4 MP): the walk waits while the Eye is abandoned.
    let haste = g.legal_actions(&s, seat).into_iter().find(|a| matches!(a, Action::Cast { spell: 0, .. })).unwrap();
    g.apply(&mut s, seat, &haste).unwrap();
    assert!(matches!(s.table.pending.last(), Some(Task::Walk { mp: 4 })));
    let abandon = Action::AbandonEye { at: at(2, 2) };
    assert!(g.legal_actions(&s, seat).contains(&abandon));
    g.apply(&mut s, seat, &abandon).unwrap();
    assert!(matches!(s.table.pending.last(), Some(Task::Walk { mp: 4 })), "still walking");
    g.apply(&mut s, seat, &Action::Stop).unwrap();
    // During the re-cast offer.
    assert!(matches!(s.table.pending.last(), Some(Task::Recast { .. })));
    assert!(g.legal_actions(&s, seat).contains(&abandon));
    g.apply(&mut s, seat, &Action::Stop).unwrap();
    // After the action: the turn waits for the mage.
    assert!(s.table.pending.is_empty());
    assert_eq!(s.table.turn as usize, seat, "the turn does not end by itself while a free action is possible");
    assert_eq!(g.legal_actions(&s, seat), vec![Action::EndTurn, abandon.clone()]);
    assert!(g.apply(&mut s.clone(), seat, &Action::Recover).is_err(), "one action a turn");
    let events = g.apply(&mut s, seat, &Action::EndTurn).unwrap();
    assert_ne!(s.table.turn as usize, seat);
    assert!(events.iter().any(|e| e.text.contains("'s turn")), "{events:?}");
    invariants(g, &s).unwrap();
}

#[test]
fn the_turn_ends_by_itself_when_no_free_action_is_left() {
    // Woven rules (002), "Each turn": with no Eye, Charge or anchored Eye there is nothing left to
    // do after the action, so no End turn is asked for.
    let g = game();
    let (mut s, seat) = with_t01();
    s.table.mages[seat].pool -= 1;
    s.table.mages[seat].eyes.insert(at(2, 2), Eyes { loose: 1, anchored: 0 });
    let mut s = scenario(&s);
    g.apply(&mut s, seat, &Action::Recover).unwrap();
    while !s.table.pending.is_empty() {
        let a = g.legal_actions(&s, seat).into_iter().find(|a| !a.is_free()).unwrap();
        g.apply(&mut s, seat, &a).unwrap();
    }
    assert_eq!(s.table.turn as usize, seat);
    g.apply(&mut s, seat, &Action::AbandonEye { at: at(2, 2) }).unwrap();
    assert_ne!(s.table.turn as usize, seat, "the last free action taken, the turn is over");
}

#[test]
fn anchored_eyes_block_other_eyes() {
    // Woven rules (002), "Eyes": other Eyes may not move into or through an anchored Eye's
    // location or any location next to it.
    let g = game();
    let (mut s, seat) = with_t01();
    let c = &g.content;
    s.table.mages[seat].tapestry = Tapestry::start(&c.tapestry[1].faces[0]);
    let rival = 1 - seat;
    s.table.mages[rival].pool -= 1;
    s.table.mages[rival].eyes.insert(at(4, 0), Eyes { loose: 0, anchored: 1 });
    s.table.mages[seat].pool -= 1;
    s.table.mages[seat].eyes.insert(at(1, 0), Eyes { loose: 1, anchored: 0 });
    let mut s = scenario(&s);
    let extend = g.legal_actions(&s, seat).into_iter().find(|a| matches!(a, Action::Cast { spell: 3, .. })).unwrap();
    g.apply(&mut s, seat, &extend).unwrap();
    g.apply(&mut s, seat, &Action::Eye { at: at(1, 0) }).unwrap();
    g.apply(&mut s, seat, &Action::Go { to: at(2, 0) }).unwrap();
    let steps = g.legal_actions(&s, seat);
    assert!(!steps.contains(&Action::Go { to: at(3, 0) }), "next to the anchored Eye");
    assert!(steps.contains(&Action::Go { to: at(2, 1) }));
    assert!(steps.contains(&Action::Stop));
}

#[test]
fn a_new_eye_unanchors_the_eyes_there() {
    // Woven rules (002), "Create Eye": anchored Eyes in the location become normal Eyes.
    let g = game();
    let (mut s, seat) = with_t01();
    let rival = 1 - seat;
    s.table.mages[rival].pool -= 1;
    s.table.mages[rival].eyes.insert(at(4, 0), Eyes { loose: 0, anchored: 1 });
    s.table.mages[seat].loc = at(4, 0);
    let mut s = scenario(&s);
    g.apply(&mut s, seat, &Action::Mundane { op: Mundane::Eye, cards: vec![0] }).unwrap();
    assert_eq!(s.table.mages[rival].eyes_at(at(4, 0)), Eyes { loose: 1, anchored: 0 });
    assert_eq!(s.table.mages[seat].eyes_at(at(4, 0)), Eyes { loose: 1, anchored: 0 });
}

#[test]
fn the_game_ends_after_the_round_the_treasure_runs_out() {
    // Ruling "Game end": the round in which the last Treasure is taken is finished, then the
    // game ends; otherwise it ends after the round limit.
    let g = game();
    let (mut s, seat) = with_t01();
    s.table.treasure_ran_out = true;
    let mut s = scenario(&s);
    let mut guard = 0;
    while g.outcome(&s).is_none() {
        let who = s.table.turn as usize;
        g.apply(&mut s, who, &Action::Recover).unwrap();
        while s.table.phase == Phase::Play && s.table.turn as usize == who && !s.table.pending.is_empty() {
            let a = g.legal_actions(&s, who)[0].clone();
            g.apply(&mut s, who, &a).unwrap();
        }
        guard += 1;
        assert!(guard <= 2);
    }
    assert_eq!(s.table.turn, s.table.first, "ends when the round is complete");
    let _ = seat;
    let (mut s, _) = with_t01();
    s.table.round = game().content.round_limit;
    let mut s = scenario(&s);
    for _ in 0..2 {
        let who = s.table.turn as usize;
        g.apply(&mut s, who, &Action::Recover).unwrap();
        while s.table.phase == Phase::Play && s.table.turn as usize == who && !s.table.pending.is_empty() {
            let a = g.legal_actions(&s, who)[0].clone();
            g.apply(&mut s, who, &a).unwrap();
        }
    }
    assert!(g.outcome(&s).is_some());
}

#[test]
fn an_artifact_is_used_as_an_action_once_between_recovers() {
    // Ruling "Artifacts": used as an action, once between two of its owner's Recovers.
    let g = game();
    let c = &g.content;
    let (mut s, seat) = with_t01();
    let book = c.artifacts.iter().position(|a| a.name == "Book of Divine Contemplation").unwrap() as u8;
    s.table.artifact_deck.retain(|&k| k != book);
    s.table.mages[seat].artifacts.push(super::super::state::HeldArtifact { artifact: book, used: false });
    let card = s.table.mages[seat].hand.pop().unwrap();
    s.table.mages[seat].discard.push(card);
    let mut s = scenario(&s);
    let hand = s.table.mages[seat].hand.len();
    g.apply(&mut s, seat, &Action::UseArtifact { artifact: book }).unwrap();
    assert_eq!(s.table.mages[seat].hand.len(), hand + 1, "the Book draws a spell");
    assert!(s.table.mages[seat].artifacts[0].used);
    assert_ne!(s.table.turn as usize, seat, "it was the turn's action");
    while s.table.turn as usize != seat {
        let who = s.table.turn as usize;
        g.apply(&mut s, who, &Action::Recover).unwrap();
    }
    assert!(!g.legal_actions(&s, seat).contains(&Action::UseArtifact { artifact: book }));
    g.apply(&mut s, seat, &Action::Recover).unwrap();
    assert!(!s.table.mages[seat].artifacts[0].used, "refreshed at Recover");
}

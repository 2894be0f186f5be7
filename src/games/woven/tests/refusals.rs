//! Every refusal names its rule: one probe per rule that can refuse, each a position, an action
//! the rules forbid there, the section of rules/woven.md the refusal must cite and a word of its
//! sentence (issue 28, "Every refusal names its rule").

use super::super::effects::enterable;
use super::super::state::{Eyes, EyeMove, HeldArtifact, Source, Task};
use super::super::{Action, CardPlacement, WovenState};
use super::support::game;
use super::turn::{at, with_t01};
use crate::core::{Game, Reference};

type Position = (WovenState, usize, Action);

/// What is probed, the (section, topic) the refusal must cite, a word of its sentence, and the
/// position with the action refused there.
type Probe = (&'static str, (&'static str, &'static str), &'static str, Box<dyn Fn() -> Position>);

/// The active mage of `with_t01` answering `task` (set straight on the table: scenarios start
/// between actions).
fn waiting(task: Task) -> (WovenState, usize) {
    let (mut s, seat) = with_t01();
    s.table.pending.push(task);
    (s, seat)
}

/// A step from `from` to `to` on a walk of `mp`.
fn step(from: u8, to: u8, mp: u8) -> Position {
    let (mut s, seat) = waiting(Task::Walk { mp });
    s.table.mages[seat].loc = from;
    (s, seat, Action::Go { to })
}

/// The first neighbouring pair (`a`, `b`) the test `f` accepts, `a` a place a mage may stand.
fn pair(s: &WovenState, f: impl Fn(u8, u8) -> bool) -> (u8, u8) {
    let c = &game().content;
    (0..c.map.len() as u8)
        .filter(|&a| enterable(c, &s.table, a))
        .flat_map(|a| c.map.neighbours(a).iter().map(move |&b| (a, b)))
        .find(|&(a, b)| f(a, b))
        .expect("the Citadel map has such a step")
}

fn river() -> Position {
    let c = &game().content;
    let (s, _) = with_t01();
    let (a, b) = pair(&s, |a, b| c.map.blocked_by_river(a, b) && enterable(c, &s.table, b));
    step(a, b, 8)
}

fn too_costly() -> Position {
    let c = &game().content;
    let (s, _) = with_t01();
    let (a, b) =
        pair(&s, |a, b| enterable(c, &s.table, b) && c.map.step_cost(a, b, false).is_some_and(|k| k >= 2));
    step(a, b, 1)
}

fn into_a_sentry() -> Position {
    let c = &game().content;
    let (s, _) = with_t01();
    let sentry = s.table.sentries[0].loc;
    let (a, b) = pair(&s, |a, b| b == sentry && !c.map.blocked_by_river(a, b));
    step(a, b, 8)
}

fn too_far() -> Position {
    step(at(0, 0), at(6, 6), 8)
}

/// One of the mage's Eyes walking from C1, a rival's anchored Eye at E1.
fn eye_walk(to: u8) -> Position {
    let (mut s, seat) = with_t01();
    let owner = seat as u8;
    s.table.pending.push(Task::EyeWalk { at: at(2, 0), owner, herd: false, left: 3, how: EyeMove::Plain });
    s.table.mages[seat].pool -= 1;
    s.table.mages[seat].eyes.insert(at(2, 0), Eyes { loose: 1, anchored: 0 });
    let rival = 1 - seat;
    s.table.mages[rival].pool -= 1;
    s.table.mages[rival].eyes.insert(at(4, 0), Eyes { loose: 0, anchored: 1 });
    (s, seat, Action::Go { to })
}

fn card_far_away() -> Position {
    let (mut s, seat) = with_t01();
    let card = *s.table.tapestry_deck.last().unwrap();
    s.table.pending.push(Task::PlaceCard { card });
    (s, seat, Action::Place { placement: CardPlacement { side: 0, rotation: 0, at: (40, 40) } })
}

/// Haste (`A X`) on t01, its one legal placement changed by `f`.
fn haste(f: impl Fn(&mut WovenState, &mut super::super::PatternPlacement, usize)) -> Position {
    let g = game();
    let (mut s, seat) = with_t01();
    let Some(Action::Cast { mut placement, .. }) =
        g.legal_actions(&s, seat).into_iter().find(|a| matches!(a, Action::Cast { spell: 0, .. }))
    else {
        panic!("Haste castable")
    };
    f(&mut s, &mut placement, seat);
    (s, seat, Action::Cast { spell: 0, placement })
}

/// A board's touch on a spell in hand with no cast now (`Woven::cast_probe`): `spell` in the
/// hand of `with_t01`'s mage, changed by `f`.
fn touched(spell: u8, f: impl Fn(&mut WovenState, usize)) -> Position {
    let (mut s, seat) = with_t01();
    s.table.mages[seat].hand.push(spell);
    f(&mut s, seat);
    let probe = game().cast_probe(&s.table.mages[seat], spell);
    (s, seat, probe)
}

/// A spell whose pattern fits nowhere on t01, however many Threads.
fn fits_nowhere() -> u8 {
    let (s, seat) = with_t01();
    let t = &s.table.mages[seat].tapestry;
    let c = &game().content;
    (0..c.spells.len() as u8)
        .find(|&k| c.spell(k).is_some_and(|sp| t.placements(&sp.pattern, sp.element, usize::MAX).is_empty()))
        .expect("some spell's pattern does not fit the first card alone")
}

fn with_eye(anchored: bool) -> (WovenState, usize) {
    let (mut s, seat) = with_t01();
    s.table.mages[seat].pool -= 1;
    let eyes = if anchored { Eyes { loose: 0, anchored: 1 } } else { Eyes { loose: 1, anchored: 0 } };
    s.table.mages[seat].eyes.insert(at(2, 2), eyes);
    (s, seat)
}

#[test]
fn every_refusal_cites_the_rule_whose_condition_failed() {
    // Woven rules (002_a1e1b91dea10bbe1.txt): each condition below is a sentence of the text
    // ("You may not cross a river unless there is a bridge connecting", "they must be placed so
    // that they overlap at least one space", "If you cannot complete with pattern, then you may
    // not cast the spell", "other Eyes may not be moved into/through that location or any
    // adjacent location", ...); rules/woven.md holds each in the section cited.
    let probes: Vec<Probe> = vec![
        ("a river without a bridge", ("Movement", "Rivers"), "bridge", Box::new(river)),
        ("a step dearer than the MP left", ("Movement", "Step Costs"), "costs", Box::new(too_costly)),
        ("into a Sentry", ("Movement", "Closed Locations"), "Sentry", Box::new(into_a_sentry)),
        ("a step that is no step", ("Movement", ""), "neighbouring", Box::new(too_far)),
        ("an Eye next to an anchored Eye", ("Mana", "Eyes"), "anchored", Box::new(|| eye_walk(at(3, 0)))),
        ("an Eye jumping", ("Mana", "Eyes"), "one space", Box::new(|| eye_walk(at(2, 3)))),
        ("a tapestry card off the tapestry", ("Mundane Effects", "Draw Tapestry Card"), "overlap", Box::new(card_far_away)),
        (
            "a cast that completes no pattern",
            ("Each turn", "Cast a Spell"),
            "pattern",
            Box::new(|| haste(|_, p, _| p.new_threads = vec![(5, 5)].into())),
        ),
        (
            "a cast with no new Thread",
            ("Each turn", "Cast a Spell"),
            "at least one",
            Box::new(|| haste(|_, p, _| p.new_threads.clear())),
        ),
        (
            "more Threads than the pool",
            ("Mana", "Threads"),
            "pool",
            Box::new(|| {
                haste(|s, _, seat| {
                    s.table.mages[seat].supply += s.table.mages[seat].pool;
                    s.table.mages[seat].pool = 0;
                })
            }),
        ),
        (
            "a touched spell whose pattern fits nowhere",
            ("Spells", "Casting Spells"),
            "fits nowhere",
            Box::new(|| touched(fits_nowhere(), |_, _| {})),
        ),
        (
            "a touched spell the pool cannot pay",
            ("Mana", "Threads"),
            "pool holds 0",
            Box::new(|| {
                touched(0, |s, seat| {
                    s.table.mages[seat].supply += s.table.mages[seat].pool;
                    s.table.mages[seat].pool = 0;
                })
            }),
        ),
        (
            "a spell not in hand",
            ("Each turn", "Cast a Spell"),
            "hand",
            Box::new(|| {
                haste(|s, _, seat| {
                    let m = &mut s.table.mages[seat];
                    m.hand.retain(|&k| k != 0);
                    m.discard.push(0);
                })
            }),
        ),
        (
            "a re-cast of a spell not Active",
            ("Each turn", "Re-cast an Active Spell"),
            "Active",
            Box::new(|| {
                let (s, seat, a) = haste(|_, _, _| {});
                let Action::Cast { placement, .. } = a else { unreachable!() };
                (s, seat, Action::Recast { spell: 0, placement })
            }),
        ),
        (
            "another spell in the re-cast offer",
            ("Each turn", "Cast a Spell"),
            "just cast",
            Box::new(|| {
                let (mut s, seat, a) = haste(|_, _, _| {});
                let Action::Cast { placement, .. } = a else { unreachable!() };
                s.table.pending.push(Task::Recast { spell: 1 });
                (s, seat, Action::Recast { spell: 0, placement })
            }),
        ),
        (
            "a mundane play of cards not in hand",
            ("Each turn", "Mundane Effect"),
            "hand",
            Box::new(|| {
                let (s, seat) = with_t01();
                (s, seat, Action::Mundane { op: super::super::Mundane::Move, cards: vec![3, 3] })
            }),
        ),
        (
            "a mundane effect the card does not offer",
            ("Each turn", "Mundane Effect"),
            "offer",
            Box::new(|| {
                let (s, seat) = with_t01();
                (s, seat, Action::Mundane { op: super::super::Mundane::Move, cards: vec![0] })
            }),
        ),
        (
            "a Thread pulled from an empty square",
            ("Mundane Effects", "Pull Thread"),
            "Thread",
            Box::new(|| {
                let (s, seat) = waiting(Task::PullThread { left: 1 });
                (s, seat, Action::Pull { at: (0, 0) })
            }),
        ),
        (
            "abandoning an Eye the mage does not have",
            ("Each turn", "Free actions"),
            "Eye",
            Box::new(|| {
                let (s, seat) = with_t01();
                (s, seat, Action::AbandonEye { at: at(5, 5) })
            }),
        ),
        (
            "a second un-anchoring",
            ("Each turn", "Free actions"),
            "once",
            Box::new(|| {
                let (mut s, seat) = with_eye(true);
                s.table.mages[seat].unanchored_this_turn = true;
                (s, seat, Action::UnanchorEye { at: at(2, 2) })
            }),
        ),
        (
            "a free action while answering a rival's turn",
            ("Each turn", "Free actions"),
            "your own turn",
            Box::new(|| {
                let (mut s, seat) = with_t01();
                let rival = 1 - seat;
                s.table.mages[rival].pool -= 1;
                s.table.mages[rival].eyes.insert(at(2, 2), Eyes { loose: 1, anchored: 0 });
                // Traceback's reaction, cast: its Eye is being placed, then the reaction ends.
                s.table.pending.push(Task::ReactionEnd { victim: rival as u8 });
                s.table.pending.push(Task::PlaceEye { options: vec![at(1, 1)] });
                (s, rival, Action::AbandonEye { at: at(2, 2) })
            }),
        ),
        (
            "ending the turn before its action",
            ("Each turn", ""),
            "action first",
            Box::new(|| {
                let (s, seat) = with_t01();
                (s, seat, Action::EndTurn)
            }),
        ),
        (
            "a second action",
            ("Each turn", ""),
            "end your turn",
            Box::new(|| {
                let (mut s, seat) = with_eye(false);
                s.table.actions_left = 0;
                (s, seat, Action::Recover)
            }),
        ),
        (
            "a new action while a choice waits",
            ("Each turn", ""),
            "Finish",
            Box::new(|| {
                let (s, seat) = waiting(Task::Walk { mp: 2 });
                (s, seat, Action::Recover)
            }),
        ),
        (
            "a spent Artifact",
            ("Magic", ""),
            "once",
            Box::new(|| {
                let (mut s, seat) = with_t01();
                let artifact = s.table.artifact_deck.pop().unwrap();
                s.table.mages[seat].artifacts.push(HeldArtifact { artifact, used: true });
                (s, seat, Action::UseArtifact { artifact })
            }),
        ),
        (
            "banking a spell not in hand",
            ("Each turn", "Recover"),
            "hand",
            Box::new(|| {
                let (s, seat) = waiting(Task::Bank);
                let spell = *s.table.spell_deck.last().unwrap();
                (s, seat, Action::Bank { spell })
            }),
        ),
        (
            "a journey's place it cannot reach",
            ("Movement", ""),
            "journey",
            Box::new(|| {
                let (s, seat) = waiting(Task::Travel { options: vec![at(1, 1)] });
                (s, seat, Action::Go { to: at(3, 3) })
            }),
        ),
        (
            "an attack beside an Eye, far from it",
            ("Combat", "Attack"),
            "next to",
            Box::new(|| {
                let (s, seat) = waiting(Task::AttackBeside { from: at(2, 2), power: 1, source: Source::Mundane });
                (s, seat, Action::Go { to: at(8, 2) })
            }),
        ),
        (
            "another seat",
            ("Each turn", ""),
            "not your turn",
            Box::new(|| {
                let (s, seat) = with_t01();
                (s, 1 - seat, Action::Recover)
            }),
        ),
    ];
    let g = game();
    let reference = Reference::parse("woven", include_str!("../../../../rules/woven.md"));
    for (what, (section, topic), word, position) in probes {
        let (s, seat, action) = position();
        let mut after = s.clone();
        let e = g.apply(&mut after, seat, &action).expect_err(what);
        assert_eq!(after, s, "{what}: a refusal leaves the state as it was");
        assert_eq!((e.rule.section.as_ref(), e.rule.topic.as_ref()), (section, topic), "{what}: {}", e.message);
        assert!(e.message.contains(word), "{what}: \"{}\" says nothing of \"{word}\"", e.message);
        assert!(reference.anchor_for(&e.rule).is_some(), "{what}: no section \"{}\" in rules/woven.md", e.rule);
    }
}

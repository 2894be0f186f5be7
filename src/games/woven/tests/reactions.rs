//! Reactions and the Charges that answer what rivals do (rules/woven.md "Combat", "Reactions";
//! the spells' "Reaction:" and "Sacrifice charge:" texts; ruling "Reactions"): each is a real
//! choice of the mage it belongs to, asked when it triggers.

use super::super::combat::attack;
use super::super::effects::expand;
use super::super::state::{ActiveSpell, Eyes, Source, Task, Threat};
use super::super::tapestry::{Cell, Tapestry};
use super::super::{Action, ClearArea, Effect, Element, Terrain, WovenState};
use super::support::{game, invariants, scenario, spell_id};
use super::turn::{at, with_t01};
use crate::core::{Game, Log};

/// A tapestry of 8 x 6 plain squares with one symbol of each element in the middle: every
/// spell's pattern fits on it.
fn roomy() -> Tapestry {
    let mut t = Tapestry::default();
    for x in 0..8 {
        for y in 0..6 {
            t.cells.insert((x, y), Cell { symbol: None, thread: None });
        }
    }
    for (sq, e) in [((3, 2), Element::Air), ((4, 2), Element::Earth), ((3, 3), Element::Fire), ((4, 3), Element::Water)] {
        t.cells.insert(sq, Cell { symbol: Some(e), thread: None });
    }
    t
}

/// Two mages: the active one (`seat`) and its rival standing at `rival_at`, with the roomy
/// tapestry, these spells in hand, these charged spells, and Eyes (taken from the pools).
struct Setup<'a> {
    rival_at: u8,
    hand: &'a [&'a str],
    charged: &'a [(&'a str, u8)],
    mine: &'a [u8],
    theirs: &'a [u8],
}

fn table(x: Setup) -> (WovenState, usize, usize) {
    let (mut s, seat) = with_t01();
    let rival = 1 - seat;
    for name in x.hand {
        let k = spell_id(name);
        s.table.spell_deck.retain(|&d| d != k);
        s.table.mages[rival].hand.push(k);
    }
    for &(name, n) in x.charged {
        let k = spell_id(name);
        s.table.spell_deck.retain(|&d| d != k);
        s.table.mages[rival].active.push(ActiveSpell { spell: k, charges: n });
        s.table.mages[rival].pool -= n;
    }
    for (who, eyes) in [(seat, x.mine), (rival, x.theirs)] {
        for &l in eyes {
            s.table.mages[who].pool -= 1;
            s.table.mages[who].eyes.entry(l).or_insert(Eyes::default()).loose += 1;
        }
    }
    s.table.mages[rival].tapestry = roomy();
    s.table.mages[rival].loc = x.rival_at;
    (scenario(&s), seat, rival)
}

fn start(s: &mut WovenState, seat: usize, effect: Effect) {
    expand(&game().content, s, seat as u8, effect, Source::Spell(spell_id("Extend")), &mut Log::new(true));
}

fn play(s: &mut WovenState, seat: usize, action: &Action) {
    let legal = game().legal_actions(s, seat);
    assert!(legal.contains(action), "{action:?} not in {legal:?}");
    game().apply(s, seat, action).unwrap();
    invariants(game(), s).unwrap();
}

fn cast_of(s: &WovenState, seat: usize, name: &str) -> Action {
    let k = spell_id(name);
    game()
        .legal_actions(s, seat)
        .into_iter()
        .find(|a| matches!(a, Action::Cast { spell, .. } if *spell == k))
        .unwrap_or_else(|| panic!("{name} is not offered: {:?}", game().legal_actions(s, seat)))
}

fn walk_an_eye_in(s: &mut WovenState, seat: usize, from: u8, to: u8) {
    start(s, seat, Effect::MoveEye(2));
    play(s, seat, &Action::Eye { at: from });
    play(s, seat, &Action::Go { to });
}

#[test]
fn a_repel_charge_is_kept_when_its_mage_lets_the_eye_come() {
    // Spell fact: Repel — "you may spend a Charge"; rules/woven.md "Combat", "Reactions".
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(3, 2), hand: &[], charged: &[("Repel", 1)], mine: &[at(2, 2)], theirs: &[] });
    walk_an_eye_in(&mut s, seat, at(2, 2), at(3, 2));
    assert_eq!(game().active_seats(&s), vec![rival]);
    play(&mut s, rival, &Action::Stop);
    assert_eq!(s.table.mages[seat].eyes_at(at(3, 2)).total(), 1, "the Eye came");
    assert_eq!(s.table.mages[rival].active[0].charges, 1, "the Charge is kept");
    assert_eq!(game().active_seats(&s), vec![seat], "the walk goes on");
    assert!(game().legal_actions(&s, seat).contains(&Action::Go { to: at(4, 2) }));
}

#[test]
fn traceback_is_cast_from_hand_when_a_rival_eye_arrives() {
    // Spell fact: Traceback — "Reaction: You may cast this when an opponent's Eye is moved into
    // your location"; rules/woven.md "Combat", "Reactions".
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(3, 2), hand: &["Traceback"], charged: &[], mine: &[at(2, 2)], theirs: &[] });
    let mover_at = s.table.mages[seat].loc;
    walk_an_eye_in(&mut s, seat, at(2, 2), at(3, 2));
    assert_eq!(game().active_seats(&s), vec![rival]);
    let Some(Task::React { victim, threat }) = s.table.pending.last() else { panic!("{:?}", s.table.pending) };
    assert_eq!((*victim as usize, *threat), (rival, Threat::EyeArrives { owner: seat as u8, at: at(3, 2) }));
    assert!(game().legal_actions(&s, rival).contains(&Action::Stop), "declining is a choice");
    let cast = cast_of(&s, rival, "Traceback");
    play(&mut s, rival, &cast);
    assert_eq!(game().legal_actions(&s, rival), vec![Action::Go { to: mover_at }], "an Eye where that mage stands");
    play(&mut s, rival, &Action::Go { to: mover_at });
    assert_eq!(s.table.mages[rival].eyes_at(mover_at).total(), 1);
    assert!(s.table.mages[rival].active.iter().any(|a| a.spell == spell_id("Traceback")), "cast into the Active area");
    assert_eq!(game().active_seats(&s), vec![seat], "back to the mover, whose Eye walks on");
    assert!(game().legal_actions(&s, seat).contains(&Action::Go { to: at(4, 2) }));
}

#[test]
fn repel_cast_from_hand_is_charged_and_may_burn_the_arriving_eye() {
    // Spell fact: Repel — "Reaction: You may cast this when an Eye move into your location" and
    // "Sacrifice charge: ... you may spend a Charge to destroy that Eye"; rules/woven.md "Combat",
    // "Reactions" (ruling: the cast comes first, then the Charge may be spent).
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(3, 2), hand: &["Repel"], charged: &[], mine: &[at(2, 2)], theirs: &[] });
    walk_an_eye_in(&mut s, seat, at(2, 2), at(3, 2));
    let cast = cast_of(&s, rival, "Repel");
    play(&mut s, rival, &cast);
    let repel = spell_id("Repel");
    assert_eq!(s.table.mages[rival].active, vec![ActiveSpell { spell: repel, charges: 1 }]);
    assert_eq!(game().legal_actions(&s, rival), vec![Action::Spend { spell: repel, eye: None }, Action::Stop]);
    play(&mut s, rival, &Action::Spend { spell: repel, eye: None });
    assert_eq!(s.table.mages[seat].eye_count(), 0, "the arriving Eye is destroyed");
    assert_eq!(s.table.mages[rival].discard, vec![repel], "its last Charge spent, Repel is discarded");
    assert!(s.table.pending.is_empty());
}

#[test]
fn sacrificium_may_keep_an_attacked_eye() {
    // Spell fact: Sacrificium — "When you need to remove an Eye, you may instead remove a Charge";
    // rules/woven.md "Combat", "Reactions".
    let g = game();
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(8, 8), hand: &[], charged: &[("Sacrificium", 1)], mine: &[], theirs: &[at(2, 2)] });
    let source = Source::Spell(spell_id("Redirect"));
    attack(&g.content, &mut s, seat as u8, at(2, 2), 1, false, source, &mut Log::new(true));
    assert_eq!(g.active_seats(&s), vec![rival]);
    let sac = spell_id("Sacrificium");
    assert_eq!(g.legal_actions(&s, rival), vec![Action::Spend { spell: sac, eye: None }, Action::Stop]);
    let refused = g.apply(&mut s.clone(), seat, &Action::Stop).unwrap_err();
    assert_eq!(&*refused.rule.topic, "Reactions", "the attacker waits: {}", refused.message);
    let refused = g.apply(&mut s.clone(), rival, &Action::Spend { spell: spell_id("Switch"), eye: None }).unwrap_err();
    assert_eq!(&*refused.rule.topic, "Reactions", "{}", refused.message);
    play(&mut s, rival, &Action::Spend { spell: sac, eye: None });
    assert_eq!(s.table.mages[rival].eyes_at(at(2, 2)).total(), 1, "the Charge goes instead of the Eye");
    assert_eq!(s.table.mages[rival].discard, vec![sac]);
    assert!(s.table.pending.is_empty());
}

#[test]
fn declining_a_charge_loses_the_eye_and_keeps_the_charge() {
    // Spell fact: Sacrificium — "may"; rules/woven.md "Combat", "Reactions".
    let g = game();
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(8, 8), hand: &[], charged: &[("Sacrificium", 2)], mine: &[], theirs: &[at(2, 2)] });
    attack(&g.content, &mut s, seat as u8, at(2, 2), 1, false, Source::Mundane, &mut Log::new(true));
    play(&mut s, rival, &Action::Stop);
    assert_eq!(s.table.mages[rival].eye_count(), 0);
    assert_eq!(s.table.mages[rival].active[0].charges, 2);
    assert_eq!(g.active_seats(&s), vec![seat]);
}

#[test]
fn switch_gives_up_another_eye_of_its_mages_choice() {
    // Spell fact: Switch — "When you need to remove an Eye, you may instead remove one of your
    // other Eyes"; rules/woven.md "Combat", "Reactions".
    let g = game();
    let (mut s, seat, rival) = table(Setup {
        rival_at: at(8, 8),
        hand: &[],
        charged: &[("Switch", 1)],
        mine: &[],
        theirs: &[at(2, 2), at(5, 5), at(6, 6)],
    });
    attack(&g.content, &mut s, seat as u8, at(2, 2), 1, false, Source::Mundane, &mut Log::new(true));
    let switch = spell_id("Switch");
    assert_eq!(
        g.legal_actions(&s, rival),
        vec![
            Action::Spend { spell: switch, eye: Some(at(5, 5)) },
            Action::Spend { spell: switch, eye: Some(at(6, 6)) },
            Action::Stop
        ]
    );
    play(&mut s, rival, &Action::Spend { spell: switch, eye: Some(at(6, 6)) });
    let eyes: Vec<u8> = s.table.mages[rival].eyes.keys().copied().collect();
    assert_eq!(eyes, vec![at(2, 2), at(5, 5)]);
}

#[test]
fn sacrificium_is_cast_from_hand_when_an_eye_is_attacked() {
    // Spell fact: Sacrificium — "Reaction: You may cast this when one of your Eyes is attacked";
    // rules/woven.md "Combat", "Reactions" (ruling: cast first, then its Charge may be spent).
    let g = game();
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(8, 8), hand: &["Sacrificium"], charged: &[], mine: &[], theirs: &[at(2, 2)] });
    attack(&g.content, &mut s, seat as u8, at(2, 2), 1, false, Source::Mundane, &mut Log::new(true));
    let Some(Task::React { threat, .. }) = s.table.pending.last() else { panic!("{:?}", s.table.pending) };
    assert_eq!(*threat, Threat::EyeLost { by: seat as u8, at: at(2, 2), attacked: true });
    let cast = cast_of(&s, rival, "Sacrificium");
    play(&mut s, rival, &cast);
    let sac = spell_id("Sacrificium");
    play(&mut s, rival, &Action::Spend { spell: sac, eye: None });
    assert_eq!(s.table.mages[rival].eyes_at(at(2, 2)).total(), 1);
    assert_eq!(g.active_seats(&s), vec![seat]);
}

#[test]
fn a_removal_that_is_no_attack_offers_charges_but_no_reaction_cast() {
    // Spell facts: Sacrificium's reaction is "when one of your Eyes is attacked", its Charge
    // "when you need to remove an Eye"; Dispel removes Eyes without attacking. rules/woven.md
    // "Combat", "Reactions".
    let g = game();
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(8, 8), hand: &["Sacrificium"], charged: &[], mine: &[at(2, 2)], theirs: &[at(2, 2)] });
    expand(&g.content, &mut s, seat as u8, Effect::ClearEyes(ClearArea::AtConsumedEye), Source::Mundane, &mut Log::new(true));
    play(&mut s, seat, &Action::Eye { at: at(2, 2) });
    assert_eq!(s.table.mages[rival].eye_count(), 0, "no question: Dispel is no attack");

    let (mut s, seat, rival) = table(Setup {
        rival_at: at(8, 8),
        hand: &[],
        charged: &[("Sacrificium", 1)],
        mine: &[at(2, 2)],
        theirs: &[at(2, 2)],
    });
    expand(&g.content, &mut s, seat as u8, Effect::ClearEyes(ClearArea::AtConsumedEye), Source::Mundane, &mut Log::new(true));
    play(&mut s, seat, &Action::Eye { at: at(2, 2) });
    assert_eq!(g.active_seats(&s), vec![rival], "the Charge may still be spent");
    play(&mut s, rival, &Action::Spend { spell: spell_id("Sacrificium"), eye: None });
    assert_eq!(s.table.mages[rival].eyes_at(at(2, 2)).total(), 1);
}

#[test]
fn redirect_turns_the_attack_onto_one_of_the_mages_eyes() {
    // Spell fact: Redirect — "Reaction: When attacked, cast to redirect the attack to one of
    // your Eyes" (its cast: "Attack 1 at one of your Eyes"); rules/woven.md "Combat",
    // "Reactions": the blow falls at that Eye's location instead.
    let g = game();
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(2, 2), hand: &["Redirect"], charged: &[], mine: &[], theirs: &[at(5, 2)] });
    let source = Source::Spell(spell_id("Fire Shards"));
    attack(&g.content, &mut s, seat as u8, at(2, 2), 2, false, source, &mut Log::new(true));
    let Some(Task::React { threat, .. }) = s.table.pending.last() else { panic!("{:?}", s.table.pending) };
    assert_eq!(*threat, Threat::Attack { attacker: seat as u8, at: at(2, 2), power: 2, source });
    let hand = s.table.mages[rival].hand.len();
    let cast = cast_of(&s, rival, "Redirect");
    play(&mut s, rival, &cast);
    assert_eq!(g.legal_actions(&s, rival), vec![Action::Eye { at: at(5, 2) }]);
    play(&mut s, rival, &Action::Eye { at: at(5, 2) });
    assert_eq!(s.table.mages[rival].hand.len(), hand - 1, "only Redirect left the hand: no damage");
    assert_eq!(s.table.mages[rival].eye_count(), 0, "the Eye took the blow");
    assert_eq!(s.table.attack_totals, vec![(at(5, 2), 2)], "the attack struck there, not at (2,2)");
    assert_eq!(g.active_seats(&s), vec![seat]);
    assert!(s.table.pending.is_empty());
}

#[test]
fn dense_passage_reacts_by_jumping_to_the_nearest_dense_forest() {
    // Spell fact: Dense Passage — "Reaction: If attacked while in a Dense Forest, jump to the
    // nearest Dense Forest"; rules/woven.md "Combat", "Reactions".
    let g = game();
    let c = &g.content;
    let dense: Vec<u8> =
        (0..c.map.len() as u8).filter(|&l| c.map.loc(l).unwrap().terrain == Terrain::DenseForest).collect();
    let from = dense[0];
    let nearest = dense[1..].iter().map(|&l| c.map.distance(from, l)).min().unwrap();
    let (mut s, seat, rival) = table(Setup { rival_at: from, hand: &["Dense Passage"], charged: &[], mine: &[], theirs: &[] });
    attack(c, &mut s, seat as u8, from, 1, false, Source::Mundane, &mut Log::new(true));
    let cast = cast_of(&s, rival, "Dense Passage");
    play(&mut s, rival, &cast);
    let options = g.legal_actions(&s, rival);
    assert!(options.iter().any(|a| matches!(a, Action::Go { .. })));
    for a in options {
        if let Action::Go { to } = a {
            assert_eq!(c.map.distance(from, to), nearest, "only the nearest dense forests");
        }
    }

    // Not in a dense forest: Dense Passage is no answer, and nobody is asked.
    let open = (0..c.map.len() as u8)
        .find(|&l| c.map.loc(l).unwrap().terrain == Terrain::Open && l != c.map.citadel && c.map.distance(l, from) > 2)
        .unwrap();
    let (mut s, seat, _) = table(Setup { rival_at: open, hand: &["Dense Passage"], charged: &[], mine: &[], theirs: &[] });
    attack(c, &mut s, seat as u8, open, 1, false, Source::Mundane, &mut Log::new(true));
    assert!(s.table.pending.is_empty(), "struck at once");
}

#[test]
fn the_question_names_the_attacker_the_spell_and_the_place() {
    // rules/woven.md "Combat", "Reactions": the event that opens the question says who attacks where.
    let g = game();
    let (mut s, seat, rival) =
        table(Setup { rival_at: at(2, 2), hand: &["Deflect"], charged: &[], mine: &[], theirs: &[] });
    let mut log = Log::new(false);
    attack(&g.content, &mut s, seat as u8, at(2, 2), 1, false, Source::Spell(spell_id("Fire Shards")), &mut log);
    let text = &log.events.last().unwrap().text;
    let name = super::super::state::seat_name;
    assert_eq!(text, &format!("{} may react to {}'s Fire Shards (attack 1) at C3", name(rival as u8), name(seat as u8)));
}

/// Three mages standing together, their Eyes mixed around them, hands full of attacks, Eye
/// moves and reaction spells, Repel, Sacrificium and Switch charged: random play from here
/// meets every reaction question early and often.
fn crowded(seed: u64) -> super::super::Scenario {
    let mut s = super::support::started(3, seed);
    let here = at(3 + (seed % 5) as u8, 3 + (seed % 3) as u8);
    let hands: [&[&str]; 3] = [
        &["Redirect", "Dodge", "Lavastone", "Seek", "Control Burst", "Traceback"],
        &["Deflect", "Sacrificium", "Geyser", "Spread", "Control", "Dispel"],
        &["Dense Passage", "Repel", "Ignis", "Gust", "Disperse", "Scorch", "Switch"],
    ];
    // Repel, Sacrificium and Switch in hand in odd positions, charged in even ones.
    let charged: [&[&str]; 3] = if seed.is_multiple_of(2) {
        [&["Repel"], &["Switch", "Shield"], &["Sacrificium", "Reflect"]]
    } else {
        [&[], &["Shield"], &["Reflect"]]
    };
    let c = &game().content;
    for seat in 0..3 {
        let m = &mut s.table.mages[seat];
        m.loc = here;
        m.tapestry = roomy();
        m.pool = 10;
        m.supply = 1;
        for name in hands[seat] {
            let k = spell_id(name);
            if s.table.spell_deck.contains(&k) {
                s.table.spell_deck.retain(|&d| d != k);
                s.table.mages[seat].hand.push(k);
            }
        }
        for name in charged[seat] {
            let k = spell_id(name);
            let copy_in_hand = s.table.mages.iter().position(|m| m.hand.contains(&k));
            if let Some(holder) = copy_in_hand {
                let h = &mut s.table.mages[holder].hand;
                h.retain(|&d| d != k);
            } else {
                s.table.spell_deck.retain(|&d| d != k);
            }
            let m = &mut s.table.mages[seat];
            m.active.push(ActiveSpell { spell: k, charges: 2 });
            m.pool -= 2;
        }
        let m = &mut s.table.mages[seat];
        for l in [here, here, c.map.neighbours(here)[seat]] {
            m.pool -= 1;
            m.eyes.entry(l).or_default().loose += 1;
        }
    }
    super::super::Scenario { table: s.table }
}

#[test]
fn random_play_full_of_reactions_conforms() {
    // The shared contract (src/core/conformance.rs) from positions where every kind of
    // reaction question comes up; the game's invariants hold throughout.
    use crate::core::conformance::{self, Conformance};
    let scenarios: Vec<_> = (1..=8).map(crowded).collect();
    for sc in &scenarios {
        let s = game().from_scenario(sc, 1).unwrap();
        invariants(game(), &s).unwrap();
    }
    // Random play from them meets each kind of question.
    let mut seen = std::collections::BTreeSet::new();
    for (run, sc) in scenarios.iter().cycle().take(4 * scenarios.len()).enumerate() {
        let mut s = game().from_scenario(sc, run as u64).unwrap();
        let mut rng = crate::core::GameRng::seeded(run as u64);
        let uniform = run % 2 == 0;
        for _ in 0..1500 {
            let Some(&seat) = game().active_seats(&s).first() else { break };
            match s.table.pending.last() {
                Some(Task::React { threat: Threat::Attack { .. }, .. }) => seen.insert("attacked"),
                Some(Task::React { threat: Threat::EyeArrives { .. }, .. }) => seen.insert("eye arrives"),
                Some(Task::React { threat: Threat::EyeLost { .. }, .. }) => seen.insert("eye attacked"),
                Some(Task::Sacrifice { threat: Threat::EyeArrives { .. }, .. }) => seen.insert("repel charge"),
                Some(Task::Sacrifice { threat: Threat::EyeLost { .. }, .. }) => seen.insert("eye charge"),
                _ => false,
            };
            // Uniform picks favour casting (many placements), the playout policy other kinds.
            let a = if uniform || rng.chance(1, 2) {
                rng.pick(&game().legal_actions(&s, seat)).unwrap().clone()
            } else {
                game().policy_action(&s, seat, &mut rng).unwrap()
            };
            game().apply(&mut s, seat, &a).unwrap();
        }
    }
    assert_eq!(seen.len(), 5, "questions met: {seen:?}");
    conformance::check(
        game(),
        &Conformance {
            invariant: Some(invariants),
            seats: Some(3..=3),
            games: 1,
            actions: 1,
            thorough_games: 0,
            // Played to the end with every check at every position: four are enough.
            scenarios: scenarios.into_iter().take(4).collect(),
            ..Conformance::default()
        },
    );
}

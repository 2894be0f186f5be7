//! The effect vocabulary in play: each effect resolved from an explicit position, its choices
//! made through the game's own legal actions.

use super::super::effects::expand;
use super::super::state::{ActiveSpell, Eyes, Source};
use super::super::{Action, Effect, EyeSite, Way, WovenState};
use super::support::{game, scenario, spell_id};
use super::turn::{at, with_t01};
use crate::core::{Game, Log};

/// Starts resolving `effect` for the active mage (as if a spell had just been cast).
fn start(s: &mut WovenState, seat: usize, effect: Effect) {
    expand(&game().content, s, seat as u8, effect, Source::Mundane, &mut Log::new(true));
}

fn play(s: &mut WovenState, seat: usize, action: Action) {
    let legal = game().legal_actions(s, seat);
    assert!(legal.contains(&action), "{action:?} not in {legal:?}");
    game().apply(s, seat, &action).unwrap();
}

/// Two mages; `mine` and `theirs` are Eyes (taken from the pools).
fn board(mine: &[(u8, u8)], theirs: &[(u8, u8)]) -> (WovenState, usize) {
    let (mut s, seat) = with_t01();
    for (who, eyes) in [(seat, mine), (1 - seat, theirs)] {
        for &(l, n) in eyes {
            s.table.mages[who].pool -= n;
            s.table.mages[who].eyes.entry(l).or_insert(Eyes::default()).loose += n;
        }
    }
    (scenario(&s), seat)
}

#[test]
fn seek_leaps_to_the_mage_whose_eye_it_finds() {
    // Spell fact: Seek — stopping on another mage's Eye moves the Eye to that mage.
    let (mut s, seat) = board(&[(at(3, 2), 1)], &[(at(5, 2), 1)]);
    let rival_at = s.table.mages[1 - seat].loc;
    start(&mut s, seat, Effect::SeekEye(4));
    play(&mut s, seat, Action::Eye { at: at(3, 2) });
    play(&mut s, seat, Action::Go { to: at(4, 2) });
    play(&mut s, seat, Action::Go { to: at(5, 2) });
    play(&mut s, seat, Action::Stop);
    assert_eq!(s.table.mages[seat].eyes_at(rival_at).total(), 1);
    assert_eq!(s.table.mages[seat].eyes_at(at(5, 2)).total(), 0);
}

#[test]
fn seeks_leap_obeys_anchored_eyes() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Magic", "Eyes": "When an Eye is Anchored ...
    // other Eyes may not be moved into/through that location or any adjacent location". Every
    // way of moving an Eye obeys it unless the card says otherwise; Seek's text does not, so its
    // leap into an anchored Eye's zone does not happen and the Eye stays where it stopped.
    let c = &game().content;
    let (s, seat) = board(&[(at(3, 2), 1)], &[(at(5, 2), 1)]);
    let rival_at = s.table.mages[1 - seat].loc;
    let anchor = c
        .map
        .neighbours(rival_at)
        .iter()
        .copied()
        .find(|&n| [at(3, 2), at(4, 2), at(5, 2)].iter().all(|&l| c.map.distance(n, l) > 1))
        .unwrap();
    let mut s = s;
    s.table.mages[1 - seat].pool -= 1;
    s.table.mages[1 - seat].eyes.insert(anchor, Eyes { loose: 0, anchored: 1 });
    let mut s = scenario(&s);
    start(&mut s, seat, Effect::SeekEye(4));
    play(&mut s, seat, Action::Eye { at: at(3, 2) });
    play(&mut s, seat, Action::Go { to: at(4, 2) });
    play(&mut s, seat, Action::Go { to: at(5, 2) });
    let events = game().apply(&mut s, seat, &Action::Stop).unwrap();
    assert_eq!(s.table.mages[seat].eyes_at(rival_at).total(), 0, "no leap next to an anchored Eye");
    assert_eq!(s.table.mages[seat].eyes_at(at(5, 2)).total(), 1, "the Eye stays where it stopped");
    assert!(events.iter().any(|e| e.rule.topic == "Eyes" && e.text.contains("anchored")), "{events:?}");
}

#[test]
fn scorch_burns_a_rival_eye_where_it_enters_then_is_spent() {
    // Spell fact: Scorch.
    let (mut s, seat) = board(&[(at(3, 2), 1)], &[(at(4, 2), 2)]);
    let pools = (s.table.mages[seat].pool, s.table.mages[1 - seat].pool);
    start(&mut s, seat, Effect::ScorchEye(3));
    play(&mut s, seat, Action::Eye { at: at(3, 2) });
    play(&mut s, seat, Action::Go { to: at(4, 2) });
    play(&mut s, seat, Action::Stop);
    assert_eq!(s.table.mages[1 - seat].eyes_at(at(4, 2)).total(), 1, "one Eye burned");
    assert_eq!(s.table.mages[seat].eye_count(), 0, "the Eye is spent");
    assert_eq!((s.table.mages[seat].pool, s.table.mages[1 - seat].pool), (pools.0 + 1, pools.1 + 1));
}

#[test]
fn disperse_shoves_rival_eyes_aside() {
    // Spell fact: Disperse — existing Eyes pushed into an adjacent space.
    let (mut s, seat) = board(&[(at(3, 2), 1)], &[(at(4, 2), 2)]);
    start(&mut s, seat, Effect::PushEye(3));
    play(&mut s, seat, Action::Eye { at: at(3, 2) });
    play(&mut s, seat, Action::Go { to: at(4, 2) });
    play(&mut s, seat, Action::Stop);
    let rival = &s.table.mages[1 - seat];
    assert_eq!(rival.eyes_at(at(4, 2)).total(), 0);
    assert_eq!(rival.eye_count(), 2);
    let pushed = *rival.eyes.keys().next().unwrap();
    assert!(game().content.map.adjacent(pushed, at(4, 2)));
}

#[test]
fn gust_shares_its_spaces_among_eyes() {
    // Spell fact: Gust — 6 spaces split among any number of Eyes.
    let (mut s, seat) = board(&[(at(2, 2), 1), (at(8, 6), 1)], &[]);
    start(&mut s, seat, Effect::ScatterEyes(6));
    play(&mut s, seat, Action::Shift { from: at(2, 2), to: at(1, 2) });
    play(&mut s, seat, Action::Shift { from: at(1, 2), to: at(0, 2) });
    play(&mut s, seat, Action::Shift { from: at(0, 2), to: at(0, 1) });
    play(&mut s, seat, Action::Shift { from: at(8, 6), to: at(9, 6) });
    play(&mut s, seat, Action::Shift { from: at(9, 6), to: at(10, 6) });
    play(&mut s, seat, Action::Shift { from: at(10, 6), to: at(11, 6) });
    assert!(s.table.pending.is_empty(), "six spaces used");
    assert_eq!(s.table.mages[seat].eyes.keys().copied().collect::<Vec<_>>(), vec![at(0, 1), at(11, 6)]);
}

#[test]
fn control_moves_a_rival_eye_sharing_a_location() {
    // Spell fact: Control.
    let (mut s, seat) = board(&[(at(3, 2), 1)], &[(at(3, 2), 1)]);
    start(&mut s, seat, Effect::ControlEye(4));
    play(&mut s, seat, Action::Eye { at: at(3, 2) });
    play(&mut s, seat, Action::Go { to: at(2, 2) });
    play(&mut s, seat, Action::Stop);
    assert_eq!(s.table.mages[1 - seat].eyes_at(at(2, 2)).total(), 1);
    assert_eq!(s.table.mages[seat].eyes_at(at(3, 2)).total(), 1, "one's own Eye stays");
}

#[test]
fn water_target_places_an_eye_along_the_river() {
    // Spell fact: Water Target — next to a river, an Eye anywhere along it within 5.
    let (mut s, seat) = board(&[], &[]);
    s.table.mages[seat].loc = at(2, 7);
    let c = &game().content;
    start(&mut s, seat, Effect::PlaceEye(EyeSite::AlongRiver(5)));
    let options = game().legal_actions(&s, seat);
    assert!(!options.is_empty());
    for a in &options {
        let Action::Go { to } = a else { panic!("{a:?}") };
        assert!(c.map.on_riverbank(*to) && c.map.distance(at(2, 7), *to) <= 5);
    }
    play(&mut s, seat, Action::Go { to: at(6, 8) });
    assert_eq!(s.table.mages[seat].eyes_at(at(6, 8)).total(), 1);
}

#[test]
fn traceback_follows_a_rival_eye_to_its_mage() {
    // Spell fact: Traceback.
    let (mut s, seat) = board(&[], &[]);
    let here = s.table.mages[seat].loc;
    let (mut s, seat) = {
        s.table.mages[1 - seat].pool -= 1;
        s.table.mages[1 - seat].eyes.insert(here, Eyes { loose: 1, anchored: 0 });
        (scenario(&s), seat)
    };
    let rival_at = s.table.mages[1 - seat].loc;
    start(&mut s, seat, Effect::PlaceEye(EyeSite::OtherMage));
    play(&mut s, seat, Action::Go { to: rival_at });
    assert_eq!(s.table.mages[seat].eyes_at(rival_at).total(), 1);
}

#[test]
fn plainswalker_stays_in_the_lowlands() {
    // Spell fact: Plainswalker — from the lowlands, 7 spaces through the lowlands.
    let (mut s, seat) = board(&[], &[]);
    let c = &game().content;
    start(&mut s, seat, Effect::Travel { way: Way::Lowland, spaces: 7 });
    let options = game().legal_actions(&s, seat);
    assert!(options.len() > 3);
    for a in &options {
        if let Action::Go { to } = a {
            assert_eq!(c.map.loc(*to).unwrap().elevation, super::super::Elevation::Low);
        }
    }
}

#[test]
fn ground_clears_every_eye_around_the_mage() {
    // Spell fact: Ground — all Eyes in your location and the adjacent ones.
    let (mut s, seat) = board(&[(at(0, 0), 1)], &[(at(1, 0), 2), (at(3, 0), 1)]);
    start(&mut s, seat, Effect::ClearEyes(super::super::ClearArea::AroundMage));
    assert_eq!(s.table.mages[seat].eye_count(), 0);
    assert_eq!(s.table.mages[1 - seat].eye_count(), 1, "(3,0) is out of reach");
}

#[test]
fn repel_burns_an_eye_arriving_at_its_mage() {
    // Spell fact: Repel — "you may spend a Charge to destroy" an Eye moving into your location;
    // rules/woven.md "Combat", "Reactions" (ruling: its mage is asked when the Eye arrives).
    let (mut s, seat) = board(&[(at(2, 2), 1)], &[]);
    let rival = 1 - seat;
    let repel = spell_id("Repel");
    s.table.spell_deck.retain(|&k| k != repel);
    s.table.mages[rival].active.push(ActiveSpell { spell: repel, charges: 1 });
    s.table.mages[rival].pool -= 1;
    s.table.mages[rival].loc = at(3, 2);
    let mut s = scenario(&s);
    start(&mut s, seat, Effect::MoveEye(2));
    play(&mut s, seat, Action::Eye { at: at(2, 2) });
    play(&mut s, seat, Action::Go { to: at(3, 2) });
    assert_eq!(game().active_seats(&s), vec![rival], "Repel's mage answers the arriving Eye");
    assert_eq!(game().legal_actions(&s, rival), vec![Action::Spend { spell: repel, eye: None }, Action::Stop]);
    play(&mut s, rival, Action::Spend { spell: repel, eye: None });
    assert_eq!(s.table.mages[seat].eye_count(), 0);
    assert!(s.table.mages[rival].active.is_empty(), "the spent Repel goes to the discard");
    assert!(s.table.pending.is_empty(), "the burned Eye's walk is over");
}

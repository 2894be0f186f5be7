//! The AI's judgement of positions (`policy::evaluate`, `final_rewards`): a search world is
//! judged by what changed since the position searched; anything else by the score.

use super::super::state::{Phase, Trophy};
use super::support::{game, started};
use crate::core::{Game, GameRng, Viewer};

#[test]
fn a_search_world_is_judged_by_what_changed_since_it_was_sampled() {
    // The search samples worlds from the searching seat's view (`determinize`); a world
    // remembers each mage's standing there, so an unchanged position is even (0.5) whoever
    // leads, and a star gained on the rival is worth more than a step towards a wellspring.
    let g = game();
    let mut s = started(2, 11);
    s.table.mages[1].treasure.push(Trophy::Tower(0));
    let view = g.view(&s, Viewer::Seat(0));
    let world = g.determinize(&view, 0, &mut GameRng::seeded(3));
    let even = g.evaluate(&world).unwrap();
    assert!(even.iter().all(|r| (r - 0.5).abs() < 1e-9), "the position searched is even: {even:?}");

    let mut ahead = world.clone();
    ahead.table.mages[0].treasure.push(Trophy::Treasure(0));
    let e = g.evaluate(&ahead).unwrap();
    assert!(e[0] > 0.75 && (e[0] + e[1] - 1.0).abs() < 1e-9, "a star gained: {e:?}");

    // Over, the same judgement: the end of the game is no cliff for the search.
    ahead.table.phase = Phase::Over;
    let o = g.outcome(&ahead).unwrap();
    assert_eq!(g.final_rewards(&ahead, &o), g.evaluate(&ahead).unwrap());
}

#[test]
fn outside_a_search_the_score_decides() {
    // A dealt position (not sampled for a search) keeps the outcome's rewards: a won game is 1.
    let g = game();
    let mut s = started(2, 11);
    s.table.mages[1].treasure.push(Trophy::Tower(0));
    s.table.phase = Phase::Over;
    let o = g.outcome(&s).unwrap();
    assert_eq!(g.final_rewards(&s, &o), vec![0.0, 1.0]);
    assert_eq!(g.evaluate(&s).unwrap(), vec![0.0, 1.0]);
}

#[test]
fn a_solo_search_world_rises_with_the_score() {
    // Ruling "Solo": the search maximises the score; judged from where it was sampled.
    let g = game();
    let s = started(1, 4);
    let world = g.determinize(&g.view(&s, Viewer::Seat(0)), 0, &mut GameRng::seeded(5));
    let mut last = g.evaluate(&world).unwrap()[0];
    let mut w = world.clone();
    for k in 0..3u8 {
        w.table.mages[0].treasure.push(Trophy::Treasure(k));
        let r = g.evaluate(&w).unwrap()[0];
        assert!(r > last && r < 1.0, "more stars, more reward: {r}");
        last = r;
    }
}

#[test]
fn greedy_values_an_eye_on_a_guardian() {
    // Issue 31: every mage owns Fire Shards, so an Eye standing on a Sentry (where an attack can
    // land) is worth more to the `greedy` bot than the same Eye far from every guardian.
    use super::super::policy::heuristic;
    use super::super::state::Eyes;
    let g = game();
    let s = started(2, 11);
    let sentry = s.table.sentries[0].loc;
    let map = &g.content.map;
    let far = (0..map.len() as u8)
        .find(|&l| {
            map.loc(l).is_some_and(|x| !x.wellspring && !x.ruin)
                && s.table.sentries.iter().all(|x| map.distance(l, x.loc) > 4)
                && s.table.watchers.iter().all(|w| map.distance(l, w.loc) > 4)
                && map.distance(l, map.citadel) > 4
        })
        .expect("a location far from the guardians");
    let with_eye = |at| {
        let mut s = s.clone();
        s.table.mages[0].eyes.insert(at, Eyes { loose: 1, anchored: 0 });
        heuristic(&g.content, &s, 0)
    };
    assert!(with_eye(sentry) > with_eye(far) + 1.0, "{} vs {}", with_eye(sentry), with_eye(far));
}

#[test]
fn a_hint_says_a_cast_completes_its_spell_s_pattern() {
    // Woven rules: "Cast a Spell" and "Spell Patterns": a spell is cast by completing its pattern.
    use super::super::Action;
    let g = game();
    let s = started(2, 11);
    let seat = g.active_seats(&s)[0];
    let view = g.view(&s, Viewer::Seat(seat));
    let legal = g.legal_actions(&s, seat);
    let mut shown = Vec::new();
    for a in &legal {
        let reasons = g.hint_reasons(&view, seat, a);
        assert!(reasons.len() <= 3, "{a:?}: {reasons:?}");
        if let Action::Cast { spell, .. } = a {
            let name = &g.content.spell(*spell).unwrap().name;
            assert_eq!(reasons.first(), Some(&format!("completes {name}'s pattern")), "{a:?}");
        }
        shown.push(format!("{} => {reasons:?}", g.describe_action(&s, seat, a)));
    }
    assert!(legal.iter().any(|a| matches!(a, Action::Cast { .. })), "a cast is open: {shown:#?}");
    let said = |label: &str| {
        let a = legal.iter().find(|a| g.describe_action(&s, seat, a) == label).expect(label);
        g.hint_reasons(&view, seat, a)
    };
    // "Mundane Effects": Create Eye puts mana on the mage's location; Move is 2 MP.
    assert_eq!(said("Discard Haste + Endurance for Eye"), ["puts 2 Eyes at A1", "leaves 2 mana in your pool"]);
    assert_eq!(said("Discard Extend for Move"), ["2 spaces closer to a wellspring or a Ruin to explore"]);
    // "Recover": draw until you hold four cards.
    assert_eq!(said("Recover"), ["draws back up to four cards"]);
}

#[test]
fn a_solo_hint_tells_what_the_action_does_not_what_the_next_turn_might() {
    // Woven rules, "Each turn": one action a turn (more only by a spell). Alone at the table the
    // mage's next turn follows its own, and the hint's reasons once told what the greedy bot
    // would do then ("puts an Eye", steps closer) as if discarding for a Tapestry card did it.
    use super::super::{Action, Mundane};
    let g = game();
    let s = started(1, 3);
    let seat = g.active_seats(&s)[0];
    let view = g.view(&s, Viewer::Seat(seat));
    let tapestry = g
        .legal_actions(&s, seat)
        .into_iter()
        .find(|a| matches!(a, Action::Mundane { op: Mundane::Tapestry, cards } if cards.len() == 1))
        .expect("a discard for a Tapestry card");
    let reasons = g.hint_reasons(&view, seat, &tapestry);
    assert!(
        reasons.iter().all(|r| !r.starts_with("puts ") && !r.contains("closer") && !r.starts_with("reaches")),
        "{reasons:?}"
    );
}

#[test]
fn a_playouts_main_action_is_the_one_listing_every_action_would_give() {
    // "Each turn": the main action is one of Cast, Mundane, Re-cast, Recover (and an
    // Artifact). Playouts list only what their choice needs (`main_action`); the choice and the
    // random draws must be those of picking from every legal action (`listed_policy_action`).
    use super::super::playout::{listed_policy_action, policy_action};
    let g = game();
    let mut compared = 0;
    for seats in 2..=4 {
        for seed in 0..6u64 {
            let mut s = g.new_game(&Default::default(), seats, seed).expect("deal");
            let mut rng = GameRng::seeded(seed);
            for _ in 0..400 {
                let Some(&seat) = g.active_seats(&s).first() else { break };
                let seat = seat as u8;
                let mut a = GameRng::seeded(rng.next_u64());
                let mut b = a.clone();
                let fast = policy_action(&g.content, &s, seat, &mut a);
                let listed = listed_policy_action(&g.content, &s, seat, &mut b);
                assert_eq!(fast, listed, "seed {seed}, {seats} seats");
                assert_eq!(a.next_u64(), b.next_u64(), "the same draws: seed {seed}, {seats} seats");
                compared += 1;
                let Some(action) = fast else { break };
                g.apply(&mut s, seat as usize, &action).expect("a legal action");
            }
        }
    }
    assert!(compared > 2000, "{compared} choices compared");
}

/// Plays `seat`'s turn with `ismcts:normal` until the turn passes or the game ends; the
/// actions taken.
fn normal_plays_its_turn(s: &mut super::super::WovenState, seat: usize) -> Vec<super::super::Action> {
    use crate::ai::{choose, Bot, Level};
    let g = game();
    let mut taken = Vec::new();
    for decision in 0..40u64 {
        if s.table.phase == Phase::Over || g.active_seats(s) != vec![seat] {
            break;
        }
        let view = g.view(s, Viewer::Seat(seat));
        let a = choose(g, &view, seat, &Bot::Level(Level::Normal), 100 + decision).expect("an action");
        g.apply(s, seat, &a).expect("a legal action");
        taken.push(a);
    }
    taken
}

/// Gives `seat`'s mage one Eye on `at`, from its pool.
fn give_eye(s: &mut super::super::WovenState, seat: usize, at: u8) {
    use super::super::state::Eyes;
    let m = &mut s.table.mages[seat];
    m.pool -= 1;
    m.eyes.insert(at, Eyes { loose: 1, anchored: 0 });
}

fn casts_fire_shards(taken: &[super::super::Action]) -> bool {
    let shards = super::support::spell_id("Fire Shards");
    taken.iter().any(|a| matches!(a, super::super::Action::Cast { spell, .. } if *spell == shards))
}

#[test]
fn normal_destroys_the_citadel_when_its_attack_can() {
    // Issue 31 ("attacks Watchers and the Citadel when it can win"); Woven rules (002),
    // "Object of Game" and "Combat", "Attack" (a turn's attacks add up); ruling "The Citadel and
    // its Towers": with the Towers down, a turn's total of 6 destroys the Citadel and wins.
    // The mage has Fire Shards (a starter) in hand and t01's front (`A # # / # F E`) to cast it on.
    let g = game();
    let citadel = g.content.map.citadel;
    let (mut s, seat) = super::turn::with_t01();
    give_eye(&mut s, seat, citadel);
    s.table.towers.clear();
    let mut s = super::support::scenario(&s);
    s.table.attack_totals = vec![(citadel, g.content.citadel_strength - 1)];
    let taken = normal_plays_its_turn(&mut s, seat);
    assert!(casts_fire_shards(&taken), "{taken:?}");
    assert_eq!(s.table.citadel_destroyed_by, Some(seat as u8));
    assert_eq!(g.outcome(&s).map(|o| o.winners), Some(vec![seat]));
}

#[test]
fn normal_fells_a_sentry_its_eye_watches() {
    // Issue 31: the search attacks a guardian it can defeat. Woven rules (002), "Sentries": a
    // defeated Sentry gives 1 Treasure (and its card, ruling "Sentries"); Fire Shards attacks 1
    // where the Eye it spends was, and most Sentry cards have strength 1.
    let g = game();
    let (mut s, seat) = super::turn::with_t01();
    let sentry = s.table.sentries[0].loc;
    give_eye(&mut s, seat, sentry);
    let weak = g.content.sentries.iter().position(|x| x.strength == 1 && !x.respawns).unwrap() as u8;
    super::support::deal_sentry(&mut s, 0, weak);
    let mut s = super::support::scenario(&s);
    let sentries = s.table.sentries.len();
    let taken = normal_plays_its_turn(&mut s, seat);
    assert!(casts_fire_shards(&taken), "{taken:?}");
    assert_eq!(s.table.sentries.len(), sentries - 1, "the Sentry is defeated");
    assert!(s.table.mages[seat].treasure.contains(&Trophy::Sentry(weak)));
}

#[test]
fn normal_fells_a_revealed_watcher_its_attack_can_finish() {
    // Issue 31 ("attacks Watchers and the Citadel when it can win"); Woven rules (002),
    // "Attacking a Watcher": the next Watcher card's strength, once revealed, is the attack it
    // takes; the victor takes the card and 1 Treasure; "Combat", "Attack": a turn's attacks at a
    // location add up. The Watcher was revealed and hit this turn, one short of its strength; an
    // Eye of the mage's stands on it and Fire Shards (attack 1 where the Eye was) fits t01's front.
    let g = game();
    let (mut s, seat) = super::turn::with_t01();
    let w = s.table.watchers[0].loc;
    let card = s.table.watcher_deck.pop().unwrap();
    s.table.watchers[0].card = Some(card);
    give_eye(&mut s, seat, w);
    let mut s = super::support::scenario(&s);
    s.table.attack_totals = vec![(w, g.content.watchers[card as usize].strength - 1)];
    let taken = normal_plays_its_turn(&mut s, seat);
    assert!(casts_fire_shards(&taken), "{taken:?}");
    assert!(s.table.mages[seat].treasure.contains(&Trophy::Watcher(card)), "{taken:?}");
}

#[test]
fn once_the_spell_deck_is_empty_normal_casts_blur_to_reach_a_ruin() {
    // Issue 31, point 4. Woven rules (002), "Recover", Acquisition: a Recover draws spells from
    // the spell deck, so once it is empty a watched wellspring drafts nothing; ruling "The missing
    // Special Location section": a Ruin gives 1 Treasure the first time the mage ends a turn
    // there. Blur moves the mage 8 MP, Haste 4 ("Movement"): from 5 to 8 MP away, only Blur reaches
    // the Ruin this turn. The mage's tapestry is t01's front (`A # # / # F E`), on which Blur
    // (`A X / X .`) fits with two new Threads.
    use super::super::state::Eyes;
    let g = game();
    let map = &g.content.map;
    let (mut s, seat) = super::turn::with_t01();
    let t = &mut s.table;
    let deck = std::mem::take(&mut t.spell_deck);
    t.spell_discard.extend(deck);
    let blur = super::support::spell_id("Blur");
    t.spell_discard.retain(|&k| k != blur);
    let m = &mut t.mages[seat];
    // Haste, Fire Shards, Extend and Blur in hand; Endurance discarded.
    let endurance = super::support::spell_id("Endurance");
    m.hand.retain(|&k| k != endurance);
    m.discard.push(endurance);
    m.hand.push(blur);
    // A wellspring watched, as by the middle of a game; then a place 5 to 8 MP from the nearest
    // unexplored Ruin, far from the Watchers and not beside a Sentry.
    let well = (0..map.len() as u8).find(|&l| map.loc(l).is_some_and(|x| x.wellspring && !x.ruin)).unwrap();
    m.pool -= 1;
    m.eyes.insert(well, Eyes { loose: 1, anchored: 0 });
    let ruins: Vec<u8> = (0..map.len() as u8).filter(|&l| map.loc(l).is_some_and(|x| x.ruin)).collect();
    let watchers: Vec<u8> = t.watchers.iter().map(|w| w.loc).collect();
    let sentries: Vec<u8> = t.sentries.iter().map(|x| x.loc).collect();
    let start = (0..map.len() as u8)
        .find(|&l| {
            let nearest = ruins.iter().map(|&r| map.walk_mp(l, r)).min().unwrap_or(u8::MAX);
            (5..=8).contains(&nearest)
                && map.loc(l).is_some_and(|x| !x.wellspring)
                && watchers.iter().all(|&w| map.distance(w, l) > 5)
                && sentries.iter().all(|&x| map.distance(x, l) > 2)
        })
        .expect("a place 5 to 8 MP from a Ruin");
    t.mages[seat].loc = start;
    let mut s = super::support::scenario(&s);
    let treasure = s.table.mages[seat].treasure.len();
    let taken = normal_plays_its_turn(&mut s, seat);
    let cast_blur = taken.iter().any(|a| matches!(a, super::super::Action::Cast { spell, .. } if *spell == blur));
    assert!(cast_blur, "{taken:?}");
    let m = &s.table.mages[seat];
    assert!(ruins.contains(&m.loc), "ends in a Ruin: {taken:?}");
    assert_eq!(m.treasure.len(), treasure + 1, "explores it for a Treasure");
}

#[test]
fn normal_lays_a_tapestry_card_where_its_spells_fit() {
    // Issue 31, point 4. Woven rules (002), "Mundane Effect" (Draw Tapestry Card) and "Casting
    // Spells": "you must create your Tapestry and ensure that it is arranged so that the spell
    // pattern can be created". A card has dozens of placements; normal lays it where the most of
    // its spells' patterns then fit (`policy::root_actions`), not where chance puts it.
    use super::super::content::Mundane;
    use super::super::state::Task;
    use super::super::Action;
    let g = game();
    let c = &g.content;
    let (mut s, seat) = super::turn::with_t01();
    // Four deck spells join the starters in hand; the mage owns no other.
    let spells = ["Blur", "Dodge", "Airwalk", "Lavastone"].map(super::support::spell_id);
    let t = &mut s.table;
    t.spell_deck.retain(|k| !spells.contains(k));
    let m = &mut t.mages[seat];
    assert!(m.deck.is_empty() && m.discard.is_empty() && m.active.is_empty());
    m.hand.extend(spells);
    let mut s = super::support::scenario(&s);
    // Endurance discarded to draw a tapestry card, which waits to be laid.
    let draw = g
        .legal_actions(&s, seat)
        .into_iter()
        .find(|a| matches!(a, Action::Mundane { cards, op: Mundane::Tapestry } if cards.len() == 1))
        .expect("Endurance draws a tapestry card");
    g.apply(&mut s, seat, &draw).expect("legal");
    let Some(&Task::PlaceCard { card }) = s.table.pending.last() else { panic!("a card to lay") };
    let m = &s.table.mages[seat];
    let faces = &c.tapestry[card as usize].faces;
    let fitting = |t: &super::super::tapestry::Tapestry| {
        m.hand.iter().filter(|&&k| c.spell(k).is_some_and(|sp| !t.placements(&sp.pattern, sp.element, usize::MAX).is_empty())).count()
    };
    let after = |placement| {
        let mut t = m.tapestry.clone();
        t.lay(faces, placement);
        fitting(&t)
    };
    let legal = g.legal_actions(&s, seat);
    let placements: Vec<_> =
        legal.iter().filter_map(|a| if let Action::Place { placement } = a { Some(*placement) } else { None }).collect();
    let best = placements.iter().map(|&p| after(p)).max().expect("placements");
    let short = placements.iter().filter(|&&p| after(p) < best).count();
    assert!(best > fitting(&m.tapestry), "some placement makes room for another spell");
    assert!(short * 2 > placements.len(), "most of the {} placements fit fewer: {short}", placements.len());

    let weighed = g.root_actions(&s, seat);
    assert!(!weighed.is_empty() && weighed.iter().all(|a| legal.contains(a)), "legal choices only");

    let mut played = s.clone();
    let taken = normal_plays_its_turn(&mut played, seat);
    let Some(Action::Place { placement }) = taken.first() else { panic!("lays the card first: {taken:?}") };
    assert_eq!(after(*placement), best, "{placement:?} among {} placements", placements.len());
}

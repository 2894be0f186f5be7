//! The conformance suite with every preconstructed deck, and the playout policy's games to the
//! end: no panic, the invariants after every action, refused actions leave the state unchanged.
// Spellweaver rules (001_ff038117decaf434.txt), "Ending a Game" and "Decks".

use super::super::{Action, AttackTarget, DeckChoice, Kind, Spellweaver, SpellweaverOptions, SpellweaverState, Target};
use super::support::{game, invariants};
use crate::core::conformance::{self, Conformance};
use crate::core::{state_hash, Game, GameRng, Viewer};

const MAX_ACTIONS_PER_GAME: usize = 100_000;

/// Policy actions played: enough for every deck pair to finish a game, few enough to stay quick.
const POLICY_ACTIONS: usize = 30_000;

fn probes(rng: &mut GameRng) -> Vec<Action> {
    let card = rng.below(130) as u16;
    vec![
        Action::Keep,
        Action::Pass,
        Action::ToCombat,
        Action::EndTurn,
        Action::EndAttacks,
        Action::SacrificeSpark,
        Action::Cast { card, target: None },
        Action::Cast { card, target: Some(Target::Hero(0)) },
        Action::Attack { attacker: card, target: AttackTarget::Hero },
        Action::Block { blocker: card, attacker: card },
        Action::Move { creature: card },
        Action::Offer { card },
        Action::UseSkill { slot: 2, target: None },
    ]
}

fn options(g: &Spellweaver, n: u64) -> SpellweaverOptions {
    let decks = &g.content.decks;
    let a = &decks[(n as usize) % decks.len()];
    let b = &decks[(n as usize / decks.len() + n as usize) % decks.len()];
    SpellweaverOptions {
        decks: vec![DeckChoice::Preconstructed(a.name.clone()), DeckChoice::Preconstructed(b.name.clone())],
    }
}

fn run(g: &Spellweaver, total: usize, use_policy: bool) -> (usize, u64) {
    let mut done = 0usize;
    let mut games = 0u64;
    let mut rng = GameRng::seeded(0x5eed);
    while done < total {
        let mut s: SpellweaverState = g.new_game(&options(g, games), 2, 500 + games).expect("deal");
        invariants(g, &s).expect("start");
        let mut n = 0usize;
        while g.outcome(&s).is_none() {
            let seat = g.active_seats(&s)[0];
            let legal = g.legal_actions(&s, seat);
            if n.is_multiple_of(13) {
                let before = state_hash(&s);
                for probe in probes(&mut rng) {
                    if !legal.contains(&probe) {
                        let err = g.apply(&mut s, seat, &probe).expect_err("illegal action refused");
                        assert!(!err.message.is_empty() && err.rule.game == "spellweaver");
                        assert_eq!(state_hash(&s), before, "refused {probe:?} changed the state");
                    }
                }
                assert!(g.apply(&mut s, 1 - seat, &legal[0]).is_err(), "the other seat is refused");
                assert_eq!(state_hash(&s), before);
                // Views and worlds built from them keep the invariants.
                let view = g.view(&s, Viewer::Seat(seat));
                let world = g.determinize(&view, seat, &mut rng);
                invariants(g, &world).unwrap_or_else(|e| panic!("determinized world: {e}"));
                assert_eq!(g.view(&world, Viewer::Seat(seat)).table, view.table);
            }
            let action = if use_policy {
                g.policy_action(&s, seat, &mut rng).expect("policy answers")
            } else {
                *rng.pick(&legal).expect("non-empty")
            };
            let events = g.apply(&mut s, seat, &action).unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
            for e in &events {
                assert_eq!(e.rule.game, "spellweaver");
            }
            invariants(g, &s).unwrap_or_else(|e| panic!("game {games} after {action:?}: {e}"));
            n += 1;
            assert!(n < MAX_ACTIONS_PER_GAME, "game {games} did not end");
        }
        let outcome = g.outcome(&s).expect("ended");
        assert_eq!(outcome.winners.len(), 1);
        done += n;
        games += 1;
    }
    (done, games)
}

/// The shared contract (src/core/conformance.rs) over every preconstructed deck pairing, with the
/// game's own invariants (every card in exactly one place).
#[test]
fn conforms() {
    let g = game();
    let options = (0..g.content.decks.len() as u64 * 2).map(|n| options(g, n)).collect();
    conformance::check(g, &Conformance { options, invariant: Some(invariants), ..Conformance::default() });
}

/// The playout policy plays every deck pair to the end (the suite plays uniformly at random).
#[test]
fn policy_play_ends_with_every_deck_pair() {
    let (done, games) = run(game(), POLICY_ACTIONS, true);
    eprintln!("spellweaver policy: {done} actions over {games} games");
    assert!(games >= 6);
}

/// A preconstructed deck with four copies of its aspect's creature with an activated ability in
/// place of four other creatures (no preconstructed deck holds one), as a custom list.
fn with_abilities(g: &Spellweaver, deck: usize) -> DeckChoice {
    let c = &g.content;
    let d = &c.decks[deck];
    let aspect = c.heroes[d.hero as usize].aspect;
    let able = c
        .cards
        .iter()
        .position(|k| k.aspect == aspect && !k.abilities.is_empty())
        .expect("each aspect has a creature with an ability") as u16;
    let mut cards: Vec<u16> = d.cards.clone();
    for _ in 0..4 {
        let at =
            cards.iter().position(|&x| c.cards[x as usize].kind == Kind::Creature && x != able).expect("creatures");
        cards[at] = able;
    }
    let mut list: Vec<(u8, String)> = Vec::new();
    for def in cards {
        let name = &c.cards[def as usize].name;
        match list.iter_mut().find(|(_, n)| n == name) {
            Some((count, _)) => *count += 1,
            None => list.push((1, name.clone())),
        }
    }
    DeckChoice::Custom { hero: c.heroes[d.hero as usize].name.clone(), cards: list }
}

/// The shared contract again with decks that use activated abilities ("Creatures", "Abilities").
#[test]
fn conforms_with_activated_abilities() {
    let g = game();
    let n = g.content.decks.len();
    let options = (0..n)
        .map(|i| SpellweaverOptions { decks: vec![with_abilities(g, i), with_abilities(g, (i + 1) % n)] })
        .collect();
    conformance::check(g, &Conformance { options, invariant: Some(invariants), ..Conformance::default() });
    // The playout policy uses them too.
    let mut rng = GameRng::seeded(3);
    let mut activated = 0;
    for i in 0..n {
        let options = SpellweaverOptions { decks: vec![with_abilities(g, i), with_abilities(g, (i + 2) % n)] };
        let mut s = g.new_game(&options, 2, i as u64).expect("deal");
        while g.outcome(&s).is_none() {
            let seat = g.active_seats(&s)[0];
            let action = g.policy_action(&s, seat, &mut rng).expect("policy answers");
            activated += usize::from(matches!(action, Action::Activate { .. }));
            g.apply(&mut s, seat, &action).expect("legal");
        }
    }
    assert!(activated > 0);
}

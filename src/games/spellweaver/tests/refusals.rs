//! Every refusal names its rule: one probe per rule that can refuse, each a position, an action
//! the rules forbid there, the section of rules/spellweaver.md the refusal must cite
//! (Spellweaver rules, 001_ff038117decaf434.txt, by the same headings) and a word of its
//! sentence (issue 28, "Every refusal names its rule").

use super::super::{
    Action, AttackTarget, Phase, Row, Scenario, ScenarioCreature, ScenarioSeat, ShrineUse, SpellweaverState, Target,
};
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
    let turn_and_card: Vec<Probe> = vec![
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
        ("a card with no mana to pay", ("Mana", ""), "Dawn Sentry costs 1 mana; you have 0", Box::new(|| {
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
        ("a shrine to confirm when none waits", ("Shrines", ""), "confirm", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy), 0, ConfirmShrine)
        })),
    ];
    turn_and_card
        .into_iter()
        .chain(casting_probes())
    .chain(skill_and_ability_probes())
    .chain(attack_probes())
    .chain(block_probes())
    .chain(turn_probes())
    .collect()
}

/// Seat 0, in Deploy, with `hand` and seat 1's `board`, casts what `action` makes of the state.
fn casting(hand: &[&str], enemy: &[&str], action: impl FnOnce(&SpellweaverState) -> Action) -> Position {
    let s = scenario(seat(&["Dawn Sentry"], hand), seat(enemy, &[]), Phase::Deploy);
    let a = action(&s);
    (s, 0, a)
}

fn cast(s: &SpellweaverState, name: &str, target: Option<Target>) -> Action {
    Action::Cast { card: id(s, 0, name), target }
}

fn casting_probes() -> Vec<Probe> {
    use Action::*;
    vec![
        ("a card not in your hand", ("Card Types", "Spells"), "not in your hand", Box::new(|| {
            let s = scenario(seat_of(&[]), seat_of(&["Dawn Sentry"]), Phase::Deploy);
            let a = Cast { card: id(&s, 1, "Dawn Sentry"), target: None };
            (s, 0, a)
        })),
        ("a card without its aspect's levels", ("Levels", ""), "needs 1 Order level; you have 0", Box::new(|| {
            holding(&["Gilded Lancer"], Phase::Deploy, |s| s.table.players[0].levels = [0; 6], |s| {
                cast(s, "Gilded Lancer", None)
            })
        })),
        ("a card without enough levels in all", ("Levels", ""), "needs 2 levels in all; you have 1", Box::new(|| {
            holding(&["Gilded Lancer"], Phase::Deploy, |s| s.table.players[0].levels = [1, 0, 0, 0, 0, 0], |s| {
                cast(s, "Gilded Lancer", None)
            })
        })),
        ("a creature card in combat", ("Card Types", "Spells"), "only in your own main phases", Box::new(|| {
            holding(&["Dawn Sentry"], Phase::Attack, |_| {}, |s| cast(s, "Dawn Sentry", None))
        })),
        ("a creature card in answer to the stack", ("Card Types", "Spells"), "waiting on the stack", Box::new(|| {
            let mut s = scenario(seat_of(&["Insight"]), seat_of(&["Dawn Sentry"]), Phase::Deploy);
            let insight = id(&s, 0, "Insight");
            play(&mut s, 0, Cast { card: insight, target: None });
            let a = Cast { card: id(&s, 1, "Dawn Sentry"), target: None };
            (s, 1, a)
        })),
        ("a creature card in the other player's turn", ("Card Types", "Spells"), "other player's turn", Box::new(|| {
            let s = scenario(seat_of(&[]), seat_of(&["Dawn Sentry"]), Phase::EndWindow);
            let a = Cast { card: id(&s, 1, "Dawn Sentry"), target: None };
            (s, 1, a)
        })),
        ("a shrine cast as a card", ("Shrines", ""), "is a shrine", Box::new(|| {
            holding(&["Shrine of Embers"], Phase::Deploy, |_| {}, |s| cast(s, "Shrine of Embers", None))
        })),
        ("a second copy of a card", ("Card Types", "Spells"), "copies", Box::new(|| {
            holding(&["Dawn Sentry", "Dawn Sentry"], Phase::Deploy, |_| {}, |s| {
                let def = s.defs[id(s, 0, "Dawn Sentry") as usize];
                let last = s.hands[0].iter().copied().filter(|&i| s.defs[i as usize] == def).max();
                Cast { card: last.unwrap_or_default(), target: None }
            })
        })),
        ("an enemy-aimed card at your own creature", ("Card Types", "Spells"), "is yours", Box::new(|| {
            casting(&["Judgement Ray"], &["Dawn Sentry"], |s| {
                cast(s, "Judgement Ray", Some(Target::Creature(id(s, 0, "Dawn Sentry"))))
            })
        })),
        ("an ally-aimed card at an enemy creature", ("Card Types", "Spells"), "is not yours", Box::new(|| {
            casting(&["Divine Aegis"], &["Thornling"], |s| cast(s, "Divine Aegis", Some(Target::Creature(id(s, 1, "Thornling")))))
        })),
        ("a card aimed at a Protected enemy", ("Creatures", "Keywords"), "Protected", Box::new(|| {
            casting(&["Judgement Ray"], &["Chapel Guard"], |s| {
                cast(s, "Judgement Ray", Some(Target::Creature(id(s, 1, "Chapel Guard"))))
            })
        })),
        ("a card aimed at a creature not in play", ("Card Types", "Spells"), "not in play", Box::new(|| {
            casting(&["Judgement Ray"], &["Thornling"], |s| cast(s, "Judgement Ray", Some(Target::Creature(999))))
        })),
        ("a creature-aimed card at a hero", ("Card Types", "Spells"), "aims at a creature", Box::new(|| {
            casting(&["Judgement Ray"], &["Thornling"], |s| cast(s, "Judgement Ray", Some(Target::Hero(1))))
        })),
        ("a card that needs a target, without one", ("Card Types", "Spells"), "needs a target", Box::new(|| {
            casting(&["Judgement Ray"], &["Thornling"], |s| cast(s, "Judgement Ray", None))
        })),
        ("a card with nothing to aim at", ("Card Types", "Spells"), "nothing Judgement Ray can aim at", Box::new(|| {
            casting(&["Judgement Ray"], &[], |s| cast(s, "Judgement Ray", None))
        })),
        ("a card without an aim, given a target", ("Card Types", "Spells"), "aims at nothing", Box::new(|| {
            casting(&["Gilded Lancer"], &[], |s| cast(s, "Gilded Lancer", Some(Target::Hero(1))))
        })),
    ]
}

fn skill_and_ability_probes() -> Vec<Probe> {
    use Action::*;
    let rally = |target| UseSkill { slot: 0, target };
    vec![
        ("a skill cooling down", ("Heroes", ""), "Rally is cooling down: wait 2 more turns", Box::new(move || {
            holding(&[], Phase::Deploy, |s| s.table.players[0].skills[0].cooldown = 2, |_| rally(None))
        })),
        ("a skill with no mana to pay", ("Mana", ""), "Rally costs 2 mana; you have 0", Box::new(move || {
            holding(&[], Phase::Deploy, |s| s.table.players[0].mana = 0, |_| rally(None))
        })),
        ("a skill without its levels", ("Levels", ""), "Rally needs 1 Order level", Box::new(move || {
            holding(&[], Phase::Deploy, |s| s.table.players[0].levels = [0; 6], |_| rally(None))
        })),
        ("a skill in combat", ("Heroes", ""), "only in your own main phases", Box::new(move || {
            holding(&[], Phase::Attack, |_| {}, |_| rally(None))
        })),
        ("a skill aimed at the wrong side", ("Heroes", ""), "is not yours", Box::new(move || {
            casting(&[], &["Thornling"], |s| rally(Some(Target::Creature(id(s, 1, "Thornling")))))
        })),
        ("an ability of an exhausted creature", ("Creatures", "Abilities"), "exhausted", Box::new(|| {
            let s = scenario(creature("Ember Slinger", |c| c.exhausted = true), seat_of(&[]), Phase::Deploy);
            let a = Activate { creature: id(&s, 0, "Ember Slinger"), ability: 0, target: Some(Target::Hero(1)) };
            (s, 0, a)
        })),
        ("an ability with no mana to pay", ("Mana", ""), "costs 1 mana", Box::new(|| {
            let mut s = scenario(seat(&["Ember Slinger"], &[]), seat_of(&[]), Phase::Deploy);
            s.table.players[0].mana = 0;
            let a = Activate { creature: id(&s, 0, "Ember Slinger"), ability: 0, target: Some(Target::Hero(1)) };
            (s, 0, a)
        })),
        ("an action-speed ability in combat", ("Creatures", "Abilities"), "only in your own main phases", Box::new(|| {
            let s = scenario(seat(&["Tide Seer"], &[]), seat_of(&[]), Phase::Attack);
            let a = Activate { creature: id(&s, 0, "Tide Seer"), ability: 0, target: None };
            (s, 0, a)
        })),
        ("an ability aimed at a creature not in play", ("Creatures", "Abilities"), "not in play", Box::new(|| {
            let s = scenario(seat(&["Ember Slinger"], &[]), seat_of(&[]), Phase::Deploy);
            let a = Activate { creature: id(&s, 0, "Ember Slinger"), ability: 0, target: Some(Target::Creature(999)) };
            (s, 0, a)
        })),
        ("an ability of the other player's creature", ("Creatures", "Abilities"), "not yours", Box::new(|| {
            let s = scenario(seat_of(&[]), seat(&["Ember Slinger"], &[]), Phase::Deploy);
            let a = Activate { creature: id(&s, 1, "Ember Slinger"), ability: 0, target: Some(Target::Hero(0)) };
            (s, 0, a)
        })),
    ]
}

/// Seat 0 in the attack step with `own` against seat 1's `enemy`, after `f`.
fn attacking(own: ScenarioSeat, enemy: ScenarioSeat, f: impl FnOnce(&mut SpellweaverState) -> Action) -> Position {
    let mut s = scenario(own, enemy, Phase::Attack);
    let a = f(&mut s);
    (s, 0, a)
}

fn attack_probes() -> Vec<Probe> {
    use Action::*;
    let at = |s: &SpellweaverState, attacker: &str, seat: u8, name: &str| Attack {
        attacker: id(s, 0, attacker),
        target: AttackTarget::Creature(id(s, seat, name)),
    };
    vec![
        ("an attack by the other player's creature", ("Combat", "Attack Declaration"), "not yours", Box::new(|| {
            attacking(seat_of(&[]), seat(&["Thornling"], &[]), |s| Attack {
                attacker: id(s, 1, "Thornling"),
                target: AttackTarget::Hero,
            })
        })),
        ("an attack by an exhausted creature", ("Combat", "Attack Declaration"), "exhausted", Box::new(|| {
            attacking(creature("Dawn Sentry", |c| c.exhausted = true), seat_of(&[]), |s| Attack {
                attacker: id(s, 0, "Dawn Sentry"),
                target: AttackTarget::Hero,
            })
        })),
        ("an attack from the support row", ("Combat", "Attack Declaration"), "support row", Box::new(|| {
            attacking(creature("Dawn Sentry", |c| c.row = Some(Row::Support)), seat_of(&[]), |s| Attack {
                attacker: id(s, 0, "Dawn Sentry"),
                target: AttackTarget::Hero,
            })
        })),
        ("an attack on a faster creature", ("Combat", "Attack Declaration"), "slower", Box::new(move || {
            attacking(seat(&["Mossback Tortoise"], &[]), seat(&["Dawn Sentry"], &[]), |s| {
                at(s, "Mossback Tortoise", 1, "Dawn Sentry")
            })
        })),
        ("a second attack by one creature", ("Combat", "Attack Declaration"), "already attacking", Box::new(|| {
            attacking(seat(&["Dawn Sentry"], &[]), seat_of(&[]), |s| {
                let attacker = id(s, 0, "Dawn Sentry");
                play(s, 0, Attack { attacker, target: AttackTarget::Hero });
                Attack { attacker, target: AttackTarget::Hero }
            })
        })),
        ("Rampage on a creature after the hero", ("Creatures", "Keywords"), "Rampage", Box::new(move || {
            attacking(seat(&["Frenzied Marauder"], &[]), seat(&["Thornling"], &[]), |s| {
                let attacker = id(s, 0, "Frenzied Marauder");
                play(s, 0, Attack { attacker, target: AttackTarget::Hero });
                at(s, "Frenzied Marauder", 1, "Thornling")
            })
        })),
        ("an attack on your own creature", ("Combat", "Attack Declaration"), "is yours", Box::new(move || {
            attacking(seat(&["Dawn Sentry", "Thornling"], &[]), seat_of(&[]), |s| at(s, "Dawn Sentry", 0, "Thornling"))
        })),
        ("an attack on the support row without Reach", ("Combat", "Attack Declaration"), "Reach", Box::new(move || {
            attacking(seat(&["Dawn Sentry"], &[]), seat(&["Lantern Acolyte"], &[]), |s| {
                at(s, "Dawn Sentry", 1, "Lantern Acolyte")
            })
        })),
        ("an attack in the block step", ("Combat", "Attack Declaration"), "Attack Declaration step", Box::new(|| {
            let mut s = scenario(seat(&["Dawn Sentry"], &[]), seat(&["Thornling"], &[]), Phase::Attack);
            let attacker = id(&s, 0, "Dawn Sentry");
            play(&mut s, 0, Attack { attacker, target: AttackTarget::Hero });
            play(&mut s, 0, EndAttacks);
            let a = Attack { attacker: id(&s, 1, "Thornling"), target: AttackTarget::Hero };
            (s, 1, a)
        })),
    ]
}

/// Seat 0's `attackers` attack seat 1's hero (the first may attack `first_target` instead);
/// then seat 1, with `defenders`, tries what `f` makes of the state.
fn blocking(
    attackers: &[&'static str],
    defenders: ScenarioSeat,
    first_target: Option<&'static str>,
    f: impl FnOnce(&SpellweaverState) -> Action,
) -> Position {
    let mut s = scenario(seat(attackers, &[]), defenders, Phase::Attack);
    for (i, name) in attackers.iter().enumerate() {
        let target = match first_target.filter(|_| i == 0) {
            Some(d) => AttackTarget::Creature(id(&s, 1, d)),
            None => AttackTarget::Hero,
        };
        let attacker = id(&s, 0, name);
        play(&mut s, 0, Action::Attack { attacker, target });
    }
    play(&mut s, 0, Action::EndAttacks);
    let a = f(&s);
    (s, 1, a)
}

fn block_probes() -> Vec<Probe> {
    use Action::*;
    let by = |s: &SpellweaverState, blocker: &str, attacker: &str| Block {
        blocker: id(s, 1, blocker),
        attacker: id(s, 0, attacker),
    };
    vec![
        ("a block by an attacked creature", ("Combat", "Block Declaration"), "itself attacked", Box::new(move || {
            blocking(&["Dawn Sentry"], seat(&["Thornling"], &[]), Some("Thornling"), |s| by(s, "Thornling", "Dawn Sentry"))
        })),
        ("a block from the support row", ("Combat", "Block Declaration"), "support row", Box::new(move || {
            let defenders = creature("Thornling", |c| c.row = Some(Row::Support));
            blocking(&["Dawn Sentry"], defenders, None, |s| by(s, "Thornling", "Dawn Sentry"))
        })),
        ("a block of a faster attacker", ("Combat", "Block Declaration"), "slower", Box::new(move || {
            blocking(&["Dawn Sentry"], seat(&["Mossback Tortoise"], &[]), None, |s| {
                by(s, "Mossback Tortoise", "Dawn Sentry")
            })
        })),
        ("a second block by one creature", ("Combat", "Block Declaration"), "already blocking", Box::new(move || {
            let (mut s, _, _) =
                blocking(&["Dawn Sentry", "Thornling"], seat(&["Briar Wolf"], &[]), None, |_| EndBlocks);
            let first = by(&s, "Briar Wolf", "Dawn Sentry");
            play(&mut s, 1, first);
            let a = by(&s, "Briar Wolf", "Thornling");
            (s, 1, a)
        })),
        ("a block of a creature not attacking", ("Combat", "Block Declaration"), "not attacking", Box::new(move || {
            let mut s = scenario(seat(&["Dawn Sentry", "Thornling"], &[]), seat(&["Briar Wolf"], &[]), Phase::Attack);
            let attacker = id(&s, 0, "Dawn Sentry");
            play(&mut s, 0, Attack { attacker, target: AttackTarget::Hero });
            play(&mut s, 0, EndAttacks);
            let a = by(&s, "Briar Wolf", "Thornling");
            (s, 1, a)
        })),
        ("a block with the other player's creature", ("Combat", "Block Declaration"), "not yours", Box::new(move || {
            blocking(&["Dawn Sentry"], seat(&["Briar Wolf"], &[]), None, |s| Block {
                blocker: id(s, 0, "Dawn Sentry"),
                attacker: id(s, 0, "Dawn Sentry"),
            })
        })),
        ("a block in Deploy", ("Combat", "Block Declaration"), "Block Declaration step", Box::new(|| {
            let s = scenario(seat(&["Dawn Sentry"], &[]), seat(&["Thornling"], &[]), Phase::Deploy);
            let a = Block { blocker: id(&s, 0, "Dawn Sentry"), attacker: id(&s, 1, "Thornling") };
            (s, 0, a)
        })),
    ]
}

fn turn_probes() -> Vec<Probe> {
    use Action::*;
    let mover = |s: &SpellweaverState| Move { creature: id(s, 0, "Dawn Sentry") };
    vec![
        ("moving a Support creature to the combat row", ("Creatures", "Keywords"), "Support", Box::new(|| {
            let s = scenario(seat(&["Lantern Acolyte"], &[]), seat_of(&[]), Phase::Deploy);
            let a = Move { creature: id(&s, 0, "Lantern Acolyte") };
            (s, 0, a)
        })),
        ("moving a creature twice in a turn", ("Gameplay", "Deploy - First Main Phase"), "already moved", Box::new(move || {
            let mut s = scenario(seat(&["Dawn Sentry"], &[]), seat_of(&[]), Phase::Deploy);
            let first = mover(&s);
            play(&mut s, 0, first);
            let a = mover(&s);
            (s, 0, a)
        })),
        ("moving the other player's creature", ("Gameplay", "Deploy - First Main Phase"), "not yours", Box::new(|| {
            let s = scenario(seat_of(&[]), seat(&["Thornling"], &[]), Phase::Deploy);
            let a = Move { creature: id(&s, 1, "Thornling") };
            (s, 0, a)
        })),
        ("moving a creature in combat", ("Gameplay", "Deploy - First Main Phase"), "main phases", Box::new(move || {
            let s = scenario(seat(&["Dawn Sentry"], &[]), seat_of(&[]), Phase::Attack);
            let a = mover(&s);
            (s, 0, a)
        })),
        ("a Divine Offering with an empty deck", ("Divine Offering", ""), "deck is empty", Box::new(|| {
            holding(&["Dawn Sentry"], Phase::Deploy, |s| {
                let deck = std::mem::take(&mut s.decks[0]);
                s.table.players[0].graveyard.extend(deck);
                s.sync_counts();
            }, |s| Offer { card: id(s, 0, "Dawn Sentry") })
        })),
        ("a Divine Offering in combat", ("Divine Offering", ""), "main phases", Box::new(|| {
            holding(&["Dawn Sentry"], Phase::Attack, |_| {}, |s| Offer { card: id(s, 0, "Dawn Sentry") })
        })),
        ("offering a card not in your hand", ("Divine Offering", ""), "not in your hand", Box::new(|| {
            let s = scenario(seat_of(&[]), seat_of(&["Dawn Sentry"]), Phase::Deploy);
            let a = Offer { card: id(&s, 1, "Dawn Sentry") };
            (s, 0, a)
        })),
        ("another move during a Divine Offering", ("Divine Offering", ""), "Take a shrine", Box::new(|| {
            let mut s = scenario(seat_of(&["Dawn Sentry"]), seat_of(&[]), Phase::Deploy);
            let card = id(&s, 0, "Dawn Sentry");
            play(&mut s, 0, Offer { card });
            (s, 0, ToCombat)
        })),
        ("a creature played as a shrine", ("Shrines", ""), "not a shrine", Box::new(|| {
            holding(&["Dawn Sentry"], Phase::Deploy, |_| {}, |s| PlayShrine {
                card: id(s, 0, "Dawn Sentry"),
                use_: ShrineUse::Level,
            })
        })),
        ("a shrine not in your hand", ("Shrines", ""), "not in your hand", Box::new(|| {
            let s = scenario(seat_of(&[]), seat_of(&["Shrine of Embers"]), Phase::Deploy);
            let a = PlayShrine { card: id(&s, 1, "Shrine of Embers"), use_: ShrineUse::Level };
            (s, 0, a)
        })),
        ("the Spark sacrificed twice", ("Starting Resources", "The Spark"), "already sacrificed", Box::new(|| {
            let mut own = seat_of(&[]);
            own.spark = true;
            let sc = Scenario { seats: vec![own, seat_of(&[])], active: 0, phase: Phase::Deploy, turn: 4, first_player: Some(1), ..Scenario::default() };
            let mut s = build(&sc);
            play(&mut s, 0, SacrificeSpark);
            (s, 0, SacrificeSpark)
        })),
        ("the Spark of the first player", ("Starting Resources", "The Spark"), "went first", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy), 0, SacrificeSpark)
        })),
        ("ending attacks in Deploy", ("Combat", "Attack Declaration"), "Attack Declaration step", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy), 0, EndAttacks)
        })),
        ("ending blocks in Deploy", ("Combat", "Block Declaration"), "Block Declaration step", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy), 0, EndBlocks)
        })),
        ("ending the turn in Deploy", ("Gameplay", "Reinforce - Second Main Phase"), "after Reinforce", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy), 0, EndTurn)
        })),
        ("going to combat from Reinforce", ("Gameplay", "Deploy - First Main Phase"), "end Deploy", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Reinforce), 0, ToCombat)
        })),
        ("passing with nothing to pass", ("Gameplay", "Deploy - First Main Phase"), "Nothing waits", Box::new(|| {
            (scenario(seat_of(&[]), seat_of(&[]), Phase::Deploy), 0, Pass)
        })),
        ("a turn move while the stack waits", ("Card Types", "Spells"), "waiting on the stack", Box::new(|| {
            let mut s = scenario(seat_of(&["Insight"]), seat_of(&[]), Phase::Deploy);
            let insight = id(&s, 0, "Insight");
            play(&mut s, 0, Cast { card: insight, target: None });
            (s, 1, EndTurn)
        })),
    ]
}

#[test]
fn every_refusal_cites_the_rule_whose_condition_failed() {
    // Spellweaver rules (001_ff038117decaf434.txt), each probe's section; issue 28, "Every refusal names its rule".
    let rules = include_str!("../../../../rules/spellweaver.md");
    crate::testing::refusals::check_refusals(game(), "spellweaver", rules, probes());
}

#[test]
fn every_refusal_speaks_to_the_player() {
    // Issue 28: in the second person, without the faults of wording::faults and without ids.
    let g = game();
    let mut wrong = Vec::new();
    for (what, _, _, position) in probes() {
        let (mut s, seat, action) = position();
        let Err(e) = crate::core::Game::apply(g, &mut s, seat, &action) else { continue };
        let faults = crate::core::wording::faults(&e.message);
        if !faults.is_empty() || e.message.contains("Player ") || e.message.contains("999") {
            wrong.push(format!("{what}: \"{}\" {faults:?}", e.message));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_board_helpers_say_why_a_card_or_creature_cannot_act() {
    let g = game();
    let s = scenario(seat(&["Dawn Sentry"], &["Gilded Lancer"]), seat_of(&[]), Phase::Deploy);
    assert!(g.why_not_cast(&s, 0, id(&s, 0, "Gilded Lancer")).is_none());
    let mut poor = s.clone();
    poor.table.players[0].mana = 0;
    let e = g.why_not_cast(&poor, 0, id(&poor, 0, "Gilded Lancer")).expect("no mana");
    assert_eq!((e.rule.section.as_ref(), e.message.as_ref()), ("Mana", "Gilded Lancer costs 2 mana; you have 0."));
    let e = g.why_not_attack(&s, 0, id(&s, 0, "Dawn Sentry")).expect("not the attack step");
    assert_eq!(e.rule.topic, "Attack Declaration");

    let fresh = scenario(creature("Dawn Sentry", |c| c.fresh = true), seat(&["Thornling"], &[]), Phase::Attack);
    let e = g.why_not_attack(&fresh, 0, id(&fresh, 0, "Dawn Sentry")).expect("arrived this turn");
    assert!(e.message.contains("arrived"), "{}", e.message);
    let ready = scenario(seat(&["Dawn Sentry"], &[]), seat(&["Thornling"], &[]), Phase::Attack);
    assert!(g.why_not_attack(&ready, 0, id(&ready, 0, "Dawn Sentry")).is_none());

    let (s, _, _) = blocking(&["Dawn Sentry"], seat(&["Mossback Tortoise", "Thornling"], &[]), None, |_| Action::EndBlocks);
    let e = g.why_not_block(&s, 1, id(&s, 1, "Mossback Tortoise")).expect("too slow");
    assert!(e.message.contains("slower"), "{}", e.message);
    assert!(g.why_not_block(&s, 1, id(&s, 1, "Thornling")).is_none());
}

#[test]
fn the_board_helpers_agree_with_the_legal_actions() {
    // Reasons come from the conditions legal_actions uses: a card or creature has a reason
    // exactly when none of its plays is offered, in every position of random games.
    use crate::core::{Game, GameRng};
    let g = game();
    let mut rng = GameRng::seeded(28);
    let (mut casts, mut attacks_seen, mut blocks_seen) = (0, 0, 0);
    for seed in 0..6 {
        let Ok(mut s) = g.new_game(&Default::default(), 2, seed) else { continue };
        for _ in 0..1500 {
            let Some(&seat) = g.active_seats(&s).first() else { break };
            let legal = g.legal_actions(&s, seat);
            let me = seat as u8;
            for &card in &s.hands[seat] {
                let def = s.defs[card as usize];
                let offered = legal.iter().any(|a| matches!(a, Action::Cast { card: c, .. } if s.defs[*c as usize] == def));
                assert_eq!(g.why_not_cast(&s, me, card).is_none(), offered, "cast {card}: {legal:?}");
                casts += usize::from(offered);
            }
            for cr in &s.table.creatures {
                let attacks = legal.iter().any(|a| matches!(a, Action::Attack { attacker, .. } if *attacker == cr.id));
                assert_eq!(g.why_not_attack(&s, me, cr.id).is_none(), attacks, "attack {}", cr.id);
                let blocks = legal.iter().any(|a| matches!(a, Action::Block { blocker, .. } if *blocker == cr.id));
                assert_eq!(g.why_not_block(&s, me, cr.id).is_none(), blocks, "block {}", cr.id);
                attacks_seen += usize::from(attacks);
                blocks_seen += usize::from(blocks);
            }
            let Some(action) = rng.pick(&legal).cloned() else { break };
            g.apply(&mut s, seat, &action).expect("legal");
        }
    }
    assert!(casts > 0 && attacks_seen > 0 && blocks_seen > 0, "{casts} {attacks_seen} {blocks_seen}");
}

//! Helpers shared by the Spellweaver tests: the built-in game, scenarios, playing actions with
//! the invariants checked after each, and the invariants themselves.

use super::super::state::remaining_hp;
use super::super::{
    Action, AttackTarget, Iid, Phase, Scenario, ScenarioCreature, ScenarioSeat, Spellweaver, SpellweaverState,
};
use crate::core::{Event, Game};

pub fn game() -> &'static Spellweaver {
    Spellweaver::standard().expect("built-in Spellweaver content loads")
}

/// The game's invariants, for this test suite and the shared conformance hook: every card in
/// exactly one place, public counts in step with the secrets, the stack and priority agree,
/// no creature in play below 1 HP, and an active seat always has a choice.
pub fn invariants(g: &Spellweaver, s: &SpellweaverState) -> Result<(), String> {
    let mut all = s.all_places();
    all.sort_unstable();
    let expected: Vec<Iid> = (0..s.defs.len() as Iid).collect();
    if all != expected {
        return Err(format!("cards not each in exactly one place: {all:?}"));
    }
    for seat in 0..2 {
        let p = &s.table.players[seat];
        if p.hand_count as usize != s.hands[seat].len() || p.deck_count as usize != s.decks[seat].len() {
            return Err(format!("seat {seat}: public counts differ from the hidden zones"));
        }
        if p.skills.len() > 3 {
            return Err(format!("seat {seat} has more than three skills"));
        }
    }
    if s.table.priority.is_some() == s.table.stack.is_empty() {
        return Err("priority is asked exactly while something waits on the stack".into());
    }
    for cr in &s.table.creatures {
        if remaining_hp(g.content_of(&s.table), &s.table, cr) < 1 {
            return Err(format!("creature {} in play below 1 HP", cr.id));
        }
    }
    if !matches!(s.table.phase, Phase::Attack | Phase::Block | Phase::AfterBlocks) && !s.table.attacks.is_empty() {
        return Err("attacks outside combat".into());
    }
    match g.outcome(s) {
        Some(_) => {
            if !g.active_seats(s).is_empty() {
                return Err("a finished game still asks a seat".into());
            }
        }
        None => {
            let active = g.active_seats(s);
            if active.len() != 1 || g.legal_actions(s, active[0]).is_empty() {
                return Err(format!("exactly one seat with a choice must be asked: {active:?}"));
            }
            partial_listings_agree(g, s, active[0] as u8)?;
        }
    }
    Ok(())
}

/// `legal_actions_of` (the playout policy's partial listing) lists exactly the full listing's
/// actions of the kinds it wants, in the same order: for the policy's kinds here, and for each
/// kind alone.
fn partial_listings_agree(g: &Spellweaver, s: &SpellweaverState, seat: u8) -> Result<(), String> {
    use super::super::legal::{legal_actions, legal_actions_of, Kinds};
    let c = g.content_of(&s.table);
    let wanted = |a: &Action, k: Kinds| match a {
        Action::PlayShrine { .. } => k.shrines,
        Action::Offer { .. } => k.offers,
        Action::Move { .. } => k.moves,
        Action::UseSkill { .. } => k.skills,
        Action::SacrificeSpark => k.spark,
        Action::Cast { .. } => k.casts,
        Action::Activate { .. } => k.abilities,
        Action::Attack { .. } => k.attacks,
        Action::Block { .. } => k.blocks,
        _ => true,
    };
    let all = legal_actions(c, s, seat);
    let none = Kinds::NONE;
    let kinds = [
        super::super::policy::policy_kinds(s, seat),
        Kinds::ALL,
        none,
        Kinds { shrines: true, ..none },
        Kinds { offers: true, ..none },
        Kinds { moves: true, ..none },
        Kinds { skills: true, ..none },
        Kinds { spark: true, ..none },
        Kinds { casts: true, ..none },
        Kinds { abilities: true, ..none },
        Kinds { attacks: true, ..none },
        Kinds { blocks: true, ..none },
    ];
    for k in kinds {
        let expected: Vec<Action> = all.iter().filter(|a| wanted(a, k)).copied().collect();
        let mut listed = Vec::new();
        legal_actions_of(c, s, seat, k, &mut listed);
        if listed != expected {
            return Err(format!("legal_actions_of({k:?}) lists {listed:?}, the full listing filtered {expected:?}"));
        }
    }
    Ok(())
}

pub fn build(sc: &Scenario) -> SpellweaverState {
    let s = game().from_scenario(sc, 7).expect("scenario builds");
    invariants(game(), &s).expect("scenario invariants");
    s
}

/// A seat with these creatures in play (ready, not new) and this hand.
pub fn seat(board: &[&str], hand: &[&str]) -> ScenarioSeat {
    ScenarioSeat {
        board: board.iter().map(|n| ScenarioCreature { name: n.to_string(), ..Default::default() }).collect(),
        hand: hand.iter().map(|n| n.to_string()).collect(),
        levels: "OOOWWWNNNRRRDDDCCC".into(),
        crystals: Some(8),
        ..Default::default()
    }
}

/// Seat 0 to act in `phase`.
pub fn scenario(a: ScenarioSeat, b: ScenarioSeat, phase: Phase) -> SpellweaverState {
    build(&Scenario { seats: vec![a, b], active: 0, phase, turn: 3, ..Scenario::default() })
}

pub fn play(s: &mut SpellweaverState, seat: usize, action: Action) -> Vec<Event> {
    let g = game();
    match g.apply(s, seat, &action) {
        Ok(events) => {
            invariants(g, s).unwrap_or_else(|e| panic!("after {action:?}: {e}"));
            events
        }
        Err(e) => panic!("{action:?} by seat {seat} refused: {e}\nlegal: {:?}", g.legal_actions(s, seat)),
    }
}

pub fn texts(events: &[Event]) -> String {
    events.iter().map(|e| e.text.clone()).collect::<Vec<_>>().join("\n")
}

/// The instance of a named card (a scenario's homebrew cards too): in play first, then in hands.
pub fn id(s: &SpellweaverState, owner: u8, name: &str) -> Iid {
    let def = game().content_of(&s.table).card_named(name).unwrap_or_else(|| panic!("no card {name}"));
    let on_board = s.table.creatures.iter().find(|c| c.owner == owner && c.def == def).map(|c| c.id);
    let perm = s.table.permanents.iter().find(|p| p.owner == owner && p.def == def).map(|p| p.id);
    let in_hand = s.hands[owner as usize].iter().copied().find(|&i| s.defs[i as usize] == def);
    on_board.or(perm).or(in_hand).unwrap_or_else(|| panic!("{name} of seat {owner} not found"))
}

pub fn life(s: &SpellweaverState, seat: usize) -> i16 {
    s.table.players[seat].life
}

pub fn alive(s: &SpellweaverState, iid: Iid) -> bool {
    s.table.creature(iid).is_some()
}

/// Passes whatever the other seat is asked until the stack has resolved.
pub fn resolve(s: &mut SpellweaverState) {
    while s.table.priority.is_some() {
        let seat = s.table.priority.unwrap_or(0) as usize;
        play(s, seat, Action::Pass);
    }
}

/// From the Attack step: declare these attacks, no blocks but `blocks`, and resolve.
pub fn fight(s: &mut SpellweaverState, attacks: &[(Iid, AttackTarget)], blocks: &[(Iid, Iid)]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(attacker, target) in attacks {
        events.extend(play(s, 0, Action::Attack { attacker, target }));
    }
    events.extend(play(s, 0, Action::EndAttacks));
    for &(blocker, attacker) in blocks {
        events.extend(play(s, 1, Action::Block { blocker, attacker }));
    }
    events.extend(play(s, 1, Action::EndBlocks));
    events.extend(play(s, 0, Action::Pass));
    events
}

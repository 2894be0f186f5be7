//! The turn ("Gameplay"): start of turn, the main phases' own moves (shrines, Divine Offering,
//! moving creatures, The Spark) and the end of turn.

use super::actions::ShrineUse;
use super::content::{Content, Keyword, Kind};
use super::effects::{draw, turn_triggers};
use super::state::{current, other, rule, Iid, Phase, Row, SkillSlot, SpellweaverState, CLOCK_TURNS, MAX_SKILLS};
use crate::core::wording::with_article;
use super::refusals::Fault;
use crate::core::Log;

/// "Start of Turn": the new active player's creatures ready (ruling "Exhaustion"), their skills
/// cool down by one turn, their crystals refill (ruling "Mana refill"), they draw (not the
/// starting player's first turn), and their start-of-turn texts happen.
pub fn begin_turn(c: &Content, s: &mut SpellweaverState, log: &mut Log, seat: u8) {
    let t = &mut s.table;
    t.turn = t.turn.saturating_add(1);
    t.active = seat;
    t.phase = Phase::Deploy;
    t.attacks.clear();
    t.blocks.clear();
    let p = t.player_mut(seat);
    p.turns = p.turns.saturating_add(1);
    if p.turns > CLOCK_TURNS {
        // Ruling "The clock": no time left.
        p.resigned = true;
        log.say(rule("Ending a Game", "Ways of Losing"), Some(seat as usize), || {
            format!("Player {} has no time left on the clock", seat + 1)
        });
        return;
    }
    p.mana = p.crystals;
    p.shrine_played = false;
    p.offered = false;
    for slot in &mut p.skills {
        slot.cooldown = slot.cooldown.saturating_sub(1);
    }
    for cr in t.creatures.iter_mut().filter(|cr| cr.owner == seat) {
        if cr.frozen {
            cr.frozen = false;
        } else {
            cr.exhausted = false;
        }
        cr.moved = false;
    }
    log.say(rule("Gameplay", "Start of Turn"), Some(seat as usize), || {
        format!("Turn {}: Player {}", s.table.turn, seat + 1)
    });
    let first_turn_of_starter = s.table.turn == 1;
    if !first_turn_of_starter {
        draw(s, seat);
    }
    turn_triggers(c, s, log, true);
}

/// "Shrines": a level of the shrine's aspect, or a crystal (full) and a card — for a skill
/// shrine, its skill instead of the card while a slot is free (ruling "Skill shrine, no slot").
pub fn play_shrine(c: &Content, s: &mut SpellweaverState, log: &mut Log, seat: u8, card: Iid, use_: ShrineUse) {
    let def = s.def(card);
    let Some(shrine) = c.card(def) else { return };
    let i = seat as usize & 1;
    s.hands[i].retain(|&x| x != card);
    s.table.player_mut(seat).graveyard.push(card);
    s.table.player_mut(seat).shrine_played = true;
    match use_ {
        ShrineUse::Level => {
            let level = &mut s.table.player_mut(seat).levels[shrine.aspect as usize];
            *level = level.saturating_add(1);
            log.say(rule("Shrines", ""), Some(i), || format!("Player {} gains {} level", seat + 1, with_article(&format!("{:?}", shrine.aspect))));
        }
        ShrineUse::Mana => {
            let p = s.table.player_mut(seat);
            p.crystals = p.crystals.saturating_add(1);
            p.mana = p.mana.saturating_add(1);
            match shrine.skill {
                Some(skill) if p.skills.len() < MAX_SKILLS => {
                    p.skills.push(SkillSlot { skill, cooldown: 0 });
                    log.say(rule("Shrines", ""), Some(i), || {
                        format!(
                            "Player {} gains a mana crystal and the skill {}",
                            seat + 1,
                            c.skills[skill as usize].name
                        )
                    });
                }
                _ => {
                    draw(s, seat);
                    log.say(rule("Shrines", ""), Some(i), || {
                        format!("Player {} gains a mana crystal and draws a card", seat + 1)
                    });
                }
            }
        }
    }
    s.sync_counts();
}

/// "Divine Offering": the card goes to the bottom, then the top four are shown to the player.
pub fn offer(s: &mut SpellweaverState, log: &mut Log, seat: u8, card: Iid) {
    let i = seat as usize & 1;
    s.hands[i].retain(|&x| x != card);
    s.decks[i].insert(0, card);
    let n = s.decks[i].len().min(4);
    let start = s.decks[i].len() - n;
    let mut shown: Vec<Iid> = s.decks[i].drain(start..).collect();
    shown.reverse(); // top first
    s.offering = shown;
    s.table.offering = true;
    s.table.player_mut(seat).offered = true;
    s.sync_counts();
    log.say(rule("Divine Offering", ""), Some(i), || {
        format!("Player {} makes a Divine Offering and looks at the top {n} cards", seat + 1)
    });
}

/// The shrine taken (if any) goes to hand, the rest to the bottom in the order shown.
pub fn finish_offering(c: &Content, s: &mut SpellweaverState, log: &mut Log, seat: u8, take: Option<Iid>) {
    let i = seat as usize & 1;
    let shown = std::mem::take(&mut s.offering);
    for id in shown {
        if Some(id) == take {
            s.hands[i].push(id);
        } else {
            s.decks[i].insert(0, id);
        }
    }
    s.table.offering = false;
    s.sync_counts();
    log.say(rule("Divine Offering", ""), Some(i), || match take {
        Some(id) => format!("Player {} takes {}", seat + 1, c.name(s.def(id))),
        None => format!("Player {} takes no card", seat + 1),
    });
}

/// "Deploy": moving a creature between rows (not exhausted, once a turn by ruling). Moving to the
/// combat row counts as arriving, so it cannot attack this turn unless swift.
pub fn move_creature(c: &Content, s: &mut SpellweaverState, log: &mut Log, id: Iid) {
    let turn = s.table.turn;
    let Some(cr) = s.table.creature_mut(id) else { return };
    cr.moved = true;
    cr.row = match cr.row {
        Row::Combat => Row::Support,
        Row::Support => {
            cr.arrived = turn;
            Row::Combat
        }
    };
    let row = cr.row;
    log.say(rule("Gameplay", "Deploy - First Main Phase"), None, || {
        format!("{} moves to the {} row", c.name(s.def(id)), if row == Row::Combat { "combat" } else { "support" })
    });
}

pub fn can_move(c: &Content, s: &SpellweaverState, seat: u8, id: Iid) -> bool {
    move_fault(c, s, seat, id).is_ok()
}

/// The conditions of `can_move` ("Deploy": a ready creature of yours, once per turn; Support
/// creatures never go to the combat row), with the first that fails.
pub fn move_fault(c: &Content, s: &SpellweaverState, seat: u8, id: Iid) -> Result<(), Fault> {
    let t = &s.table;
    let cr = t.creature(id).ok_or(Fault::NotInPlay)?;
    if cr.owner != seat {
        return Err(Fault::NotYours);
    }
    if cr.exhausted {
        return Err(Fault::Exhausted);
    }
    if cr.moved {
        return Err(Fault::AlreadyMoved);
    }
    if cr.row == Row::Support && current(c, t, cr).has(Keyword::Support) {
        return Err(Fault::SupportStays);
    }
    Ok(())
}

/// A main phase of `seat` (already the seat asked) with nothing waiting: when shrines,
/// Divine Offerings, skills and moves are made.
pub fn main_phase(s: &SpellweaverState, seat: u8) -> Result<(), Fault> {
    let t = &s.table;
    if t.priority == Some(seat) {
        return Err(Fault::StackWaiting);
    }
    if !matches!(t.phase, Phase::Deploy | Phase::Reinforce) {
        return Err(Fault::NotMainPhase);
    }
    Ok(())
}

/// "Shrines": may `seat` play a card of this kind as a shrine now (once per turn)?
pub fn shrine_fault(s: &SpellweaverState, seat: u8, kind: Kind) -> Result<(), Fault> {
    main_phase(s, seat)?;
    if kind != Kind::Shrine {
        return Err(Fault::NotAShrine);
    }
    if s.table.player(seat).shrine_played {
        return Err(Fault::ShrineAlreadyPlayed);
    }
    Ok(())
}

/// "Divine Offering": once per turn, in a main phase, with cards in the deck to look at.
pub fn offer_fault(s: &SpellweaverState, seat: u8) -> Result<(), Fault> {
    main_phase(s, seat)?;
    if s.table.player(seat).offered {
        return Err(Fault::AlreadyOffered);
    }
    if s.decks.get(seat as usize & 1).is_none_or(|d| d.is_empty()) {
        return Err(Fault::DeckEmpty);
    }
    Ok(())
}

/// "The Spark": its owner still has it, in their own turn, with nothing waiting.
pub fn spark_fault(s: &SpellweaverState, seat: u8) -> Result<(), Fault> {
    let t = &s.table;
    if !t.player(seat).spark {
        return Err(Fault::NoSpark);
    }
    if seat != t.active || t.phase == Phase::EndWindow {
        return Err(Fault::OtherPlayersTurn);
    }
    if t.priority == Some(seat) {
        return Err(Fault::StackWaiting);
    }
    Ok(())
}

/// "The Spark": sacrificed in its owner's turn for one mana this turn; it leaves the game.
pub fn sacrifice_spark(s: &mut SpellweaverState, log: &mut Log, seat: u8) {
    let p = s.table.player_mut(seat);
    p.spark = false;
    p.mana = p.mana.saturating_add(1);
    log.say(rule("Starting Resources", "The Spark"), Some(seat as usize), || {
        format!("Player {} sacrifices The Spark for 1 mana", seat + 1)
    });
}

/// "End of Turn": the active player's end-of-turn texts, then the other player's instant window.
pub fn end_turn(c: &Content, s: &mut SpellweaverState, log: &mut Log) {
    turn_triggers(c, s, log, false);
    s.table.phase = Phase::EndWindow;
}

/// After the window: creatures heal, effects until end of turn end, and the other player's
/// turn begins.
pub fn close_turn(c: &Content, s: &mut SpellweaverState, log: &mut Log) {
    for cr in &mut s.table.creatures {
        cr.damage = 0;
        cr.buff_attack = 0;
        cr.buff_hp = 0;
        cr.buff_speed = 0;
        cr.granted = 0;
    }
    // Ending an effect may lower HP below damage taken earlier this turn: none is left now.
    super::effects::check_deaths(c, s, log);
    let next = other(s.table.active);
    begin_turn(c, s, log, next);
}

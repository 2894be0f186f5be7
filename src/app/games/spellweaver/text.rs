//! Words and symbols: each aspect has a symbol and a name (never a colour alone), each phase a
//! sentence of what to do in it.

use crate::games::spellweaver::{Aspect, Content, Keyword, Kind, Levels, Phase, Source, StackItem, Table, Target};
use yew::AttrValue;

pub fn aspect_name(a: Aspect) -> &'static str {
    match a {
        Aspect::Order => "Order",
        Aspect::Wisdom => "Wisdom",
        Aspect::Nature => "Nature",
        Aspect::Rage => "Rage",
        Aspect::Dominion => "Dominion",
        Aspect::Corruption => "Corruption",
    }
}

pub fn aspect_symbol(a: Aspect) -> &'static str {
    match a {
        Aspect::Order => "☀",
        Aspect::Wisdom => "❄",
        Aspect::Nature => "♣",
        Aspect::Rage => "♨",
        Aspect::Dominion => "♛",
        Aspect::Corruption => "☠",
    }
}

pub fn aspect_class(a: Aspect) -> &'static str {
    match a {
        Aspect::Order => "aspect-order",
        Aspect::Wisdom => "aspect-wisdom",
        Aspect::Nature => "aspect-nature",
        Aspect::Rage => "aspect-rage",
        Aspect::Dominion => "aspect-dominion",
        Aspect::Corruption => "aspect-corruption",
    }
}

pub fn kind_name(k: Kind) -> &'static str {
    match k {
        Kind::Creature => "Creature",
        Kind::Instant => "Instant",
        Kind::Action => "Action",
        Kind::Blessing => "Blessing",
        Kind::Curse => "Curse",
        Kind::Artifact => "Artifact",
        Kind::Shrine => "Shrine",
    }
}

pub fn keyword_name(k: Keyword) -> String {
    format!("{k:?}")
}

/// "2RR" read aloud: "2 any, 2 Rage".
pub fn levels_words(l: &Levels) -> String {
    let mut parts = Vec::new();
    if l.any > 0 {
        parts.push(format!("{} any", l.any));
    }
    for a in Aspect::ALL {
        let n = l.aspects[a as usize];
        if n > 0 {
            parts.push(format!("{n} {}", aspect_name(a)));
        }
    }
    if parts.is_empty() {
        "no levels".into()
    } else {
        parts.join(", ")
    }
}

/// "2RR" with symbols: "2♨♨".
pub fn levels_symbols(l: &Levels) -> String {
    let mut s = if l.any > 0 { l.any.to_string() } else { String::new() };
    for a in Aspect::ALL {
        for _ in 0..l.aspects[a as usize] {
            s.push_str(aspect_symbol(a));
        }
    }
    s
}

pub fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Mulligan { .. } => "Mulligan",
        Phase::Deploy => "Deploy",
        Phase::Attack => "Attack",
        Phase::Block => "Block",
        Phase::AfterBlocks => "Before damage",
        Phase::Reinforce => "Reinforce",
        Phase::EndWindow => "End of turn",
        Phase::Over => "Game over",
    }
}

/// A spell, skill or ability waiting on the stack: what it is, on what, and who played it
/// ("Fireball on Bo's hero — played by Ada").
pub fn stack_line(c: &Content, t: &Table, item: &StackItem, name_of: &dyn Fn(u8) -> AttrValue) -> String {
    let what = match item.source {
        Source::Card { def, .. } => c.name(def).to_string(),
        Source::Skill { skill } => c.skills.get(skill as usize).map(|s| format!("skill {}", s.name)).unwrap_or_default(),
        Source::Ability { def, .. } => format!("{}'s ability", c.name(def)),
    };
    let on = match item.target {
        Some(Target::Creature(id)) => t.creature(id).map(|cr| format!(" on {}", c.name(cr.def))).unwrap_or_default(),
        Some(Target::Hero(h)) => format!(" on {} hero", crate::core::wording::possessive_in(&name_of(h))),
        Some(Target::Spell(_)) => " on a waiting spell".to_string(),
        None => String::new(),
    };
    format!("{what}{on} — played by {}", crate::core::wording::name_in(&name_of(item.controller)))
}

/// What the acting seat is asked now, in a sentence; `waiting` is the top of the stack in words
/// (`stack_line`), named when the seat is asked to answer it.
pub fn prompt(t: &Table, seat: u8, waiting: Option<&str>) -> String {
    if t.priority == Some(seat) {
        return match waiting {
            Some(what) => format!("Waiting on the stack: {what}. Answer with an instant, or pass to let it resolve."),
            None => "A spell waits on the stack: answer with an instant, or pass to let it resolve.".into(),
        };
    }
    if t.confirm_shrine.is_some() {
        return "You have no levels yet: play this shrine for mana anyway?".into();
    }
    if t.offering {
        return "Divine Offering: take one shrine of the four shown, or nothing.".into();
    }
    match t.phase {
        Phase::Mulligan { .. } => "Keep these seven cards, or replace them all once (mulligan).".into(),
        Phase::Deploy => "Deploy: play a shrine (once a turn), cards and skills; move creatures between rows. Then go to combat.".into(),
        Phase::Attack => "Declare attackers: tap one of your ready creatures, then what it attacks. Instants may be played.".into(),
        Phase::Block => "Declare blockers: tap one of your creatures, then the attacker it blocks. Instants may be played.".into(),
        Phase::AfterBlocks => "Blocks are set: a last chance for instants before damage. Pass to resolve combat.".into(),
        Phase::Reinforce => "Reinforce: a second main phase. Play cards, then end the turn.".into(),
        Phase::EndWindow => "End of the other player's turn: you may play an instant, or pass.".into(),
        Phase::Over => "The game is over.".into(),
    }
}

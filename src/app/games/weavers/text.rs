//! The words the Weavers table uses: what each component, token and status means (in the
//! project's own words), the five phases of a round, and the spoken summary of a card that
//! screen readers read instead of its layout.

use crate::games::weavers::{Card, Component, Duration, Kind, Phase, Status, TokenKind, Tokens};

pub fn component_meaning(c: Component) -> &'static str {
    match c {
        Component::Word => "Spoken magic: incantations and words of power.",
        Component::Gesture => "Movement: hand signs, stances and strikes.",
        Component::Focus => "The mind: concentration and channelled power.",
        Component::Item => "Things: powders, crystals, relics and brews.",
        Component::Blood => "Sacrifice: a price paid by the caster.",
    }
}

/// What a token does to the player holding it.
pub fn token_meaning(kind: TokenKind) -> &'static str {
    match kind {
        TokenKind::Shield => {
            "Each shield blocks one damage. Half your shields (rounded down) decay at the end of each round."
        }
        TokenKind::Damage => {
            "Received this round. Each one removes a shield; each one left unblocked costs a card from hand."
        }
        TokenKind::Healing => {
            "Received this round. Each one removes one token of every status you have (Curses first)."
        }
        TokenKind::Status(s) => status_meaning(s),
    }
}

pub fn status_meaning(s: Status) -> &'static str {
    match s {
        Status::Sick => {
            "Sick: the first time each round you take unblocked damage, the top card of your deck is discarded too."
        }
        Status::Weak => "Weak: your maximum hand size is 5 instead of 6.",
        Status::Dazed => "Dazed: shield decay rounds up instead of down.",
        Status::Sealed => "Sealed: you cannot play Wild Magic; every card must be cast face up.",
        Status::Cursed => "Cursed: healing must remove Curses first, one per healing token, before any other status.",
    }
}

pub fn duration_name(d: Duration) -> &'static str {
    match d {
        Duration::Temporary => "Temporary",
        Duration::Repeatable => "Repeatable",
    }
}

pub fn duration_meaning(d: Duration) -> &'static str {
    match d {
        Duration::Temporary => "Completes once, then is discarded.",
        Duration::Repeatable => "Stays in play after completing and starts its formula again next round.",
    }
}

pub fn kind_name(k: Kind) -> &'static str {
    match k {
        Kind::Class => "Class",
        Kind::Spellbook => "Spellbook",
    }
}

/// "2 Damage and 1 Sick", or "nothing".
pub fn tokens_text(t: &Tokens) -> String {
    let parts: Vec<String> = t.iter().map(|(k, n)| format!("{n} {}", k.name())).collect();
    match parts.len() {
        0 => "nothing".into(),
        _ => parts.join(" and "),
    }
}

/// The card as a sentence, for screen readers: every part of its anatomy in reading order.
pub fn card_summary(card: &Card, set: &str) -> String {
    let s = &card.spell;
    let comps: Vec<&str> = s.components.iter().map(|c| c.name()).collect();
    let mut out = format!("{}. {} {} card, {}.", card.name, set, kind_name(card.kind), duration_name(s.duration));
    out.push_str(&format!(
        " When played face up: produces {}; effect {}.",
        if comps.is_empty() { "no components".to_string() } else { comps.join(" and ") },
        tokens_text(&s.instant)
    ));
    if s.steps.is_empty() {
        out.push_str(" No steps: complete at once.");
    } else {
        let steps: Vec<String> = s
            .steps
            .iter()
            .map(|st| match st.residual {
                Some(r) => format!("{} (leaves {})", st.needs.name(), r.name()),
                None => st.needs.name().to_string(),
            })
            .collect();
        out.push_str(&format!(" Steps: {}.", steps.join(", then ")));
    }
    out.push_str(&format!(" When complete: {}.", tokens_text(&s.delayed)));
    out
}

/// The five phases of a round, as the Round Overview lists them.
pub const PHASES: [(&str, &str, &str); 5] = [
    ("Draw", "Replace cards", "Bury any cards you like at the bottom of your deck, then draw up to your hand size."),
    ("Casting", "Play a card", "Both choose a card in secret and reveal together: face up it is an active spell (instant effect now), face down it is Wild Magic."),
    ("Spellweaving", "Weave spells", "Spells from earlier rounds advance one step if their next component was produced; the others are discarded. Completed spells resolve."),
    ("Effects", "Resolve tokens", "Shields block damage, unblocked damage is discarded from hand, then healing removes statuses."),
    ("End", "Shield decay", "Lose half your shields (rounded down). A player with an empty hand now loses."),
];

/// The phase (0-based) the state waits in.
pub fn phase_index(p: Phase) -> usize {
    match p {
        Phase::Draw => 0,
        Phase::Casting => 1,
        Phase::Discarding => 3,
        Phase::Over => 4,
    }
}

/// The phase (0-based) an event belongs to, from the rule it cites; `None` for rules that
/// happen in several phases (token assignment: it follows the event before it).
pub fn phase_of_rule(section: &str, topic: &str) -> Option<usize> {
    match (section, topic) {
        ("1. Draw Phase", _) | ("Status Token Effects", "Weak") => Some(0),
        ("2. Casting Phase", _) | ("Glossary", _) | ("Status Token Effects", "Sealed") => Some(1),
        ("3. Spellweaving Phase", _)
        | ("Residual Components", _)
        | ("Time Steps", _)
        | ("Completing Spells", _)
        | ("Ending the Spellweaving Phase", _) => Some(2),
        ("4. Effects Phase", _) | ("Status Token Effects", "Sick" | "Cursed") => Some(3),
        ("5. End Phase", _) | ("Status Token Effects", "Dazed") | ("Ending the Game", _) => Some(4),
        _ => None,
    }
}

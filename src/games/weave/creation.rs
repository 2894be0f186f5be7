//! "CREATING A CHARACTER": a focus suit from a face-down Challenge card, four Story cards for
//! 4 backstories, 6 talents (2, 1, 2, 1), 2 flaws (cards 2 and 4), a signature move (1 of 4),
//! 2 items (of 8) and a name.

use super::content::{check_text, Playset};
use super::setup;
use super::state::*;
use crate::core::{Log, RuleError};

const TALENTS_PER_CARD: [u8; 4] = [2, 1, 2, 1];

/// Starts the next queued player's character, or finishes when nobody is left.
pub fn start_next_draft(set: &Playset, s: &mut WeaveState, log: &mut Log) {
    let t = &mut s.table;
    if t.to_create.is_empty() || t.story_deck.len() < 4 {
        return_set_aside(s, log);
    }
    let t = &mut s.table;
    if t.to_create.is_empty() {
        let season_start = t.episode == 1 && !t.timeline.iter().any(|m| matches!(m, Moment::SceneBegan { .. }));
        if season_start {
            setup::finish_setup(set, s);
        } else {
            t.stage = Stage::EpisodeStart;
        }
        return;
    }
    let seat = t.to_create.remove(0);
    if t.focus_pile.is_empty() {
        t.focus_pile = setup::focus_pile(1, &mut s.rng);
    }
    let focus = t.focus_pile.pop().unwrap_or(Suit::Stones);
    let n = t.story_deck.len();
    let cards: Vec<u8> = t.story_deck.split_off(n.saturating_sub(4));
    let mut draft =
        Draft { seat, focus, cards, qualities: Vec::new(), signature: None, step: DraftStep::Backstory { card: 0 } };
    skip_empty_steps(set, &mut draft);
    log.say(rule("CREATING A CHARACTER", "FOCUS SUIT"), Some(seat as usize), || {
        format!("Seat {seat} takes a face-down Challenge card: focus suit {}", focus.name())
    });
    t.stage = Stage::Creating(draft);
}

/// The choices of the current step, as (kind, text); empty at the naming step.
pub fn options(set: &Playset, d: &Draft) -> Vec<(QualityKind, String)> {
    let mut out = Vec::new();
    for_each_option(set, d, |kind, text| out.push((kind, text.clone())));
    out
}

/// How many choices `options` lists, without copying their texts (the search lists a step's
/// choices at every node and playout step).
pub fn option_count(set: &Playset, d: &Draft) -> usize {
    let mut n = 0;
    for_each_option(set, d, |_, _| n += 1);
    n
}

/// Visits the choices of the current step in `options`' order.
fn for_each_option(set: &Playset, d: &Draft, mut visit: impl FnMut(QualityKind, &String)) {
    let card = |pos: u8| d.cards.get(pos as usize).and_then(|&id| set.story.get(id as usize));
    let taken = |kind: QualityKind, text: &String| d.qualities.iter().any(|q| q.kind == kind && &q.text == text);
    let mut fresh = |kind: QualityKind, list: &[String]| {
        list.iter().filter(|t| !taken(kind, t)).for_each(|t| visit(kind, t));
    };
    match d.step {
        DraftStep::Backstory { card: p } => {
            if let Some(c) = card(p) {
                fresh(QualityKind::Backstory, &c.backstories);
            }
        }
        DraftStep::Talent { card: p, .. } => {
            if let Some(c) = card(p) {
                fresh(QualityKind::Talent, &c.talents);
            }
        }
        DraftStep::Flaw { card: p } => {
            if let Some(c) = card(p) {
                fresh(QualityKind::Flaw, &c.flaws);
            }
        }
        DraftStep::Signature => {
            (0..d.cards.len() as u8).filter_map(card).for_each(|c| visit(QualityKind::Talent, &c.signature.name))
        }
        DraftStep::Items { .. } => {
            for c in (0..d.cards.len() as u8).filter_map(card) {
                fresh(QualityKind::Item, &c.items);
            }
        }
        DraftStep::Name => {}
    }
}

fn next_step(step: DraftStep) -> DraftStep {
    match step {
        DraftStep::Backstory { card } => DraftStep::Talent { card, left: TALENTS_PER_CARD[card as usize % 4] },
        DraftStep::Talent { card, left } if left > 1 => DraftStep::Talent { card, left: left - 1 },
        DraftStep::Talent { card, .. } if card % 2 == 1 => DraftStep::Flaw { card },
        DraftStep::Talent { card, .. } | DraftStep::Flaw { card } if card < 3 => {
            DraftStep::Backstory { card: card + 1 }
        }
        DraftStep::Talent { .. } | DraftStep::Flaw { .. } => DraftStep::Signature,
        DraftStep::Signature => DraftStep::Items { left: 2 },
        DraftStep::Items { left } if left > 1 => DraftStep::Items { left: left - 1 },
        DraftStep::Items { .. } | DraftStep::Name => DraftStep::Name,
    }
}

/// A step with nothing left to choose (the same text taken from an earlier card) is skipped.
fn skip_empty_steps(set: &Playset, d: &mut Draft) {
    while d.step != DraftStep::Name && option_count(set, d) == 0 {
        d.step = next_step(d.step);
    }
}

/// Name suggestions: the playset's names not yet worn by a character of the season.
pub fn suggested_names(set: &Playset, t: &Table) -> Vec<String> {
    set.names.iter().filter(|n| !t.characters.iter().any(|c| &c.name == *n)).take(4).cloned().collect()
}

pub fn pick(set: &Playset, s: &mut WeaveState, option: u8, log: &mut Log) {
    let Stage::Creating(d) = &mut s.table.stage else { return };
    let mut chosen = None;
    let mut index = 0;
    for_each_option(set, d, |kind, text| {
        if index == option as usize {
            chosen = Some((kind, text.clone()));
        }
        index += 1;
    });
    let Some((kind, text)) = chosen else { return };
    let seat = d.seat;
    if d.step == DraftStep::Signature {
        d.signature = Some(option);
    } else {
        d.qualities.push(Quality { kind, text: text.clone() });
    }
    let label = if d.step == DraftStep::Signature { "Signature move" } else { kind.name() };
    let topic = match d.step {
        DraftStep::Backstory { .. } => "BACKSTORY",
        DraftStep::Talent { .. } => "TALENTS",
        DraftStep::Flaw { .. } => "FLAWS",
        DraftStep::Signature => "SIGNATURE MOVE",
        DraftStep::Items { .. } | DraftStep::Name => "ITEMS",
    };
    d.step = next_step(d.step);
    skip_empty_steps(set, d);
    log.say(rule("CREATING A CHARACTER", topic), Some(seat as usize), || format!("{label}: {text}"));
}

/// Checks a typed name: bounded text, not the name of another character of the season.
pub fn check_name(t: &Table, name: &str) -> Result<(), RuleError> {
    check_text(name)
        .map_err(|e| RuleError::new(rule("CREATING A CHARACTER", "COMPLETING A CHARACTER"), format!("A name {e}.")))?;
    if t.characters.iter().any(|c| c.name == name) {
        return Err(RuleError::new(
            rule("CREATING A CHARACTER", "COMPLETING A CHARACTER"),
            "Another character of this season already has that name.",
        ));
    }
    Ok(())
}

/// "FINISHING SETUP": "After players have completed their characters, all Story and Challenge
/// cards are returned": the set-aside Story cards go back into the deck, shuffled. A deck too
/// short to give the next player four cards takes them back early (ruling "Creation cards").
fn return_set_aside(s: &mut WeaveState, log: &mut Log) {
    let t = &mut s.table;
    if t.set_aside.is_empty() {
        return;
    }
    let n = t.set_aside.len();
    t.story_deck.append(&mut t.set_aside);
    s.rng.shuffle(&mut t.story_deck);
    log.say(rule("FINISHING SETUP", ""), None, || {
        format!("The {n} Story cards drawn to make the characters go back into the Story deck")
    });
}

/// Completes the character. Its four Story cards are set aside until every player has completed
/// theirs ("FINISHING SETUP"); under the rules before issue 28 they went back into the deck at
/// once, shuffled.
pub fn name(set: &Playset, s: &mut WeaveState, name: &str, log: &mut Log) {
    let Stage::Creating(d) = &s.table.stage else { return };
    let d = d.clone();
    let t = &mut s.table;
    let signature =
        d.signature.and_then(|p| d.cards.get(p as usize).copied()).unwrap_or(d.cards.first().copied().unwrap_or(0));
    let index = t.characters.len() as u8;
    t.characters.push(Character {
        owner: d.seat,
        name: name.to_string(),
        focus: d.focus,
        qualities: d.qualities,
        signature,
        signature_used: false,
        wounds: Vec::new(),
        removed: false,
        received: 0,
        kept: Vec::new(),
        retired: false,
        joined: t.episode,
    });
    if t.follows_28() {
        t.set_aside.extend(d.cards);
    } else {
        t.story_deck.extend(d.cards);
        s.rng.shuffle(&mut t.story_deck);
    }
    t.timeline.push(Moment::CharacterJoined { episode: t.episode, character: index });
    log.say(rule("CREATING A CHARACTER", "COMPLETING A CHARACTER"), Some(d.seat as usize), || {
        format!("{name} joins the cast (focus {})", d.focus.name())
    });
    start_next_draft(set, s, log);
}

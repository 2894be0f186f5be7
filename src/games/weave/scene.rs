//! "PLAYING": scenes and their spread, encounters, story cards, changing qualities, and the
//! season's rhythm of scenes and episodes (Loomhall's "SEASONS AND EPISODES").

use super::content::{check_text, Playset};
use super::creation;
use super::dice;
use super::setup::{draw_foundation, past_cards, refill_hand};
use super::state::*;
use crate::core::{Log, RuleError};

pub fn begin_scene(t: &mut Table) {
    t.scene = Scene { number: t.scene.number.saturating_add(1), ..Scene::default() };
    t.timeline.push(Moment::SceneBegan { episode: t.episode, scene: t.scene.number });
}

/// Counts a beat of the scene; a story card won by a check may be the one beat past the bound.
fn beat(t: &mut Table) {
    t.scene.beats = t.scene.beats.saturating_add(1).min(MAX_BEATS);
}

/// The scene closes: every wound heals, removed characters come back, and the played cards are
/// shuffled back into their decks ("PLAYING A SCENE", "RECEIVING WOUNDS").
fn close_scene(s: &mut WeaveState, log: &mut Log) {
    let t = &mut s.table;
    t.timeline.push(Moment::SceneEnded { episode: t.episode, scene: t.scene.number, beats: t.scene.beats });
    for c in &mut t.characters {
        c.wounds.clear();
        c.received = 0;
        c.removed = false;
    }
    let stories: Vec<u8> = t.scene.stories.drain(..).map(|p| p.card).collect();
    t.story_deck.extend(stories);
    t.challenge_deck.append(&mut t.scene.challenges);
    s.rng.shuffle(&mut t.story_deck);
    s.rng.shuffle(&mut t.challenge_deck);
    t.scene.encounter = None;
    refill_hand(t);
    let n = t.scene.number;
    log.say(rule("SEASONS AND EPISODES", "ENDING A SCENE"), None, || {
        format!("Scene {n} ends: wounds heal and the played cards go back into their decks")
    });
}

pub fn end_scene(s: &mut WeaveState, log: &mut Log) {
    close_scene(s, log);
    if s.table.scene.number >= MAX_SCENES {
        finish_episode(s, log);
    } else {
        begin_scene(&mut s.table);
        s.table.stage = Stage::Scene;
    }
}

pub fn end_episode(s: &mut WeaveState, log: &mut Log) {
    close_scene(s, log);
    finish_episode(s, log);
}

/// The episode's foundation turns face up and goes back into the Story deck; signature moves
/// are ready again; the next episode draws its foundation, or the season ends.
fn finish_episode(s: &mut WeaveState, log: &mut Log) {
    let t = &mut s.table;
    let episode = t.episode;
    t.timeline.push(Moment::EpisodeEnded { episode, foundation: t.foundation.cards });
    for c in &mut t.characters {
        c.signature_used = false;
    }
    if episode >= t.episodes {
        t.stage = Stage::Over;
        log.say(rule("SEASONS AND EPISODES", "END OF THE SEASON"), None, || {
            format!("Episode {episode} was the finale: the season is over")
        });
        return;
    }
    t.story_deck.extend(t.foundation.cards);
    s.rng.shuffle(&mut t.story_deck);
    t.episode += 1;
    t.scene = Scene::default();
    draw_foundation(t, &mut s.rng);
    t.stage = Stage::EpisodeStart;
    let next = t.episode;
    log.say(rule("SEASONS AND EPISODES", "ENDING AN EPISODE"), None, || {
        format!("Episode {episode} ends; episode {next} draws its Theme, Location and Boss")
    });
}

/// Past cards of this slot the framing seat may bring back: any not in the storyteller's hand.
/// The list must not depend on where hidden cards lie (deck or face-down foundation).
pub fn reusable(t: &Table, slot: Slot) -> Vec<u8> {
    if t.reused[slot.index()] {
        return Vec::new();
    }
    let mut cards: Vec<u8> = past_cards(t, slot).into_iter().filter(|c| !t.hand_stories.contains(c)).collect();
    cards.sort_unstable();
    cards.dedup();
    cards
}

/// Brings a past card into `slot`: from the deck (the drawn card goes back and the deck is
/// shuffled) or from another foundation slot (the two swap).
pub fn reuse(s: &mut WeaveState, slot: Slot, card: u8, log: &mut Log) {
    let t = &mut s.table;
    let i = slot.index();
    if let Some(p) = t.story_deck.iter().position(|&c| c == card) {
        t.story_deck.remove(p);
        let old = std::mem::replace(&mut t.foundation.cards[i], card);
        t.story_deck.push(old);
        s.rng.shuffle(&mut t.story_deck);
    } else if let Some(j) = t.foundation.cards.iter().position(|&c| c == card) {
        t.foundation.cards.swap(i, j);
    }
    t.reused[i] = true;
    let theme = t.foundation.cards[0];
    if let Some(Moment::EpisodeBegan { theme: shown, .. }) =
        t.timeline.iter_mut().rev().find(|m| matches!(m, Moment::EpisodeBegan { .. }))
    {
        *shown = theme;
    }
    log.say(rule("SETUP", "STARTING A NEW SEASON"), None, || {
        format!("The {} of a past episode returns", slot.name().to_lowercase())
    });
}

/// Characters who may leave the season now: in it since an earlier episode.
pub fn recastable(t: &Table) -> Vec<u8> {
    t.cast().into_iter().filter(|&i| t.characters[i as usize].joined < t.episode).collect()
}

pub fn recast(set: &Playset, s: &mut WeaveState, character: u8, log: &mut Log) {
    let t = &mut s.table;
    let Some(c) = t.characters.get_mut(character as usize) else { return };
    c.retired = true;
    let (owner, name) = (c.owner, c.name.clone());
    t.timeline.push(Moment::CharacterRetired { episode: t.episode, character });
    t.to_create.push(owner);
    log.say(rule("SETUP", "INVITING PLAYERS"), Some(owner as usize), || {
        format!("{name} leaves the season; their player makes a new character")
    });
    creation::start_next_draft(set, s, log);
}

pub fn begin_episode(t: &mut Table, log: &mut Log) {
    begin_scene(t);
    t.stage = Stage::Scene;
    let e = t.episode;
    log.say(rule("SEASONS AND EPISODES", "EPISODE START"), None, || format!("Episode {e} begins"));
}

pub fn discover(set: &Playset, t: &mut Table, slot: Slot, log: &mut Log) {
    beat(t);
    t.foundation.found[slot.index()] = true;
    let card = t.foundation.cards[slot.index()];
    t.timeline.push(Moment::Discovered { episode: t.episode, slot, card });
    let text = set.story.get(card as usize).map(|c| match slot {
        Slot::Location => format!("The location is discovered: {}", c.location),
        _ => format!("The boss is discovered: {}", c.character),
    });
    let topic = if slot == Slot::Location { "LOCATION" } else { "BOSS" };
    log.say(rule("SETUP", topic), None, || text.unwrap_or_default());
}

fn story_text(set: &Playset, card: u8, used_as: StoryUse) -> String {
    let Some(c) = set.story.get(card as usize) else { return String::new() };
    match used_as {
        StoryUse::Location => format!("Location: {}", c.location),
        StoryUse::Npc => format!("NPC: {}", c.character),
        StoryUse::Enemy => format!("Enemy: {}", c.character),
        StoryUse::PlotTwist => format!("Plot twist: {}", c.theme),
        StoryUse::Item => format!("Item from {}", c.title),
    }
}

fn story_topic(used_as: StoryUse) -> &'static str {
    match used_as {
        StoryUse::Location => "LOCATION",
        StoryUse::Npc => "NPC",
        StoryUse::Enemy => "ENEMY",
        StoryUse::PlotTwist => "PLOT TWIST",
        StoryUse::Item => "ITEM",
    }
}

/// Plays a Story card from the storyteller's hand (or, `from_hand == false`, one already
/// taken from the deck) into the scene's spread.
pub fn play_story(set: &Playset, t: &mut Table, card: u8, used_as: StoryUse, log: &mut Log) {
    beat(t);
    if let Some(p) = t.hand_stories.iter().position(|&c| c == card) {
        t.hand_stories.remove(p);
    }
    t.scene.stories.push(PlayedStory { card, used_as, face_down: false });
    refill_hand(t);
    log.say(rule("PLAYING STORY CARDS", story_topic(used_as)), None, || story_text(set, card, used_as));
}

/// "You can play a card ... face down (choosing to play it at the right moment)".
pub fn play_face_down(t: &mut Table, card: u8, log: &mut Log) {
    beat(t);
    if let Some(p) = t.hand_stories.iter().position(|&c| c == card) {
        t.hand_stories.remove(p);
        t.scene.stories.push(PlayedStory { card, used_as: StoryUse::PlotTwist, face_down: true });
        refill_hand(t);
    }
    log.say(rule("PLAYING STORY CARDS", ""), None, || "The storyteller plays a Story card face down".to_string());
}

pub fn reveal(set: &Playset, t: &mut Table, index: u8, used_as: StoryUse, log: &mut Log) {
    beat(t);
    let Some(played) = t.scene.stories.get_mut(index as usize) else { return };
    played.face_down = false;
    played.used_as = used_as;
    let card = played.card;
    log.say(rule("PLAYING STORY CARDS", story_topic(used_as)), None, || story_text(set, card, used_as));
}

/// "... or let one of the players choose one of the two story cards you have".
pub fn offer_story(t: &mut Table, character: u8, used_as: StoryUse, log: &mut Log) {
    t.stage = Stage::StoryPick { character, used_as };
    let name = t.character(character).map(|c| c.name.clone()).unwrap_or_default();
    log.say(rule("PLAYING STORY CARDS", story_topic(used_as)), None, || {
        format!("{name}'s player chooses which Story card comes into play as {}", used_as.name())
    });
}

/// Oracle mode: the top Story card is turned up and played as asked.
pub fn consult_oracle(set: &Playset, t: &mut Table, used_as: StoryUse, log: &mut Log) {
    if let Some(card) = t.story_deck.pop() {
        play_story(set, t, card, used_as, log);
    }
}

pub fn give_item(set: &Playset, t: &mut Table, card: u8, item: u8, character: u8, log: &mut Log) {
    let text = set.story.get(card as usize).and_then(|c| c.items.get(item as usize)).cloned().unwrap_or_default();
    play_story(set, t, card, StoryUse::Item, log);
    if let Some(c) = t.characters.get_mut(character as usize) {
        if c.qualities.len() < MAX_QUALITIES {
            c.qualities.push(Quality { kind: QualityKind::Item, text: text.clone() });
        }
        let (name, owner) = (c.name.clone(), c.owner as usize);
        log.say(rule("PLAYING STORY CARDS", "ITEM"), Some(owner), || format!("{name} receives the {text}"));
    }
}

/// "PLAYING AN ENCOUNTER": "each player roll to see who goes first before taking turns in a
/// clockwise fashion". Every character in the scene rolls as for a Perception check (three dice,
/// one more for a Gales focus: "the highest result usually aids the winning player in a chance to
/// go first"); the most successes goes first, a tie going to the character who started the
/// encounter or else the nearest after them in seat order ("DECIDING WHO GOES FIRST"); then the
/// others in seat order from there (ruling "Encounters"). Edition 1 rolled nothing: the character
/// who started it went first.
pub fn start_encounter(s: &mut WeaveState, first: u8, log: &mut Log) {
    let t = &mut s.table;
    beat(t);
    let present = t.present();
    let at = present.iter().position(|&c| c == first).unwrap_or(0);
    // Seat order starting from the character who started the encounter.
    let from_starter: Vec<u8> = present[at..].iter().chain(&present[..at]).copied().collect();
    let mut leader = from_starter.first().copied().unwrap_or(first);
    if t.follows_28() && from_starter.len() > 1 {
        let mut best = None;
        for &i in &from_starter {
            let c = &t.characters[i as usize];
            let pool = dice::check_pool(c, Suit::Gales);
            let (faces, rerolls) = dice::roll(dice::pool_size(&pool).max(1) as usize, &mut s.rng);
            let successes = dice::successes(Suit::Gales, &faces, &rerolls);
            if best.is_none_or(|b| successes > b) {
                (best, leader) = (Some(successes), i);
            }
            let name = c.name.clone();
            log.say(rule("PLAYING", "PLAYING AN ENCOUNTER"), Some(c.owner as usize), || {
                let mut text = format!(
                    "{name} rolls {} dice to go first: {}",
                    faces.len(),
                    faces.iter().map(|f| f.name()).collect::<Vec<_>>().join(", ")
                );
                if !rerolls.is_empty() {
                    let names: Vec<&str> = rerolls.iter().map(|f| f.name()).collect();
                    text.push_str(&format!("; Weave re-rolls: {}", names.join(", ")));
                }
                text.push_str(&format!(" — {successes} success{}", if successes == 1 { "" } else { "es" }));
                text
            });
        }
    }
    let at = present.iter().position(|&c| c == leader).unwrap_or(0);
    let order: Vec<u8> = present[at..].iter().chain(&present[..at]).copied().collect();
    let names: Vec<String> = order.iter().filter_map(|&i| t.character(i)).map(|c| c.name.clone()).collect();
    t.scene.encounter = Some(Encounter { order, turn: 0, seconds: 0 });
    let rolled = t.follows_28() && names.len() > 1;
    log.say(rule("PLAYING", "DECIDING WHO GOES FIRST"), None, || match (rolled, names.split_first()) {
        (true, Some((lead, rest))) => {
            format!("An encounter starts; {lead} rolled highest and goes first, then {}", rest.join(", "))
        }
        (_, Some((lead, _))) => format!("An encounter starts; {lead} goes first"),
        _ => "An encounter starts".to_string(),
    });
}

/// The next character in the order who is still in the scene takes a ten-second turn.
pub fn next_turn(t: &mut Table, log: &mut Log) {
    beat(t);
    let chars = t.characters.clone();
    let Some(e) = t.scene.encounter.as_mut() else { return };
    let n = e.order.len().max(1);
    for _ in 0..n {
        e.turn = e.turn.saturating_add(1);
        e.seconds = e.seconds.saturating_add(10);
        let present = e.current().and_then(|c| chars.get(c as usize)).is_some_and(|c| c.present());
        if present {
            break;
        }
    }
    let (name, seconds) = (e.current().and_then(|c| chars.get(c as usize)).map(|c| c.name.clone()), e.seconds);
    log.say(rule("PLAYING", "TAKING AN ACTION"), None, || {
        format!("{}'s turn ({seconds} seconds into the encounter)", name.unwrap_or_default())
    });
}

pub fn non_player_action(t: &mut Table, log: &mut Log) {
    beat(t);
    log.say(rule("PLAYING", "NON-PLAYER ACTIONS"), None, || "A non-player character acts".to_string());
}

pub fn end_encounter(t: &mut Table, log: &mut Log) {
    beat(t);
    t.scene.encounter = None;
    log.say(rule("PLAYING", "ENDING AN ENCOUNTER"), None, || "The encounter is over".to_string());
}

pub fn check_quality(t: &Table, character: u8, text: &str) -> Result<(), RuleError> {
    let r = rule("SEASONS AND EPISODES", "CHANGING QUALITIES");
    check_text(text).map_err(|e| RuleError::new(r.clone(), format!("A quality {e}.")))?;
    let Some(c) = t.character(character).filter(|c| c.present()) else {
        return Err(RuleError::new(r, "That character is not in the scene."));
    };
    if c.qualities.len() >= MAX_QUALITIES {
        return Err(RuleError::new(r, "That character sheet is full (24 qualities)."));
    }
    if c.qualities.iter().any(|q| q.text == text) {
        return Err(RuleError::new(r, "The character already has that quality."));
    }
    Ok(())
}

/// Whether `check_quality` would accept one of the playset's own words (checked as text when
/// the playset was read, so only the character's sheet is asked): the character is in the
/// scene, its sheet has room, and it does not have that quality yet.
pub fn quality_fits(t: &Table, character: u8, text: &str) -> bool {
    t.character(character).filter(|c| c.present()).is_some_and(|c| {
        c.qualities.len() < MAX_QUALITIES && !c.qualities.iter().any(|q| q.text == text)
    })
}

pub fn add_quality(t: &mut Table, character: u8, kind: QualityKind, text: &str, log: &mut Log) {
    beat(t);
    if let Some(c) = t.characters.get_mut(character as usize) {
        c.qualities.push(Quality { kind, text: text.to_string() });
        let (name, owner) = (c.name.clone(), c.owner as usize);
        log.say(rule("SEASONS AND EPISODES", "CHANGING QUALITIES"), Some(owner), || {
            format!("{name} gains the {} \"{text}\"", kind.name().to_lowercase())
        });
    }
}

pub fn remove_quality(t: &mut Table, character: u8, index: u8, log: &mut Log) {
    beat(t);
    if let Some(c) = t.characters.get_mut(character as usize) {
        if (index as usize) < c.qualities.len() {
            let q = c.qualities.remove(index as usize);
            let (name, owner) = (c.name.clone(), c.owner as usize);
            log.say(rule("SEASONS AND EPISODES", "CHANGING QUALITIES"), Some(owner), || {
                format!("{name} loses \"{}\"", q.text)
            });
        }
    }
}

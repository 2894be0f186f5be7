//! An explicit starting position: a season already in its first scene, with the cast, the
//! storyteller's hand and the top of the Challenge deck named. Cards are ids into the playset.

use super::content::{check_text, Content};
use super::setup::{draw_foundation, focus_pile};
use super::state::*;
use super::WeaveOptions;
use crate::core::{GameRng, SetupError};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioCharacter {
    pub owner: u8,
    pub name: String,
    pub focus: Option<Suit>,
    pub qualities: Vec<Quality>,
    /// The Story card whose signature move the character has.
    pub signature: u8,
    #[serde(default)]
    pub signature_used: bool,
    #[serde(default)]
    pub wounds: Vec<Suit>,
    /// Wounds received in this scene, healed ones included (rules edition 2): at least the wounds
    /// held, which is what 0 (the default) stands for; 3 starts the character out of the scene.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub received: u8,
    #[serde(default)]
    pub kept: Vec<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub options: WeaveOptions,
    pub seats: usize,
    pub characters: Vec<ScenarioCharacter>,
    #[serde(default)]
    pub hand_challenges: Vec<u8>,
    #[serde(default)]
    pub hand_stories: Vec<u8>,
    /// Challenge cards on top of the deck, the last one on top.
    #[serde(default)]
    pub challenge_top: Vec<u8>,
}

pub fn build(c: &Content, sc: &Scenario, seed: u64) -> Result<WeaveState, SetupError> {
    let err = |m: String| Err(SetupError(format!("scenario: {m}")));
    let mut s = super::setup::new_season(c, &sc.options, sc.seats, seed)?;
    let t = &mut s.table;
    let set = &c.playsets[t.playset as usize];
    let mut used_challenges: Vec<u8> = Vec::new();
    let mut used_story: Vec<u8> = sc.hand_stories.clone();
    used_challenges.extend(&sc.hand_challenges);
    used_challenges.extend(&sc.challenge_top);
    t.characters.clear();
    for (i, ch) in sc.characters.iter().enumerate() {
        if let Err(e) = check_text(&ch.name) {
            return err(format!("character {i}: name {e}"));
        }
        if let Some((k, e)) = ch.qualities.iter().enumerate().find_map(|(k, q)| check_text(&q.text).err().map(|e| (k, e))) {
            return err(format!("character {i}: quality {k} {e}"));
        }
        if ch.owner >= t.seats || t.storyteller == Some(ch.owner) {
            return err(format!("character {i}: seat {} is not a player's", ch.owner));
        }
        if ch.signature as usize >= set.story.len() || ch.qualities.len() > MAX_QUALITIES {
            return err(format!("character {i}: bad signature card or too many qualities"));
        }
        if ch.received as usize > WOUNDS_TO_REMOVE {
            return err(format!("character {i}: received counts up to 3 wounds, the third removes the character"));
        }
        used_challenges.extend(&ch.kept);
        let received = if t.rules >= RULES { ch.received.max(ch.wounds.len().min(u8::MAX as usize) as u8) } else { 0 };
        t.characters.push(Character {
            owner: ch.owner,
            name: ch.name.clone(),
            focus: ch.focus.unwrap_or(Suit::ALL[i % 4]),
            qualities: ch.qualities.clone(),
            signature: ch.signature,
            signature_used: ch.signature_used,
            wounds: ch.wounds.clone(),
            removed: if t.rules >= RULES { received as usize } else { ch.wounds.len() } >= WOUNDS_TO_REMOVE,
            received,
            kept: ch.kept.clone(),
            retired: false,
            joined: 1,
        });
    }
    let mut sorted = used_challenges.clone();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != used_challenges.len() || sorted.iter().any(|&x| x as usize >= set.challenges.len()) {
        return err("a Challenge card is named twice or does not exist".to_string());
    }
    used_story.sort_unstable();
    used_story.dedup();
    if used_story.len() != sc.hand_stories.len() || used_story.iter().any(|&x| x as usize >= set.story.len()) {
        return err("a Story card is named twice or does not exist".to_string());
    }
    if sc.hand_challenges.len() > HAND_CHALLENGES || sc.hand_stories.len() > HAND_STORIES {
        return err("the storyteller holds at most four Challenge and two Story cards".to_string());
    }
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    let mut challenge_deck: Vec<u8> =
        (0..set.challenges.len() as u8).filter(|x| !used_challenges.contains(x)).collect();
    rng.shuffle(&mut challenge_deck);
    challenge_deck.extend(&sc.challenge_top);
    let mut story_deck: Vec<u8> = (0..set.story.len() as u8).filter(|x| !used_story.contains(x)).collect();
    rng.shuffle(&mut story_deck);
    t.challenge_deck = challenge_deck;
    t.story_deck = story_deck;
    t.to_create.clear();
    t.focus_pile = focus_pile(0, &mut rng);
    t.timeline.clear();
    draw_foundation(t, &mut rng);
    if t.oracle() {
        t.hand_challenges.clear();
        t.hand_stories.clear();
    } else {
        t.hand_challenges = sc.hand_challenges.clone();
        t.hand_stories = sc.hand_stories.clone();
    }
    t.scene = Scene::default();
    super::scene::begin_scene(t);
    t.stage = Stage::Scene;
    Ok(s)
}

/// The position in `view` as a scenario: the characters still in the season, the hand, no
/// cards forced on top of the deck.
pub fn scenario_of(game: &super::Weave, view: &super::WeaveView) -> Scenario {
    let t = &view.table;
    let open = |cards: &[u8]| cards.iter().copied().filter(|&c| c != HIDDEN).collect::<Vec<u8>>();
    Scenario {
        options: WeaveOptions {
            playset: game.content.playsets.get(t.playset as usize).map(|p| p.name.clone()).unwrap_or_default(),
            episodes: t.episodes,
            oracle: t.oracle(),
            rules: t.rules,
        },
        seats: t.seats as usize,
        characters: t
            .characters
            .iter()
            .filter(|c| !c.retired)
            .map(|c| ScenarioCharacter {
                owner: c.owner,
                name: c.name.clone(),
                focus: Some(c.focus),
                qualities: c.qualities.clone(),
                signature: c.signature,
                signature_used: c.signature_used,
                wounds: c.wounds.clone(),
                received: if c.received as usize > c.wounds.len() { c.received } else { 0 },
                kept: c.kept.clone(),
            })
            .collect(),
        hand_challenges: if t.oracle() { Vec::new() } else { open(&t.hand_challenges) },
        hand_stories: if t.oracle() { Vec::new() } else { open(&t.hand_stories) },
        challenge_top: Vec::new(),
    }
}

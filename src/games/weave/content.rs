//! Weave content: playsets, each a 22-card Story deck and a Challenge deck in four suits, loaded
//! from `cards/weave/*.ron` and validated (schema: `cards/weave/README.md`).

use super::state::Suit;
use crate::core::{fnv64, read_content, slugify, unique_ids, ContentFormat};
use crate::games::built;
use serde::{Deserialize, Serialize};

pub const STORY_CARDS: usize = 22;
/// Longest text a card, a name or a typed quality may hold (characters).
pub const MAX_TEXT: usize = 60;

/// The built-in playsets in RON. The game loads them as build.rs wrote them (`builtin`); native
/// tests read these texts.
#[cfg(test)]
pub(crate) const BUILTIN_FILES: [(&str, &str); 2] = [
    ("cards/weave/hollowmere.ron", include_str!("../../../cards/weave/hollowmere.ron")),
    ("cards/weave/skyreach.ron", include_str!("../../../cards/weave/skyreach.ron")),
];

/// What a signature move does, from a small vocabulary ("SIGNATURE MOVE": "add dice to a
/// challenge, ignore strikes, or otherwise modify the rules").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SignatureEffect {
    /// Adds this many dice (1 or 2) to the pool.
    ExtraDice(u8),
    /// Counts this many extra successes (1 or 2).
    BonusSuccesses(u8),
    /// A failed roll gives no wound whatever strikes show.
    IgnoreStrikes,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signature {
    pub name: String,
    pub effect: SignatureEffect,
}

/// One Story card: a theme, a location, a featured character (the boss when it is drawn third
/// for an episode) and the qualities a new character may take from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoryCard {
    pub title: String,
    pub theme: String,
    pub location: String,
    pub character: String,
    pub backstories: Vec<String>,
    pub talents: Vec<String>,
    pub flaws: Vec<String>,
    pub signature: Signature,
    pub items: Vec<String>,
}

/// A Challenge card: a suit and a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChallengeCard {
    pub suit: Suit,
    pub level: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playset {
    pub name: String,
    pub blurb: String,
    /// Character names offered when naming a character (a name may also be typed).
    pub names: Vec<String>,
    /// Consequences offered after an epic fail (one may also be typed).
    pub consequences: Vec<String>,
    pub story: Vec<StoryCard>,
    pub challenges: Vec<ChallengeCard>,
    /// The stable ids records name the cards by, in card order (`card_list`): made once here,
    /// since every action a record writes or reads converts through them.
    pub story_ids: Vec<String>,
    pub challenge_ids: Vec<String>,
}

/// A built-in playset as the new-game page lists it, without loading its cards: written by
/// build.rs from the same files, in the order `Content::playsets` holds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaysetListing {
    pub name: &'static str,
    pub blurb: &'static str,
}

/// Every built-in playset, listed.
pub const PLAYSET_LISTINGS: &[PlaysetListing] = crate::games::built::WEAVE_PLAYSETS;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    pub playsets: Vec<Playset>,
    pub hash: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSuitRow {
    suit: String,
    levels: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlayset {
    name: String,
    blurb: String,
    names: Vec<String>,
    consequences: Vec<String>,
    story: Vec<StoryCard>,
    challenges: Vec<RawSuitRow>,
}

impl Content {
    pub fn builtin() -> Result<Content, String> {
        let content = Content::read(ContentFormat::Json, built::WEAVE_FILES)?;
        Ok(Content { hash: built::WEAVE_HASH, ..content })
    }

    /// Parses and validates playset files given as (file name, text); errors name the file,
    /// the card and the field.
    pub fn parse(files: &[(&str, &str)]) -> Result<Content, String> {
        let content = Content::read(ContentFormat::Ron, files)?;
        let mut bytes = Vec::new();
        for (_, text) in files {
            bytes.extend_from_slice(text.as_bytes());
            bytes.push(0);
        }
        Ok(Content { hash: fnv64(&bytes), ..content })
    }

    /// Playset files in `format`, validated; the hash is left to the caller.
    fn read(format: ContentFormat, files: &[(&str, &str)]) -> Result<Content, String> {
        let mut playsets = Vec::new();
        for (file, text) in files {
            let raw: RawPlayset = read_content(format, file, text)?;
            let set = validate(file, raw)?;
            if playsets.iter().any(|p: &Playset| p.name.eq_ignore_ascii_case(&set.name)) {
                return Err(format!("{file}: field `name`: another playset is called \"{}\"", set.name));
            }
            playsets.push(set);
        }
        if playsets.is_empty() {
            return Err("no playset loaded".to_string());
        }
        Ok(Content { playsets, hash: 0 })
    }

    /// A playset by name (case-insensitive); the empty name is the first one.
    pub fn playset_index(&self, name: &str) -> Option<usize> {
        if name.trim().is_empty() {
            return Some(0);
        }
        self.playsets.iter().position(|p| p.name.eq_ignore_ascii_case(name.trim()))
    }
}

/// Text typed or printed: 1 to `MAX_TEXT` characters, no surrounding spaces, no control characters.
pub fn check_text(text: &str) -> Result<(), String> {
    let count = text.chars().count();
    if count == 0 || count > MAX_TEXT {
        return Err(format!("must be 1 to {MAX_TEXT} characters (has {count})"));
    }
    if text.trim() != text {
        return Err("must not start or end with spaces".to_string());
    }
    if text.chars().any(char::is_control) {
        return Err("must not contain control characters".to_string());
    }
    Ok(())
}

fn validate(file: &str, raw: RawPlayset) -> Result<Playset, String> {
    let top = |field: &str, e: String| format!("{file}: field `{field}`: {e}");
    check_text(&raw.name).map_err(|e| top("name", e))?;
    if raw.blurb.trim().is_empty() || raw.blurb.chars().count() > 200 {
        return Err(top("blurb", "must be 1 to 200 characters".to_string()));
    }
    for (field, list, least) in [("names", &raw.names, 4), ("consequences", &raw.consequences, 2)] {
        if list.len() < least {
            return Err(top(field, format!("{} entries, at least {least} needed", list.len())));
        }
        for (i, t) in list.iter().enumerate() {
            check_text(t).map_err(|e| top(field, format!("entry {i} \"{t}\" {e}")))?;
        }
    }
    if raw.story.len() != STORY_CARDS {
        return Err(top("story", format!("{} Story cards, a playset has exactly {STORY_CARDS}", raw.story.len())));
    }
    for (i, card) in raw.story.iter().enumerate() {
        let at = |field: &str, e: String| format!("{file}: story card {i} ({}): field `{field}`: {e}", card.title);
        for (field, t) in [
            ("title", &card.title),
            ("theme", &card.theme),
            ("location", &card.location),
            ("character", &card.character),
            ("signature.name", &card.signature.name),
        ] {
            check_text(t).map_err(|e| at(field, e))?;
        }
        // Character creation takes 1 backstory, up to 2 talents, 1 flaw and 2 items from a card
        // ("CREATING A CHARACTER"); each list offers a choice beyond that where it can.
        for (field, list, least) in [
            ("backstories", &card.backstories, 1),
            ("talents", &card.talents, 2),
            ("flaws", &card.flaws, 1),
            ("items", &card.items, 2),
        ] {
            if list.len() < least || list.len() > 6 {
                return Err(at(field, format!("{} entries, must be {least} to 6", list.len())));
            }
            for t in list {
                check_text(t).map_err(|e| at(field, format!("\"{t}\" {e}")))?;
            }
        }
        match card.signature.effect {
            SignatureEffect::ExtraDice(n) | SignatureEffect::BonusSuccesses(n) if !(1..=2).contains(&n) => {
                return Err(at("signature.effect", format!("amount {n} is not 1 or 2")));
            }
            _ => {}
        }
    }
    let mut challenges = Vec::new();
    let mut suits_seen = Vec::new();
    for (i, row) in raw.challenges.iter().enumerate() {
        let at = |e: String| format!("{file}: challenges row {i}: {e}");
        let suit = Suit::parse(&row.suit).ok_or_else(|| at(format!("field `suit`: unknown suit \"{}\"", row.suit)))?;
        if suits_seen.contains(&suit) {
            return Err(at(format!("field `suit`: {suit:?} is listed twice")));
        }
        suits_seen.push(suit);
        if row.levels.is_empty() || row.levels.len() > 16 {
            return Err(at(format!("field `levels`: {} cards, must be 1 to 16", row.levels.len())));
        }
        for &level in &row.levels {
            if !(1..=6).contains(&level) {
                return Err(at(format!("field `levels`: level {level} is not 1 to 6")));
            }
            challenges.push(ChallengeCard { suit, level });
        }
    }
    if suits_seen.len() != 4 {
        return Err(top("challenges", format!("{} suits, the Challenge deck has all four", suits_seen.len())));
    }
    let set = slugify(&raw.name);
    let story_ids = raw.story.iter().map(|card| format!("{set}/{}", slugify(&card.title))).collect();
    let challenge_ids =
        unique_ids(challenges.iter().map(|card| format!("{set}/{}-{}", slugify(card.suit.name()), card.level)));
    Ok(Playset {
        name: raw.name,
        blurb: raw.blurb,
        names: raw.names,
        consequences: raw.consequences,
        story: raw.story,
        challenges,
        story_ids,
        challenge_ids,
    })
}

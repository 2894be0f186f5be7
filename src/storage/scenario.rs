//! Scenario files and links: an explicit starting position of a game (a teacher's set-up, a
//! puzzle) to save as a `.json` file or to share as a link whose fragment carries the file,
//! base64url-encoded (`#/scenario/<data>`). Opening either starts a new game from it.

use super::error::SaveError;
use crate::core::MAX_SCENARIO_BYTES;
use serde::{Deserialize, Serialize};

/// Marks a scenario file, so it is told apart from a save at import.
pub const SCENARIO_FORMAT: &str = "loomhall-scenario";
pub const SCENARIO_FORMAT_VERSION: u32 = 1;
/// The most characters of a scenario file's title.
pub const MAX_TITLE_CHARS: usize = 120;
/// The most characters of a seat's name in a scenario file (as on the new-game page).
pub const MAX_SEAT_NAME_CHARS: usize = 24;
/// The most seat names a scenario file carries (more than any game seats).
pub const MAX_SEAT_NAMES: usize = 8;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScenarioFile {
    pub format: String,
    pub version: u32,
    pub game: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    /// The names the teacher's seats had ("Ada", "Bo"), kept by whoever opens the position;
    /// empty in older files (the seats are then "Player 1", "Player 2"…).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<String>,
    /// The game's own scenario type as JSON (checked when a game is started from it).
    pub scenario: serde_json::Value,
}

impl ScenarioFile {
    pub fn new(game: &str, title: &str, scenario: serde_json::Value) -> ScenarioFile {
        ScenarioFile {
            format: SCENARIO_FORMAT.into(),
            version: SCENARIO_FORMAT_VERSION,
            game: game.into(),
            title: title.into(),
            seats: Vec::new(),
            scenario,
        }
    }

    /// The same file carrying the seats' names (blank names are left to the defaults).
    pub fn with_seats<N: AsRef<str>>(mut self, names: &[N]) -> ScenarioFile {
        self.seats = names.iter().map(|n| n.as_ref().trim().to_string()).collect();
        self
    }

    pub fn to_pretty_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The link fragment's data: the compact JSON, base64url without padding.
    pub fn to_link_data(&self) -> String {
        base64url_encode(serde_json::to_string(self).unwrap_or_default().as_bytes())
    }

    /// Reads a link's data: refused before decoding when it is longer than the largest
    /// scenario file ([`MAX_SCENARIO_BYTES`]) could encode to.
    pub fn from_link_data(data: &str) -> Result<ScenarioFile, SaveError> {
        if data.len() > MAX_SCENARIO_BYTES.div_ceil(3) * 4 {
            return Err(SaveError::ScenarioTooLarge { bytes: data.len() / 4 * 3, limit: MAX_SCENARIO_BYTES });
        }
        let bytes = base64url_decode(data).ok_or_else(|| {
            SaveError::Corrupt("the link's scenario is not valid base64url (was the link cut off?)".into())
        })?;
        let text =
            String::from_utf8(bytes).map_err(|_| SaveError::Corrupt("the link's scenario is not text".into()))?;
        parse_scenario_file(&text)
    }
}

/// Whether a file's text looks like a scenario file (rather than a save).
pub fn is_scenario_file(text: &str) -> bool {
    SaveError::read_json(text)
        .ok()
        .and_then(|v| v.get("format").and_then(|f| f.as_str().map(|f| f == SCENARIO_FORMAT)))
        .unwrap_or(false)
}

/// Reads a scenario file: size (at most [`MAX_SCENARIO_BYTES`]), shape, version and title (the
/// position itself is checked by the game). The app's links and imports and the CLI's
/// `scenario check` all read scenarios through here.
pub fn parse_scenario_file(text: &str) -> Result<ScenarioFile, SaveError> {
    if text.len() > MAX_SCENARIO_BYTES {
        return Err(SaveError::ScenarioTooLarge { bytes: text.len(), limit: MAX_SCENARIO_BYTES });
    }
    let value = SaveError::read_json(text)?;
    if value.get("format").and_then(|f| f.as_str()) != Some(SCENARIO_FORMAT) {
        return Err(SaveError::Foreign);
    }
    let file: ScenarioFile = crate::core::from_value(&value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    if file.version > SCENARIO_FORMAT_VERSION {
        return Err(SaveError::NewerVersion { found: file.version, supported: SCENARIO_FORMAT_VERSION });
    }
    let title = file.title.chars().count();
    if title > MAX_TITLE_CHARS {
        return Err(SaveError::Corrupt(format!(
            "its title has {title} characters; a scenario's title is at most {MAX_TITLE_CHARS}"
        )));
    }
    if file.seats.len() > MAX_SEAT_NAMES {
        return Err(SaveError::Corrupt(format!(
            "it names {} seats; a scenario names at most {MAX_SEAT_NAMES}",
            file.seats.len()
        )));
    }
    if let Some(long) = file.seats.iter().find(|n| n.chars().count() > MAX_SEAT_NAME_CHARS) {
        return Err(SaveError::Corrupt(format!(
            "the seat name \"{long}\" is longer than {MAX_SEAT_NAME_CHARS} characters"
        )));
    }
    Ok(file)
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// RFC 4648 base64url, no padding (safe in a URL fragment).
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk.first().copied().unwrap_or(0),
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for i in 0..=chunk.len() {
            let index = (n >> (18 - 6 * i)) & 63;
            out.push(ALPHABET.get(index as usize).copied().unwrap_or(b'A') as char);
        }
    }
    out
}

/// Decodes base64url (padding and standard `+/` tolerated); `None` on any other character.
pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.trim_end_matches('=').bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' | b'+' => 62,
            b'_' | b'/' => 63,
            _ => return None,
        };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

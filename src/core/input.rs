//! Reading what people write by hand: every record, save, scenario and options text comes in
//! through here. A UTF-8 byte-order mark at the start is accepted (editors on some systems add
//! one); a field the type does not know is refused, never silently dropped, even inside types
//! that cannot say `deny_unknown_fields` (a state embedded in a scenario); every text in a
//! scenario has a length limit; an error names the field at fault. Limits are documented in
//! `docs/records.md`. Every typed value is read from a parsed `Value` by the one reader
//! (`reader.rs`), strict or not, so each type's deserializing code is in the app once.

use super::reader::{self, Context};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::fmt;

/// The most bytes a scenario file or a scenario link (once decoded) may hold. A position is a
/// few kilobytes; the limit keeps a hostile link from filling the browser's storage.
pub const MAX_SCENARIO_BYTES: usize = 64 * 1024;
/// The most characters of any one text in a scenario or options (a name, a deck name, a
/// homebrew card's flavour text). Games keep stricter limits of their own on names.
pub const MAX_TEXT_CHARS: usize = 240;

/// Why a hand-written input was refused, naming the field when one is at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The field at fault as a path (`seats[1].hnd`), empty for the whole input.
    pub field: String,
    pub message: String,
}

impl InputError {
    fn at(field: String, message: impl Into<String>) -> Self {
        InputError { field, message: message.into() }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "field `{}`: {}", self.field, self.message)
        }
    }
}

impl std::error::Error for InputError {}

/// The text without a leading UTF-8 byte-order mark.
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Parses JSON text into a value, accepting a leading byte-order mark. Every JSON text goes
/// through here; typed values are then read from the value ([`from_value`], [`strict`]).
pub fn parse_json_value(text: &str) -> Result<Value, serde_json::Error> {
    serde_json::from_str(strip_bom(text))
}

/// Reads JSON text as a `T` ([`parse_json_value`], then [`from_value`]).
pub fn parse_json<T: DeserializeOwned>(text: &str) -> Result<T, InputError> {
    let value = parse_json_value(text).map_err(|e| InputError::at(String::new(), e.to_string()))?;
    from_value(&value)
}

/// Reads a `T` from JSON, skipping fields `T` does not know (saves, records, settings: what the
/// app wrote itself, perhaps in an older or newer version). The error names the field.
pub fn from_value<T: DeserializeOwned>(value: &Value) -> Result<T, InputError> {
    read(value, false)
}

/// Reads a value of type `T` from JSON, refusing any field `T` would ignore.
pub fn strict<T: DeserializeOwned>(value: &Value) -> Result<T, InputError> {
    read(value, true)
}

/// The one generic read of every type (`from_value` and `strict` share it, so each type's
/// derived code is in the app once): the error names its field; a strict read then refuses
/// the first field the type did not know.
fn read<T: DeserializeOwned>(value: &Value, strict: bool) -> Result<T, InputError> {
    let cx = Context::new(strict);
    let parsed = reader::read(value, &cx).map_err(|e| InputError::at(e.field.unwrap_or_default(), e.message))?;
    match cx.ignored() {
        Some(field) => Err(InputError::at(field, "no such field (misspelt, or from another game?)")),
        None => Ok(parsed),
    }
}

/// How a card file is written: the RON a designer edits (read by native builds only: tests,
/// the CLI) or the JSON `build.rs` wrote from it (the built-in content of every build).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContentFormat {
    Ron,
    Json,
}

/// Reads card file `file`'s text as a `T`; the error starts with the file's name.
pub fn read_content<T: DeserializeOwned>(format: ContentFormat, file: &str, text: &str) -> Result<T, String> {
    match format {
        ContentFormat::Json => parse_json(text).map_err(|e| format!("{file}: {e}")),
        #[cfg(not(target_arch = "wasm32"))]
        ContentFormat::Ron => ron::from_str(text).map_err(|e| format!("{file}: {e}")),
        // The browser reads only what build.rs wrote, so it links no RON parser.
        #[cfg(target_arch = "wasm32")]
        ContentFormat::Ron => Err(format!("{file}: card files in RON are read by native builds only")),
    }
}

/// Reads a scenario or options value: no field of `value` is longer than [`MAX_TEXT_CHARS`],
/// and no field is unknown to `T`.
pub fn strict_with_limits<T: DeserializeOwned>(value: &Value) -> Result<T, InputError> {
    check_limits(value)?;
    strict(value)
}

/// The text-length half of [`strict_with_limits`], for checking an input as it was written.
pub(super) fn check_limits(value: &Value) -> Result<(), InputError> {
    check_text_lengths(value, &mut String::new())
}

/// Refuses the first text (or object key) longer than [`MAX_TEXT_CHARS`] characters.
fn check_text_lengths(value: &Value, path: &mut String) -> Result<(), InputError> {
    let too_long = |path: &str, count: usize| {
        InputError::at(
            path.to_string(),
            format!("this text has {count} characters; a text here is at most {MAX_TEXT_CHARS}"),
        )
    };
    match value {
        Value::String(s) => {
            let count = s.chars().count();
            if count > MAX_TEXT_CHARS {
                return Err(too_long(path, count));
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                check_text_lengths(item, path)?;
                path.truncate(len);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                let count = key.chars().count();
                if count > MAX_TEXT_CHARS {
                    return Err(too_long(path, count));
                }
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
                check_text_lengths(item, path)?;
                path.truncate(len);
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Default, Deserialize)]
    #[serde(default)]
    #[allow(dead_code)]
    struct Seat {
        hand: Vec<String>,
    }

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Position {
        seats: Vec<Seat>,
        extra: Option<Seat>,
    }

    #[test]
    fn a_byte_order_mark_is_accepted() {
        let value: Value = parse_json_value("\u{feff}{\"seats\": []}").expect("a BOM is skipped");
        assert_eq!(value["seats"], serde_json::json!([]));
        assert!(parse_json_value("{} \u{feff}").is_err(), "only at the start");
    }

    #[test]
    fn an_ignored_field_is_refused_with_its_path() {
        let value = serde_json::json!({"seats": [{"hand": []}, {"hnd": ["Ember"]}], "extra": {"hand": [], "x": 1}});
        let err = strict::<Position>(&value).unwrap_err();
        assert_eq!(err.field, "extra.x", "{err}");
        let value = serde_json::json!({"seats": [{"hand": []}, {"hnd": ["Ember"]}], "extra": null});
        let err = strict::<Position>(&value).unwrap_err();
        assert_eq!(err.field, "seats[1].hnd");
        assert_eq!(err.to_string(), "field `seats[1].hnd`: no such field (misspelt, or from another game?)");
        assert!(strict::<Position>(&serde_json::json!({"seats": [], "extra": null})).is_ok());
        // A type's own refusals name the field too.
        let err = strict::<Position>(&serde_json::json!({"seats": [{"hand": [3]}], "extra": null})).unwrap_err();
        assert_eq!(err.field, "seats[0].hand[0]", "{err}");
    }

    #[test]
    fn long_texts_are_refused_with_their_path() {
        let long = "x".repeat(MAX_TEXT_CHARS + 1);
        let value = serde_json::json!({"seats": [{"hand": ["Ember", long]}], "extra": null});
        let err = strict_with_limits::<Position>(&value).unwrap_err();
        assert_eq!(err.field, "seats[0].hand[1]");
        assert!(err.message.contains("at most 240"), "{err}");
        let fits = serde_json::json!({"seats": [{"hand": ["é".repeat(MAX_TEXT_CHARS)]}], "extra": null});
        assert!(strict_with_limits::<Position>(&fits).is_ok(), "characters, not bytes");
    }

    #[derive(Debug, PartialEq, Deserialize)]
    enum Token {
        Gesture,
        Damage(u8),
        Heal(u8, String),
        Buff { attack: i8 },
    }

    #[derive(Debug, PartialEq, Deserialize)]
    struct Table {
        tokens: Vec<Token>,
        by_seat: std::collections::BTreeMap<u8, Option<Token>>,
        pair: (u8, String),
    }

    #[test]
    fn every_shape_serde_writes_reads_back_through_the_one_reader() {
        let value = serde_json::json!({
            "tokens": ["Gesture", {"Damage": 2}, {"Heal": [1, "You"]}, {"Buff": {"attack": -1}}],
            "by_seat": {"0": null, "3": "Gesture"},
            "pair": [2, "Ember"],
        });
        let table: Table = strict(&value).expect("reads");
        assert_eq!(table.tokens[2], Token::Heal(1, "You".into()));
        assert_eq!(table.tokens[3], Token::Buff { attack: -1 });
        assert_eq!(table.by_seat.get(&3), Some(&Some(Token::Gesture)));
        assert_eq!(from_value::<Table>(&value).expect("reads leniently too"), table);
    }

    #[test]
    fn errors_name_the_field_they_come_from() {
        let field = |value: serde_json::Value| strict::<Table>(&value).unwrap_err().field;
        let table = |tokens: serde_json::Value| serde_json::json!({"tokens": tokens, "by_seat": {}, "pair": [1, "x"]});
        assert_eq!(field(table(serde_json::json!(["Gesture", {"Damage": "two"}]))), "tokens[1].Damage");
        assert_eq!(field(table(serde_json::json!(["Gestur"]))), "tokens[0]");
        assert_eq!(field(table(serde_json::json!([{"Buff": {"attack": 1, "hp": 2}}]))), "tokens[0].Buff.hp");
        let err = strict::<Table>(&serde_json::json!({"tokens": [], "by_seat": {}})).unwrap_err();
        assert_eq!((err.field.as_str(), err.message.as_str()), ("", "missing field `pair`"));
        // A lenient read skips an unknown field but still refuses a wrong one.
        let extra = serde_json::json!({"tokens": [], "by_seat": {"1": null}, "pair": [1, "x"], "notes": 1});
        assert!(from_value::<Table>(&extra).is_ok());
        assert_eq!(strict::<Table>(&extra).unwrap_err().field, "notes");
        assert_eq!(from_value::<Table>(&table(serde_json::json!(3))).unwrap_err().field, "tokens");
        // A struct is an object, as serde_json writes one (not also an array, as its reader allows).
        let err = from_value::<Seat>(&serde_json::json!([["Ember"]])).unwrap_err();
        assert!(err.message.starts_with("invalid type: sequence, expected struct Seat"), "{err}");
    }
}

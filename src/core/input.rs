//! Reading what people write by hand: every record, save, scenario and options text comes in
//! through here. A UTF-8 byte-order mark at the start is accepted (editors on some systems add
//! one); a field the type does not know is refused, never silently dropped, even inside types
//! that cannot say `deny_unknown_fields` (a state embedded in a scenario); every text in a
//! scenario has a length limit. Limits are documented in `docs/records.md`.

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

/// Parses JSON text, accepting a leading byte-order mark. Every JSON input goes through here.
pub fn parse_json<T: DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    serde_json::from_str(strip_bom(text))
}

/// Reads a value of type `T` from JSON, refusing any field `T` would ignore.
pub fn strict<T: DeserializeOwned>(value: &Value) -> Result<T, InputError> {
    let mut ignored: Vec<String> = Vec::new();
    let mut note = |path: serde_ignored::Path| ignored.push(path_words(&path));
    let parsed: Result<T, _> = serde_path_to_error::deserialize(serde_ignored::Deserializer::new(value, &mut note));
    let parsed = parsed.map_err(|e| {
        let field = e.path().to_string();
        let field = if field == "." { String::new() } else { field };
        InputError::at(field, e.into_inner().to_string())
    })?;
    match ignored.into_iter().next() {
        Some(field) => Err(InputError::at(field, "no such field (misspelt, or from another game?)")),
        None => Ok(parsed),
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

/// A path as the docs write it: `seats[1].hnd`.
fn path_words(path: &serde_ignored::Path) -> String {
    use serde_ignored::Path;
    match path {
        Path::Root => String::new(),
        Path::Seq { parent, index } => format!("{}[{index}]", path_words(parent)),
        Path::Map { parent, key } => {
            let parent = path_words(parent);
            if parent.is_empty() {
                key.clone()
            } else {
                format!("{parent}.{key}")
            }
        }
        Path::Some { parent } | Path::NewtypeStruct { parent } | Path::NewtypeVariant { parent } => path_words(parent),
    }
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
        let value: Value = parse_json("\u{feff}{\"seats\": []}").expect("a BOM is skipped");
        assert_eq!(value["seats"], serde_json::json!([]));
        assert!(parse_json::<Value>("{} \u{feff}").is_err(), "only at the start");
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
}

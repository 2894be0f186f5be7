//! Rule citations, the events that tell the story of a game, and the errors that explain
//! why an action is not allowed. Every event and every error names the rule behind it.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// A citation into a game's rules text: the game id, the section heading as printed in the
/// rulebook, and an optional topic inside it (e.g. "4. Effects Phase" / "Inflict Damage").
/// Built from static strings so creating one costs nothing in the AI's playouts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rule {
    pub game: Cow<'static, str>,
    pub section: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "str::is_empty")]
    pub topic: Cow<'static, str>,
}

impl Rule {
    pub const fn new(game: &'static str, section: &'static str, topic: &'static str) -> Self {
        Rule { game: Cow::Borrowed(game), section: Cow::Borrowed(section), topic: Cow::Borrowed(topic) }
    }

    /// The anchor used by the in-app rules reference: `game#section-topic`, lower-case, dashes.
    pub fn anchor(&self) -> String {
        let mut slug = String::new();
        for part in [&*self.section, &*self.topic] {
            if part.is_empty() {
                continue;
            }
            if !slug.is_empty() {
                slug.push('-');
            }
            slug.push_str(&slugify(part));
        }
        format!("{}#{}", self.game, slug)
    }
}

/// Lower-case ASCII words joined by single dashes ("4. Effects Phase" -> "4-effects-phase").
pub fn slugify(text: &str) -> String {
    slug_chars(text).collect()
}

/// Whether `slugify(text)` is `slug`, without building it: card lookups compare a name's slug
/// with every card's, which allocated a string per card.
pub fn slug_is(text: &str, slug: &str) -> bool {
    slug_chars(text).eq(slug.chars())
}

/// `slugify`'s characters: a dash goes between two words only, never first or last.
fn slug_chars(text: &str) -> impl Iterator<Item = char> + '_ {
    let mut words = text.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).peekable();
    std::iter::from_fn(move || {
        let word = words.next()?;
        let dash = words.peek().is_some().then_some('-');
        Some(word.chars().map(|c| c.to_ascii_lowercase()).chain(dash))
    })
    .flatten()
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.topic.is_empty() {
            write!(f, "{}", self.section)
        } else {
            write!(f, "{} · {}", self.section, self.topic)
        }
    }
}

/// Something that happened, in a sentence a player understands, with the rule that made it
/// happen. `seat` is the seat the event is mostly about, if any (used by the log's filters).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub rule: Rule,
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
}

impl Event {
    pub fn new(rule: Rule, text: impl Into<String>) -> Self {
        Event { rule, text: text.into(), seat: None }
    }

    pub fn about(mut self, seat: usize) -> Self {
        self.seat = Some(seat);
        self
    }
}

/// Collects a game's events. In a quiet search world (one made by `determinize`) it skips
/// writing the sentences nobody reads, which otherwise dominate the AI's playouts.
pub struct Log {
    quiet: bool,
    pub events: Vec<Event>,
}

impl Log {
    pub fn new(quiet: bool) -> Self {
        Log { quiet, events: Vec::new() }
    }

    /// Records the event `make` writes, unless the log is quiet.
    pub fn push(&mut self, make: impl FnOnce() -> Event) {
        if !self.quiet {
            self.events.push(make());
        }
    }

    /// Records a sentence about `seat` under `rule`, unless the log is quiet.
    pub fn say(&mut self, rule: Rule, seat: Option<usize>, text: impl FnOnce() -> String) {
        self.push(|| {
            let mut event = Event::new(rule, text());
            event.seat = seat;
            event
        });
    }
}

/// Why an action was refused: the rule that forbids it and a sentence for the player
/// ("why can't I?"). Applying an action that returns this leaves the state untouched.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    pub rule: Rule,
    /// Borrowed when the sentence is fixed, so the AI's legality checks refuse without allocating.
    pub message: Cow<'static, str>,
}

impl RuleError {
    pub fn new(rule: Rule, message: impl Into<Cow<'static, str>>) -> Self {
        RuleError { rule, message: message.into() }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.rule)
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_are_stable_slugs() {
        let rule = Rule::new("weavers", "4. Effects Phase", "Inflict Damage");
        assert_eq!(rule.anchor(), "weavers#4-effects-phase-inflict-damage");
        assert_eq!(rule.to_string(), "4. Effects Phase · Inflict Damage");
        assert_eq!(Rule::new("ioi", "SETUP", "").anchor(), "ioi#setup");
    }

    #[test]
    fn slugs_join_ascii_words_with_single_dashes_and_compare_without_building() {
        let cases = [
            ("4. Effects Phase", "4-effects-phase"),
            ("  Fire--Bolt!  ", "fire-bolt"),
            ("Ætherwing's Call", "therwing-s-call"),
            ("---", ""),
            ("", ""),
            ("Wall of Thorns", "wall-of-thorns"),
        ];
        for (text, slug) in cases {
            assert_eq!(slugify(text), slug, "{text:?}");
            assert!(slug_is(text, slug), "{text:?}");
            assert!(!slug_is(text, &format!("{slug}-")), "{text:?}");
            assert!(!slug_is(text, &format!("x{slug}")), "{text:?}");
        }
        assert!(!slug_is("Fire Bolt", "fire-bol"));
        assert!(!slug_is("Fire Bolt", "firebolt"));
    }
}

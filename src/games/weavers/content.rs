//! Loading and validating card sets: the built-in files under `cards/weavers/` (embedded as the
//! JSON build.rs writes from them, so the browser build needs no file system and no RON parser)
//! and sets embedded in scenarios.
//! Every error names the file, the card and the field at fault.

use super::cards::{Card, CardId, Component, Components, Kind, Need, Spell, Step, TokenKind, Tokens, BLANK_CARD};
use super::schema::{CardDef, NameDef, SetFile, TokenDef};
use super::state::Table;
use crate::core::parse_json;
#[cfg(test)]
use crate::core::Fnv64;
use crate::games::built;
use std::fmt;
#[cfg(test)]
use std::hash::Hasher;

/// Cards in every built-in set ("Choosing a Class and Spellbook": 10 sets of 18 cards).
pub const SET_SIZE: usize = 18;
/// "Glossary", Step: each formula has 0 to 5 steps.
pub const MAX_STEPS: usize = 5;
/// The most tokens of one kind a single effect may print (keeps counts far from overflow).
pub const MAX_TOKENS: i64 = 9;
pub const MAX_NAME_LEN: usize = 40;
pub const MAX_FLAVOUR_LEN: usize = 240;

/// The built-in sets in RON, in library order: five Class sets, then five Spellbook sets. The
/// game loads them as build.rs wrote them (`load_builtin`); the tests read these texts.
#[cfg(test)]
pub const BUILTIN_FILES: &[(&str, &str)] = &[
    ("cards/weavers/pyromancer.ron", include_str!("../../../cards/weavers/pyromancer.ron")),
    ("cards/weavers/lightwarden.ron", include_str!("../../../cards/weavers/lightwarden.ron")),
    ("cards/weavers/arcanist.ron", include_str!("../../../cards/weavers/arcanist.ron")),
    ("cards/weavers/alchemist.ron", include_str!("../../../cards/weavers/alchemist.ron")),
    ("cards/weavers/hexwright.ron", include_str!("../../../cards/weavers/hexwright.ron")),
    ("cards/weavers/cinder_codex.ron", include_str!("../../../cards/weavers/cinder_codex.ron")),
    ("cards/weavers/aegis_psalter.ron", include_str!("../../../cards/weavers/aegis_psalter.ron")),
    ("cards/weavers/hollow_litany.ron", include_str!("../../../cards/weavers/hollow_litany.ron")),
    ("cards/weavers/clockwork_folio.ron", include_str!("../../../cards/weavers/clockwork_folio.ron")),
    ("cards/weavers/serpent_herbal.ron", include_str!("../../../cards/weavers/serpent_herbal.ron")),
];

/// A file, card or field that failed to load, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    pub path: String,
    pub card: Option<String>,
    pub field: String,
    pub message: String,
}

impl ContentError {
    fn new(path: &str, card: Option<&str>, field: impl Into<String>, message: impl Into<String>) -> Self {
        ContentError {
            path: path.to_string(),
            card: card.map(str::to_string),
            field: field.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.path)?;
        if let Some(card) = &self.card {
            write!(f, ", card \"{card}\"")?;
        }
        write!(f, ", field {}: {}", self.field, self.message)
    }
}

impl std::error::Error for ContentError {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetInfo {
    pub name: String,
    pub kind: Kind,
    pub theme: String,
    pub cards: Vec<CardId>,
}

/// Every loaded card and set. Card ids index `cards`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    pub sets: Vec<SetInfo>,
    pub cards: Vec<Card>,
    pub hash: u64,
}

impl Content {
    /// A card by id: built-in first, then the table's extra cards. An unknown id (only a corrupt
    /// snapshot holds one) reads as a blank card rather than panicking.
    pub fn card<'a>(&'a self, table: &'a Table, id: CardId) -> &'a Card {
        match self.cards.get(id as usize) {
            Some(c) => c,
            None => table.extra_card((id as usize).wrapping_sub(self.cards.len())).unwrap_or(&BLANK_CARD),
        }
    }
    pub fn set_named(&self, name: &str) -> Option<usize> {
        self.sets.iter().position(|s| s.name.eq_ignore_ascii_case(name))
    }
    pub fn card_named(&self, name: &str) -> Option<CardId> {
        self.cards.iter().position(|c| c.name.eq_ignore_ascii_case(name)).map(|i| i as CardId)
    }
    pub fn sets_of(&self, kind: Kind) -> Vec<usize> {
        (0..self.sets.len()).filter(|&i| self.sets.get(i).is_some_and(|s| s.kind == kind)).collect()
    }
}

/// Loads the built-in sets, as build.rs wrote them from [`BUILTIN_FILES`] (with the hash of
/// the RON texts).
pub fn load_builtin() -> Result<Content, ContentError> {
    let mut content = Content { sets: Vec::new(), cards: Vec::new(), hash: built::WEAVERS_HASH };
    for (path, json) in built::WEAVERS_FILES {
        let file: SetFile = parse_json(json).map_err(|e| ContentError::new(path, None, e.field, e.message))?;
        add_set(&mut content, path, &file, Some(SET_SIZE), &[])?;
    }
    Ok(content)
}

/// Loads and validates `(path, text)` pairs in RON (the tests) as a complete content: each
/// set of exactly 18 cards, names unique across all sets.
#[cfg(test)]
pub fn load_files(files: &[(&str, &str)]) -> Result<Content, ContentError> {
    let mut content = Content { sets: Vec::new(), cards: Vec::new(), hash: 0 };
    let mut hasher = Fnv64::default();
    for (path, text) in files {
        hasher.write(path.as_bytes());
        hasher.write(text.as_bytes());
        let file = parse_set(path, text)?;
        add_set(&mut content, path, &file, Some(SET_SIZE), &[])?;
    }
    content.hash = hasher.finish();
    Ok(content)
}

/// Parses one RON set file (the tests). Syntax and shape errors carry the line, column and
/// nearest card.
#[cfg(test)]
pub fn parse_set(path: &str, text: &str) -> Result<SetFile, ContentError> {
    ron::from_str::<SetFile>(text).map_err(|e| {
        let card = card_before(text, e.position.line);
        let field = field_of(&e.code);
        let at = format!("{path}:{}:{}", e.position.line, e.position.col);
        ContentError { path: at, card, field, message: e.code.to_string() }
    })
}

/// The name of the last card started at or before `line` (1-based), for error messages.
#[cfg(test)]
fn card_before(text: &str, line: usize) -> Option<String> {
    let mut found = None;
    for l in text.lines().take(line.max(1)) {
        if let Some(rest) = l.trim_start().strip_prefix("name:") {
            let rest = rest.trim_start();
            if let Some(inner) = rest.strip_prefix('"') {
                found = inner.split('"').next().map(str::to_string);
            }
        }
    }
    found
}

#[cfg(test)]
fn field_of(code: &ron::Error) -> String {
    match code {
        ron::Error::MissingStructField { field, .. } | ron::Error::DuplicateStructField { field, .. } => {
            field.to_string()
        }
        ron::Error::NoSuchStructField { found, .. } => found.clone(),
        ron::Error::NoSuchEnumVariant { outer: Some(outer), .. } => outer.to_lowercase(),
        _ => "(syntax)".to_string(),
    }
}

/// Validates `file` and appends its set and cards to `content`. `exact_size` is 18 for the
/// built-in sets; embedded sets may be smaller. `reserved` are names a scenario cannot reuse.
pub fn add_set(
    content: &mut Content,
    path: &str,
    file: &SetFile,
    exact_size: Option<usize>,
    reserved: &[&str],
) -> Result<(), ContentError> {
    let err = |card: Option<&str>, field: &str, msg: String| ContentError::new(path, card, field, msg);
    let set_name = file.set.trim();
    if set_name.is_empty() || set_name.len() > MAX_NAME_LEN {
        return Err(err(None, "set", format!("a set needs a name of 1 to {MAX_NAME_LEN} characters")));
    }
    if content.set_named(set_name).is_some() {
        return Err(err(None, "set", format!("there is already a set named \"{set_name}\"")));
    }
    if content.sets.len() >= u8::MAX as usize {
        return Err(err(None, "set", "too many sets".to_string()));
    }
    match exact_size {
        Some(n) if file.cards.len() != n => {
            return Err(err(None, "cards", format!("a set has exactly {n} cards, this one has {}", file.cards.len())));
        }
        None if file.cards.is_empty() || file.cards.len() > SET_SIZE => {
            return Err(err(None, "cards", format!("an added set has 1 to {SET_SIZE} cards")));
        }
        _ => {}
    }
    if content.cards.len() + file.cards.len() > CardId::MAX as usize {
        return Err(err(None, "cards", "too many cards".to_string()));
    }
    let set_index = content.sets.len() as u8;
    let mut ids = Vec::new();
    for def in &file.cards {
        let card = compile_card(path, def, set_index, file.kind)?;
        let name = card.name.as_str();
        let clash = content.card_named(name).is_some() || reserved.iter().any(|r| r.eq_ignore_ascii_case(name));
        if clash {
            return Err(err(Some(name), "name", format!("there is already a card named \"{name}\"")));
        }
        ids.push(content.cards.len() as CardId);
        content.cards.push(card);
    }
    content.sets.push(SetInfo { name: set_name.to_string(), kind: file.kind, theme: file.theme.clone(), cards: ids });
    Ok(())
}

/// Checks one card and turns it into its compact mechanics.
pub fn compile_card(path: &str, def: &CardDef, set: u8, kind: Kind) -> Result<Card, ContentError> {
    let name = def.name.trim();
    let card = Some(name);
    let err = |field: String, msg: String| ContentError::new(path, card, field, msg);
    if name.is_empty() || name.len() > MAX_NAME_LEN {
        return Err(err("name".into(), format!("a card needs a name of 1 to {MAX_NAME_LEN} characters")));
    }
    if def.flavour.len() > MAX_FLAVOUR_LEN {
        return Err(err("flavour".into(), format!("flavour text is at most {MAX_FLAVOUR_LEN} characters")));
    }
    let mut components = Components::NONE;
    for (i, c) in def.instant.components.iter().enumerate() {
        let field = format!("instant.components[{i}]");
        let comp = component(c).ok_or_else(|| err(field.clone(), unknown_component(c)))?;
        if components.has(comp) {
            return Err(err(field, format!("{} is listed twice", comp.name())));
        }
        components = components.with(comp);
    }
    let instant = tokens(&def.instant.effect, "instant.effect").map_err(|(f, m)| err(f, m))?;
    if def.steps.len() > MAX_STEPS {
        return Err(err("steps".into(), format!("a formula has 0 to {MAX_STEPS} steps, not {}", def.steps.len())));
    }
    let mut steps = Vec::with_capacity(def.steps.len());
    for (i, s) in def.steps.iter().enumerate() {
        let needs = if s.needs.0 == "Time" {
            Need::Time
        } else {
            Need::Component(
                component(&s.needs).ok_or_else(|| err(format!("steps[{i}].needs"), unknown_need(&s.needs)))?,
            )
        };
        let residual = match &s.residual {
            None => None,
            Some(r) => Some(component(r).ok_or_else(|| err(format!("steps[{i}].residual"), unknown_component(r)))?),
        };
        steps.push(Step { needs, residual });
    }
    let delayed = tokens(&def.delayed, "delayed").map_err(|(f, m)| err(f, m))?;
    if def.duration == super::cards::Duration::Repeatable && steps.is_empty() {
        return Err(err(
            "duration".into(),
            "a Repeatable spell needs at least one step (with none it would complete without end)".into(),
        ));
    }
    Ok(Card {
        name: name.to_string(),
        set,
        kind,
        flavour: def.flavour.trim().to_string(),
        spell: Spell { components, instant, steps, delayed, duration: def.duration },
    })
}

fn component(name: &NameDef) -> Option<Component> {
    Component::from_name(&name.0)
}

fn unknown_component(name: &NameDef) -> String {
    format!("unknown component `{}` (expected Word, Gesture, Focus, Item or Blood)", name.0)
}

fn unknown_need(name: &NameDef) -> String {
    format!("unknown step `{}` (expected Word, Gesture, Focus, Item, Blood or Time)", name.0)
}

fn tokens(defs: &[TokenDef], field: &str) -> Result<Tokens, (String, String)> {
    let mut out = Tokens::default();
    for (i, t) in defs.iter().enumerate() {
        let f = format!("{field}[{i}]");
        let kind = TokenKind::from_name(&t.kind).ok_or_else(|| {
            (
                f.clone(),
                format!(
                    "unknown token `{}` (expected Damage, Shield, Healing, Sick, Weak, Dazed, Sealed or Cursed)",
                    t.kind
                ),
            )
        })?;
        if !(1..=MAX_TOKENS).contains(&t.count) {
            return Err((f, format!("{} count must be 1 to {MAX_TOKENS}, not {}", kind.name(), t.count)));
        }
        if out.get(kind) > 0 {
            return Err((f, format!("{} is listed twice; write one token with the total", kind.name())));
        }
        out.add(kind, t.count as u8);
    }
    Ok(out)
}

//! Content at build time (docs/performance.md, "Download"): every card file under `cards/` is
//! read here, written as compact JSON into `$OUT_DIR/content.rs` and embedded by the games'
//! `content.rs`, which read it through the app's one JSON reader. The app then links no RON
//! parser. A file that is not well-formed RON fails the build, naming the file, line and column;
//! what the fields mean is checked by the games when they load (and by the native tests, which
//! also read the RON files themselves and compare).
//!
//! The content hashes (saves and records name the content they were played with) stay those of
//! the RON texts, computed here as each game's `content.rs` computes them from the texts.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

/// The card files, per game, in the order each game reads them.
const GAMES: &[(&str, &[&str])] = &[
    (
        "WEAVERS",
        &[
            "cards/weavers/pyromancer.ron",
            "cards/weavers/lightwarden.ron",
            "cards/weavers/arcanist.ron",
            "cards/weavers/alchemist.ron",
            "cards/weavers/hexwright.ron",
            "cards/weavers/cinder_codex.ron",
            "cards/weavers/aegis_psalter.ron",
            "cards/weavers/hollow_litany.ron",
            "cards/weavers/clockwork_folio.ron",
            "cards/weavers/serpent_herbal.ron",
        ],
    ),
    ("IOI", &["cards/ioi/spells.ron", "cards/ioi/challenges.ron"]),
    (
        "WOVEN",
        &["cards/woven/spells.ron", "cards/woven/tapestry.ron", "cards/woven/citadel.ron", "cards/woven/map.ron"],
    ),
    ("WEAVE", &["cards/weave/hollowmere.ron", "cards/weave/skyreach.ron"]),
    ("SPELLWEAVER", &["cards/spellweaver/cards.ron", "cards/spellweaver/heroes.ron", "cards/spellweaver/decks.ron"]),
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=cards");
    let mut out = String::from("// Written by build.rs from cards/**/*.ron: do not edit.\n");
    for (game, files) in GAMES {
        let texts: Vec<String> = files
            .iter()
            .map(|path| {
                println!("cargo:rerun-if-changed={path}");
                fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: cannot be read: {e}"))
            })
            .collect();
        let jsons: Vec<String> = files
            .iter()
            .zip(&texts)
            .map(|(path, text)| ron_to_json(text).unwrap_or_else(|e| panic!("{path}:{e}")))
            .collect();
        writeln!(out, "pub const {game}_FILES: &[(&str, &str)] = &[").unwrap();
        for (path, json) in files.iter().zip(&jsons) {
            writeln!(out, "    ({path:?}, {json:?}),").unwrap();
        }
        writeln!(out, "];").unwrap();
        writeln!(out, "pub const {game}_HASH: u64 = {:#x};", content_hash(game, files, &texts)).unwrap();
        listings(game, files, &jsons, &mut out);
    }
    let dest = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("content.rs");
    fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: cannot be written: {e}", dest.display()));
}

/// What the new-game page lists of a game's content, for the home page's module, which loads no
/// content (`pages::new_game`), and which the whole app's new-game page lists without loading it:
/// Weavers' sets (`WEAVERS_SETS`), Spellweaver's preconstructed decks (`SPELLWEAVER_DECKS`) and
/// Weave's playsets (`WEAVE_PLAYSETS`), in the order the games load them. Their tests compare
/// these with the loaded content.
fn listings(game: &str, files: &[&str], jsons: &[String], out: &mut String) {
    let json = |path: &str, json: &str| -> serde_json::Value {
        serde_json::from_str(json).unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    let text_of = |v: &serde_json::Value, key: &str, path: &str| -> String {
        v.get(key).and_then(|s| s.as_str()).unwrap_or_else(|| panic!("{path}: no `{key}` text")).to_string()
    };
    match game {
        "WEAVERS" => {
            writeln!(out, "pub const WEAVERS_SETS: &[crate::games::weavers::SetListing] = &[").unwrap();
            for (path, file) in files.iter().zip(jsons) {
                let set = json(path, file);
                let (kind, name, theme) =
                    (text_of(&set, "kind", path), text_of(&set, "set", path), text_of(&set, "theme", path));
                writeln!(
                    out,
                    "    crate::games::weavers::SetListing {{ kind: crate::games::weavers::Kind::{kind}, name: {name:?}, theme: {theme:?} }},"
                )
                .unwrap();
            }
            writeln!(out, "];").unwrap();
        }
        "SPELLWEAVER" => {
            writeln!(out, "pub const SPELLWEAVER_DECKS: &[crate::games::spellweaver::DeckListing] = &[").unwrap();
            for (path, file) in files.iter().zip(jsons).filter(|(p, _)| p.ends_with("decks.ron")) {
                let decks = json(path, file);
                for deck in decks.as_array().unwrap_or_else(|| panic!("{path}: not a list of decks")) {
                    let (name, hero) = (text_of(deck, "name", path), text_of(deck, "hero", path));
                    writeln!(out, "    crate::games::spellweaver::DeckListing {{ name: {name:?}, hero: {hero:?} }},")
                        .unwrap();
                }
            }
            writeln!(out, "];").unwrap();
        }
        "WEAVE" => {
            writeln!(out, "pub const WEAVE_PLAYSETS: &[crate::games::weave::PlaysetListing] = &[").unwrap();
            for (path, file) in files.iter().zip(jsons) {
                let set = json(path, file);
                let (name, blurb) = (text_of(&set, "name", path), text_of(&set, "blurb", path));
                writeln!(out, "    crate::games::weave::PlaysetListing {{ name: {name:?}, blurb: {blurb:?} }},")
                    .unwrap();
            }
            writeln!(out, "];").unwrap();
        }
        _ => {}
    }
}

/// Each game's content hash, as its `content.rs` computes it from the RON texts.
fn content_hash(game: &str, paths: &[&str], texts: &[String]) -> u64 {
    let mut bytes = Vec::new();
    for (i, (path, text)) in paths.iter().zip(texts).enumerate() {
        match game {
            // Each file's path, then its text.
            "WEAVERS" => {
                bytes.extend_from_slice(path.as_bytes());
                bytes.extend_from_slice(text.as_bytes());
            }
            // The texts one after the other.
            "WOVEN" => bytes.extend_from_slice(text.as_bytes()),
            // Each text followed by a zero byte.
            "WEAVE" => {
                bytes.extend_from_slice(text.as_bytes());
                bytes.push(0);
            }
            // The texts with a zero byte between them.
            _ => {
                if i > 0 {
                    bytes.push(0);
                }
                bytes.extend_from_slice(text.as_bytes());
            }
        }
    }
    // FNV-1a, 64 bit (src/core/hash.rs).
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ *b as u64).wrapping_mul(0x0000_0100_0000_01b3))
}

/// RON text as JSON, in the form serde gives the same values: a struct `(a: 1)` is an object, a
/// tuple `(1, 2)` and a list are arrays, `Some(x)` is `x` and `None` is `null`, a unit variant
/// `Word` is `"Word"`, and a variant with content `Damage(1)`, `Heal(2, You)` or
/// `Buff(attack: 2)` is an object of one key, `{"Damage": 1}`. (The card files do not name their
/// structs, which RON allows but which would read here as variants.) Errors say `line:column:
/// what`.
fn ron_to_json(text: &str) -> Result<String, String> {
    let mut p = Parser { chars: text.chars().collect(), at: 0 };
    let mut out = String::new();
    p.value(&mut out)?;
    p.space()?;
    if p.at < p.chars.len() {
        return Err(p.error("text after the value"));
    }
    Ok(out)
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn error(&self, what: &str) -> String {
        let before = &self.chars[..self.at.min(self.chars.len())];
        let line = before.iter().filter(|c| **c == '\n').count() + 1;
        let column = before.iter().rev().take_while(|c| **c != '\n').count() + 1;
        format!("{line}:{column}: {what}")
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// Skips white space and comments.
    fn space(&mut self) -> Result<(), String> {
        loop {
            match (self.peek(), self.chars.get(self.at + 1)) {
                (Some(c), _) if c.is_whitespace() => self.at += 1,
                (Some('/'), Some('/')) => {
                    while self.peek().is_some_and(|c| c != '\n') {
                        self.at += 1;
                    }
                }
                (Some('/'), Some('*')) => {
                    let mut depth = 0;
                    loop {
                        match (self.peek(), self.chars.get(self.at + 1)) {
                            (Some('/'), Some('*')) => {
                                depth += 1;
                                self.at += 2;
                            }
                            (Some('*'), Some('/')) => {
                                depth -= 1;
                                self.at += 2;
                                if depth == 0 {
                                    break;
                                }
                            }
                            (Some(_), _) => self.at += 1,
                            (None, _) => return Err(self.error("a comment is not closed")),
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    fn eat(&mut self, c: char) -> Result<bool, String> {
        self.space()?;
        if self.peek() == Some(c) {
            self.at += 1;
            return Ok(true);
        }
        Ok(false)
    }

    fn ident(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_alphanumeric() || c == '_') {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    fn value(&mut self, out: &mut String) -> Result<(), String> {
        self.space()?;
        match self.peek() {
            None => Err(self.error("a value was expected")),
            Some('"') => self.string(out),
            Some('r') if matches!(self.chars.get(self.at + 1), Some('"' | '#')) => self.raw_string(out),
            Some('\'') => self.char_literal(out),
            Some('[') => {
                self.at += 1;
                self.items(']', out)
            }
            Some('{') => {
                self.at += 1;
                self.map(out)
            }
            Some('(') => {
                self.at += 1;
                self.parens(out)
            }
            Some(c) if c.is_ascii_digit() || c == '-' || c == '+' || c == '.' => self.number(out),
            Some(c) if c.is_alphabetic() || c == '_' => {
                let name = self.ident();
                match name.as_str() {
                    "true" | "false" => out.push_str(&name),
                    "None" => out.push_str("null"),
                    "Some" => {
                        if !self.eat('(')? {
                            return Err(self.error("`Some` needs `(`"));
                        }
                        self.value(out)?;
                        self.eat(',')?;
                        if !self.eat(')')? {
                            return Err(self.error("`)` was expected"));
                        }
                    }
                    _ if self.eat('(')? => {
                        // A variant with content: one key, its content.
                        out.push('{');
                        json_string(&name, out);
                        out.push(':');
                        self.parens(out)?;
                        out.push('}');
                    }
                    _ => json_string(&name, out),
                }
                Ok(())
            }
            Some(c) => Err(self.error(&format!("unexpected `{c}`"))),
        }
    }

    /// After `(`: `()` is null, `(a: 1, ..)` an object, `(1, 2)` an array; `(x)` alone is the
    /// content of a newtype variant.
    fn parens(&mut self, out: &mut String) -> Result<(), String> {
        if self.eat(')')? {
            out.push_str("null");
            return Ok(());
        }
        let start = self.at;
        self.space()?;
        let is_struct = self.peek().is_some_and(|c| c.is_alphabetic() || c == '_') && {
            self.ident();
            self.eat(':')?
        };
        self.at = start;
        if is_struct {
            return self.fields(out);
        }
        let mut items = String::new();
        let count = self.list(')', &mut items)?;
        if count == 1 {
            out.push_str(&items);
        } else {
            out.push('[');
            out.push_str(&items);
            out.push(']');
        }
        Ok(())
    }

    /// Values separated by commas up to `close`, written comma-separated; returns how many.
    fn list(&mut self, close: char, out: &mut String) -> Result<usize, String> {
        let mut count = 0;
        loop {
            if self.eat(close)? {
                return Ok(count);
            }
            if count > 0 {
                out.push(',');
            }
            self.value(out)?;
            count += 1;
            if !self.eat(',')? {
                if self.eat(close)? {
                    return Ok(count);
                }
                return Err(self.error(&format!("`,` or `{close}` was expected")));
            }
        }
    }

    fn items(&mut self, close: char, out: &mut String) -> Result<(), String> {
        out.push('[');
        self.list(close, out)?;
        out.push(']');
        Ok(())
    }

    /// `name: value, ..)` as a JSON object.
    fn fields(&mut self, out: &mut String) -> Result<(), String> {
        out.push('{');
        let mut first = true;
        loop {
            if self.eat(')')? {
                break;
            }
            self.space()?;
            let name = self.ident();
            if name.is_empty() {
                return Err(self.error("a field name was expected"));
            }
            if !self.eat(':')? {
                return Err(self.error(&format!("`:` was expected after `{name}`")));
            }
            if !first {
                out.push(',');
            }
            first = false;
            json_string(&name, out);
            out.push(':');
            self.value(out)?;
            if !self.eat(',')? {
                if self.eat(')')? {
                    break;
                }
                return Err(self.error("`,` or `)` was expected"));
            }
        }
        out.push('}');
        Ok(())
    }

    /// `{key: value, ..}`: keys are written as JSON strings.
    fn map(&mut self, out: &mut String) -> Result<(), String> {
        out.push('{');
        let mut first = true;
        loop {
            if self.eat('}')? {
                break;
            }
            let mut key = String::new();
            self.value(&mut key)?;
            if !first {
                out.push(',');
            }
            first = false;
            if key.starts_with('"') {
                out.push_str(&key);
            } else {
                json_string(&key, out);
            }
            if !self.eat(':')? {
                return Err(self.error("`:` was expected"));
            }
            out.push(':');
            self.value(out)?;
            if !self.eat(',')? {
                if self.eat('}')? {
                    break;
                }
                return Err(self.error("`,` or `}` was expected"));
            }
        }
        out.push('}');
        Ok(())
    }

    fn number(&mut self, out: &mut String) -> Result<(), String> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '+' | '.' | '_')) {
            self.at += 1;
        }
        let text: String = self.chars[start..self.at].iter().filter(|c| **c != '_').collect();
        let (sign, digits) = match text.strip_prefix('-') {
            Some(rest) => ("-", rest),
            None => ("", text.strip_prefix('+').unwrap_or(&text)),
        };
        let hex = digits.strip_prefix("0x").map(|h| (h, 16)).or_else(|| digits.strip_prefix("0b").map(|b| (b, 2)));
        let hex = hex.or_else(|| digits.strip_prefix("0o").map(|o| (o, 8)));
        if let Some((body, radix)) = hex {
            let n = i128::from_str_radix(body, radix).map_err(|_| self.error(&format!("`{text}` is not a number")))?;
            write!(out, "{sign}{n}").unwrap();
        } else if let Ok(n) = text.parse::<i128>() {
            write!(out, "{n}").unwrap();
        } else if let Ok(f) = text.parse::<f64>() {
            if !f.is_finite() {
                return Err(self.error(&format!("`{text}` is not a finite number")));
            }
            write!(out, "{f:?}").unwrap();
        } else {
            return Err(self.error(&format!("`{text}` is not a number")));
        }
        Ok(())
    }

    fn string(&mut self, out: &mut String) -> Result<(), String> {
        self.at += 1;
        let mut text = String::new();
        loop {
            match self.peek() {
                None => return Err(self.error("a string is not closed")),
                Some('"') => {
                    self.at += 1;
                    break;
                }
                Some('\\') => {
                    self.at += 1;
                    text.push(self.escape()?);
                }
                Some(c) => {
                    self.at += 1;
                    text.push(c);
                }
            }
        }
        json_string(&text, out);
        Ok(())
    }

    fn escape(&mut self) -> Result<char, String> {
        let c = self.peek().ok_or_else(|| self.error("an escape is not finished"))?;
        self.at += 1;
        Ok(match c {
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            '0' => '\0',
            '\\' | '"' | '\'' => c,
            'u' if self.eat('{')? => {
                let start = self.at;
                while self.peek().is_some_and(|c| c != '}') {
                    self.at += 1;
                }
                let hex: String = self.chars[start..self.at].iter().collect();
                self.at += 1;
                u32::from_str_radix(&hex, 16)
                    .ok()
                    .and_then(char::from_u32)
                    .ok_or_else(|| self.error(&format!("`\\u{{{hex}}}` is not a character")))?
            }
            _ => return Err(self.error(&format!("unknown escape `\\{c}`"))),
        })
    }

    fn raw_string(&mut self, out: &mut String) -> Result<(), String> {
        self.at += 1;
        let mut hashes = 0;
        while self.peek() == Some('#') {
            hashes += 1;
            self.at += 1;
        }
        if self.peek() != Some('"') {
            return Err(self.error("a raw string needs `\"`"));
        }
        self.at += 1;
        let close: Vec<char> = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
        let start = self.at;
        while !self.chars[self.at..].starts_with(&close) {
            if self.at >= self.chars.len() {
                return Err(self.error("a raw string is not closed"));
            }
            self.at += 1;
        }
        let text: String = self.chars[start..self.at].iter().collect();
        self.at += close.len();
        json_string(&text, out);
        Ok(())
    }

    fn char_literal(&mut self, out: &mut String) -> Result<(), String> {
        self.at += 1;
        let c = match self.peek() {
            Some('\\') => {
                self.at += 1;
                self.escape()?
            }
            Some(c) => {
                self.at += 1;
                c
            }
            None => return Err(self.error("a character is not closed")),
        };
        if self.peek() != Some('\'') {
            return Err(self.error("a character is not closed"));
        }
        self.at += 1;
        json_string(&c.to_string(), out);
        Ok(())
    }
}

/// `text` as a JSON string.
fn json_string(text: &str, out: &mut String) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => write!(out, "\\u{:04x}", c as u32).unwrap(),
            c => out.push(c),
        }
    }
    out.push('"');
}

//! The mechanics of a spell card, compiled from the card files into a compact form the rules
//! read many times per playout: components as bit sets, tokens as a fixed array of counts.

use crate::core::wording::count;
use serde::{Deserialize, Serialize};

/// Index of a card in the loaded content (built-in cards first, then a scenario's extra cards).
pub type CardId = u16;

/// One of the five spell components ("3. Spellweaving Phase", Spell Components).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Component {
    Word,
    Gesture,
    Focus,
    Item,
    Blood,
}

impl Component {
    pub const ALL: [Component; 5] =
        [Component::Word, Component::Gesture, Component::Focus, Component::Item, Component::Blood];

    pub fn bit(self) -> Components {
        Components(1 << self as u8)
    }

    pub fn name(self) -> &'static str {
        match self {
            Component::Word => "Word",
            Component::Gesture => "Gesture",
            Component::Focus => "Focus",
            Component::Item => "Item",
            Component::Blood => "Blood",
        }
    }

    pub fn from_name(name: &str) -> Option<Component> {
        Component::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// A set of components as five bits; components are never consumed, so a set is all we need.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Components(pub u8);

impl Components {
    pub const NONE: Components = Components(0);
    /// What Wild Magic produces: each of the five components.
    pub const ALL: Components = Components(0b1_1111);

    pub fn has(self, c: Component) -> bool {
        self.0 & c.bit().0 != 0
    }
    pub fn with(self, c: Component) -> Components {
        Components(self.0 | c.bit().0)
    }
    pub fn count(self) -> u32 {
        (self.0 & Components::ALL.0).count_ones()
    }
    pub fn iter(self) -> impl Iterator<Item = Component> {
        Component::ALL.into_iter().filter(move |c| self.has(*c))
    }
}

/// What a step of a formula needs: a component, or only time ("Time Steps").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Need {
    Component(Component),
    Time,
}

impl Need {
    pub fn is_met_by(self, available: Components) -> bool {
        match self {
            Need::Component(c) => available.has(c),
            Need::Time => true,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Need::Component(c) => c.name(),
            Need::Time => "Time",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Step {
    pub needs: Need,
    pub residual: Option<Component>,
}

/// The five status conditions ("Status Token Effects").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Status {
    Sick,
    Weak,
    Dazed,
    Sealed,
    Cursed,
}

impl Status {
    pub const ALL: [Status; 5] = [Status::Sick, Status::Weak, Status::Dazed, Status::Sealed, Status::Cursed];
    pub fn name(self) -> &'static str {
        match self {
            Status::Sick => "Sick",
            Status::Weak => "Weak",
            Status::Dazed => "Dazed",
            Status::Sealed => "Sealed",
            Status::Cursed => "Cursed",
        }
    }
}

/// The kinds of effect token a spell can generate ("Assigning Tokens from Instant and Delayed
/// Effects"): damage and statuses go to the opponent, healing and shields to the caster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum TokenKind {
    Damage,
    Shield,
    Healing,
    Status(Status),
}

impl TokenKind {
    pub const ALL: [TokenKind; 8] = [
        TokenKind::Damage,
        TokenKind::Shield,
        TokenKind::Healing,
        TokenKind::Status(Status::Sick),
        TokenKind::Status(Status::Weak),
        TokenKind::Status(Status::Dazed),
        TokenKind::Status(Status::Sealed),
        TokenKind::Status(Status::Cursed),
    ];

    pub fn index(self) -> usize {
        match self {
            TokenKind::Damage => 0,
            TokenKind::Shield => 1,
            TokenKind::Healing => 2,
            TokenKind::Status(s) => 3 + s as usize,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            TokenKind::Damage => "Damage",
            TokenKind::Shield => "Shield",
            TokenKind::Healing => "Healing",
            TokenKind::Status(s) => s.name(),
        }
    }

    /// A count of these tokens in a sentence: "3 Damage", "1 Shield", "2 Shields", "1 Healing",
    /// "2 Sick tokens" (damage and healing are amounts; a status is counted in tokens).
    pub fn counted(self, n: u8) -> String {
        match self {
            TokenKind::Damage | TokenKind::Healing => format!("{n} {}", self.name()),
            TokenKind::Shield => count(n, "Shield", "Shields"),
            TokenKind::Status(s) => format!("{n} {} {}", s.name(), if n == 1 { "token" } else { "tokens" }),
        }
    }

    pub fn from_name(name: &str) -> Option<TokenKind> {
        TokenKind::ALL.into_iter().find(|t| t.name() == name)
    }

    /// Damage and status tokens are given to the opponent; shields and healing are kept.
    pub fn goes_to_opponent(self) -> bool {
        matches!(self, TokenKind::Damage | TokenKind::Status(_))
    }

    /// The value of one token, in "cards" (one unblocked damage costs the victim one card).
    /// Used by the balance report and the AI's heuristics; documented in docs/balance/weavers.md.
    pub const fn value(self) -> f64 {
        match self {
            TokenKind::Damage => 1.0,
            TokenKind::Shield => 0.5,
            TokenKind::Healing => 0.5,
            TokenKind::Status(Status::Sick) => 0.5,
            TokenKind::Status(Status::Weak) => 1.0,
            TokenKind::Status(Status::Dazed) => 0.5,
            TokenKind::Status(Status::Sealed) => 0.75,
            TokenKind::Status(Status::Cursed) => 0.75,
        }
    }
}

/// [`TokenKind::value`] of each kind in [`TokenKind::ALL`] order, which is their `index` order:
/// the AI's heuristics sum token values many times in every playout.
const TOKEN_VALUES: [f64; 8] = {
    let mut values = [0.0; 8];
    let mut i = 0;
    while i < 8 {
        values[i] = TokenKind::ALL[i].value();
        i += 1;
    }
    values
};

/// Counts of each token kind, indexed by [`TokenKind::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tokens(pub [u8; 8]);

impl Tokens {
    pub fn get(&self, kind: TokenKind) -> u8 {
        self.0.get(kind.index()).copied().unwrap_or(0)
    }
    pub fn add(&mut self, kind: TokenKind, n: u8) {
        if let Some(slot) = self.0.get_mut(kind.index()) {
            *slot = slot.saturating_add(n);
        }
    }
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }
    /// Non-zero counts in a stable order.
    pub fn iter(&self) -> impl Iterator<Item = (TokenKind, u8)> + '_ {
        TokenKind::ALL.into_iter().map(|k| (k, self.get(k))).filter(|(_, n)| *n > 0)
    }
    /// The tokens' total value: the sum over `iter()` of each kind's value times its count, added
    /// in the same order from the same start as `Iterator::sum` would (so to the same bits).
    pub fn value(&self) -> f64 {
        let mut total = -0.0;
        for (&n, value) in self.0.iter().zip(TOKEN_VALUES) {
            if n > 0 {
                total += value * n as f64;
            }
        }
        total
    }
    /// "2 Damage, 1 Sick" for events and card text.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = self.iter().map(|(k, n)| k.counted(n)).collect();
        if parts.is_empty() {
            "nothing".to_string()
        } else {
            parts.join(", ")
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    Class,
    Spellbook,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Duration {
    Temporary,
    Repeatable,
}

/// What the rules need to know about a card.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spell {
    pub components: Components,
    pub instant: Tokens,
    pub steps: Vec<Step>,
    pub delayed: Tokens,
    pub duration: Duration,
}

impl Spell {
    pub fn repeatable(&self) -> bool {
        self.duration == Duration::Repeatable
    }
}

/// A loaded card: its mechanics plus the words players read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    pub name: String,
    /// Index of its set in the content's set list.
    pub set: u8,
    pub kind: Kind,
    pub flavour: String,
    pub spell: Spell,
}

/// Stands in for a card id that is not in the content (only a corrupt snapshot can hold one):
/// the rules treat it as a blank spell instead of panicking.
pub static BLANK_CARD: Card = Card {
    name: String::new(),
    set: u8::MAX,
    kind: Kind::Class,
    flavour: String::new(),
    spell: Spell {
        components: Components::NONE,
        instant: Tokens([0; 8]),
        steps: Vec::new(),
        delayed: Tokens([0; 8]),
        duration: Duration::Temporary,
    },
};

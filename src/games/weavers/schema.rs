//! The card file format (see cards/weavers/README.md), as written by designers. Component and
//! token names are read as free identifiers so that validation can name the card and field of
//! a misspelt one, instead of a bare parser position.

use super::cards::{Component, Duration, Kind, TokenKind};
use serde::de::{self, DeserializeSeed, EnumAccess, VariantAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// One set of cards: a file under `cards/weavers/`, or a set embedded in a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetFile {
    pub set: String,
    pub kind: Kind,
    #[serde(default)]
    pub theme: String,
    pub cards: Vec<CardDef>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub name: String,
    #[serde(default)]
    pub instant: InstantDef,
    #[serde(default)]
    pub steps: Vec<StepDef>,
    #[serde(default)]
    pub delayed: Vec<TokenDef>,
    pub duration: Duration,
    #[serde(default)]
    pub flavour: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InstantDef {
    #[serde(default)]
    pub components: Vec<NameDef>,
    #[serde(default)]
    pub effect: Vec<TokenDef>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepDef {
    pub needs: NameDef,
    #[serde(default)]
    pub residual: Option<NameDef>,
}

/// A component (or `Time`) written as a bare identifier: `Word`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameDef(pub String);

/// A token written as `Damage(2)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenDef {
    pub kind: String,
    pub count: i64,
}

/// Static names for serialising (serde wants `&'static str` variant names).
fn static_name(name: &str) -> Option<(u32, &'static str)> {
    let names = Component::ALL.iter().map(|c| c.name()).chain(["Time"]).chain(TokenKind::ALL.iter().map(|t| t.name()));
    names.enumerate().find(|(_, n)| *n == name).map(|(i, n)| (i as u32, n))
}

impl Serialize for NameDef {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match static_name(&self.0) {
            Some((i, name)) => s.serialize_unit_variant("Name", i, name),
            None => s.serialize_str(&self.0),
        }
    }
}

impl Serialize for TokenDef {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match static_name(&self.kind) {
            Some((i, name)) => s.serialize_newtype_variant("Token", i, name, &self.count),
            None => s.serialize_newtype_variant("Token", 0, "Unknown", &(self.kind.as_str(), self.count)),
        }
    }
}

/// Reads an enum variant's identifier as a string, whatever it is.
struct IdentSeed;

impl<'de> DeserializeSeed<'de> for IdentSeed {
    type Value = String;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<String, D::Error> {
        struct IdentVisitor;
        impl Visitor<'_> for IdentVisitor {
            type Value = String;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a name")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<String, E> {
                Ok(v.to_string())
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<String, E> {
                Ok(format!("#{v}"))
            }
        }
        d.deserialize_identifier(IdentVisitor)
    }
}

impl<'de> Deserialize<'de> for NameDef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<NameDef, D::Error> {
        struct NameVisitor;
        impl<'de> Visitor<'de> for NameVisitor {
            type Value = NameDef;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a component name such as Word, or Time")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<NameDef, E> {
                Ok(NameDef(v.to_string()))
            }
            fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<NameDef, A::Error> {
                let (name, variant) = data.variant_seed(IdentSeed)?;
                variant.unit_variant()?;
                Ok(NameDef(name))
            }
        }
        d.deserialize_enum("Name", &[], NameVisitor)
    }
}

impl<'de> Deserialize<'de> for TokenDef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TokenDef, D::Error> {
        struct TokenVisitor;
        impl<'de> Visitor<'de> for TokenVisitor {
            type Value = TokenDef;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a token such as Damage(2)")
            }
            fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<TokenDef, A::Error> {
                let (kind, variant) = data.variant_seed(IdentSeed)?;
                let count = variant.newtype_variant::<i64>()?;
                Ok(TokenDef { kind, count })
            }
        }
        d.deserialize_enum("Token", &[], TokenVisitor)
    }
}

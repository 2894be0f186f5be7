//! The one deserializer of the app: every typed value read from JSON (saves, records, scenarios,
//! options, settings, content) is read from a parsed [`Value`] through [`ValueReader`]. Each
//! type's derived `Deserialize` code is generic over its deserializer, so every deserializer a
//! type is read through is another copy of that code in the WebAssembly; one reader keeps one
//! copy (docs/performance.md, "What makes the app's wasm big").
//!
//! The reader also does what `serde_path_to_error` and `serde_ignored` did as wrappers (each
//! wrapper was one more copy): it names the field an error comes from (`seats[1].hand[0]`),
//! and, when asked to be strict, notes the first field the type did not know.

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, Unexpected, VariantAccess, Visitor,
};
use serde_json::{Number, Value};
use std::cell::RefCell;
use std::fmt;

/// Where a value sits in the input, from the value up to the root.
#[derive(Clone, Copy)]
enum Path<'p> {
    Root,
    Index(&'p Path<'p>, usize),
    Key(&'p Path<'p>, &'p str),
}

impl Path<'_> {
    /// The path as the docs write it: `seats[1].hnd`.
    fn words(&self) -> String {
        match self {
            Path::Root => String::new(),
            Path::Index(parent, i) => format!("{}[{i}]", parent.words()),
            Path::Key(parent, key) => match parent.words() {
                parent if parent.is_empty() => key.to_string(),
                parent => format!("{parent}.{key}"),
            },
        }
    }
}

/// A refusal, with the path of the value it came from once known.
#[derive(Debug)]
pub(super) struct ReadError {
    pub field: Option<String>,
    pub message: String,
}

impl ReadError {
    /// The error, placed at `path` unless a deeper value placed it already.
    fn at(mut self, path: &Path) -> ReadError {
        if self.field.is_none() {
            self.field = Some(path.words());
        }
        self
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ReadError {}

impl de::Error for ReadError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        ReadError { field: None, message: msg.to_string() }
    }
}

/// What one read shares: whether unknown fields count, and the first one found.
pub(super) struct Context {
    strict: bool,
    ignored: RefCell<Option<String>>,
}

impl Context {
    pub fn new(strict: bool) -> Context {
        Context { strict, ignored: RefCell::new(None) }
    }
    /// The first field the type did not know (strict reads only).
    pub fn ignored(self) -> Option<String> {
        self.ignored.into_inner()
    }
}

/// Reads `T` from `value`: the error names the field it comes from.
pub(super) fn read<'de, T: de::Deserialize<'de>>(value: &'de Value, cx: &Context) -> Result<T, ReadError> {
    T::deserialize(ValueReader { value, path: &Path::Root, cx }).map_err(|e| e.at(&Path::Root))
}

/// A deserializer over a borrowed JSON value.
struct ValueReader<'de, 'p> {
    value: &'de Value,
    path: &'p Path<'p>,
    cx: &'p Context,
}

fn unexpected(value: &Value) -> Unexpected<'_> {
    match value {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => Unexpected::Unsigned(u),
            (None, Some(i)) => Unexpected::Signed(i),
            _ => Unexpected::Float(n.as_f64().unwrap_or(f64::NAN)),
        },
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

fn visit_number<'de, V: Visitor<'de>>(n: &Number, visitor: V) -> Result<V::Value, ReadError> {
    match (n.as_u64(), n.as_i64()) {
        (Some(u), _) => visitor.visit_u64(u),
        (None, Some(i)) => visitor.visit_i64(i),
        _ => visitor.visit_f64(n.as_f64().unwrap_or(f64::NAN)),
    }
}

impl<'de, 'p> ValueReader<'de, 'p> {
    fn invalid<V: Visitor<'de>>(&self, visitor: &V) -> ReadError {
        de::Error::invalid_type(unexpected(self.value), visitor)
    }

    fn visit_array<V: Visitor<'de>>(&self, items: &'de [Value], visitor: V) -> Result<V::Value, ReadError> {
        let mut seq = Seq { items: items.iter().enumerate(), path: self.path, cx: self.cx };
        let out = visitor.visit_seq(&mut seq)?;
        match seq.items.len() {
            0 => Ok(out),
            _ => Err(de::Error::invalid_length(items.len(), &"fewer elements in array")),
        }
    }

    fn visit_object<V: Visitor<'de>>(
        &self,
        map: &'de serde_json::Map<String, Value>,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        let mut access = Map { entries: map.iter(), pending: None, path: self.path, cx: self.cx };
        let out = visitor.visit_map(&mut access)?;
        match access.entries.len() {
            0 => Ok(out),
            _ => Err(de::Error::invalid_length(map.len(), &"fewer elements in map")),
        }
    }
}

impl<'de> Deserializer<'de> for ValueReader<'de, '_> {
    type Error = ReadError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.value {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => visit_number(n, visitor),
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(items) => self.visit_array(items, visitor),
            Value::Object(map) => self.visit_object(map, visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.value {
            Value::Null => visitor.visit_unit(),
            _ => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, ReadError> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.value {
            Value::Array(items) => self.visit_array(items, visitor),
            _ => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, ReadError> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.value {
            Value::Object(map) => self.visit_object(map, visitor),
            _ => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        // Only as an object, as serde_json writes a struct: reading one from an array (which
        // serde_json's own reader allows) would link every struct's array form as well.
        self.deserialize_map(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        let (variant, content) = match self.value {
            Value::String(s) => (s.as_str(), None),
            Value::Object(map) if map.len() == 1 => match map.iter().next() {
                Some((key, content)) => (key.as_str(), Some(content)),
                None => return Err(self.invalid(&visitor)),
            },
            Value::Object(_) => {
                return Err(de::Error::invalid_value(Unexpected::Map, &"map with a single key"));
            }
            _ => return Err(de::Error::invalid_type(unexpected(self.value), &"string or map")),
        };
        visitor.visit_enum(Enum { variant, content, path: self.path, cx: self.cx })
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.value {
            Value::String(s) => visitor.visit_borrowed_str(s),
            _ => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        self.deserialize_str(visitor)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.value {
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(items) => self.visit_array(items, visitor),
            _ => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        self.deserialize_bytes(visitor)
    }

    /// A value the type skips: a field it does not know, noted when the read is strict.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        if self.cx.strict {
            let mut ignored = self.cx.ignored.borrow_mut();
            if ignored.is_none() {
                *ignored = Some(self.path.words());
            }
        }
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! { bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char }
}

/// An array's items.
struct Seq<'de, 'p> {
    items: std::iter::Enumerate<std::slice::Iter<'de, Value>>,
    path: &'p Path<'p>,
    cx: &'p Context,
}

impl<'de> SeqAccess<'de> for Seq<'de, '_> {
    type Error = ReadError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, ReadError> {
        let Some((i, value)) = self.items.next() else {
            return Ok(None);
        };
        let path = Path::Index(self.path, i);
        seed.deserialize(ValueReader { value, path: &path, cx: self.cx }).map(Some).map_err(|e| e.at(&path))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

/// An object's entries.
struct Map<'de, 'p> {
    entries: serde_json::map::Iter<'de>,
    pending: Option<(&'de str, &'de Value)>,
    path: &'p Path<'p>,
    cx: &'p Context,
}

impl<'de> MapAccess<'de> for Map<'de, '_> {
    type Error = ReadError;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, ReadError> {
        let Some((key, value)) = self.entries.next() else {
            return Ok(None);
        };
        self.pending = Some((key, value));
        // A key the type refuses (`deny_unknown_fields`) is named by its own path.
        seed.deserialize(KeyReader(key)).map(Some).map_err(|e| e.at(&Path::Key(self.path, key)))
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, ReadError> {
        let Some((key, value)) = self.pending.take() else {
            return Err(de::Error::custom("a value was asked for before its key"));
        };
        let path = Path::Key(self.path, key);
        seed.deserialize(ValueReader { value, path: &path, cx: self.cx }).map_err(|e| e.at(&path))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

/// An enum's variant: its name and, but for a unit variant, what it holds.
struct Enum<'de, 'p> {
    variant: &'de str,
    content: Option<&'de Value>,
    path: &'p Path<'p>,
    cx: &'p Context,
}

impl<'de, 'p> EnumAccess<'de> for Enum<'de, 'p> {
    type Error = ReadError;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), ReadError> {
        let variant = seed.deserialize(KeyReader(self.variant))?;
        Ok((variant, self))
    }
}

impl<'de> VariantAccess<'de> for Enum<'de, '_> {
    type Error = ReadError;

    fn unit_variant(self) -> Result<(), ReadError> {
        match self.content {
            None | Some(Value::Null) => Ok(()),
            Some(other) => Err(de::Error::invalid_type(unexpected(other), &"unit variant")),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, ReadError> {
        let Some(value) = self.content else {
            return Err(de::Error::invalid_type(Unexpected::UnitVariant, &"newtype variant"));
        };
        let path = Path::Key(self.path, self.variant);
        seed.deserialize(ValueReader { value, path: &path, cx: self.cx }).map_err(|e| e.at(&path))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, ReadError> {
        let path = Path::Key(self.path, self.variant);
        match self.content {
            Some(value @ Value::Array(items)) => {
                let reader = ValueReader { value, path: &path, cx: self.cx };
                reader.visit_array(items, visitor).map_err(|e| e.at(&path))
            }
            Some(other) => Err(de::Error::invalid_type(unexpected(other), &"tuple variant")),
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &"tuple variant")),
        }
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        let path = Path::Key(self.path, self.variant);
        match self.content {
            Some(value @ Value::Object(map)) => {
                let reader = ValueReader { value, path: &path, cx: self.cx };
                reader.visit_object(map, visitor).map_err(|e| e.at(&path))
            }
            Some(other) => Err(de::Error::invalid_type(unexpected(other), &"struct variant")),
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &"struct variant")),
        }
    }
}

/// An object's key or an enum's variant name. Keys of maps keyed by numbers or booleans are
/// written as text in JSON and read back here.
struct KeyReader<'de>(&'de str);

impl KeyReader<'_> {
    fn parse<T: std::str::FromStr>(&self, what: &'static str) -> Result<T, ReadError> {
        self.0.parse().map_err(|_| de::Error::invalid_value(Unexpected::Str(self.0), &what))
    }
}

macro_rules! parse_key {
    ($($method:ident $visit:ident $ty:ty),*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
            visitor.$visit(self.parse::<$ty>(stringify!($ty))?)
        }
    )*};
}

impl<'de> Deserializer<'de> for KeyReader<'de> {
    type Error = ReadError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        visitor.visit_borrowed_str(self.0)
    }

    parse_key! {
        deserialize_bool visit_bool bool,
        deserialize_i8 visit_i8 i8, deserialize_i16 visit_i16 i16, deserialize_i32 visit_i32 i32,
        deserialize_i64 visit_i64 i64, deserialize_u8 visit_u8 u8, deserialize_u16 visit_u16 u16,
        deserialize_u32 visit_u32 u32, deserialize_u64 visit_u64 u64
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        visitor.visit_enum(UnitVariant(self.0))
    }

    serde::forward_to_deserialize_any! {
        i128 u128 f32 f64 char str string bytes byte_buf unit unit_struct seq tuple tuple_struct map struct
        identifier ignored_any
    }
}

/// A map key naming a unit variant.
struct UnitVariant<'de>(&'de str);

impl<'de> EnumAccess<'de> for UnitVariant<'de> {
    type Error = ReadError;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), ReadError> {
        Ok((seed.deserialize(KeyReader(self.0))?, self))
    }
}

impl<'de> VariantAccess<'de> for UnitVariant<'de> {
    type Error = ReadError;

    fn unit_variant(self) -> Result<(), ReadError> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, _seed: T) -> Result<T::Value, ReadError> {
        Err(de::Error::invalid_type(Unexpected::UnitVariant, &"newtype variant"))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, _visitor: V) -> Result<V::Value, ReadError> {
        Err(de::Error::invalid_type(Unexpected::UnitVariant, &"tuple variant"))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, ReadError> {
        Err(de::Error::invalid_type(Unexpected::UnitVariant, &"struct variant"))
    }
}

//! The key-value backend saves and settings live in: `localStorage` in the browser, a map
//! in tests. A full store is an error the player sees, never a crash.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The store is full (the browser's quota for this site is used up).
    QuotaExceeded,
    /// Storage is missing or refused (private mode, disabled by the user).
    Unavailable(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::QuotaExceeded => f.write_str(
                "The browser's storage for Loomhall is full: the game was not saved. Export or delete old saves.",
            ),
            StoreError::Unavailable(why) => write!(f, "The browser's storage is not available ({why})."),
        }
    }
}

impl std::error::Error for StoreError {}

pub trait KeyValue {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
    /// Every key, sorted.
    fn keys(&self) -> Result<Vec<String>, StoreError>;
}

/// An in-memory store with an optional quota in bytes (keys + values), like a browser's.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    entries: BTreeMap<String, String>,
    quota: Option<usize>,
}

impl MemoryStore {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with_quota(bytes: usize) -> Self {
        MemoryStore { entries: BTreeMap::new(), quota: Some(bytes) }
    }

    fn used_without(&self, key: &str) -> usize {
        self.entries.iter().filter(|(k, _)| k.as_str() != key).map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.entries.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(quota) = self.quota {
            if self.used_without(key) + key.len() + value.len() > quota {
                return Err(StoreError::QuotaExceeded);
            }
        }
        self.entries.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.entries.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.entries.keys().cloned().collect())
    }
}

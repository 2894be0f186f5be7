//! The browser's `localStorage` as a key-value store. A full store (`QuotaExceededError`) is
//! reported as `StoreError::QuotaExceeded`; a missing or blocked store as `Unavailable`.

use super::store::{KeyValue, StoreError};
use wasm_bindgen::JsCast;

#[derive(Clone, Debug)]
pub struct LocalStore {
    storage: web_sys::Storage,
}

impl LocalStore {
    pub fn open() -> Result<LocalStore, StoreError> {
        let window = web_sys::window().ok_or_else(|| StoreError::Unavailable("no window".into()))?;
        match window.local_storage() {
            Ok(Some(storage)) => Ok(LocalStore { storage }),
            Ok(None) => Err(StoreError::Unavailable("localStorage is missing".into())),
            Err(e) => Err(StoreError::Unavailable(describe(&e))),
        }
    }
}

fn describe(e: &wasm_bindgen::JsValue) -> String {
    e.dyn_ref::<web_sys::DomException>()
        .map(|d| format!("{}: {}", d.name(), d.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown error".into())
}

fn is_quota(e: &wasm_bindgen::JsValue) -> bool {
    e.dyn_ref::<web_sys::DomException>()
        .map(|d| d.name() == "QuotaExceededError" || d.code() == 22 || d.name() == "NS_ERROR_DOM_QUOTA_REACHED")
        .unwrap_or(false)
}

impl KeyValue for LocalStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.storage.get_item(key).map_err(|e| StoreError::Unavailable(describe(&e)))
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.storage.set_item(key, value).map_err(|e| {
            if is_quota(&e) {
                StoreError::QuotaExceeded
            } else {
                StoreError::Unavailable(describe(&e))
            }
        })
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.storage.remove_item(key).map_err(|e| StoreError::Unavailable(describe(&e)))
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        let len = self.storage.length().map_err(|e| StoreError::Unavailable(describe(&e)))?;
        let mut keys = Vec::new();
        for i in 0..len {
            if let Ok(Some(key)) = self.storage.key(i) {
                keys.push(key);
            }
        }
        keys.sort();
        Ok(keys)
    }
}

#[cfg(test)]
mod browser_tests {
    use super::*;
    use wasm_bindgen_test::*;

    #[wasm_bindgen_test]
    fn round_trips_and_lists_keys() {
        let mut store = LocalStore::open().expect("localStorage in a browser");
        store.set("loomhall.test.b", "2").unwrap();
        store.set("loomhall.test.a", "1").unwrap();
        assert_eq!(store.get("loomhall.test.a").unwrap().as_deref(), Some("1"));
        let keys = store.keys().unwrap();
        let a = keys.iter().position(|k| k == "loomhall.test.a");
        let b = keys.iter().position(|k| k == "loomhall.test.b");
        assert!(a.is_some() && a < b, "keys sorted: {keys:?}");
        store.remove("loomhall.test.a").unwrap();
        store.remove("loomhall.test.b").unwrap();
        assert_eq!(store.get("loomhall.test.a").unwrap(), None);
    }

    #[wasm_bindgen_test]
    fn a_full_store_is_an_error_not_a_crash() {
        // localStorage holds about 5 MB per origin: 12 MB of text cannot fit.
        let mut store = LocalStore::open().unwrap();
        let huge = "x".repeat(12 * 1024 * 1024);
        assert_eq!(store.set("loomhall.test.huge", &huge), Err(StoreError::QuotaExceeded));
        assert_eq!(store.get("loomhall.test.huge").unwrap(), None);
    }
}

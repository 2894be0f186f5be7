//! A small stable hash (FNV-1a, 64 bit) for state hashes, content hashes and the AI's
//! information-set keys. Unlike std's `DefaultHasher` it is specified, and `usize` is always
//! hashed as 8 bytes so native and WASM agree.

use serde::Serialize;
use std::hash::Hasher;

#[derive(Clone, Debug)]
pub struct Fnv64(u64);

impl Default for Fnv64 {
    fn default() -> Self {
        Fnv64(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv64 {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    fn write_usize(&mut self, i: usize) {
        self.write(&(i as u64).to_le_bytes());
    }
    fn write_isize(&mut self, i: isize) {
        self.write(&(i as i64).to_le_bytes());
    }
}

pub fn fnv64(bytes: &[u8]) -> u64 {
    let mut h = Fnv64::default();
    h.write(bytes);
    h.finish()
}

/// The hash of any serde value's JSON form as 16 hex digits: equal states give equal hashes,
/// on every platform, because rules keep only ordered collections.
pub fn state_hash<T: Serialize>(value: &T) -> String {
    let bytes = serde_json::to_vec(value).unwrap_or_default();
    format!("{:016x}", fnv64(&bytes))
}

//! Property-style: many generated games round-trip (serialize, parse, verify), and damaged
//! copies of them are always refused with an error, never a panic or a wrong acceptance.

use crate::core::GameRng;
use crate::storage::{export_json, import_json_with, parse_save, SaveError, MAX_IMPORT_BYTES};
use crate::testing::tally::{played, verify_tally};

#[test]
fn generated_saves_round_trip() {
    let mut rng = GameRng::seeded(2024);
    for case in 0..400 {
        let seed = rng.next_u64();
        let seats = 2 + rng.below(3);
        let moves = rng.below(30);
        let save = played(seed, seats, moves);
        for text in [save.to_json(), export_json(&save)] {
            let back = parse_save(&text).unwrap_or_else(|e| panic!("case {case}: {e}"));
            assert_eq!(back, save, "case {case}");
            let v = verify_tally(&back).unwrap_or_else(|e| panic!("case {case}: {e}"));
            assert_eq!(v.progress, save.meta.progress);
            assert_eq!(v.finished, save.meta.finished);
        }
    }
}

#[test]
fn damaged_copies_are_refused_without_panicking() {
    let mut rng = GameRng::seeded(77);
    for case in 0..300 {
        let save = played(rng.next_u64(), 2, 1 + rng.below(20));
        let text = save.to_json();
        // Truncation at any point.
        let cut = rng.below(text.len());
        assert!(parse_save(&text[..cut]).is_err(), "case {case}: cut at {cut}");
        // One changed character: either unreadable, or readable and refused, or harmless
        // (e.g. inside the title); never a silently different game.
        let mut bytes = text.clone().into_bytes();
        let at = rng.below(bytes.len());
        bytes[at] = b"0123456789{}[]\",:xyz"[rng.below(20)];
        let Ok(damaged) = String::from_utf8(bytes) else { continue };
        if let Ok(parsed) = parse_save(&damaged) {
            if let Ok(v) = verify_tally(&parsed) {
                let replayed = crate::core::Match::replay(&crate::testing::tally::Tally, &parsed.record).unwrap().0;
                assert_eq!(v.state_hash, replayed.state_hash(), "case {case}");
                let snapshot: crate::testing::tally::TallyState = serde_json::from_str(&parsed.snapshot).unwrap();
                assert_eq!(replayed.state, snapshot, "case {case}");
            }
        }
    }
}

#[test]
fn imports_are_size_limited_and_verified() {
    let big = format!("{{\"pad\":\"{}\"}}", "x".repeat(MAX_IMPORT_BYTES));
    assert!(matches!(import_json_with(&big, verify_tally), Err(SaveError::TooLarge { .. })));
    let save = played(11, 3, 12);
    let (back, _) = import_json_with(&export_json(&save), verify_tally).unwrap();
    assert_eq!(back, save);
    let mut bad = save.clone();
    bad.snapshot = bad.snapshot.replacen("\"target\":", "\"target\":1", 1);
    assert!(import_json_with(&export_json(&bad), verify_tally).is_err());
}

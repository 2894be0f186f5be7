//! Save slots: listing, loading, autosave, and damaged saves kept untouched.

use crate::storage::{
    export_file_name, KeyValue, MemoryStore, SaveError, SaveSlots, StoreError, Written, SAVE_KEY_PREFIX, SETTINGS_KEY,
};
use crate::testing::tally::{edit_total, played, verify_tally};

fn slots() -> SaveSlots<MemoryStore> {
    SaveSlots::with_verifier(MemoryStore::new(), verify_tally)
}

#[test]
fn saves_are_listed_most_recent_first_and_load() {
    let mut s = slots();
    let (old, new) = (played(1, 2, 3), played(9, 2, 5));
    s.write("a", &old).unwrap();
    s.write("b", &new).unwrap();
    let list = s.list().unwrap();
    assert_eq!(list.iter().map(|e| e.id.as_str()).collect::<Vec<_>>(), ["b", "a"]);
    assert!(list.iter().all(|e| e.is_playable()));
    assert_eq!(s.load("a").unwrap().0, old);
    assert_eq!(s.load("zz"), Err(SaveError::NotFound("zz".into())));
}

#[test]
fn a_damaged_save_is_listed_first_and_kept_byte_for_byte() {
    let mut s = slots();
    s.write("good", &played(1, 2, 3)).unwrap();
    let damaged = played(2, 2, 3).to_json();
    let damaged = &damaged[..damaged.len() - 7];
    let mut store = s.into_store();
    store.set(&format!("{SAVE_KEY_PREFIX}bad"), damaged).unwrap();
    store.set(SETTINGS_KEY, "{}").unwrap(); // not a save: not listed
    let mut s = SaveSlots::with_verifier(store, verify_tally);

    let list = s.list().unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(list[0].id, "bad");
    assert_eq!(list[0].problem, Some(SaveError::Truncated));
    assert!(list[1].is_playable());
    // An autosave into its slot is refused; the text stays exactly as it was.
    assert_eq!(s.write("bad", &played(3, 2, 1)), Err(SaveError::SlotUnreadable("bad".into())));
    assert_eq!(s.raw("bad").unwrap(), damaged);
    assert!(s.load("bad").is_err());
    assert_eq!(s.raw("bad").unwrap(), damaged);
}

#[test]
fn a_save_that_fails_verification_still_shows_its_meta() {
    let mut s = slots();
    let mut save = played(4, 2, 6);
    save.snapshot = edit_total(&save.snapshot, 1000);
    s.write("edited", &save).unwrap();
    let entry = &s.list().unwrap()[0];
    assert!(matches!(entry.problem, Some(SaveError::SnapshotMismatch { .. })));
    assert_eq!(entry.save.as_ref().unwrap().meta.title, "Tally");
}

#[test]
fn a_full_store_reports_quota_and_keeps_the_old_save() {
    let first = played(1, 2, 2);
    let mut s = SaveSlots::with_verifier(MemoryStore::with_quota(first.to_json().len() + 40), verify_tally);
    s.write("one", &first).unwrap();
    let bigger = played(1, 4, 25);
    assert_eq!(s.write("one", &bigger), Err(SaveError::Store(StoreError::QuotaExceeded)));
    assert_eq!(s.load("one").unwrap().0, first);
    assert!(SaveError::Store(StoreError::QuotaExceeded).to_string().contains("full"));
}

#[test]
fn delete_is_explicit() {
    let mut s = slots();
    s.write("x", &played(1, 2, 2)).unwrap();
    s.delete("x").unwrap();
    assert!(s.list().unwrap().is_empty());
}

#[test]
fn ids_and_file_names() {
    assert_eq!(SaveSlots::<MemoryStore>::new_id(255, 1), "ff-00000001");
    assert_eq!(export_file_name("weavers", "Round 4"), "loomhall-weavers-round-4.json");
    assert_eq!(export_file_name("ioi", ""), "loomhall-ioi.json");
}

#[test]
fn an_autosave_never_writes_over_a_game_another_tab_moved_on() {
    // Two tabs on one slot: both read the same text; A writes first, B's write finds A's text.
    let mut s = slots();
    s.write("g", &played(1, 2, 3)).unwrap();
    let opened = s.raw("g").unwrap();
    let a = match s.write_over("g", &played(1, 2, 4), &opened).unwrap() {
        Written::Saved(text) => text,
        other => panic!("tab A saves: {other:?}"),
    };
    assert_eq!(s.raw("g").unwrap(), a);
    assert_eq!(s.write_over("g", &played(1, 2, 5), &opened).unwrap(), Written::Changed(a.clone()));
    assert_eq!(s.raw("g").unwrap(), a, "tab B's stale game is not written");
    // B reloaded A's text: its next save goes through.
    assert!(matches!(s.write_over("g", &played(1, 2, 6), &a).unwrap(), Written::Saved(_)));
    // A slot deleted meanwhile is written again.
    s.delete("g").unwrap();
    assert!(matches!(s.write_over("g", &played(1, 2, 7), &a).unwrap(), Written::Saved(_)));
    assert!(s.load("g").is_ok());
}

#[test]
fn an_autosave_into_a_full_store_keeps_the_last_good_save() {
    let first = played(1, 2, 2);
    let mut s = SaveSlots::with_verifier(MemoryStore::with_quota(first.to_json().len() + 40), verify_tally);
    s.write("g", &first).unwrap();
    let good = s.raw("g").unwrap();
    assert_eq!(s.write_over("g", &played(1, 4, 25), &good), Err(SaveError::Store(StoreError::QuotaExceeded)));
    assert_eq!(s.raw("g").unwrap(), good);
    assert!(s.load("g").is_ok());
}

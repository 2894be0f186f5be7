//! Settings persist, and unreadable or newer settings never stop the app.

use crate::storage::{AiSpeed, KeyValue, MemoryStore, Settings, Theme, SETTINGS_KEY};

#[test]
fn settings_round_trip_and_default() {
    let mut store = MemoryStore::new();
    assert_eq!(Settings::load(&store), Settings::default());
    // Sound is off until chosen (docs/web.md, "Sound and motion"); so are settings saved
    // before it existed.
    assert!(!Settings::default().sound);
    let s = Settings {
        theme: Theme::Dark,
        reduced_motion: true,
        ai_speed: AiSpeed::Fast,
        sound: true,
        ..Settings::default()
    };
    s.store(&mut store).unwrap();
    assert_eq!(Settings::load(&store), s);
}

#[test]
fn damaged_or_newer_settings_fall_back_field_by_field() {
    let mut store = MemoryStore::new();
    store.set(SETTINGS_KEY, "{{{").unwrap();
    assert_eq!(Settings::load(&store), Settings::default());
    store.set(SETTINGS_KEY, r#"{"theme":"dark","future_option":3}"#).unwrap();
    assert_eq!(Settings::load(&store).theme, Theme::Dark);
}

#[test]
fn large_table_is_kept_and_off_by_default() {
    let mut store = MemoryStore::new();
    assert!(!Settings::load(&store).large_table);
    Settings { large_table: true, ..Settings::default() }.store(&mut store).unwrap();
    assert!(Settings::load(&store).large_table);
}

#[test]
fn skipping_people_without_an_answer_is_on_unless_turned_off() {
    // On by default, and for settings stored before the option existed (or under its old,
    // IOI-only name, off by default then): the tablet goes round only for decisions.
    let mut store = MemoryStore::new();
    assert!(Settings::default().skip_no_answer);
    store.set(SETTINGS_KEY, r#"{"theme":"dark","ioi_skip_no_answer":false}"#).unwrap();
    assert!(Settings::load(&store).skip_no_answer);
    let off = Settings { skip_no_answer: false, ..Settings::default() };
    off.store(&mut store).unwrap();
    assert!(!Settings::load(&store).skip_no_answer);
}

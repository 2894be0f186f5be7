//! Every lesson shipped under `lessons/<game>/` (docs/lessons.md) is registered in
//! `lessons::SHIPPED`, reads strictly, and plays every chapter, move and question's answers
//! through the engine; the CLI's `lesson check` says the same of each file.

use loomhall::lessons::{check_lesson, parse_lesson, StepKind, SHIPPED, SHIPPED_TITLES};
use std::path::Path;

#[test]
fn every_shipped_lesson_is_registered_and_plays() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut on_disk = Vec::new();
    for dir in std::fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        for file in std::fs::read_dir(&dir).unwrap() {
            let file = file.unwrap().path();
            let game = dir.file_name().unwrap().to_string_lossy().to_string();
            let name = file.file_stem().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(&file).unwrap();
            let registered = SHIPPED.iter().find(|(g, n, _)| *g == game && *n == name);
            assert_eq!(registered.map(|r| r.2), Some(text.as_str()), "{}: not in lessons::SHIPPED", file.display());
            on_disk.push(game);
        }
    }
    on_disk.sort();
    assert_eq!(SHIPPED_TITLES.len(), SHIPPED.len());
    // One lesson per game (issue 29, point 4).
    assert_eq!(on_disk, ["ioi", "spellweaver", "weave", "weavers", "woven"]);
    for (game, name, text) in SHIPPED {
        let lesson = parse_lesson(text).unwrap_or_else(|e| panic!("{game}/{name}: {e}"));
        assert_eq!(&lesson.game, game);
        let listed = SHIPPED_TITLES.iter().find(|(g, n, _)| g == game && n == name).map(|t| t.2);
        assert_eq!(listed, Some(lesson.title.as_str()), "{game}/{name}: lessons::SHIPPED_TITLES names it otherwise");
        assert!(!lesson.summary.is_empty(), "{game}/{name}: the library card shows a summary");
        let report = check_lesson(&lesson).unwrap_or_else(|e| panic!("{game}/{name}: {e}"));
        let kinds: Vec<StepKind> = report.chapters.iter().flat_map(|c| c.steps.iter().map(|s| s.kind)).collect();
        assert!(kinds.contains(&StepKind::Question), "{game}/{name}: a lesson asks at least one question");
        assert!(kinds.contains(&StepKind::Play), "{game}/{name}: a lesson shows a move");
    }
}

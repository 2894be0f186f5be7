//! `loomhall lesson check FILE`: reads a lesson as the app does (size, nesting, unknown fields,
//! shape), then plays every chapter through the engine (`lessons::check_lesson`) and reports
//! each step: the moves played and the answers judged.

use super::args::LessonCheckArgs;
use loomhall::lessons::{check_lesson, parse_lesson, LessonError, MAX_LESSON_BYTES};
use serde_json::{json, Value};

pub fn check(args: &LessonCheckArgs) -> Result<Value, Value> {
    let path = &args.file;
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if bytes.len() > MAX_LESSON_BYTES {
        return Err(format!(
            "{} is {} KB; a lesson is at most {} KB",
            path.display(),
            bytes.len().div_ceil(1024),
            MAX_LESSON_BYTES / 1024
        )
        .into());
    }
    let text = String::from_utf8(bytes).map_err(|_| format!("{} is not UTF-8 text", path.display()))?;
    let lesson = parse_lesson(&text).map_err(error)?;
    let report = check_lesson(&lesson).map_err(error)?;
    Ok(serde_json::to_value(report).unwrap_or(Value::Null))
}

/// A lesson's fault as the CLI's typed error: where, then the sentence.
fn error(e: LessonError) -> Value {
    json!({ "chapter": e.chapter, "step": e.step, "field": e.field, "message": e.to_string() })
}

/// The report as a person reads it: each chapter, then each step's kind and what was checked.
pub fn as_text(value: &Value) -> String {
    let mut out = format!(
        "{} ({}): every step plays\n",
        value["title"].as_str().unwrap_or_default(),
        value["game"].as_str().unwrap_or_default()
    );
    for (c, chapter) in value["chapters"].as_array().into_iter().flatten().enumerate() {
        out.push_str(&format!("chapter {}: {}\n", c + 1, chapter["title"].as_str().unwrap_or_default()));
        for (s, step) in chapter["steps"].as_array().into_iter().flatten().enumerate() {
            out.push_str(&format!(
                "  {}. {}: {}\n",
                s + 1,
                step["kind"].as_str().unwrap_or_default(),
                step["checked"].as_str().unwrap_or_default()
            ));
        }
        out.push_str(&format!("  ends at: {}\n", chapter["ends_at"].as_str().unwrap_or_default()));
    }
    out.trim_end().to_string()
}

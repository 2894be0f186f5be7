//! Why a lesson cannot be used: where (chapter, step and field, each when one is at fault)
//! and what is wrong, in a sentence for the teacher who wrote it.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The chapter at fault, from 0.
    pub chapter: Option<usize>,
    /// The step at fault within its chapter, from 0.
    pub step: Option<usize>,
    /// The field at fault as a path (`chapters[1].steps[2].question.accept[0]`), or empty.
    pub field: String,
    pub message: String,
}

impl LessonError {
    pub fn whole(message: impl Into<String>) -> Self {
        LessonError { chapter: None, step: None, field: String::new(), message: message.into() }
    }

    pub fn field(field: impl Into<String>, message: impl Into<String>) -> Self {
        LessonError { field: field.into(), ..LessonError::whole(message) }
    }

    /// At step `step` of chapter `chapter`, in field `field` of the step (may be empty).
    pub fn at(chapter: usize, step: Option<usize>, field: &str, message: impl Into<String>) -> Self {
        let path = match step {
            Some(s) => format!("chapters[{chapter}].steps[{s}]"),
            None => format!("chapters[{chapter}]"),
        };
        let field = if field.is_empty() { path } else { format!("{path}.{field}") };
        LessonError { chapter: Some(chapter), step, field, message: message.into() }
    }
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.chapter, self.step) {
            (Some(c), Some(s)) => write!(f, "chapter {}, step {}: ", c + 1, s + 1)?,
            (Some(c), None) => write!(f, "chapter {}: ", c + 1)?,
            _ => {}
        }
        if !self.field.is_empty() {
            write!(f, "field `{}`: ", self.field)?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for LessonError {}

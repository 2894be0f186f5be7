//! Pieces every game board uses, one per file. Each takes plain data and callbacks (never a
//! game's full state), so boards compose them freely.

pub mod end_dialog;
pub mod game_log;
pub mod hand_off;
pub mod thinking;
pub mod undo_redo;
pub mod why_not;

pub use end_dialog::EndDialog;
pub use game_log::{GameLog, LogEntry};
pub use hand_off::HandOff;
pub use thinking::Thinking;
pub use undo_redo::UndoRedo;
pub use why_not::WhyNot;

//! Pieces every game board uses, one per file. Each takes plain data and callbacks (never a
//! game's full state), so boards compose them freely.

pub mod card_zoom;
pub mod editor_frame;
pub mod end_dialog;
pub mod event_stepper;
pub mod form;
pub mod game_log;
pub mod guide_panel;
pub mod hand_off;
pub mod how_to_play;
pub mod in_view;
pub mod last_move;
pub mod lesson_builder;
pub mod lesson_panel;
pub mod replay_controls;
pub mod rule_popover;
pub mod scenario_share;
pub mod thinking;
pub mod tool_menu;
pub mod undo_redo;
pub mod why_not;

pub use card_zoom::CardZoom;
pub use editor_frame::{start_checked, EditorFrame};
pub use end_dialog::EndDialog;
pub use event_stepper::EventStepper;
pub use form::{event_value, typing_in_field};
pub use game_log::{GameLog, LogEntry};
pub use guide_panel::{GuidePanel, GuideStepView};
pub use hand_off::HandOff;
pub use how_to_play::HowToPlay;
pub use in_view::bring_into_view;
pub use last_move::LastMove;
pub use lesson_builder::{BuilderMsg, LessonBuilder};
pub use lesson_panel::{LessonFeedback, LessonPanel, LessonStepView};
pub use replay_controls::ReplayControls;
pub use rule_popover::RulePopover;
pub use scenario_share::{scenario_url, ScenarioShare};
pub use thinking::Thinking;
pub use tool_menu::ToolMenu;
pub use undo_redo::UndoRedo;
pub use why_not::WhyNot;

/// The most choices one step shows at once on a phone (issue 27); a longer list scrolls in a box
/// of its own, which counts as one.
pub const MOST_CHOICES_AT_ONCE: usize = 12;

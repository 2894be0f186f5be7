//! Loading a save for real: replay its record under the rules and check that the snapshot is
//! the state the record leads to. A save that passes can be played on from either.

use super::error::SaveError;
use super::save::Save;
use crate::core::{state_hash, Game, Match, Record, RecordError};

/// What a verified save tells about itself.
#[derive(Clone, Debug, PartialEq)]
pub struct Verified {
    pub state_hash: String,
    /// Saved with other card content than this version's, yet its moves still lead to its
    /// position under the current cards: playable, and the app says so.
    pub content_changed: bool,
    pub progress: String,
    pub finished: bool,
}

/// Verifies a save against one game's rules (the registry's games, or a test game).
pub fn verify_with<G: Game>(game: &G, save: &Save) -> Result<Verified, SaveError> {
    verify_replaying(game, save, |record| Match::<G>::replay(game, record)).map(|(verified, _)| verified)
}

/// [`verify_with`], replaying the record with `replay` (which may gather more as it goes, like
/// the table's log), and giving what it gave: a save is replayed once to be verified and opened.
pub fn verify_replaying<G: Game, T>(
    game: &G,
    save: &Save,
    replay: impl FnOnce(&Record) -> Result<(Match<G>, T), RecordError>,
) -> Result<(Verified, (Match<G>, T)), SaveError> {
    if save.game != game.id() {
        return Err(SaveError::WrongGame { expected: game.id().to_string(), found: save.game.clone() });
    }
    if save.record.game != save.game {
        return Err(SaveError::WrongGame { expected: save.game.clone(), found: save.record.game.clone() });
    }
    // Other cards are allowed (docs/records.md) as long as the moves still lead to the saved
    // position; when they do not, the changed cards are named as the likely cause.
    let current = format!("{:016x}", game.content_hash());
    let changed = [&save.content_hash, &save.record.content_hash].into_iter().find(|saved| **saved != current);
    let blame_content = |err: SaveError| match changed {
        Some(saved) => {
            SaveError::ContentChanged { game: game.name().to_string(), saved: saved.clone(), current: current.clone() }
        }
        None => err,
    };
    let (replayed, gathered) = replay(&save.record).map_err(|e| blame_content(SaveError::Replay(e)))?;
    let snapshot: G::State = crate::core::parse_json(&save.snapshot)
        .map_err(|e| blame_content(SaveError::Corrupt(format!("the saved position is unreadable: {e}"))))?;
    let (replayed_hash, snapshot_hash) = (replayed.state_hash(), state_hash(&snapshot));
    if replayed_hash != snapshot_hash || replayed.state != snapshot {
        return Err(blame_content(SaveError::SnapshotMismatch { replayed: replayed_hash, snapshot: snapshot_hash }));
    }
    let verified = Verified {
        state_hash: replayed_hash,
        content_changed: changed.is_some(),
        progress: game.progress_label(&replayed.state),
        finished: game.outcome(&replayed.state).is_some(),
    };
    Ok((verified, (replayed, gathered)))
}

/// Verifies a save against the game it names, among those this module links (`linked::game`).
pub fn verify(save: &Save) -> Result<Verified, SaveError> {
    let unknown = |_| SaveError::UnknownGame(save.game.clone());
    crate::linked::game(&save.game).and_then(|game| game.verify_save(save)).map_err(unknown)?
}

//! Export and import of a saved game as a `.json` file. Imports are size-limited and fully
//! verified before anything is stored.

use super::error::SaveError;
use super::save::{parse_save, Save};
use super::slots::Verifier;
use super::verify::{verify, Verified};
use crate::core::slugify;

/// Saves are small (a record of a few hundred actions and one state): 2 MB is plenty.
pub const MAX_IMPORT_BYTES: usize = 2 * 1024 * 1024;

/// The text of an exported save (pretty JSON so a curious player can read it).
pub fn export_json(save: &Save) -> String {
    save.to_pretty_json()
}

/// A file name like `loomhall-weavers-round-4.json`.
pub fn export_file_name(game: &str, label: &str) -> String {
    let mut name = format!("loomhall-{}", slugify(game));
    let label = slugify(label);
    if !label.is_empty() {
        name.push('-');
        name.push_str(&label);
    }
    name.push_str(".json");
    name
}

/// Checks an imported file: size, shape, version, game, and that its moves replay to its position.
pub fn import_json(text: &str) -> Result<(Save, Verified), SaveError> {
    import_json_with(text, verify)
}

/// `import_json` with another verifier (a test game's).
pub fn import_json_with(text: &str, verify: Verifier) -> Result<(Save, Verified), SaveError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(SaveError::TooLarge { bytes: text.len(), limit: MAX_IMPORT_BYTES });
    }
    let save = parse_save(text)?;
    let verified = verify(&save)?;
    Ok((save, verified))
}

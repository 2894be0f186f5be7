//! One Spellweaver game between two bots with preconstructed decks, each seat deciding from its
//! own view only (`loomhall::ai::choose`, as the CLI's `simulate` and `tournament` do).

use loomhall::ai::{choose, Bot};
use loomhall::core::{Game, GameRng, Match, Viewer};
use loomhall::games::spellweaver::{DeckChoice, Spellweaver, SpellweaverOptions};

/// Same cap as the CLI's: a game still running after this many actions is a defect.
pub const MAX_ACTIONS: usize = 200_000;

/// One finished game: the winning seat, the number of turns and how it ended.
pub struct Finished {
    pub winner: usize,
    pub turns: u32,
    /// "loses: their life is below 1", "wins: they reached 40 life", ...
    pub reason: String,
}

/// Plays decks `decks` (indices into the preconstructed decks, seat 0 starts) from `seed`.
/// `Err` names an engine defect: a refused action, a seat without a legal action, no end.
pub fn play(game: &Spellweaver, decks: [usize; 2], bots: [&Bot; 2], seed: u64) -> Result<Finished, String> {
    let names = decks.map(|d| DeckChoice::Preconstructed(game.content.decks[d].name.clone()));
    let options = SpellweaverOptions { decks: names.to_vec() };
    let mut m = Match::new(game, &options, 2, seed).map_err(|e| e.to_string())?;
    let mut decision_seeds = GameRng::seeded(seed ^ 0x5eed);
    for _ in 0..MAX_ACTIONS {
        if let Some(outcome) = game.outcome(&m.state) {
            let winner = *outcome.winners.first().ok_or("an outcome without a winner")?;
            // "Player 2 loses: their life is below 1" → "loses: their life is below 1".
            let reason = outcome.reason.splitn(3, ' ').nth(2).unwrap_or(&outcome.reason).to_string();
            return Ok(Finished { winner, turns: m.state.table.turn as u32, reason });
        }
        let seat = *game.active_seats(&m.state).first().ok_or(format!("seed {seed}: no seat to act"))?;
        let view = game.view(&m.state, Viewer::Seat(seat));
        let action = choose(game, &view, seat, bots[seat], decision_seeds.next_u64())
            .ok_or(format!("seed {seed}: seat {seat} is active with no legal action"))?;
        m.play(game, seat, &action).map_err(|e| format!("seed {seed}: {e}"))?;
    }
    Err(format!("seed {seed}: the game did not end"))
}

/// The value after `name` on the command line, or `default`.
pub fn arg(args: &[String], name: &str, default: &str) -> String {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned().unwrap_or_else(|| default.to_string())
}

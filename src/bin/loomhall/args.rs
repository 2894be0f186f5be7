//! The command line's grammar (clap derive): commands, flags, their limits and help texts.

use clap::{Args, Parser, Subcommand};
use loomhall::ai::Bot;
use loomhall::core::Viewer;
use loomhall::games::GAME_IDS;
use serde_json::Value;
use std::path::PathBuf;

/// The most games one `simulate` or `tournament` run plays. Results are tallied as games end
/// (nothing is kept per game), so the bound is about time: ten million random Weavers games
/// take minutes, ten million ISMCTS games months. Bigger studies run several seeds.
pub const MAX_GAMES: u64 = 10_000_000;
/// The most threads a run may ask for (more than the games are never started).
pub const MAX_THREADS: usize = 256;
/// The longest `bench --seconds`: each of its two measurements runs this long.
pub const MAX_BENCH_SECONDS: f64 = 600.0;

const BOTS_HELP: &str = "bots: random, greedy, ismcts:easy, ismcts:normal (or ismcts), ismcts:hard, ismcts:N";
const EXIT_HELP: &str = "Exit status: 0 success, 1 the command failed (the error says why), 2 usage error.\n\
With --json a command prints one JSON value on stdout, and an error as {\"error\": ...} on stderr.";

/// Loomhall's headless front end: the same rules engine and AI as the browser app.
#[derive(Debug, Parser)]
#[command(name = "loomhall", version, after_help = EXIT_HELP, arg_required_else_help = true, args_override_self = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// Print one JSON value on one line (errors as {"error": ...} on stderr)
    #[arg(long, global = true, display_order = 100)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the playable games: [{"id","name","min_seats","max_seats"}]
    Games,
    /// Play N games with bot k always at seat k; game i is dealt from seed S + i
    #[command(after_help = BOTS_HELP)]
    Simulate(RunArgs),
    /// As simulate, but seats rotate every game so each bot plays each seat equally often
    #[command(after_help = BOTS_HELP)]
    Tournament(RunArgs),
    /// Replay a game record, checking every action against the rules; prints each event (with
    /// its seats and action) and the final position as the chosen viewer sees it
    Replay(ReplayArgs),
    /// Measure random playouts and ISMCTS iterations per second on one core
    Bench(BenchArgs),
    /// List every card of a game with the id records and scenarios name it by, and its printed facts
    Cards(CardsArgs),
    /// Work with scenario files (explicit starting positions)
    #[command(subcommand)]
    Scenario(ScenarioCommand),
    /// Work with lessons (chapters of positions with words, marks, moves and questions)
    #[command(subcommand)]
    Lesson(LessonCommand),
}

#[derive(Debug, Subcommand)]
pub enum LessonCommand {
    /// Validate a lesson and play every chapter, every move and every question's answers
    /// through the rules, reporting each step
    Check(LessonCheckArgs),
}

#[derive(Debug, Args)]
pub struct LessonCheckArgs {
    /// A lesson file (docs/lessons.md); at most 256 KB
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

#[derive(Debug, Subcommand)]
pub enum ScenarioCommand {
    /// Validate a scenario and print the position it sets up, every hand open
    Check(ScenarioCheckArgs),
}

#[derive(Debug, Args)]
pub struct CardsArgs {
    /// The game's id (see `loomhall games`)
    #[arg(long, value_name = "ID", value_parser = clap::builder::PossibleValuesParser::new(GAME_IDS))]
    pub game: String,
    /// Also list the cards this scenario adds (Weavers' homebrew sets), with their ids
    #[arg(long, value_name = "FILE")]
    pub scenario: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct ScenarioCheckArgs {
    /// A scenario file (as the app shares it), a record with a scenario, or a game's bare
    /// scenario JSON (then --game names the game); at most 64 KB
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The scenario's game: required for a bare scenario, checked against a file that names one
    #[arg(long, value_name = "ID", value_parser = clap::builder::PossibleValuesParser::new(GAME_IDS))]
    pub game: Option<String>,
    /// The seed for what the scenario leaves to chance (unlisted cards are shuffled)
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
}

/// What `simulate` and `tournament` are asked to play.
#[derive(Debug, Args)]
pub struct RunArgs {
    /// The game's id (see `loomhall games`)
    #[arg(long, value_name = "ID", value_parser = clap::builder::PossibleValuesParser::new(GAME_IDS))]
    pub game: String,
    /// How many games to play (at most 10,000,000)
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = parse_games, allow_negative_numbers = true)]
    pub games: u64,
    /// The first game's seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// One bot per seat, comma-separated (the number of bots is the number of seats)
    #[arg(long, value_name = "B1,B2,..", required = true, value_delimiter = ',', value_parser = parse_bot)]
    pub bots: Vec<Bot>,
    /// The game's options as JSON (e.g. Weavers' decks); the game's defaults otherwise
    #[arg(long, value_name = "JSON", value_parser = parse_json)]
    pub options: Option<Value>,
    /// Play the games on T threads, at most 256 (the figures do not depend on T)
    #[arg(long, value_name = "T", default_value_t = 1, value_parser = parse_threads, allow_negative_numbers = true)]
    pub threads: usize,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// A game record (docs/records.md)
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Whose view of the final position to print: teacher (every card open, the default),
    /// spectator, or seat N (what that player sees)
    #[arg(long, value_name = "VIEWER", num_args = 1..=2, value_parser = parse_view_word)]
    pub view: Vec<String>,
    /// Stop after action K (K actions applied; 0 is the starting position)
    #[arg(long, value_name = "K")]
    pub step: Option<usize>,
}

impl ReplayArgs {
    /// The viewer `--view` names: `teacher`, `spectator`, `seat N` (or `seat:N`).
    pub fn viewer(&self) -> Result<Viewer, String> {
        let words: Vec<&str> = self.view.iter().flat_map(|w| w.split(':')).collect();
        match words.as_slice() {
            [] | ["teacher"] => Ok(Viewer::Teacher),
            ["spectator"] => Ok(Viewer::Spectator),
            ["seat", n] => {
                n.parse().map(Viewer::Seat).map_err(|_| format!("--view seat N: N is a seat number, not '{n}'"))
            }
            _ => Err(format!("--view is teacher, spectator or seat N, not '{}'", self.view.join(" "))),
        }
    }
}

fn parse_view_word(text: &str) -> Result<String, String> {
    let first = text.split(':').next().unwrap_or_default();
    if ["teacher", "spectator", "seat"].contains(&first) || text.parse::<usize>().is_ok() {
        Ok(text.to_string())
    } else {
        Err("teacher, spectator or seat N".to_string())
    }
}

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// The game's id (see `loomhall games`)
    #[arg(long, value_name = "ID", value_parser = clap::builder::PossibleValuesParser::new(GAME_IDS))]
    pub game: String,
    /// How long each measurement runs, in seconds (more than 0, at most 600)
    #[arg(long, value_name = "X", default_value_t = 1.0, value_parser = parse_seconds, allow_negative_numbers = true)]
    pub seconds: f64,
    /// Iterations of the speed request the browser's device check also runs (0: skip it)
    #[arg(long, value_name = "N", default_value_t = loomhall::think::SPEED_ITERATIONS)]
    pub iterations: u32,
    /// Also play one whole game (deal 1, fewest seats) with this bot at every seat, timing each answer
    #[arg(long, value_name = "BOT", value_parser = parse_bot)]
    pub answers: Option<Bot>,
}

fn parse_games(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n @ 1..=MAX_GAMES) => Ok(n),
        _ => Err(format!("a run plays from 1 to {MAX_GAMES} games")),
    }
}

fn parse_threads(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n @ 1..=MAX_THREADS) => Ok(n),
        _ => Err(format!("a run uses from 1 to {MAX_THREADS} threads")),
    }
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x > 0.0 && x <= MAX_BENCH_SECONDS => Ok(x),
        _ => Err(format!("a number of seconds more than 0 and at most {MAX_BENCH_SECONDS}")),
    }
}

fn parse_bot(text: &str) -> Result<Bot, String> {
    Bot::parse(text)
}

fn parse_json(text: &str) -> Result<Value, String> {
    loomhall::core::parse_json(text).map_err(|e| format!("not JSON: {e}"))
}

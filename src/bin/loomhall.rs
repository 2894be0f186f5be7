//! The headless CLI: list games, simulate, run tournaments, replay records, benchmark.
//! Every command with `--json` prints one JSON object (or array) on stdout; errors go to
//! stderr (as JSON with `--json`) with a non-zero exit. See docs/cli.md.
#![forbid(unsafe_code)]

use loomhall::ai::{choose, Bot, Ismcts, SearchConfig};
use loomhall::core::{Game, GameRng, Match, Outcome, Record, Seat, Viewer};
use loomhall::games::{self, GameVisitor};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage:
  loomhall games [--json]
  loomhall simulate --game ID --games N --seed S --bots B1,B2[,..] [--options JSON] [--threads T] [--json]
  loomhall tournament --game ID --games N --seed S --bots A,B[,..] [--options JSON] [--threads T] [--json]
  loomhall replay FILE [--json]
  loomhall bench --game ID [--seconds X] [--json]
bots: random, greedy, ismcts:easy, ismcts:normal, ismcts:hard, ismcts:N";

/// The most actions one game may take before it is counted as unfinished.
const MAX_ACTIONS_PER_GAME: usize = 200_000;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let json = args.iter().any(|a| a == "--json");
    match run(&args) {
        Ok(value) => {
            if json {
                println!("{value}");
            } else {
                println!("{}", serde_json::to_string_pretty(&value).unwrap_or_default());
            }
            ExitCode::SUCCESS
        }
        Err(err) => {
            if json {
                eprintln!("{}", json!({ "error": err }));
            } else {
                eprintln!("loomhall: {err}\n{USAGE}");
            }
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<Value, Value> {
    let flags = Flags::parse(args)?;
    match flags.command.as_str() {
        "games" => Ok(serde_json::to_value(games::library()).unwrap_or(Value::Null)),
        "simulate" => {
            let spec = RunSpec::from_flags(&flags)?;
            games::visit(&spec.game.clone(), Simulate(spec)).map_err(Value::from)?
        }
        "tournament" => {
            let spec = RunSpec::from_flags(&flags)?;
            games::visit(&spec.game.clone(), Tournament(spec)).map_err(Value::from)?
        }
        "replay" => {
            let path = flags.positional.first().ok_or("replay needs a record file")?;
            let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let record = Record::parse(&text).map_err(|e| serde_json::to_value(e).unwrap_or(Value::Null))?;
            games::visit(&record.game.clone(), Replay(record)).map_err(Value::from)?
        }
        "bench" => {
            let game = flags.get("game").ok_or("bench needs --game")?.to_string();
            let seconds = flags.number("seconds", 1.0)?;
            games::visit(&game, Bench { seconds }).map_err(Value::from)
        }
        "" | "help" | "--help" => Err(Value::from(USAGE)),
        other => Err(Value::from(format!("unknown command '{other}'"))),
    }
}

struct Flags {
    command: String,
    named: BTreeMap<String, String>,
    positional: Vec<String>,
}

impl Flags {
    fn parse(args: &[String]) -> Result<Flags, Value> {
        let mut flags = Flags { command: String::new(), named: BTreeMap::new(), positional: vec![] };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if arg == "--json" {
                continue;
            }
            if let Some(name) = arg.strip_prefix("--") {
                let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                flags.named.insert(name.to_string(), value.clone());
            } else if flags.command.is_empty() {
                flags.command = arg.clone();
            } else {
                flags.positional.push(arg.clone());
            }
        }
        Ok(flags)
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.named.get(name).map(String::as_str)
    }

    fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, Value> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|_| Value::from(format!("--{name} must be a number, not '{v}'"))),
        }
    }
}

/// What `simulate` and `tournament` share: which game, how many, from which seed, which bots.
struct RunSpec {
    game: String,
    games: u64,
    seed: u64,
    bots: Vec<Bot>,
    options: Value,
    threads: usize,
}

impl RunSpec {
    fn from_flags(flags: &Flags) -> Result<RunSpec, Value> {
        let game = flags.get("game").ok_or("--game is required")?.to_string();
        let bots = flags
            .get("bots")
            .ok_or("--bots is required")?
            .split(',')
            .map(Bot::parse)
            .collect::<Result<Vec<_>, _>>()
            .map_err(Value::from)?;
        let options = match flags.get("options") {
            Some(text) => serde_json::from_str(text).map_err(|e| format!("--options is not JSON: {e}"))?,
            None => Value::Null,
        };
        let threads = flags.number("threads", 1usize)?.max(1);
        Ok(RunSpec { game, games: flags.number("games", 100)?, seed: flags.number("seed", 1)?, bots, options, threads })
    }

    /// Plays game `i` for every `i` in `0..games` with `play_one`, on `threads` threads, and
    /// returns the results in game order: the figures do not depend on the thread count.
    fn play_all<G: Game, R: Send>(&self, game: &G, play_one: impl Fn(&G, u64) -> R + Sync) -> Vec<R> {
        let threads = (self.threads as u64).clamp(1, self.games.max(1));
        let mut results: Vec<(u64, R)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let play_one = &play_one;
                    scope.spawn(move || {
                        (t..self.games).step_by(threads as usize).map(|i| (i, play_one(game, i))).collect::<Vec<_>>()
                    })
                })
                .collect();
            workers.into_iter().flat_map(|w| w.join().unwrap_or_default()).collect()
        });
        results.sort_by_key(|(i, _)| *i);
        results.into_iter().map(|(_, r)| r).collect()
    }

    fn options<G: Game>(&self) -> Result<G::Options, Value> {
        if self.options.is_null() {
            return Ok(G::Options::default());
        }
        serde_json::from_value(self.options.clone()).map_err(|e| Value::from(format!("invalid --options: {e}")))
    }

    fn check_seats<G: Game>(&self, game: &G) -> Result<usize, Value> {
        let seats = self.bots.len();
        if seats < game.min_seats() || seats > game.max_seats() {
            return Err(Value::from(format!(
                "{} is for {}–{} seats; --bots names {seats}",
                game.name(),
                game.min_seats(),
                game.max_seats()
            )));
        }
        Ok(seats)
    }
}

/// Game `i` of a run starting at `seed` is dealt from seed `seed + i`.
fn game_seed(seed: u64, i: u64) -> u64 {
    seed.wrapping_add(i)
}

enum Played {
    Ended(Outcome, usize),
    Unfinished(usize),
}

/// Plays one game, each seat's bot deciding from its own view. An illegal bot action or an
/// active seat without a move is an engine defect and is reported as an error.
fn play<G: Game>(game: &G, options: &G::Options, bots: &[&Bot], seed: u64) -> Result<Played, String> {
    let mut m = Match::new(game, options, bots.len(), seed).map_err(|e| e.to_string())?;
    let mut decision_seeds = GameRng::seeded(seed ^ 0x5eed);
    for step in 0..MAX_ACTIONS_PER_GAME {
        if let Some(outcome) = game.outcome(&m.state) {
            return Ok(Played::Ended(outcome, step));
        }
        let Some(&seat) = game.active_seats(&m.state).first() else {
            return Err(format!("seed {seed}: no seat to act but no outcome"));
        };
        let bot = bots.get(seat).ok_or_else(|| format!("seed {seed}: seat {seat} has no bot"))?;
        let view = game.view(&m.state, Viewer::Seat(seat));
        let action = choose(game, &view, seat, bot, decision_seeds.next_u64())
            .ok_or_else(|| format!("seed {seed}: seat {seat} is active with no legal action"))?;
        m.play(game, seat, &action).map_err(|e| format!("seed {seed}, action {step}: {e}"))?;
    }
    Ok(Played::Unfinished(MAX_ACTIONS_PER_GAME))
}

fn sole_winner(outcome: &Outcome) -> Option<Seat> {
    match outcome.winners.as_slice() {
        [w] => Some(*w),
        _ => None,
    }
}

struct Simulate(RunSpec);
impl GameVisitor for Simulate {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let spec = self.0;
        let seats = spec.check_seats(game)?;
        let options = spec.options::<G>()?;
        let bots: Vec<&Bot> = spec.bots.iter().collect();
        let started = Instant::now();
        let (mut finished, mut errors, mut ties, mut actions) = (0u64, 0u64, 0u64, 0usize);
        let mut wins = vec![0u64; seats];
        let mut first_errors = Vec::new();
        let results = spec.play_all(game, |game, i| play(game, &options, &bots, game_seed(spec.seed, i)));
        for result in results {
            match result {
                Ok(Played::Ended(outcome, n)) => {
                    finished += 1;
                    actions += n;
                    match sole_winner(&outcome) {
                        Some(w) => wins[w] += 1,
                        None => ties += 1,
                    }
                }
                Ok(Played::Unfinished(n)) => actions += n,
                Err(e) => {
                    errors += 1;
                    if first_errors.len() < 5 {
                        first_errors.push(e);
                    }
                }
            }
        }
        Ok(json!({
            "game": game.id(),
            "games": spec.games,
            "finished": finished,
            "errors": errors,
            "wins": wins,
            "ties": ties,
            "avg_actions": if finished > 0 { actions as f64 / finished as f64 } else { 0.0 },
            "elapsed_ms": started.elapsed().as_millis() as u64,
            "bots": spec.bots.iter().map(|b| b.to_string()).collect::<Vec<_>>(),
            "error_samples": first_errors,
        }))
    }
}

struct Tournament(RunSpec);
impl GameVisitor for Tournament {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let spec = self.0;
        let seats = spec.check_seats(game)?;
        let options = spec.options::<G>()?;
        let names: Vec<String> = spec.bots.iter().map(|b| b.to_string()).collect();
        let mut wins: BTreeMap<String, u64> = names.iter().map(|n| (n.clone(), 0)).collect();
        let mut seats_played: BTreeMap<String, u64> = names.iter().map(|n| (n.clone(), 0)).collect();
        let (mut ties, mut errors, mut unfinished) = (0u64, 0u64, 0u64);
        let started = Instant::now();
        // Seats rotate every game so that no bot keeps the same seat.
        let order = |i: u64| -> Vec<usize> { (0..seats).map(|s| (s + i as usize) % seats).collect() };
        let results = spec.play_all(game, |game, i| {
            let bots: Vec<&Bot> = order(i).iter().map(|&b| &spec.bots[b]).collect();
            play(game, &options, &bots, game_seed(spec.seed, i))
        });
        for (i, result) in (0..spec.games).zip(results) {
            let order = order(i);
            for &b in &order {
                *seats_played.entry(names[b].clone()).or_default() += 1;
            }
            match result {
                Ok(Played::Ended(outcome, _)) => match sole_winner(&outcome) {
                    Some(w) => *wins.entry(names[order[w]].clone()).or_default() += 1,
                    None => ties += 1,
                },
                Ok(Played::Unfinished(_)) => unfinished += 1,
                Err(_) => errors += 1,
            }
        }
        // Each bot's share of the games it sat in (a bot named twice sits twice per game).
        let win_rate: BTreeMap<&String, f64> = wins
            .iter()
            .map(|(name, &w)| {
                let per_game = seats_played[name] as f64 / spec.games.max(1) as f64;
                (name, w as f64 / (spec.games.max(1) as f64 * per_game.max(1.0)))
            })
            .collect();
        Ok(json!({
            "game": game.id(),
            "games": spec.games,
            "bots": names,
            "wins": wins,
            "ties": ties,
            "win_rate": win_rate,
            "errors": errors,
            "unfinished": unfinished,
            "elapsed_ms": started.elapsed().as_millis() as u64,
        }))
    }
}

struct Replay(Record);
impl GameVisitor for Replay {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let (m, events) = Match::<G>::replay(game, &self.0).map_err(|e| serde_json::to_value(e).unwrap_or_default())?;
        let events: Vec<Value> = events
            .iter()
            .map(|e| json!({ "rule": e.rule.to_string(), "anchor": e.rule.anchor(), "text": e.text }))
            .collect();
        Ok(json!({
            "game": game.id(),
            "outcome": game.outcome(&m.state),
            "state_hash": m.state_hash(),
            "events": events,
            "actions": m.record.actions.len(),
        }))
    }
}

struct Bench {
    seconds: f64,
}
impl GameVisitor for Bench {
    type Output = Value;
    fn visit<G: Game>(self, game: &G) -> Value {
        let seats = game.min_seats();
        let options = G::Options::default();
        let mut rng = GameRng::seeded(1);

        // Random playouts from fresh deals, to the end.
        let started = Instant::now();
        let mut playouts = 0u64;
        while started.elapsed().as_secs_f64() < self.seconds {
            let Ok(mut state) = game.new_game(&options, seats, playouts) else { break };
            for _ in 0..MAX_ACTIONS_PER_GAME {
                let Some(&seat) = game.active_seats(&state).first() else { break };
                let actions = game.legal_actions(&state, seat);
                let Some(action) = rng.pick(&actions).cloned() else { break };
                if game.apply(&mut state, seat, &action).is_err() {
                    break;
                }
            }
            playouts += 1;
        }
        let playout_rate = playouts as f64 / started.elapsed().as_secs_f64();

        // ISMCTS iterations with the default search configuration, from the opening position.
        let mut iterations = 0u64;
        let started = Instant::now();
        if let Ok(state) = game.new_game(&options, seats, 1) {
            if let Some(&seat) = game.active_seats(&state).first() {
                let view = game.view(&state, Viewer::Seat(seat));
                let config = SearchConfig { iterations: u32::MAX, stop_when_decided: false, ..SearchConfig::default() };
                let mut search = Ismcts::new(game, view, seat, config);
                while started.elapsed().as_secs_f64() < self.seconds {
                    search.run(50);
                }
                iterations = search.iterations_done() as u64;
            }
        }
        let iteration_rate = iterations as f64 / started.elapsed().as_secs_f64();
        json!({
            "game": game.id(),
            "random_playouts_per_s": playout_rate.round(),
            "ismcts_iterations_per_s": iteration_rate.round(),
        })
    }
}

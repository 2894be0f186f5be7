//! Spellweaver bot against bot with the preconstructed decks: AI strength (`--bots
//! ismcts:normal,greedy`) and the `simulate` check (`--bots random,random`: errors, unfinished
//! games and how games end, the clock included).
//!
//! `cargo run --release --example spellweaver_match -- --bots ismcts:normal,greedy --games 200 --seed 1 --threads 1`
//!
//! Game `i` is dealt from seed `seed + i`. Seats rotate: the first bot sits at seat `i mod 2`;
//! the decks cycle through the 30 ordered pairings of the six preconstructed decks, each pairing
//! played with both seatings of the bots (game `i` uses pairing `(i / 2) mod 30`). Each game is
//! reported on stderr as it ends, so a long run's figures so far are never lost.
#![forbid(unsafe_code)]

#[path = "spellweaver_shared/play.rs"]
mod shared;

use loomhall::ai::Bot;
use loomhall::games::spellweaver::Spellweaver;
use shared::{arg, play};
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Instant;

/// Wins per bot, errors and endings so far.
#[derive(Default)]
struct Tally {
    wins: [u32; 2],
    first_seat_wins: u32,
    played: u32,
    errors: Vec<String>,
    turns: u64,
    longest: u32,
    endings: BTreeMap<String, u32>,
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let number = |name: &str, default: &str| -> Result<u64, String> {
        arg(&args, name, default).parse().map_err(|e| format!("{name}: {e}"))
    };
    let games = number("--games", "200")?;
    let seed = number("--seed", "1")?;
    let threads = number("--threads", "1")?.clamp(1, games.max(1));
    let bots_arg = arg(&args, "--bots", "ismcts:normal,greedy");
    let names: Vec<&str> = bots_arg.split(',').collect();
    let [a, b] = names.as_slice() else { return Err("--bots names two bots: A,B".into()) };
    let bots = [Bot::parse(a)?, Bot::parse(b)?];
    let game = Spellweaver::standard()?;
    let n = game.content.decks.len();
    let pairings: Vec<[usize; 2]> = (0..n).flat_map(|x| (0..n).filter(move |&y| y != x).map(move |y| [x, y])).collect();

    let started = Instant::now();
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|scope| {
        for t in 0..threads {
            let (bots, pairings, tally) = (&bots, &pairings, &tally);
            scope.spawn(move || {
                for i in (t..games).step_by(threads as usize) {
                    let first = (i % 2) as usize;
                    let seated = if first == 0 { [&bots[0], &bots[1]] } else { [&bots[1], &bots[0]] };
                    let decks = pairings[(i / 2) as usize % pairings.len()];
                    let result = play(game, decks, seated, seed + i);
                    let Ok(mut tally) = tally.lock() else { return };
                    tally.played += 1;
                    match result {
                        Ok(f) => {
                            let bot = if f.winner == first { 0 } else { 1 };
                            tally.wins[bot] += 1;
                            tally.first_seat_wins += u32::from(f.winner == 0);
                            tally.turns += f.turns as u64;
                            tally.longest = tally.longest.max(f.turns);
                            *tally.endings.entry(f.reason).or_default() += 1;
                            eprintln!(
                                "game {i} (seed {}): {} won in {} turns; {} {} – {} {} after {} games, {:.0} s",
                                seed + i,
                                seated[f.winner],
                                f.turns,
                                bots[0],
                                tally.wins[0],
                                tally.wins[1],
                                bots[1],
                                tally.played,
                                started.elapsed().as_secs_f64()
                            );
                        }
                        Err(e) => {
                            eprintln!("game {i}: error: {e}");
                            tally.errors.push(e);
                        }
                    }
                }
            });
        }
    });
    let t = tally.into_inner().map_err(|_| "a worker panicked")?;
    let finished = t.played - t.errors.len() as u32;
    let elapsed = started.elapsed().as_secs_f64();
    println!("bots: {} (A) vs {} (B); {games} games, seeds {seed}–{}", bots[0], bots[1], seed + games - 1);
    for (k, bot) in bots.iter().enumerate() {
        println!(
            "{} {bot}: {} wins of {games} ({:.1}%)",
            ["A", "B"][k],
            t.wins[k],
            t.wins[k] as f64 / games.max(1) as f64 * 100.0
        );
    }
    println!("starting seat won {} of {finished}", t.first_seat_wins);
    println!("errors: {}; every game finished: {}", t.errors.len(), t.errors.is_empty());
    println!(
        "turns per game (both players' turns counted): {:.1}; longest game: {} turns",
        t.turns as f64 / finished.max(1) as f64,
        t.longest
    );
    for (reason, k) in &t.endings {
        println!("ended by '{reason}': {k}");
    }
    println!("elapsed: {elapsed:.1} s ({:.2} s per game, {threads} threads)", elapsed / games.max(1) as f64);
    for e in &t.errors {
        println!("error: {e}");
    }
    Ok(())
}

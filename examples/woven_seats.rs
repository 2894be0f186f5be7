//! Woven seat bias: is it the seat (turn order) or the start location? Greedy bots play with
//! the start locations rotated among the seats, and wins are counted both by seat and by start
//! corner (`docs/balance/woven.md`, "Seat order"):
//!
//! `cargo run --release --example woven_seats -- --games 200 --seats 4 --seed 1 [--variant V]`
//!
//! `--variant` tries a change of the map to see what makes a corner strong: 1 gives the south
//! half the north half's terrain (rows mirrored), 2 swaps the centre wellspring (north edge)
//! and Ruin (south edge), 3 sends the south Watcher west first like the north one.
//!
//! Rotation `r` puts seat `k` on start `(k + r) % 4`; game `i` of a rotation is dealt from seed
//! `seed + i`, so every rotation plays the same deals. `--starts 1,0` plays only that seating
//! (indices into the map's starts) instead of the rotations, and `--bots ismcts:normal,greedy`
//! seats other bots than greedy (the CLI's names). Wins are also counted by who moved first.
#![forbid(unsafe_code)]

use loomhall::ai::{choose, Bot};
use loomhall::core::{Game, GameRng, Viewer};
use loomhall::games::woven::Woven;

/// A game still running after this many actions is a defect (the CLI's cap).
const MAX_ACTIONS: usize = 200_000;

/// The value after `--name`, if given.
fn list_arg(args: &[String], name: &str) -> Option<String> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned()
}

fn arg(args: &[String], name: &str, default: u64) -> u64 {
    list_arg(args, name).and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The sole winner, if any, and the seat that moved first, of one game with seat `k` on start
/// `starts[k]`, played by `bots[k]`.
fn play(game: &Woven, bots: &[Bot], starts: &[u8], seed: u64, variant: u64) -> Result<(Option<usize>, usize), String> {
    let mut s = game.new_game(&Default::default(), starts.len(), seed).map_err(|e| e.0)?;
    if variant == 3 {
        for w in s.table.watchers.iter_mut() {
            w.target = loomhall::games::woven::Target::Point(0);
            w.next_point = 0;
        }
    }
    for (mage, &loc) in s.table.mages.iter_mut().zip(starts) {
        mage.loc = loc;
    }
    let first = usize::from(s.table.first);
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    for _ in 0..MAX_ACTIONS {
        if let Some(o) = game.outcome(&s) {
            return Ok((if o.winners.len() == 1 { o.winners.first().copied() } else { None }, first));
        }
        let seat = *game.active_seats(&s).first().ok_or("no seat to act")?;
        let bot = bots.get(seat).ok_or("a seat without a bot")?;
        let view = game.view(&s, Viewer::Seat(seat));
        let action = choose(game, &view, seat, bot, rng.next_u64()).ok_or("no action")?;
        game.apply(&mut s, seat, &action).map_err(|e| format!("{e:?}"))?;
    }
    Err("game did not end".into())
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let (games, seats, seed) = (arg(&args, "--games", 100), arg(&args, "--seats", 4) as usize, arg(&args, "--seed", 1));
    let variant = arg(&args, "--variant", 0);
    let mut changed = Woven::standard()?.clone();
    let map = &mut changed.content.map;
    let (rows, cols) = (map.rows as usize, map.cols as usize);
    if variant == 1 {
        for r in rows.div_ceil(2)..rows {
            for c in 0..cols {
                let from = map.locations[(rows - 1 - r) * cols + c].clone();
                let to = &mut map.locations[r * cols + c];
                (to.elevation, to.terrain) = (from.elevation, from.terrain);
            }
        }
    }
    if variant == 2 {
        let (north, south) = (cols / 2, (rows - 1) * cols + cols / 2);
        let (n, s) = (map.locations[north].clone(), map.locations[south].clone());
        (map.locations[north].wellspring, map.locations[north].ruin) = (s.wellspring, s.ruin);
        (map.locations[south].wellspring, map.locations[south].ruin) = (n.wellspring, n.ruin);
    }
    let game = &changed;
    let corners = &game.content.map.starts;
    let bots: Vec<Bot> = match list_arg(&args, "--bots") {
        Some(list) => list.split(',').map(Bot::parse).collect::<Result<_, _>>()?,
        None => vec![Bot::Greedy; seats],
    };
    if bots.len() != seats {
        return Err(format!("{} bots for {seats} seats", bots.len()));
    }
    // Each seating lists the start index of every seat.
    let seatings: Vec<Vec<usize>> = match list_arg(&args, "--starts") {
        Some(list) => {
            vec![list.split(',').map(|i| i.parse::<usize>().map_err(|e| e.to_string())).collect::<Result<_, _>>()?]
        }
        None => (0..corners.len()).map(|r| (0..seats).map(|k| (k + r) % corners.len()).collect()).collect(),
    };
    let (mut by_seat, mut by_start, mut ties) = (vec![0u64; seats], vec![0u64; corners.len()], 0u64);
    let (mut first_won, mut decided) = (0u64, 0u64);
    for seating in &seatings {
        let starts: Vec<u8> =
            seating.iter().map(|&i| corners.get(i).copied().ok_or("no such start")).collect::<Result<_, _>>()?;
        // Two threads, each playing every other game: the figures do not depend on the split.
        let results: Vec<(Option<usize>, usize)> = std::thread::scope(|scope| {
            let halves: Vec<_> = (0..2u64)
                .map(|half| {
                    let (bots, starts) = (&bots, &starts);
                    scope.spawn(move || {
                        (half..games)
                            .step_by(2)
                            .map(|i| play(game, bots, starts, seed + i, variant))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            let mut all = Vec::new();
            for half in halves {
                all.extend(half.join().map_err(|_| "a game panicked".to_string())?);
            }
            all.into_iter().collect::<Result<Vec<_>, _>>()
        })?;
        let mut wins = vec![0u64; seats];
        for (winner, first) in results {
            match winner {
                Some(w) => {
                    wins[w] += 1;
                    by_seat[w] += 1;
                    by_start[seating[w]] += 1;
                    decided += 1;
                    first_won += u64::from(w == first);
                }
                None => ties += 1,
            }
        }
        println!("starts {seating:?}: wins by seat {wins:?}");
    }
    let names: Vec<String> = corners.iter().map(|&l| game.content.map.label(l)).collect();
    println!("wins by seat {by_seat:?}; by start {names:?} {by_start:?}; ties {ties}; the first to move won {first_won} of {decided} decided");
    Ok(())
}

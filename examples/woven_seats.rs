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
//! `seed + i`, so every rotation plays the same deals.
#![forbid(unsafe_code)]

use loomhall::core::{Game, GameRng};
use loomhall::games::woven::Woven;

/// A game still running after this many actions is a defect (the CLI's cap).
const MAX_ACTIONS: usize = 200_000;

fn arg(args: &[String], name: &str, default: u64) -> u64 {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The sole winner of one greedy game with seat `k` on start `starts[k]`, if any.
fn play(game: &Woven, starts: &[u8], seed: u64, variant: u64) -> Result<Option<usize>, String> {
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
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    for _ in 0..MAX_ACTIONS {
        if let Some(o) = game.outcome(&s) {
            return Ok(if o.winners.len() == 1 { o.winners.first().copied() } else { None });
        }
        let seat = *game.active_seats(&s).first().ok_or("no seat to act")?;
        let action = game.greedy_action(&s, seat, &mut rng).ok_or("no action")?;
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
    let (mut by_seat, mut by_start, mut ties) = (vec![0u64; seats], vec![0u64; corners.len()], 0u64);
    for rotation in 0..corners.len() {
        let starts: Vec<u8> = (0..seats).map(|k| corners[(k + rotation) % corners.len()]).collect();
        let mut wins = vec![0u64; seats];
        for i in 0..games {
            match play(game, &starts, seed + i, variant)? {
                Some(w) => {
                    wins[w] += 1;
                    by_seat[w] += 1;
                    by_start[(w + rotation) % corners.len()] += 1;
                }
                None => ties += 1,
            }
        }
        println!("rotation {rotation}: wins by seat {wins:?}");
    }
    let names: Vec<String> = corners.iter().map(|&l| game.content.map.label(l)).collect();
    println!("wins by seat {by_seat:?}; by start {names:?} {by_start:?}; ties {ties}");
    Ok(())
}

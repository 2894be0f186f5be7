//! Woven card balance: how often each spell is drafted and cast and each tapestry card laid,
//! and how the seats that did so fared (`docs/balance/woven.md`, "Spells and tapestry cards"):
//!
//! `cargo run --release --example woven_balance -- --games 1000 --seed 1 --bots greedy,greedy --threads 2`
//!
//! The games are the CLI tournament's (`loomhall tournament`): game `i` is dealt from seed
//! `seed + i`, seats bot `(k + i) mod seats` at seat `k`, and every seat's bot decides from its
//! own view with decision seeds drawn as the CLI draws them, so the report does not depend on
//! the thread count. A seat-game is one seat in one game; it is won when that seat is the sole
//! winner. A card's pick rate is the share of seat-games that drafted (cast, laid) it at least
//! once, and its win rate the share of those seat-games that were won.
#![forbid(unsafe_code)]

use loomhall::ai::{choose, Bot};
use loomhall::core::{Game, GameRng, Viewer};
use loomhall::games::woven::{Action, Task, Woven};
use std::collections::BTreeSet;

/// Same cap as the CLI's: a game still running after this many actions is a defect.
const MAX_ACTIONS: usize = 200_000;

/// What one seat did in one game.
#[derive(Default)]
struct SeatGame {
    won: bool,
    score: i32,
    drafted: Vec<u8>,
    cast: Vec<u8>,
    /// Spells that could have been cast from hand at a turn's action (one entry per such turn).
    castable: Vec<u8>,
    laid: Vec<u8>,
}

fn arg(args: &[String], name: &str, default: &str) -> String {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned().unwrap_or_else(|| default.to_string())
}

/// One game's seats, in seat order, each with the index of its bot in `--bots`.
type Seats = Vec<(usize, SeatGame)>;

/// Plays game `i` of the run.
fn play(game: &Woven, bots: &[Bot], seed: u64, i: u64) -> Result<Seats, String> {
    let seats = bots.len();
    let seated: Vec<usize> = (0..seats).map(|k| (k + i as usize) % seats).collect();
    let mut s = game.new_game(&Default::default(), seats, seed).map_err(|e| e.0)?;
    let mut decision_seeds = GameRng::seeded(seed ^ 0x5eed);
    let mut records: Vec<SeatGame> = (0..seats).map(|_| SeatGame::default()).collect();
    for _ in 0..MAX_ACTIONS {
        if let Some(outcome) = game.outcome(&s) {
            for (seat, r) in records.iter_mut().enumerate() {
                r.won = outcome.winners == [seat];
                r.score = outcome.scores.get(seat).copied().unwrap_or(0);
            }
            return Ok(seated.into_iter().zip(records).collect());
        }
        let seat = *game.active_seats(&s).first().ok_or(format!("seed {seed}: no seat to act"))?;
        let view = game.view(&s, Viewer::Seat(seat));
        let action = choose(game, &view, seat, &bots[seated[seat]], decision_seeds.next_u64())
            .ok_or(format!("seed {seed}: seat {seat} is active with no legal action"))?;
        let r = &mut records[seat];
        if s.table.pending.is_empty() && s.table.actions_left > 0 {
            let legal = game.legal_actions(&s, seat);
            let castable: BTreeSet<u8> = legal
                .iter()
                .filter_map(|a| if let Action::Cast { spell, .. } = a { Some(*spell) } else { None })
                .collect();
            r.castable.extend(castable);
        }
        match (&action, s.table.pending.last()) {
            (Action::Take { spell }, _) => r.drafted.push(*spell),
            (Action::Cast { spell, .. } | Action::Recast { spell, .. }, _) => r.cast.push(*spell),
            (Action::Place { .. }, Some(Task::PlaceCard { card })) => r.laid.push(*card),
            _ => {}
        }
        game.apply(&mut s, seat, &action).map_err(|e| format!("seed {seed}: {e:?}"))?;
    }
    Err(format!("seed {seed}: the game did not end"))
}

/// Per card: how often picked, in how many seat-games, and how many of those were won.
#[derive(Clone, Copy, Default)]
struct Picks {
    times: u64,
    games: u64,
    wins: u64,
}

fn tally(picks: &mut [Picks], cards: &[u8], won: bool) {
    for &card in cards {
        if let Some(p) = picks.get_mut(card as usize) {
            p.times += 1;
        }
    }
    for &card in cards.iter().collect::<BTreeSet<_>>() {
        if let Some(p) = picks.get_mut(card as usize) {
            p.games += 1;
            p.wins += u64::from(won);
        }
    }
}

fn percent(part: u64, whole: u64) -> String {
    if whole == 0 {
        "–".into()
    } else {
        format!("{:.1}%", part as f64 / whole as f64 * 100.0)
    }
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let number = |name: &str, default: &str| -> Result<u64, String> {
        arg(&args, name, default).parse().map_err(|e| format!("{name}: {e}"))
    };
    let (games, seed, threads) = (number("--games", "1000")?, number("--seed", "1")?, number("--threads", "1")?.max(1));
    let bot_names = arg(&args, "--bots", "greedy,greedy");
    let bots: Vec<Bot> = bot_names.split(',').map(Bot::parse).collect::<Result<_, _>>()?;
    let game = Woven::standard()?;
    if bots.len() < game.min_seats() || bots.len() > game.max_seats() {
        return Err(format!("Woven is for 1 to 4 seats; --bots names {}", bots.len()));
    }
    let threads = threads.min(games.max(1));
    let mut results: Vec<(u64, Result<Seats, String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let bots = &bots;
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads as usize)
                        .map(|i| (i, play(game, bots, seed.wrapping_add(i), i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_default()).collect()
    });
    results.sort_by_key(|(i, _)| *i);

    let c = &game.content;
    let (mut drafted, mut cast) = (vec![Picks::default(); c.spells.len()], vec![Picks::default(); c.spells.len()]);
    let mut castable = vec![Picks::default(); c.spells.len()];
    let mut laid = vec![Picks::default(); c.tapestry.len()];
    let (mut seat_games, mut seat_wins) = (vec![0u64; bots.len()], vec![0u64; bots.len()]);
    let mut scores = vec![0i64; bots.len()];
    for (_, result) in &results {
        for (bot, r) in result.as_ref().map_err(|e| e.clone())? {
            let bot = *bot;
            seat_games[bot] += 1;
            seat_wins[bot] += u64::from(r.won);
            scores[bot] += i64::from(r.score);
            tally(&mut drafted, &r.drafted, r.won);
            tally(&mut cast, &r.cast, r.won);
            tally(&mut castable, &r.castable, r.won);
            tally(&mut laid, &r.laid, r.won);
        }
    }
    // Casts and castable turns by bot (index in `--bots`), per spell.
    let mut by_bot = vec![vec![(0u64, 0u64); c.spells.len()]; bots.len()];
    for (_, result) in &results {
        if let Ok(seats) = result {
            for (bot, r) in seats {
                for &k in &r.cast {
                    if let Some(x) = by_bot[*bot].get_mut(k as usize) {
                        x.0 += 1;
                    }
                }
                for &k in &r.castable {
                    if let Some(x) = by_bot[*bot].get_mut(k as usize) {
                        x.1 += 1;
                    }
                }
            }
        }
    }
    let all_games: u64 = seat_games.iter().sum();
    let all_wins: u64 = seat_wins.iter().sum();

    println!("# Woven: spells and tapestry cards\n");
    println!(
        "{games} games of {} seats (`{bot_names}`, seats rotating as in `loomhall tournament`), seeds {seed}–{}; \
         {all_games} seat-games, {} won ({}; the rest lost or tied).\n",
        bots.len(),
        seed.wrapping_add(games.saturating_sub(1)),
        all_wins,
        percent(all_wins, all_games)
    );
    println!(
        "Regenerate with\n\n```sh\ncargo run --release --example woven_balance -- --games {games} --seed {seed} --bots {bot_names} --threads 2\n```\n"
    );
    println!("| bot | seat-games | won | mean score |\n|---|---:|---:|---:|");
    for (k, name) in bot_names.split(',').enumerate() {
        println!(
            "| {name} | {} | {} | {:.2} |",
            seat_games[k],
            percent(seat_wins[k], seat_games[k]),
            scores[k] as f64 / seat_games[k].max(1) as f64
        );
    }
    println!("\n## Spells\n");
    println!(
        "Drafted: kept at Recover. Cast: from hand (a reaction included) or re-cast from the Active \
         area. Castable: turns whose action could have cast it from hand. Pick rate: share of the {all_games} seat-games; win rate: of those seat-games.\n"
    );
    println!(
        "| spell | stars | drafted | draft pick rate | draft win rate | castable turns | casts | cast pick rate | cast win rate |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|"
    );
    for (k, sp) in c.spells.iter().enumerate() {
        let (d, x) = (drafted[k], cast[k]);
        let name = if sp.starter { format!("{} (starter)", sp.name) } else { sp.name.clone() };
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} | {} | {} |",
            sp.stars,
            d.times,
            percent(d.games, all_games),
            percent(d.wins, d.games),
            castable[k].times,
            x.times,
            percent(x.games, all_games),
            percent(x.wins, x.games)
        );
    }
    println!("\n## Casts by bot\n");
    println!(
        "Casts (from hand, as a reaction, or re-cast) / turns whose action could have cast the spell from hand.\n"
    );
    let names: Vec<&str> = bot_names.split(',').collect();
    println!("| spell | {} |\n|---|{}", names.join(" | "), "---:|".repeat(names.len()));
    for (k, sp) in c.spells.iter().enumerate() {
        let cells: Vec<String> = by_bot.iter().map(|b| format!("{} / {}", b[k].0, b[k].1)).collect();
        println!("| {} | {} |", sp.name, cells.join(" | "));
    }
    println!("\n## Tapestry cards\n");
    println!(
        "Laid with the mundane effect Draw Tapestry Card (the first card of each tapestry is dealt, not counted).\n"
    );
    println!("| card | laid | pick rate | win rate |\n|---|---:|---:|---:|");
    for (k, tc) in c.tapestry.iter().enumerate() {
        let p = laid[k];
        println!("| {} | {} | {} | {} |", tc.id, p.times, percent(p.games, all_games), percent(p.wins, p.games));
    }
    Ok(())
}

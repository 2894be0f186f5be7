//! Spellweaver deck balance: every preconstructed deck against every other, each pairing played
//! `--per-pair` times with the seats swapped every other game, every seat the same bot deciding
//! from its own view only (`loomhall::ai::choose`, as the CLI's tournament does). Prints the
//! Markdown of `docs/balance/spellweaver.md`:
//!
//! `cargo run --release --example spellweaver_balance -- --per-pair 12 --bot greedy --seed 1 --threads 2`
//!
//! Game `i` is dealt from seed `seed + i`; the report does not depend on the thread count.
//! `--curve` prints only each deck's mana curve (no games):
//! `cargo run --release --example spellweaver_balance -- --curve`.
//! `--cards`, `--heroes` and `--decks FILE` measure other content without a rebuild (tuning).
#![forbid(unsafe_code)]

#[path = "spellweaver_shared/play.rs"]
mod shared;

use loomhall::ai::Bot;
use loomhall::games::spellweaver::{Content, Kind, Spellweaver};
use shared::{arg, play, Finished};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let number = |name: &str, default: &str| -> Result<u64, String> {
        arg(&args, name, default).parse().map_err(|e| format!("{name}: {e}"))
    };
    let per_pair = number("--per-pair", "12")?;
    let seed = number("--seed", "1")?;
    let threads = number("--threads", "1")?.max(1);
    let bot_name = arg(&args, "--bot", "greedy");
    let bot = Bot::parse(&bot_name)?;
    // `--cards`, `--heroes`, `--decks FILE`: try other content without rebuilding (tuning runs).
    let read = |flag: &str, builtin: &str| -> Result<String, String> {
        match arg(&args, flag, "") {
            path if path.is_empty() => Ok(builtin.to_string()),
            path => std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}")),
        }
    };
    let content = Content::parse(
        &read("--cards", include_str!("../cards/spellweaver/cards.ron"))?,
        &read("--heroes", include_str!("../cards/spellweaver/heroes.ron"))?,
        &read("--decks", include_str!("../cards/spellweaver/decks.ron"))?,
    )?;
    let owned = Spellweaver { content };
    let game = &owned;
    let c = &game.content;
    if args.iter().any(|a| a == "--curve") {
        print_curve(c);
        return Ok(());
    }
    let n = c.decks.len();

    // Every game of the run: (deck at seat 0, deck at seat 1), seats swapped every other game.
    let mut schedule: Vec<[usize; 2]> = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            for k in 0..per_pair {
                schedule.push(if k % 2 == 0 { [a, b] } else { [b, a] });
            }
        }
    }
    let total = schedule.len() as u64;
    let threads = threads.min(total.max(1));
    let mut results: Vec<(u64, Result<Finished, String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (bot, schedule) = (&bot, &schedule);
                scope.spawn(move || {
                    (t..total)
                        .step_by(threads as usize)
                        .map(|i| (i, play(game, schedule[i as usize], [bot, bot], seed + i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_default()).collect()
    });
    results.sort_by_key(|(i, _)| *i);

    let mut wins = vec![vec![0u32; n]; n];
    let mut seat_wins = [0u32; 2];
    let mut turns = 0u64;
    let mut reasons: std::collections::BTreeMap<String, u32> = Default::default();
    for (i, result) in results {
        let f = result?;
        let decks = schedule[i as usize];
        wins[decks[f.winner]][decks[1 - f.winner]] += 1;
        seat_wins[f.winner] += 1;
        turns += f.turns as u64;
        *reasons.entry(f.reason).or_default() += 1;
    }

    let games_per_deck = per_pair * (n as u64 - 1);
    println!("# Spellweaver deck balance\n");
    println!(
        "Every preconstructed deck against every other, {per_pair} games per pairing (seats swapped every \
         other game), every seat `{bot_name}` deciding from its own view; {total} games, seeds {seed}–{}, \
         {:.1} turns per game on average. The goal: every deck wins 40–60% of its {games_per_deck} games.\n",
        seed + total - 1,
        turns as f64 / total.max(1) as f64
    );
    println!(
        "Regenerate with\n\n```sh\ncargo run --release --example spellweaver_balance -- --per-pair {per_pair} --bot {bot_name} --seed {seed} --threads 2\n```\n"
    );
    println!("## Win rate by deck\n");
    println!("| deck | hero | wins | games | win rate |\n|---|---|---:|---:|---:|");
    for (d, deck) in c.decks.iter().enumerate() {
        let w: u32 = wins[d].iter().sum();
        let hero = &c.heroes[deck.hero as usize].name;
        println!(
            "| {} | {hero} | {w} | {games_per_deck} | {:.1}% |",
            deck.name,
            w as f64 / games_per_deck as f64 * 100.0
        );
    }
    println!("\n## Wins of the row's deck against the column's ({per_pair} games each)\n");
    let short: Vec<String> = c.decks.iter().map(|d| d.name.split(' ').next().unwrap_or("").to_string()).collect();
    println!("| | {} |\n|---|{}", short.join(" | "), "---:|".repeat(n));
    for a in 0..n {
        let cells: Vec<String> =
            (0..n).map(|b| if a == b { "–".to_string() } else { wins[a][b].to_string() }).collect();
        println!("| {} | {} |", short[a], cells.join(" | "));
    }
    println!("\n## Seats and endings\n");
    println!(
        "The starting seat won {} of {total} games ({:.1}%).\n",
        seat_wins[0],
        seat_wins[0] as f64 / total.max(1) as f64 * 100.0
    );
    println!("| how the game ended | games |\n|---|---:|");
    for (reason, k) in &reasons {
        println!("| {reason} | {k} |");
    }
    println!("\n## Mana curve\n");
    print_curve(c);
    Ok(())
}

/// Each deck's mana curve as a Markdown table (`--curve` prints only this, without games).
fn print_curve(c: &Content) {
    println!("Cards of each mana cost per deck (shrines, which cost nothing, counted apart); creatures in brackets.\n");
    let max_cost = c.cards.iter().filter(|k| k.kind != Kind::Shrine).map(|k| k.cost).max().unwrap_or(0);
    let header: Vec<String> = (0..=max_cost).map(|m| m.to_string()).collect();
    println!("| deck | shrines | {} |\n|---|---:|{}", header.join(" | "), "---:|".repeat(max_cost as usize + 1));
    for deck in &c.decks {
        let mut all = vec![0u32; max_cost as usize + 1];
        let mut creatures = vec![0u32; max_cost as usize + 1];
        let mut shrines = 0;
        for &def in &deck.cards {
            let card = &c.cards[def as usize];
            if card.kind == Kind::Shrine {
                shrines += 1;
                continue;
            }
            all[card.cost as usize] += 1;
            if card.kind == Kind::Creature {
                creatures[card.cost as usize] += 1;
            }
        }
        let cells: Vec<String> = all.iter().zip(&creatures).map(|(a, k)| format!("{a} ({k})")).collect();
        println!("| {} | {shrines} | {} |", deck.name, cells.join(" | "));
    }
}

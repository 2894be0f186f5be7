//! Spellweaving IOI balance report: AI self-play, win rates by Challenge card and by seat, and
//! how often each Aspect ends in a complete spell. Prints the Markdown of `docs/balance/ioi.md`:
//!
//! `cargo run --release --example ioi_balance -- --games 400 --seats 3 --bot ismcts:300 --seed 1 --threads 2`
//!
//! Every seat is the same bot, deciding from its own view only (`loomhall::ai::choose`); game
//! `i` is dealt from seed `seed + i`, and the report does not depend on the thread count.
#![forbid(unsafe_code)]

use loomhall::ai::{choose, Bot};
use loomhall::core::{Game, GameRng, Match, Viewer};
use loomhall::games::ioi::{Aspect, Ioi, IoiState};

/// Same cap as the CLI's: a game still running after this many actions is a defect.
const MAX_ACTIONS: usize = 200_000;

fn arg(args: &[String], name: &str, default: &str) -> String {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned().unwrap_or_else(|| default.to_string())
}

/// One finished game: its final state, winners and scores, and how many actions it took.
struct Finished {
    state: IoiState,
    winners: Vec<usize>,
    scores: Vec<i64>,
    actions: usize,
}

fn play(game: &Ioi, seats: usize, bot: &Bot, seed: u64) -> Result<Finished, String> {
    let mut m = Match::new(game, &Default::default(), seats, seed).map_err(|e| e.to_string())?;
    let mut decision_seeds = GameRng::seeded(seed ^ 0x5eed);
    for actions in 0..MAX_ACTIONS {
        if let Some(outcome) = game.outcome(&m.state) {
            let scores = outcome.scores.iter().map(|&s| s as i64).collect();
            return Ok(Finished { state: m.state, winners: outcome.winners, scores, actions });
        }
        let seat = *game.active_seats(&m.state).first().ok_or("no seat to act")?;
        let view = game.view(&m.state, Viewer::Seat(seat));
        let action = choose(game, &view, seat, bot, decision_seeds.next_u64()).ok_or("no legal action")?;
        m.play(game, seat, &action).map_err(|e| format!("seed {seed}: {e}"))?;
    }
    Err(format!("seed {seed}: the game did not end"))
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let number = |name: &str, default: &str| -> Result<u64, String> {
        arg(&args, name, default).parse().map_err(|e| format!("{name}: {e}"))
    };
    let games = number("--games", "400")?;
    let seats = number("--seats", "3")? as usize;
    let seed = number("--seed", "1")?;
    let threads = number("--threads", "1")?.clamp(1, games.max(1));
    let bot_name = arg(&args, "--bot", "ismcts:300");
    let bot = Bot::parse(&bot_name)?;
    let game = Ioi::standard()?;
    let c = &game.content;

    let mut results: Vec<(u64, Result<Finished, String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (game, bot) = (game, &bot);
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads as usize)
                        .map(|i| (i, play(game, seats, bot, seed + i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_default()).collect()
    });
    results.sort_by_key(|(i, _)| *i);

    let n = c.challenges.len();
    let (mut dealt, mut wins, mut points) = (vec![0u32; n], vec![0f64; n], vec![0i64; n]);
    let mut aspect_cards = [0u32; 7];
    let mut seat_wins = vec![0f64; seats];
    let mut total_actions = 0usize;
    for (_, result) in results {
        let f = result?;
        total_actions += f.actions;
        for (seat, seat_win) in seat_wins.iter_mut().enumerate() {
            let ch = f.state.challenges[seat] as usize;
            dealt[ch] += 1;
            points[ch] += f.scores[seat];
            if f.winners.contains(&seat) {
                // A tie shares the win.
                let share = 1.0 / f.winners.len() as f64;
                wins[ch] += share;
                *seat_win += share;
            }
            for spell in f.state.table.tableau(seat as u8).iter().filter(|sp| sp.complete()) {
                for card in spell.cards() {
                    aspect_cards[c.aspect(card) as usize] += 1;
                }
            }
        }
    }

    let mean = 1.0 / seats as f64;
    let mut worst: f64 = 0.0;
    println!("# Spellweaving IOI balance\n");
    println!(
        "AI self-play: {games} games of {seats} apprentices, every seat `{bot_name}`, seeds {seed}–{}, \
         {:.0} actions per game on average. A tie shares the win between the tied seats.\n",
        seed + games - 1,
        total_actions as f64 / games.max(1) as f64
    );
    println!(
        "Regenerate with\n\n```sh\ncargo run --release --example ioi_balance -- --games {games} --seats {seats} --bot {bot_name} --seed {seed} --threads 2\n```\n"
    );
    println!("## Win rate by Challenge card\n");
    println!(
        "With {seats} seats a seat's fair share of the wins is {:.1}%; the goal is every Challenge card within 10 points of it.\n",
        mean * 100.0
    );
    println!("| Challenge card | Aspects | dealt | win rate | vs mean | average points |");
    println!("|---|---|---:|---:|---:|---:|");
    for (i, ch) in c.challenges.iter().enumerate() {
        let rate = if dealt[i] == 0 { 0.0 } else { wins[i] / dealt[i] as f64 };
        worst = worst.max((rate - mean).abs());
        println!(
            "| {} | {}, {}, {} | {} | {:.1}% | {:+.1} | {:.1} |",
            ch.name,
            ch.aspects[0],
            ch.aspects[1],
            ch.aspects[2],
            dealt[i],
            rate * 100.0,
            (rate - mean) * 100.0,
            points[i] as f64 / dealt[i].max(1) as f64
        );
    }
    println!("\nLargest distance from the mean: **{:.1} points**.\n", worst * 100.0);
    println!("## Win rate by seat\n");
    println!("| seat | win rate |\n|---|---:|");
    for (seat, w) in seat_wins.iter().enumerate() {
        println!("| {} | {:.1}% |", seat + 1, w / games.max(1) as f64 * 100.0);
    }
    println!("\n## Aspects in the final complete spells\n");
    println!(
        "Each Aspect has seven cards; a share near 1/7 ≈ 14.3% means no Aspect is woven much more than the others.\n"
    );
    let total: u32 = aspect_cards.iter().sum();
    println!("| Aspect | cards in complete spells | share |\n|---|---:|---:|");
    for a in Aspect::ALL {
        let k = aspect_cards[a as usize];
        println!("| {a} | {k} | {:.1}% |", k as f64 / total.max(1) as f64 * 100.0);
    }
    Ok(())
}

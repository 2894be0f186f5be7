//! Weave: how the computer tells a season (issue 31, "Weave's computer plays for the story").
//! Plays whole seasons with one bot per seat (seat 0 the storyteller, unless `--oracle`) and
//! prints, from the season's own tally (`WeaveState::tally`), a Markdown row of
//! `docs/balance/weave.md`: challenge pass rate, wounds, removals, scenes and actions per season,
//! and the storyteller's pacing (levels before and after the Boss, enticements that tempt, the
//! foundation discovered).
//!
//! `cargo run --profile ci --example weave_story -- --seasons 40 --bots ismcts:normal,ismcts:normal --seed 1 --threads 2`
//!
//! Every seat decides from its own view only (`loomhall::ai::choose`); season `i` is dealt from
//! seed `seed + i`, and the figures do not depend on the thread count.
#![forbid(unsafe_code)]

use loomhall::ai::{choose, Bot};
use loomhall::core::{Game, GameRng, Viewer};
use loomhall::games::weave::{Moment, Weave, WeaveOptions, WeaveState};

/// A season still running after this many actions is a defect.
const MAX_ACTIONS: usize = 100_000;

fn arg(args: &[String], name: &str, default: &str) -> String {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned().unwrap_or_else(|| default.to_string())
}

/// One season's figures, summed over seasons (integers, so the sum does not depend on order).
#[derive(Clone, Copy, Default)]
struct Figures {
    seasons: u64,
    actions: u64,
    faced: u64,
    scenes: u64,
    rolls: u64,
    passes: u64,
    epic_passes: u64,
    epic_fails: u64,
    auto_passes: u64,
    wounds: u64,
    removals: u64,
    consequences: u64,
    accepted: u64,
    refused: u64,
    redeemed: u64,
    signatures: u64,
    enticements: u64,
    tempting: u64,
    levelled: u64,
    level_sum: [u64; 2],
    level_count: [u64; 2],
    level_fit: i64,
    episodes: u64,
    hidden_at_end: u64,
    short_scenes: u64,
    paced_scenes: u64,
}

impl Figures {
    fn add(&mut self, s: &WeaveState, actions: usize) {
        let t = &s.tally;
        self.seasons += 1;
        self.actions += actions as u64;
        self.scenes += s.table.timeline.iter().filter(|m| matches!(m, Moment::SceneEnded { .. })).count() as u64;
        for st in &t.seats {
            self.faced += st.faced as u64;
            self.rolls += st.rolls as u64;
            self.passes += st.passes as u64;
            self.epic_passes += st.epic_passes as u64;
            self.epic_fails += st.epic_fails as u64;
            self.auto_passes += st.auto_passes as u64;
            self.wounds += st.wounds as u64;
            self.removals += st.removals as u64;
            self.consequences += st.consequences as u64;
            self.accepted += st.accepted as u64;
            self.refused += st.refused as u64;
            self.redeemed += st.redeemed as u64;
            self.signatures += st.signatures as u64;
        }
        let p = &t.pacing;
        self.enticements += p.enticements as u64;
        self.tempting += p.tempting as u64;
        self.levelled += p.levelled as u64;
        for i in 0..2 {
            self.level_sum[i] += p.level_sum[i] as u64;
            self.level_count[i] += p.level_count[i] as u64;
        }
        self.level_fit += p.level_fit as i64;
        self.episodes += p.episodes as u64;
        self.hidden_at_end += p.hidden_at_end as u64;
        self.short_scenes += p.short_scenes as u64;
        self.paced_scenes += p.paced_scenes as u64;
    }

    fn merge(&mut self, o: &Figures) {
        macro_rules! sum {
            ($($f:ident),*) => { $(self.$f += o.$f;)* };
        }
        sum!(
            seasons,
            actions,
            faced,
            scenes,
            rolls,
            passes,
            epic_passes,
            epic_fails,
            auto_passes,
            wounds,
            removals,
            consequences,
            accepted,
            refused,
            redeemed,
            signatures,
            enticements,
            tempting,
            levelled,
            level_fit,
            episodes,
            hidden_at_end,
            short_scenes,
            paced_scenes
        );
        for i in 0..2 {
            self.level_sum[i] += o.level_sum[i];
            self.level_count[i] += o.level_count[i];
        }
    }
}

fn play(game: &Weave, options: &WeaveOptions, bots: &[Bot], seed: u64) -> Result<(WeaveState, usize), String> {
    let mut s = game.new_game(options, bots.len(), seed).map_err(|e| e.to_string())?;
    let mut decisions = GameRng::seeded(seed ^ 0x5eed);
    for actions in 0..MAX_ACTIONS {
        if game.outcome(&s).is_some() {
            return Ok((s, actions));
        }
        let seat = game.first_active(&s).ok_or("no seat to act")?;
        let view = game.view(&s, Viewer::Seat(seat));
        let bot = bots.get(seat).ok_or("a seat without a bot")?;
        let action = choose(game, &view, seat, bot, decisions.next_u64()).ok_or("no legal action")?;
        game.apply(&mut s, seat, &action).map_err(|e| format!("seed {seed}: {e}"))?;
    }
    Err(format!("seed {seed}: the season did not end"))
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let number = |name: &str, default: &str| -> Result<u64, String> {
        arg(&args, name, default).parse().map_err(|e| format!("{name}: {e}"))
    };
    let seasons = number("--seasons", "40")?;
    let seed = number("--seed", "1")?;
    let threads = number("--threads", "1")?.clamp(1, seasons.max(1));
    let episodes = number("--episodes", "3")? as u8;
    let oracle = args.iter().any(|a| a == "--oracle");
    let bot_names = arg(&args, "--bots", "random,random");
    let bots: Vec<Bot> = bot_names.split(',').map(Bot::parse).collect::<Result<_, _>>()?;
    let game = Weave::standard()?;
    let options = WeaveOptions { episodes, oracle, ..WeaveOptions::default() };

    let results: Vec<Result<Figures, String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|w| {
                let (bots, options) = (&bots, &options);
                scope.spawn(move || {
                    let mut f = Figures::default();
                    for i in (w..seasons).step_by(threads as usize) {
                        let (s, actions) = play(game, options, bots, seed + i)?;
                        f.add(&s, actions);
                    }
                    Ok(f)
                })
            })
            .collect();
        workers.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a worker panicked".into()))).collect()
    });
    let mut f = Figures::default();
    for r in results {
        f.merge(&r?);
    }
    let n = f.seasons.max(1) as f64;
    let per = |x: u64| x as f64 / n;
    let rate = |a: u64, b: u64| if b == 0 { 0.0 } else { 100.0 * a as f64 / b as f64 };
    let mean = |sum: u64, count: u64| if count == 0 { 0.0 } else { sum as f64 / count as f64 };
    let table = if oracle || bots.len() == 1 { "oracle" } else { "storyteller" };
    println!(
        "| {bot_names} ({table}) | {} | {:.1} | {:.1}% | {:.1}% / {:.1}% | {:.2} | {:.2} | {:.2} | {:.1} | {:.0} | {:.2} → {:.2} | {:.1} ({:.0}% tempt) | {:.1} / {:.1} | {:.1} / {:.1} | {:.2} | {:.0}% |",
        f.seasons,
        per(f.faced),
        rate(f.passes, f.rolls),
        rate(f.epic_passes, f.rolls),
        rate(f.epic_fails, f.rolls),
        per(f.wounds),
        mean(f.wounds, f.faced),
        per(f.removals),
        per(f.scenes),
        per(f.actions),
        mean(f.level_sum[0], f.level_count[0]),
        mean(f.level_sum[1], f.level_count[1]),
        per(f.enticements),
        rate(f.tempting, f.enticements),
        per(f.accepted),
        per(f.refused),
        per(f.redeemed),
        per(f.signatures),
        per(f.hidden_at_end),
        rate(f.paced_scenes, f.scenes),
    );
    let _ = (f.epic_fails, f.auto_passes, f.consequences, f.levelled, f.level_fit, f.episodes, f.short_scenes);
    Ok(())
}

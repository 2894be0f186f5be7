//! Diagnosis for issue 31, point 4 (`docs/balance/woven.md`, "Point 4: ... fifth session"): one
//! bot's (`--watch`, an index into `--bots`) turn actions by kind, before and after the spell deck
//! runs out ("early", "late"), the spells it holds, why each held spell but Haste cannot be cast,
//! its mana and tapestry in rounds 10 and 18 and late, how games end and where stars come from.
//! With `--force` the watched bot, a search, takes its root's best-ranked cast of a spell other
//! than Haste whenever it has one (does casting pay?). Games as `woven_balance` plays them:
//!
//! `target/ci/examples/woven_cast_probe --games 6 --seed 1 --bots ismcts:normal,greedy [--force]`
#![forbid(unsafe_code)]

use loomhall::ai::{choose, Bot, Budget, Decision};
use loomhall::core::{Game, GameRng, Viewer};
use loomhall::games::woven::{Action, Phase, Trophy, Woven};
use std::collections::BTreeMap;

fn arg(args: &[String], name: &str, default: &str) -> String {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned().unwrap_or_else(|| default.to_string())
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = arg(&args, "--games", "4").parse().map_err(|e| format!("{e}"))?;
    let seed: u64 = arg(&args, "--seed", "1").parse().map_err(|e| format!("{e}"))?;
    let watch: usize = arg(&args, "--watch", "0").parse().map_err(|e| format!("{e}"))?;
    let force = args.iter().any(|a| a == "--force");
    let bot_names = arg(&args, "--bots", "ismcts:normal,greedy");
    let bots: Vec<Bot> = bot_names.split(',').map(Bot::parse).collect::<Result<_, _>>()?;
    let game = Woven::standard()?;
    let c = &game.content;
    let mut kinds: BTreeMap<String, u64> = BTreeMap::new();
    let mut why: BTreeMap<String, u64> = BTreeMap::new();
    let mut held: BTreeMap<String, u64> = BTreeMap::new();
    let mut ends: BTreeMap<String, u64> = BTreeMap::new();
    let mut sources: BTreeMap<String, i64> = BTreeMap::new();
    let mut by_round: BTreeMap<u8, (u64, u64, u64)> = BTreeMap::new(); // turns, pool sum, empty squares sum
    for i in 0..games {
        let seats = bots.len();
        let seated: Vec<usize> = (0..seats).map(|k| (k + i as usize) % seats).collect();
        let s0 = seed + i;
        let mut s = game.new_game(&Default::default(), seats, s0).map_err(|e| e.0)?;
        let mut decision_seeds = GameRng::seeded(s0 ^ 0x5eed);
        let mut actions = 0;
        let mut empty_at = None;
        while game.outcome(&s).is_none() && actions < 200_000 {
            actions += 1;
            let seat = *game.active_seats(&s).first().ok_or("no seat")?;
            let view = game.view(&s, Viewer::Seat(seat));
            let watched = seated[seat] == watch;
            let dseed = decision_seeds.next_u64();
            let haste = c.spells.iter().position(|x| x.name == "Haste").unwrap_or(0) as u8;
            let action = if force && watched {
                // Forced casting: the bot's search, but the best-ranked root cast of a spell
                // other than Haste whenever there is one.
                match Decision::start(game, &view, seat, &bots[seated[seat]], dseed, Budget::default()) {
                    Decision::Settled(a) => a.ok_or("no action")?,
                    Decision::Searching(mut search) => {
                        search.run_to_budget();
                        let ranked = search.ranked();
                        let cast = ranked.iter().find(|ch| matches!(&ch.action, Action::Cast { spell, .. } | Action::Recast { spell, .. } if *spell != haste));
                        match cast {
                            Some(ch) => ch.action.clone(),
                            None => ranked.first().map(|ch| ch.action.clone()).ok_or("no action")?,
                        }
                    }
                }
            } else {
                choose(game, &view, seat, &bots[seated[seat]], dseed).ok_or("no action")?
            };
            let t = &s.table;
            if watched && t.phase == Phase::Play && t.pending.is_empty() && t.actions_left > 0 {
                let m = &t.mages[seat];
                let kind = match &action {
                    Action::Cast { spell, .. } => format!("cast {}", c.spells[*spell as usize].name),
                    Action::Recast { spell, .. } => format!("recast {}", c.spells[*spell as usize].name),
                    Action::Mundane { op, cards } => format!("mundane {op:?} x{}", cards.len()),
                    Action::Recover => "recover".into(),
                    Action::UseArtifact { .. } => "artifact".into(),
                    a if a.is_free() => "free".into(),
                    a => format!("{a:?}"),
                };
                let phase = if t.spell_deck.is_empty() { "late" } else { "early" };
                *kinds.entry(format!("{phase} {kind}")).or_default() += 1;
                if phase == "late" || t.round == 10 || t.round == 18 {
                    let late = format!(
                        "{phase} r{} state: wells {} pool {} eyes {} threads {} empty {} supply {}",
                        t.round,
                        m.eyes.keys().filter(|&&l| c.map.loc(l).is_some_and(|x| x.wellspring)).count(),
                        m.pool,
                        m.eye_count(),
                        m.tapestry.threads(),
                        m.tapestry.cells.values().filter(|x| x.thread.is_none()).count(),
                        m.supply
                    );
                    *held.entry(late).or_default() += 1;
                }
                let r = by_round.entry(t.round).or_default();
                r.0 += 1;
                r.1 += m.pool as u64;
                r.2 += m.tapestry.cells.values().filter(|x| x.thread.is_none()).count() as u64;
                let mut hand = m.hand.clone();
                hand.sort_unstable();
                hand.dedup();
                for k in hand {
                    let sp = &c.spells[k as usize];
                    *held.entry(sp.name.clone()).or_default() += 1;
                    if sp.name == "Haste" {
                        continue;
                    }
                    let any = m.tapestry.placements(&sp.pattern, sp.element, usize::MAX);
                    let reason = if !m.tapestry.cells.values().any(|x| x.symbol == Some(sp.element)) {
                        "element symbol missing"
                    } else if any.is_empty() {
                        "no room: pattern's X squares missing or threaded"
                    } else if m.pool == 0 {
                        "no pool mana"
                    } else if any.iter().all(|p| p.new_threads.len() > m.pool as usize) {
                        "too little pool mana"
                    } else {
                        "castable"
                    };
                    *why.entry(format!("{phase} {reason}")).or_default() += 1;
                }
            }
            game.apply(&mut s, seat, &action).map_err(|e| format!("{e:?}"))?;
            if empty_at.is_none() && s.table.spell_deck.is_empty() {
                empty_at = Some(s.table.round);
            }
        }
        let o = game.outcome(&s).ok_or("unfinished")?;
        let wseat = seated.iter().position(|&b| b == watch).unwrap_or(0);
        *sources.entry("~ watched sole wins".into()).or_default() += i64::from(o.winners == [wseat]);
        *sources.entry("~ watched score".into()).or_default() += i64::from(o.scores[wseat]);
        *sources.entry("~ other score".into()).or_default() +=
            o.scores.iter().sum::<i32>() as i64 - i64::from(o.scores[wseat]);
        *ends.entry(o.reason.clone()).or_default() += 1;
        println!(
            "game {i} seed {s0}: deck empty at round {:?}, round {} scores {:?} winners {:?} (watched seat {})",
            empty_at,
            s.table.round,
            o.scores,
            o.winners,
            seated.iter().position(|&b| b == watch).unwrap_or(9)
        );
        for (seat, m) in s.table.mages.iter().enumerate() {
            let who = if seated[seat] == watch { "watched" } else { "other" };
            let spells: i64 = m.spells().map(|k| c.spells[k as usize].stars as i64).sum();
            *sources.entry(format!("{who} spells")).or_default() += spells;
            for t in &m.treasure {
                let (name, stars) = match *t {
                    Trophy::Treasure(k) => ("treasure", c.treasures[k as usize].stars as i64),
                    Trophy::Watcher(k) => ("watcher", c.watchers[k as usize].stars as i64),
                    Trophy::Sentry(k) => ("sentry", c.sentries[k as usize].stars as i64),
                    Trophy::Tower(k) => ("tower", c.towers[k as usize].stars as i64),
                    Trophy::Spell(k) => ("banked spell", c.spells[k as usize].stars as i64),
                };
                *sources.entry(format!("{who} {name}")).or_default() += stars;
            }
            let arts: i64 = m.artifacts.iter().map(|a| c.artifacts[a.artifact as usize].stars as i64).sum();
            *sources.entry(format!("{who} artifacts")).or_default() += arts;
        }
    }
    println!("\nmain actions of bot {watch}:");
    for (k, n) in &kinds {
        println!("  {n:5} {k}");
    }
    println!("\nheld spells (turn-counts):");
    for (k, n) in &held {
        println!("  {n:5} {k}");
    }
    println!("\nwhy held spells (not Haste) cannot be cast:");
    for (k, n) in &why {
        println!("  {n:5} {k}");
    }
    println!("\nends:");
    for (k, n) in &ends {
        println!("  {n:5} {k}");
    }
    println!("\nstar sources (sum over games):");
    for (k, n) in &sources {
        println!("  {n:5} {k}");
    }
    println!("\nround: turns, mean pool, mean empty squares");
    for (r, (n, p, e)) in &by_round {
        println!("  {r:3} {n:4} {:.2} {:.2}", *p as f64 / *n as f64, *e as f64 / *n as f64);
    }
    Ok(())
}

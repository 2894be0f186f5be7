use loomhall::ai::{Bot, Ismcts};
use loomhall::core::{Game, GameRng, Match, Viewer};
use loomhall::games::ioi::Ioi;
use std::time::Instant;
fn main() {
    let game = Ioi::standard().unwrap();
    let seats: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(2);
    let mut m = Match::new(game, &Default::default(), seats, 3).unwrap();
    let mut rng = GameRng::seeded(5);
    let (mut searches, mut iters, mut actions) = (0u64, 0u64, 0u64);
    let mut by_kind: std::collections::BTreeMap<String, (u64, u64, f64)> = Default::default();
    while game.outcome(&m.state).is_none() {
        let seat = game.active_seats(&m.state)[0];
        let view = game.view(&m.state, Viewer::Seat(seat));
        let legal = game.legal_actions(&m.state, seat);
        let action = if seat == 0 && legal.len() > 1 {
            let mut cfg = Bot::parse("ismcts:normal").unwrap().search_config(rng.next_u64()).unwrap();
            cfg.rollout_depth = std::env::var("DEPTH").ok().and_then(|d| d.parse().ok()).unwrap_or(40);
            let t = Instant::now();
            let mut s = Ismcts::new(game, view, seat, cfg);
            s.run_to_budget();
            searches += 1;
            iters += s.iterations_done() as u64;
            let a = s.best().unwrap();
            let k = format!("{:?}", a).split(|c: char| !c.is_alphanumeric()).next().unwrap().to_string();
            let e = by_kind.entry(k).or_default();
            e.0 += 1;
            e.1 += s.iterations_done() as u64;
            e.2 += t.elapsed().as_secs_f64();
            a
        } else if seat == 0 {
            legal[0].clone()
        } else {
            game.greedy_action(
                &game.determinize(&game.view(&m.state, Viewer::Seat(seat)), seat, &mut rng),
                seat,
                &mut rng,
            )
            .unwrap()
        };
        m.play(game, seat, &action).unwrap();
        actions += 1;
    }
    println!("actions {actions} searches {searches} avg iters {}", iters / searches.max(1));
    for (k, v) in by_kind {
        println!("{k}: {} searches, avg {} iters, {:.2}s", v.0, v.1 / v.0, v.2);
    }
}

//! The win/loss history (issue 14): counted once per finished game against the computer, per
//! game and level; unreadable or foreign data is refused with a reason, never a crash.

use crate::core::Outcome;
use crate::storage::*;

fn seats(levels: &[Option<&str>]) -> Vec<SeatInfo> {
    levels
        .iter()
        .enumerate()
        .map(|(i, l)| SeatInfo {
            name: format!("Seat {i}"),
            kind: match l {
                Some(bot) => SeatKind::Bot { bot: bot.to_string() },
                None => SeatKind::Human,
            },
        })
        .collect()
}

fn won_by(winners: &[usize]) -> Outcome {
    Outcome { winners: winners.to_vec(), scores: vec![], reason: String::new(), rule: None }
}

#[test]
fn a_finished_game_counts_once_per_slot() {
    let table = seats(&[None, Some("ismcts:normal")]);
    let mut h = History::new();
    assert!(h.record("slot-a", "weavers", &table, &won_by(&[0])));
    assert!(!h.record("slot-a", "weavers", &table, &won_by(&[0])), "a reload does not count it again");
    assert!(h.record("slot-b", "weavers", &table, &won_by(&[1])));
    assert!(h.record("slot-c", "weavers", &table, &won_by(&[])));
    let t = h.games["weavers"]["ismcts:normal"];
    assert_eq!((t.wins, t.losses, t.draws, t.played), (1, 1, 1, 0));
}

#[test]
fn levels_are_kept_apart_and_people_only_games_are_not_counted() {
    let mut h = History::new();
    h.record("a", "ioi", &seats(&[None, Some("greedy"), Some("ismcts:hard")]), &won_by(&[2]));
    h.record("b", "ioi", &seats(&[None, Some("greedy")]), &won_by(&[0, 1]));
    assert!(!h.record("c", "ioi", &seats(&[None, None]), &won_by(&[0])), "no computer, no history");
    assert_eq!(h.games["ioi"]["greedy + ismcts:hard"].losses, 1);
    assert_eq!(h.games["ioi"]["greedy"].draws, 1, "shared first place with the computer is a draw");
}

#[test]
fn weave_names_no_winner_and_counts_as_played() {
    let mut h = History::new();
    h.record("w", "weave", &seats(&[None, Some("ismcts:normal")]), &won_by(&[]));
    assert_eq!(h.games["weave"]["ismcts:normal"], Tally { played: 1, ..Tally::default() });
}

#[test]
fn the_history_round_trips_and_bad_data_is_refused_with_a_reason() {
    let mut store = MemoryStore::default();
    assert_eq!(History::load(&store), Ok(History::new()), "no history yet is an empty one");
    let mut h = History::new();
    h.record("a", "weavers", &seats(&[None, Some("greedy")]), &won_by(&[0]));
    h.store(&mut store).unwrap();
    assert_eq!(History::load(&store), Ok(h));
    for bad in [
        "not json",
        "[]",
        r#"{"version":1,"games":{},"counted":[],"extra":1}"#,
        r#"{"version":2,"games":{},"counted":[]}"#,
        r#"{"version":1,"games":{"weavers":{"greedy":{"wins":-1,"losses":0,"draws":0,"played":0}}},"counted":[]}"#,
    ] {
        store.set(HISTORY_KEY, bad).unwrap();
        assert!(History::load(&store).is_err(), "{bad}");
    }
}

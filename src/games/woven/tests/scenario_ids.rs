//! docs/records.md, "Card ids": a Woven scenario (a whole table) names every card by its kind's
//! id, reads back as the same position, still reads the engine's numbers (scenarios written
//! before ids) and refuses an unknown id naming the field.

use super::super::card_list::{
    SCENARIO_ARTIFACTS, SCENARIO_SENTRIES, SCENARIO_SPELLS, SCENARIO_TAPESTRY, SCENARIO_TOWERS, SCENARIO_TREASURES,
};
use super::super::{Scenario, WovenOptions as Options};
use super::support::game;
use crate::core::{assert_scenario_ids, read_scenario, scenario_json, Game, GameRng};

#[test]
fn a_position_reached_in_play_is_written_with_ids_and_reads_back() {
    let g = game();
    let mut s = g.new_game(&Options::default(), 2, 5).expect("deals");
    let mut rng = GameRng::seeded(5);
    let mut positions = 0;
    for _ in 0..200 {
        if g.outcome(&s).is_some() {
            break;
        }
        if s.table.pending.is_empty() {
            let sc = Scenario { table: s.table.clone() };
            if g.from_scenario(&sc, 5).is_ok() {
                positions += 1;
                let kinds = [
                    SCENARIO_SPELLS,
                    SCENARIO_TAPESTRY,
                    SCENARIO_TREASURES,
                    SCENARIO_SENTRIES,
                    SCENARIO_ARTIFACTS,
                    SCENARIO_TOWERS,
                ];
                for paths in kinds {
                    assert_scenario_ids(g, &sc, paths, 5);
                }
            }
        }
        let seat = g.active_seats(&s)[0];
        let action = g.policy_action(&s, seat, &mut rng).expect("a legal action");
        g.apply(&mut s, seat, &action).expect("legal");
    }
    assert!(positions > 10, "{positions} positions checked");
}

#[test]
fn numbers_are_still_read_and_an_unknown_id_is_refused_with_its_field() {
    let g = game();
    let s = g.new_game(&Options::default(), 2, 5).expect("deals");
    let sc = Scenario { table: s.table.clone() };
    let numbers = serde_json::to_value(&sc).unwrap();
    assert_eq!(read_scenario(g, &numbers).unwrap(), sc);
    let mut wrong = scenario_json(g, &sc);
    assert!(wrong["table"]["mages"][1]["hand"][0].is_string(), "{}", wrong["table"]["mages"][1]["hand"]);
    wrong["table"]["mages"][1]["hand"][0] = "no-such-spell".into();
    let err = read_scenario(g, &wrong).unwrap_err();
    assert_eq!(err.field, "table.mages.1.hand");
    assert!(err.message.contains("no-such-spell"), "{err}");
}

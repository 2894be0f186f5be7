//! A season's save is its record: replaying it (typed names and qualities included) gives the
//! same state, and the JSON stays small.

use super::super::{Action, QualityKind, Stage, WeaveOptions};
use super::support::game;
use crate::core::{Game, GameRng, Match, Record};

#[test]
fn a_recorded_season_replays_to_the_same_state() {
    let g = game();
    let options = WeaveOptions { playset: "Skyreach".into(), episodes: 2, oracle: false, ..Default::default() };
    let mut m = Match::new(g, &options, 3, 77).unwrap();
    let mut rng = GameRng::seeded(9);
    let mut typed = false;
    while g.outcome(&m.state).is_none() {
        let seat = g.active_seats(&m.state)[0];
        let action = match &m.state.table.stage {
            Stage::Scene if !typed && !m.state.table.present().is_empty() => {
                typed = true;
                Action::AddQuality { character: 0, kind: QualityKind::Talent, text: "Knows every cloud by name".into() }
            }
            _ => g.policy_action(&m.state, seat, &mut rng).unwrap(),
        };
        m.play(g, seat, &action).unwrap();
    }
    let json = serde_json::to_string(&m.record).unwrap();
    assert!(json.len() < 200_000, "a season's record is small: {} bytes", json.len());
    let record = Record::parse(&json).unwrap();
    let (again, _) = Match::replay(g, &record).unwrap();
    assert_eq!(again.state, m.state);
    assert!(again.state.table.characters[0].qualities.iter().any(|q| q.text == "Knows every cloud by name"));
}

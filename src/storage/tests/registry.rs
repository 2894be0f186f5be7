//! Saves of a registered game (Weavers) go through the registry: export, import and the slot
//! list verify them by replaying their record under the real rules.

use crate::core::{Game, GameRng, Match};
use crate::games::weavers::Weavers;
use crate::storage::{
    export_json, import_json, parse_save, verify, MemoryStore, Save, SaveError, SaveMeta, SaveSlots, SeatInfo, SeatKind,
};

fn weavers_save(seed: u64, moves: usize) -> Save {
    let game = Weavers::standard().unwrap();
    let mut m = Match::new(game, &Default::default(), 2, seed).unwrap();
    let mut rng = GameRng::seeded(seed);
    for _ in 0..moves {
        let Some(&seat) = game.active_seats(&m.state).first() else { break };
        let Some(action) = game.policy_action(&m.state, seat, &mut rng) else { break };
        m.play(game, seat, &action).unwrap();
    }
    let seats = vec![
        SeatInfo { name: "Ada".into(), kind: SeatKind::Human },
        SeatInfo { name: "Computer".into(), kind: SeatKind::Bot { bot: "ismcts:normal".into() } },
    ];
    let meta = SaveMeta {
        title: "Weavers".into(),
        seats,
        progress: String::new(),
        created_at: 1,
        updated_at: 2,
        finished: false,
        teaching: false,
        lesson: None,
    };
    Save::of_match(game, &m, meta)
}

#[test]
fn weavers_saves_export_and_import_through_the_registry() {
    for seed in 0..12 {
        let save = weavers_save(seed, (seed as usize) * 9);
        let (back, verified) = import_json(&export_json(&save)).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(back, save);
        assert_eq!(verified.progress, save.meta.progress);
        assert_eq!(verify(&parse_save(&save.to_json()).unwrap()), Ok(verified));
    }
}

#[test]
fn a_weavers_save_with_a_foreign_action_is_refused_with_its_index() {
    let mut save = weavers_save(3, 20);
    let index = save.record.actions.len();
    save.record.actions.push(crate::core::RecordedAction { seat: 0, action: serde_json::json!({"Nonsense": 1}) });
    let Err(SaveError::Replay(e)) = verify(&save) else { panic!("expected a replay error") };
    assert_eq!(e.action_index, Some(index));
}

#[test]
fn the_slot_list_verifies_registered_games() {
    let mut slots = SaveSlots::new(MemoryStore::new());
    slots.write("w", &weavers_save(5, 30)).unwrap();
    let list = slots.list().unwrap();
    assert!(list[0].is_playable(), "{:?}", list[0].problem);
}

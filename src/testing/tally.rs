//! "Tally", a game only unit tests play: seats take turns adding 1, 2 or 3 to a running total;
//! whoever reaches the target (dealt from the seed, 15 to 25) wins. Its state holds its RNG,
//! so the snapshot depends on the seed, as real games' do.

use crate::core::{Event, Game, GameRng, Outcome, Rule, RuleError, Seat, SetupError, Viewer};
use crate::storage::{verify_with, Save, SaveError, SaveMeta, SeatInfo, SeatKind, Verified};
use serde::{Deserialize, Serialize};

pub struct Tally;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TallyState {
    pub seats: usize,
    pub turn: Seat,
    pub total: u32,
    pub target: u32,
    pub winner: Option<Seat>,
    pub rng: GameRng,
}

/// Everything is open in Tally, so the view is the state without its RNG.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TallyView {
    pub seats: usize,
    pub turn: Seat,
    pub total: u32,
    pub target: u32,
    pub winner: Option<Seat>,
}

const ADD: Rule = Rule::new("tally", "Turns", "Add");

impl Game for Tally {
    type Options = ();
    type State = TallyState;
    type Action = u32;
    type View = TallyView;
    type Scenario = ();

    fn id(&self) -> &'static str {
        "tally"
    }
    fn name(&self) -> &'static str {
        "Tally"
    }
    fn min_seats(&self) -> usize {
        2
    }
    fn max_seats(&self) -> usize {
        4
    }
    fn content_hash(&self) -> u64 {
        0x7a11
    }
    fn new_game(&self, _: &(), seats: usize, seed: u64) -> Result<TallyState, SetupError> {
        if !(2..=4).contains(&seats) {
            return Err(SetupError(format!("Tally needs 2 to 4 seats, not {seats}")));
        }
        let mut rng = GameRng::seeded(seed);
        let target = 15 + rng.below(11) as u32;
        Ok(TallyState { seats, turn: 0, total: 0, target, winner: None, rng })
    }
    fn from_scenario(&self, _: &(), seed: u64) -> Result<TallyState, SetupError> {
        self.new_game(&(), 2, seed)
    }
    fn seat_count(&self, s: &TallyState) -> usize {
        s.seats
    }
    fn active_seats(&self, s: &TallyState) -> Vec<Seat> {
        if s.winner.is_some() {
            vec![]
        } else {
            vec![s.turn]
        }
    }
    fn legal_actions(&self, s: &TallyState, seat: Seat) -> Vec<u32> {
        if s.winner.is_some() || seat != s.turn {
            vec![]
        } else {
            vec![1, 2, 3]
        }
    }
    fn apply(&self, s: &mut TallyState, seat: Seat, action: &u32) -> Result<Vec<Event>, RuleError> {
        if !self.legal_actions(s, seat).contains(action) {
            return Err(RuleError::new(ADD, "Add 1, 2 or 3 on your own turn."));
        }
        s.total += action;
        s.rng.next_u64(); // the state's RNG moves, so snapshots differ in hidden ways too
        let mut events = vec![Event::new(ADD, format!("Seat {seat} adds {action}")).about(seat)];
        if s.total >= s.target {
            s.winner = Some(seat);
            events.push(Event::new(ADD, format!("Seat {seat} reaches {}", s.target)));
        } else {
            s.turn = (s.turn + 1) % s.seats;
        }
        Ok(events)
    }
    fn outcome(&self, s: &TallyState) -> Option<Outcome> {
        s.winner.map(|w| Outcome { winners: vec![w], scores: vec![], reason: "reached the target".into(), rule: None })
    }
    fn view(&self, s: &TallyState, _: Viewer) -> TallyView {
        TallyView { seats: s.seats, turn: s.turn, total: s.total, target: s.target, winner: s.winner }
    }
    fn determinize(&self, v: &TallyView, _: Seat, rng: &mut GameRng) -> TallyState {
        // Nothing is hidden: the world is the view, with a fresh RNG.
        TallyState { seats: v.seats, turn: v.turn, total: v.total, target: v.target, winner: v.winner, rng: rng.fork() }
    }
    fn progress_label(&self, s: &TallyState) -> String {
        format!("Total {}", s.total)
    }
    fn describe_action(&self, _: &TallyState, _: Seat, action: &u32) -> String {
        format!("Add {action}")
    }
}

pub fn verify_tally(save: &Save) -> Result<Verified, SaveError> {
    verify_with(&Tally, save)
}

pub fn meta(seats: usize, updated_at: u64) -> SaveMeta {
    SaveMeta {
        title: "Tally".into(),
        seats: (0..seats)
            .map(|i| SeatInfo {
                name: format!("Player {}", i + 1),
                kind: if i == 0 { SeatKind::Human } else { SeatKind::Bot { bot: "random".into() } },
            })
            .collect(),
        progress: String::new(),
        created_at: 1,
        updated_at,
        finished: false,
        teaching: false,
        lesson: None,
    }
}

/// A save of a Tally game from `seed`, playing `moves` random legal actions (fewer if it ends).
pub fn played(seed: u64, seats: usize, moves: usize) -> Save {
    let mut m = crate::core::Match::new(&Tally, &(), seats, seed).unwrap();
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    for _ in 0..moves {
        let Some(&seat) = Tally.active_seats(&m.state).first() else { break };
        let Some(action) = Tally.policy_action(&m.state, seat, &mut rng) else { break };
        m.play(&Tally, seat, &action).unwrap();
    }
    Save::of_match(&Tally, &m, meta(seats, 1000 + seed))
}

/// The snapshot text with its total replaced (a hand-edited save).
pub fn edit_total(snapshot: &str, total: u32) -> String {
    let mut state: TallyState = serde_json::from_str(snapshot).unwrap();
    state.total = total;
    serde_json::to_string(&state).unwrap()
}

#[cfg(test)]
mod tests {
    use super::Tally;
    use crate::core::conformance::{self, Conformance};

    #[test]
    fn conforms() {
        conformance::check(&Tally, &Conformance { scenarios: vec![()], ..Default::default() });
    }
}

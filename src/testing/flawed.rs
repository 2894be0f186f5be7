//! Tally with one rule broken on purpose, to show the conformance suite catches each kind of
//! flaw and says which: the suite's own tests.

use super::tally::{Tally, TallyState, TallyView};
use crate::core::conformance::{self, Conformance};
use crate::core::{Event, Game, GameRng, Outcome, RuleError, Seat, SetupError, Viewer};
use std::panic::{catch_unwind, AssertUnwindSafe};

#[derive(Clone, Copy)]
enum Flaw {
    /// Any seat may add, in turn or not.
    PlaysOutOfTurn,
    /// The view shows the total plus a bit of the hidden RNG.
    ViewReadsTheRng,
    /// A refused action still moves the RNG.
    RefusalMovesTheRng,
    /// The game never reports its end.
    NoOutcome,
    /// An empty label for one action.
    SilentAction,
}

struct Flawed(Flaw);

impl Game for Flawed {
    type Options = ();
    type State = TallyState;
    type Action = u32;
    type View = TallyView;
    type Scenario = ();

    fn id(&self) -> &'static str {
        Tally.id()
    }
    fn name(&self) -> &'static str {
        "Flawed Tally"
    }
    fn min_seats(&self) -> usize {
        Tally.min_seats()
    }
    fn max_seats(&self) -> usize {
        Tally.max_seats()
    }
    fn content_hash(&self) -> u64 {
        Tally.content_hash()
    }
    fn new_game(&self, options: &(), seats: usize, seed: u64) -> Result<TallyState, SetupError> {
        Tally.new_game(options, seats, seed)
    }
    fn from_scenario(&self, scenario: &(), seed: u64) -> Result<TallyState, SetupError> {
        Tally.from_scenario(scenario, seed)
    }
    fn seat_count(&self, s: &TallyState) -> usize {
        Tally.seat_count(s)
    }
    fn active_seats(&self, s: &TallyState) -> Vec<Seat> {
        Tally.active_seats(s)
    }
    fn legal_actions(&self, s: &TallyState, seat: Seat) -> Vec<u32> {
        Tally.legal_actions(s, seat)
    }
    fn apply(&self, s: &mut TallyState, seat: Seat, action: &u32) -> Result<Vec<Event>, RuleError> {
        match self.0 {
            Flaw::PlaysOutOfTurn if s.winner.is_none() && (1..=3).contains(action) && seat < s.seats => {
                let turn = s.turn;
                s.turn = seat;
                Tally.apply(s, seat, action).inspect_err(|_| s.turn = turn)
            }
            Flaw::RefusalMovesTheRng => {
                s.rng.next_u64();
                Tally.apply(s, seat, action)
            }
            _ => Tally.apply(s, seat, action),
        }
    }
    fn outcome(&self, s: &TallyState) -> Option<Outcome> {
        match self.0 {
            Flaw::NoOutcome => None,
            _ => Tally.outcome(s),
        }
    }
    fn view(&self, s: &TallyState, viewer: Viewer) -> TallyView {
        let mut view = Tally.view(s, viewer);
        if let Flaw::ViewReadsTheRng = self.0 {
            view.total += (s.rng.clone().next_u64() % 2) as u32;
        }
        view
    }
    fn determinize(&self, view: &TallyView, seat: Seat, rng: &mut GameRng) -> TallyState {
        Tally.determinize(view, seat, rng)
    }
    fn progress_label(&self, s: &TallyState) -> String {
        Tally.progress_label(s)
    }
    fn describe_action(&self, s: &TallyState, seat: Seat, action: &u32) -> String {
        match (self.0, action) {
            (Flaw::SilentAction, 2) => String::new(),
            _ => Tally.describe_action(s, seat, action),
        }
    }
}

/// The suite's panic message for the flawed game.
fn failure(flaw: Flaw) -> String {
    let config = Conformance { games: 2, actions: 200, ..Default::default() };
    let result = catch_unwind(AssertUnwindSafe(|| conformance::check(&Flawed(flaw), &config)));
    let payload = result.expect_err("the suite must reject a flawed game");
    payload.downcast_ref::<String>().cloned().unwrap_or_default()
}

#[test]
fn the_suite_names_each_flaw() {
    let cases = [
        (Flaw::PlaysOutOfTurn, "which is not in its legal actions"),
        // Either check may see it first: the truth and a world, or two worlds, disagree.
        (
            Flaw::ViewReadsTheRng,
            "view(determinize(view)) differs for seat 0|two worlds sampled for seat 0 show it different",
        ),
        (Flaw::RefusalMovesTheRng, "changed the state"),
        (Flaw::NoOutcome, "outcome is None while active seats are []"),
        (Flaw::SilentAction, "describe_action of seat 0's legal 2 is empty"),
    ];
    for (flaw, expected) in cases {
        let message = failure(flaw);
        assert!(expected.split('|').any(|e| message.contains(e)), "expected {expected:?} in:\n{message}");
        assert!(message.starts_with("Flawed Tally fails conformance: 2 seats, seed 1, after "), "{message}");
    }
}

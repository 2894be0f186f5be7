//! Duel: a small test-only game that exercises every part of the core contract — hidden hands,
//! a simultaneous secret choice and a response window — without any real game's rules.
//!
//! Rules: nine cards valued 1–9 are shuffled; each of two seats gets three (hidden) and the
//! rest stay in a hidden deck. Each round both seats secretly play a card; the cards are then
//! revealed together. The seat with the lower card may answer (a response window): pass, or
//! discard another card from hand to add 3 to its played card. The higher total scores a
//! point (equal totals score nothing). When a hand is empty after a round the game ends: more
//! points wins, equal points tie.

use loomhall::core::{Event, Game, GameRng, Outcome, Rule, RuleError, Seat, SetupError, Viewer};
use serde::{Deserialize, Serialize};

const RULE_PLAY: Rule = Rule::new("duel", "Play", "Secret choice");
const RULE_ANSWER: Rule = Rule::new("duel", "Answer", "Boost");
const RULE_SCORE: Rule = Rule::new("duel", "Score", "");
const RULE_TURN: Rule = Rule::new("duel", "Turns", "");

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Play,
    /// The seat that played the lower card may answer.
    Answer(Seat),
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub hands: [Vec<u8>; 2],
    pub deck: Vec<u8>,
    pub committed: [Option<u8>; 2],
    pub boosted: [bool; 2],
    pub points: [u8; 2],
    /// Every card that has been shown (played or discarded to boost), public.
    pub shown: Vec<u8>,
    pub phase: Phase,
    pub rng: GameRng,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    Play(u8),
    Pass,
    Boost(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct View {
    pub viewer: Option<Seat>,
    /// `None` where the viewer may not see the hand.
    pub hands: [Option<Vec<u8>>; 2],
    pub hand_sizes: [usize; 2],
    pub deck_size: usize,
    /// Whether each seat has committed, and the card only once both have (or to its owner).
    pub committed: [bool; 2],
    pub revealed: [Option<u8>; 2],
    pub boosted: [bool; 2],
    pub points: [u8; 2],
    pub shown: Vec<u8>,
    pub phase: Phase,
    pub teacher_deck: Option<Vec<u8>>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Options {}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Scenario {
    pub hands: [Vec<u8>; 2],
    pub deck: Vec<u8>,
    pub points: [u8; 2],
}

pub struct Duel;

impl Duel {
    fn resolve_round(&self, s: &mut State, events: &mut Vec<Event>) {
        let total = |seat: usize| s.committed[seat].unwrap_or(0) + if s.boosted[seat] { 3 } else { 0 };
        let (a, b) = (total(0), total(1));
        let winner = if a > b {
            Some(0)
        } else if b > a {
            Some(1)
        } else {
            None
        };
        match winner {
            Some(w) => {
                s.points[w] += 1;
                events.push(Event::new(RULE_SCORE, format!("Seat {w} scores ({a} against {b})")).about(w));
            }
            None => events.push(Event::new(RULE_SCORE, format!("Equal totals ({a}): nobody scores"))),
        }
        s.committed = [None, None];
        s.boosted = [false, false];
        s.phase = if s.hands.iter().any(|h| h.is_empty()) { Phase::Over } else { Phase::Play };
    }
}

impl Game for Duel {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Scenario = Scenario;

    fn id(&self) -> &'static str {
        "duel"
    }
    fn name(&self) -> &'static str {
        "Duel (test game)"
    }
    fn min_seats(&self) -> usize {
        2
    }
    fn max_seats(&self) -> usize {
        2
    }
    fn content_hash(&self) -> u64 {
        9
    }

    fn new_game(&self, _: &Options, seats: usize, seed: u64) -> Result<State, SetupError> {
        if seats != 2 {
            return Err(SetupError(format!("Duel is for 2 seats, not {seats}")));
        }
        let mut rng = GameRng::seeded(seed);
        let mut deck: Vec<u8> = (1..=9).collect();
        rng.shuffle(&mut deck);
        let hands = [deck.split_off(6), deck.split_off(3)];
        Ok(State {
            hands,
            deck,
            committed: [None, None],
            boosted: [false, false],
            points: [0, 0],
            shown: vec![],
            phase: Phase::Play,
            rng,
        })
    }

    fn from_scenario(&self, sc: &Scenario, seed: u64) -> Result<State, SetupError> {
        Ok(State {
            hands: sc.hands.clone(),
            deck: sc.deck.clone(),
            committed: [None, None],
            boosted: [false, false],
            points: sc.points,
            shown: vec![],
            phase: Phase::Play,
            rng: GameRng::seeded(seed),
        })
    }

    fn seat_count(&self, _: &State) -> usize {
        2
    }

    fn active_seats(&self, s: &State) -> Vec<Seat> {
        match s.phase {
            Phase::Play => (0..2).filter(|&i| s.committed[i].is_none()).collect(),
            Phase::Answer(seat) => vec![seat],
            Phase::Over => vec![],
        }
    }

    fn legal_actions(&self, s: &State, seat: Seat) -> Vec<Action> {
        if !self.active_seats(s).contains(&seat) {
            return vec![];
        }
        let hand = &s.hands[seat];
        match s.phase {
            Phase::Play => hand.iter().map(|&c| Action::Play(c)).collect(),
            Phase::Answer(_) => std::iter::once(Action::Pass).chain(hand.iter().map(|&c| Action::Boost(c))).collect(),
            Phase::Over => vec![],
        }
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        if seat > 1 || !self.active_seats(s).contains(&seat) {
            return Err(RuleError::new(RULE_TURN, format!("Seat {seat} has nothing to do now")));
        }
        if !self.legal_actions(s, seat).contains(action) {
            let rule = if matches!(s.phase, Phase::Play) { RULE_PLAY } else { RULE_ANSWER };
            return Err(RuleError::new(rule, "That card is not in your hand, or that is not a choice now"));
        }
        let mut events = vec![];
        match *action {
            Action::Play(card) => {
                s.hands[seat].retain(|&c| c != card);
                s.committed[seat] = Some(card);
                events.push(Event::new(RULE_PLAY, format!("Seat {seat} chooses a card")).about(seat));
                if let [Some(a), Some(b)] = s.committed {
                    s.shown.extend([a, b]);
                    events.push(Event::new(RULE_PLAY, format!("Revealed: {a} and {b}")));
                    let lower = if a < b {
                        Some(0)
                    } else if b < a {
                        Some(1)
                    } else {
                        None
                    };
                    match lower {
                        Some(l) if !s.hands[l].is_empty() => s.phase = Phase::Answer(l),
                        _ => self.resolve_round(s, &mut events),
                    }
                }
            }
            Action::Pass => {
                events.push(Event::new(RULE_ANSWER, format!("Seat {seat} lets it resolve")));
                self.resolve_round(s, &mut events);
            }
            Action::Boost(card) => {
                s.hands[seat].retain(|&c| c != card);
                s.shown.push(card);
                s.boosted[seat] = true;
                events.push(Event::new(RULE_ANSWER, format!("Seat {seat} discards {card} to boost")));
                self.resolve_round(s, &mut events);
            }
        }
        Ok(events)
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        if s.phase != Phase::Over {
            return None;
        }
        let winners = match s.points[0].cmp(&s.points[1]) {
            std::cmp::Ordering::Greater => vec![0],
            std::cmp::Ordering::Less => vec![1],
            std::cmp::Ordering::Equal => vec![0, 1],
        };
        Some(Outcome {
            winners,
            scores: s.points.iter().map(|&p| p as i32).collect(),
            reason: "points".into(),
            rule: None,
        })
    }

    fn view(&self, s: &State, viewer: Viewer) -> View {
        let sees = |seat: usize| match viewer {
            Viewer::Seat(v) => v == seat,
            Viewer::Spectator => false,
            Viewer::Teacher => true,
        };
        let both = s.committed.iter().all(|c| c.is_some());
        View {
            viewer: match viewer {
                Viewer::Seat(v) => Some(v),
                _ => None,
            },
            hands: [0, 1].map(|i| sees(i).then(|| s.hands[i].clone())),
            hand_sizes: [s.hands[0].len(), s.hands[1].len()],
            deck_size: s.deck.len(),
            committed: [s.committed[0].is_some(), s.committed[1].is_some()],
            revealed: [0, 1].map(|i| if both || sees(i) { s.committed[i] } else { None }),
            boosted: s.boosted,
            points: s.points,
            shown: s.shown.clone(),
            phase: s.phase.clone(),
            teacher_deck: matches!(viewer, Viewer::Teacher).then(|| s.deck.clone()),
        }
    }

    fn determinize(&self, v: &View, seat: Seat, rng: &mut GameRng) -> State {
        let seat = seat.min(1);
        let other = 1 - seat;
        let own_hand = v.hands[seat].clone().unwrap_or_default();
        let own_commit = v.revealed[seat];
        let both = v.revealed.iter().all(|r| r.is_some());
        // Everything this seat has not seen is shuffled and dealt where the view says cards are.
        let mut unseen: Vec<u8> = (1..=9)
            .filter(|c| !own_hand.contains(c) && !v.shown.contains(c) && own_commit != Some(*c))
            .filter(|c| !(both && v.revealed[other] == Some(*c)))
            .collect();
        rng.shuffle(&mut unseen);
        let other_in_hand = v.hand_sizes[other] + usize::from(v.committed[other] && !both);
        let other_hand: Vec<u8> = unseen.drain(..other_in_hand.min(unseen.len())).collect();
        let mut hands = [vec![], vec![]];
        hands[seat] = own_hand;
        hands[other] = other_hand;
        let mut committed = [None, None];
        committed[seat] = own_commit;
        if both {
            committed[other] = v.revealed[other];
        }
        State {
            hands,
            deck: unseen,
            committed,
            boosted: v.boosted,
            points: v.points,
            shown: v.shown.clone(),
            phase: v.phase.clone(),
            rng: rng.fork(),
        }
    }

    fn progress_label(&self, s: &State) -> String {
        format!("{}–{}", s.points[0], s.points[1])
    }

    fn describe_action(&self, _: &State, _: Seat, action: &Action) -> String {
        match action {
            Action::Play(c) => format!("Play {c}"),
            Action::Pass => "Let it resolve".into(),
            Action::Boost(c) => format!("Discard {c} to boost"),
        }
    }
}

//! Information-Set Monte Carlo Tree Search over determinized views.
//!
//! Each iteration samples one world consistent with the searching seat's view, walks down the
//! tree, plays out with the game's rollout policy and backs the result up. Nodes are keyed by
//! the *acting* seat's information set (a hash of that seat's view of the sampled world), one
//! tree per seat in effect (multiple-observer ISMCTS): a seat's choice is never conditioned on
//! what it cannot see, which also makes simultaneous choices sound — a seat's secret
//! commitment is absent from the other seat's view, so the other seat decides without it.
//! A seat's legal actions follow from its view alone (the conformance suite checks it of every
//! game), so a node lists them once, at its first visit, and every one of them is available at
//! every visit: UCB1 over the node's visits, with no availability counts per action.

use crate::core::{Game, GameRng, Seat, Viewer};
use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    pub iterations: u32,
    /// Actions played by the rollout policy before the game's `evaluate` stops the playout
    /// (games without `evaluate` always play to the end); `None`: the game's `rollout_depth`.
    pub rollout_depth: Option<u32>,
    pub exploration: f64,
    pub seed: u64,
    /// Stop as soon as the choice is `decided` (the answer is the same, sooner). Off only to
    /// measure speed.
    pub stop_when_decided: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig { iterations: 1000, rollout_depth: None, exploration: 0.7, seed: 0, stop_when_decided: true }
    }
}

/// A root action with its statistics: how often it was tried and the mean reward it earned.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<A> {
    pub action: A,
    pub visits: u32,
    pub win_rate: f64,
}

struct Edge<A> {
    action: A,
    visits: u32,
    reward: f64,
}

struct Node<A> {
    /// Every action legal here, listed at the node's first visit: a seat's legal actions are
    /// the same in every world its view allows (the conformance suite checks it of every game),
    /// so a node keyed by the acting seat's view lists them once, not at every visit (listing
    /// them was a fifth of the search's time in Woven).
    edges: Vec<Edge<A>>,
    /// How often `select` chose among the edges here.
    visits: u32,
}

impl<A> Default for Node<A> {
    fn default() -> Self {
        Node { edges: Vec::new(), visits: 0 }
    }
}

/// A hard stop for playouts of games without `evaluate`, so a buggy game cannot hang the AI.
const MAX_PLAYOUT_ACTIONS: u32 = 5_000;

pub struct Ismcts<'g, G: Game> {
    game: &'g G,
    view: G::View,
    seat: Seat,
    config: SearchConfig,
    rng: GameRng,
    root: Node<G::Action>,
    /// Nodes by information-set key. Looked up, never iterated (so its order cannot reach a
    /// choice); the keys are hashes already, used as they are.
    tree: HashMap<u64, Node<G::Action>, BuildHasherDefault<KeyAsHash>>,
    iterations_done: u32,
    /// Buffers every iteration reuses (allocation is dear in WebAssembly).
    scratch: Scratch,
    /// The last iteration's world, written over by the next (`Game::determinize_into`).
    world: Option<G::State>,
}

/// An iteration's path through the tree (node key or `None` for the root, edge index, acting
/// seat) and `select`'s list of untried edges, kept between iterations for their capacity.
#[derive(Default)]
struct Scratch {
    path: Vec<(Option<u64>, usize, Seat)>,
    untried: Vec<usize>,
}

impl<'g, G: Game> Ismcts<'g, G> {
    /// A search for `seat`, which must be one of the seats to act in `view`.
    pub fn new(game: &'g G, view: G::View, seat: Seat, config: SearchConfig) -> Self {
        Ismcts {
            game,
            view,
            seat,
            rng: GameRng::seeded(config.seed ^ 0x9e37_79b9_7f4a_7c15),
            config,
            root: Node::default(),
            tree: HashMap::default(),
            iterations_done: 0,
            scratch: Scratch::default(),
            world: None,
        }
    }

    pub fn iterations_done(&self) -> u32 {
        self.iterations_done
    }

    /// Runs up to `iterations` more iterations (the caller chunks the budget to report
    /// progress or stop early), fewer once the search is `decided`.
    pub fn run(&mut self, iterations: u32) {
        for _ in 0..iterations {
            if self.config.stop_when_decided && self.decided() {
                return;
            }
            self.iterate();
            self.iterations_done += 1;
        }
    }

    /// The configured number of iterations.
    pub fn budget(&self) -> u32 {
        self.config.iterations
    }

    /// Runs what is left of the configured budget.
    pub fn run_to_budget(&mut self) {
        let left = self.config.iterations.saturating_sub(self.iterations_done);
        self.run(left);
    }

    /// Nothing is left to do: the budget is spent, or the search is `decided`.
    pub fn finished(&self) -> bool {
        self.iterations_done >= self.config.iterations || (self.config.stop_when_decided && self.decided())
    }

    /// The most visited action can no longer be overtaken: even if every iteration left in the
    /// budget went to the runner-up, it would still have fewer visits. Stopping here returns
    /// exactly the action the full budget would, sooner — most decisions have a clear favourite.
    pub fn decided(&self) -> bool {
        let left = self.config.iterations.saturating_sub(self.iterations_done);
        let (mut first, mut second) = (0u32, 0u32);
        for e in &self.root.edges {
            if e.visits > first {
                second = first;
                first = e.visits;
            } else if e.visits > second {
                second = e.visits;
            }
        }
        first > 0 && first > second.saturating_add(left)
    }

    /// The root actions, most visited first (ties broken by reward, then by first seen).
    pub fn ranked(&self) -> Vec<Choice<G::Action>> {
        let mut choices: Vec<Choice<G::Action>> = self
            .root
            .edges
            .iter()
            .map(|e| Choice {
                action: e.action.clone(),
                visits: e.visits,
                win_rate: if e.visits == 0 { 0.0 } else { e.reward / e.visits as f64 },
            })
            .collect();
        choices.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.win_rate.total_cmp(&a.win_rate)));
        choices
    }

    pub fn best(&self) -> Option<G::Action> {
        self.ranked().into_iter().next().map(|c| c.action)
    }

    fn iterate(&mut self) {
        let mut world_rng = self.rng.fork();
        let mut state = match self.world.take() {
            Some(mut world) => {
                self.game.determinize_into(&self.view, self.seat, &mut world_rng, &mut world);
                world
            }
            None => self.game.determinize(&self.view, self.seat, &mut world_rng),
        };
        let mut path = std::mem::take(&mut self.scratch.path);
        path.clear();
        let mut expanded = false;
        let mut at_root = true;

        loop {
            // At the root the searching seat decides, even when others act at the same time.
            let actor = if at_root {
                if !self.game.active_seats(&state).contains(&self.seat) {
                    break;
                }
                self.seat
            } else {
                match self.game.first_active(&state) {
                    Some(seat) => seat,
                    None => break,
                }
            };
            let key = if at_root { None } else { Some(info_set_key(self.game, &state, actor)) };
            let node = match key {
                None => &mut self.root,
                Some(k) => match self.tree.entry(k) {
                    Entry::Occupied(slot) => slot.into_mut(),
                    Entry::Vacant(slot) => {
                        // One new node per iteration; below it the rollout policy takes over.
                        if expanded {
                            break;
                        }
                        expanded = true;
                        slot.insert(Node::default())
                    }
                },
            };
            if node.edges.is_empty() {
                let legal = if at_root {
                    self.game.root_actions(&state, actor)
                } else {
                    self.game.legal_actions(&state, actor)
                };
                if legal.is_empty() {
                    break;
                }
                node.edges = legal.into_iter().map(|action| Edge { action, visits: 0, reward: 0.0 }).collect();
            }
            let edge = select(node, self.config.exploration, &mut world_rng, &mut self.scratch);
            let Some(action) = node.edges.get(edge).map(|e| e.action.clone()) else { break };
            if self.game.apply_legal(&mut state, actor, &action).is_err() {
                break;
            }
            path.push((key, edge, actor));
            at_root = false;
        }

        let rewards = self.playout(&mut state, &mut world_rng);
        for &(key, edge, actor) in &path {
            let node = match key {
                None => &mut self.root,
                Some(k) => match self.tree.get_mut(&k) {
                    Some(node) => node,
                    None => continue,
                },
            };
            if let Some(e) = node.edges.get_mut(edge) {
                e.visits += 1;
                e.reward += rewards.get(actor).copied().unwrap_or(0.0);
            }
        }
        self.scratch.path = path;
        self.world = Some(state);
    }

    fn playout(&self, state: &mut G::State, rng: &mut GameRng) -> Vec<f64> {
        let seats = self.game.seat_count(state);
        let depth = self.config.rollout_depth.unwrap_or_else(|| self.game.rollout_depth(state));
        let mut steps = 0;
        loop {
            if let Some(outcome) = self.game.outcome(state) {
                return self.game.final_rewards(state, &outcome);
            }
            if steps >= depth {
                if let Some(estimate) = self.game.evaluate(state) {
                    return estimate;
                }
            }
            let Some(actor) = self.game.first_active(state) else { break };
            let Some(action) = self.game.policy_action(state, actor, rng) else { break };
            if steps >= MAX_PLAYOUT_ACTIONS || self.game.apply_legal(state, actor, &action).is_err() {
                break;
            }
            steps += 1;
        }
        self.game.evaluate(state).unwrap_or_else(|| vec![1.0 / seats.max(1) as f64; seats])
    }
}

/// The acting seat's information set in this world: the hash of what it can see.
fn info_set_key<G: Game>(game: &G, state: &G::State, seat: Seat) -> u64 {
    let mut h = KeyHasher::default();
    seat.hash(&mut h);
    game.hash_view(state, Viewer::Seat(seat), &mut h);
    h.finish()
}

/// The tree's key hash: a word at a time (a view is hashed for every node an iteration walks
/// through, and FNV's byte at a time showed in profiles), each word multiplied in and the
/// result mixed at the end. Integers are hashed by value, `usize` as 64 bits, so native and
/// WASM builds key their trees alike. Keys only need to tell information sets apart within one
/// search; they are never stored.
struct KeyHasher(u64);

impl Default for KeyHasher {
    fn default() -> Self {
        KeyHasher(0x243f_6a88_85a3_08d3)
    }
}

impl KeyHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(23);
    }
}

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // MurmurHash3's finalizer: every input bit reaches every output bit.
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^= x >> 33;
        x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        x ^ (x >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            // The length keeps a short tail apart from the same bytes followed by zeros.
            self.add(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 59));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn write_isize(&mut self, i: isize) {
        self.add(i as i64 as u64);
    }
}

/// The tree's hasher: a key is a `KeyHasher` hash already, so it is its own hash.
#[derive(Default)]
struct KeyAsHash(u64);

impl Hasher for KeyAsHash {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = i;
    }
}

/// UCB1 over the node's actions and visits; untried actions first.
fn select<A>(node: &mut Node<A>, c: f64, rng: &mut GameRng, scratch: &mut Scratch) -> usize {
    let untried = &mut scratch.untried;
    untried.clear();
    let mut best = (f64::NEG_INFINITY, usize::MAX);
    node.visits += 1;
    let explored = (node.visits as f64).ln();
    for (i, e) in node.edges.iter().enumerate() {
        if e.visits == 0 {
            untried.push(i);
            continue;
        }
        let n = e.visits as f64;
        let score = e.reward / n + c * (explored / n).sqrt();
        if score > best.0 {
            best = (score, i);
        }
    }
    if let Some(&i) = rng.pick(untried) {
        return i;
    }
    if best.1 == usize::MAX {
        // Only when every score is NaN (a game's `evaluate` misbehaving): take the first.
        return 0;
    }
    best.1
}

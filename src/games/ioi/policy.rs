//! Heuristics for the AI: a position evaluation, a quick rollout policy and the `greedy` bot
//! (documented in `docs/cli.md`, "Spellweaving IOI greedy bot").
//!
//! Both bots share one rule of thumb per decision: weave whatever raises the estimated value
//! of the tableau most, Trade when the swap is clearly worth it, Block a Trade aimed at your
//! own spells, keep the cards most likely to be woven, and clear the noise only when behind.

use super::abilities;
use super::actions::{Action, Place};
use super::content::{Ability, Aspect, CardId, Content};
use super::legal;
use super::scoring::challenge_bonus;
use super::state::{IoiState, Spell, Step, Sub, Via, PILES};
use super::weave;
use crate::core::{GameRng, Log};

/// A partial spell is worth something: it is the start of a complete one.
const PARTIAL_BASE: f64 = 0.6;
/// A complete spell of one Aspect can be upgraded toward a Bound spell.
const MATCHED_SPELL: f64 = 0.8;
/// A move must gain at least this much to be worth making.
const MIN_GAIN: f64 = 0.05;

/// How much of the game is left, from 1 (a full deck) down to 0: what is not yet points is
/// worth less and less as the deck runs out.
pub fn time_left(s: &IoiState) -> f64 {
    ((s.deck.len() as f64 + 2.0 * s.seats() as f64) / 30.0).min(1.0)
}

/// The estimated worth of a tableau in points: complete spells and the Challenge bonus they
/// earn, plus (scaled by the time left) partial spells and same-Aspect spells that may grow.
pub fn tableau_value(c: &Content, spells: &[Spell], challenge: Option<[Aspect; 3]>, time: f64) -> f64 {
    worth_of(spells.iter().map(|sp| SpellTerms::of(c, sp)), challenge, time)
}

/// One spell's part of `tableau_value`, so that a tableau with one or two spells changed is
/// valued without copying it (the rollout policy values every place of every card). A spell
/// that adds nothing to a sum adds 0.0, which leaves the (never negative) sums bit for bit.
#[derive(Clone, Copy)]
struct SpellTerms {
    value: f64,
    potential: f64,
    aspects: u8,
    partial_aspects: u8,
}

impl SpellTerms {
    fn of(c: &Content, sp: &Spell) -> SpellTerms {
        match sp.second {
            Some(b) => {
                let a = sp.first;
                let matched = c.aspect(a) == c.aspect(b);
                SpellTerms {
                    value: (c.points(a) + c.points(b)) as f64,
                    potential: if matched { MATCHED_SPELL * (6 - (c.value(a) + c.value(b)).min(6)) as f64 / 4.0 } else { 0.0 },
                    aspects: c.aspect(a).bit() | c.aspect(b).bit(),
                    partial_aspects: 0,
                }
            }
            None => SpellTerms {
                value: 0.0,
                potential: PARTIAL_BASE + 0.4 * c.points(sp.first) as f64,
                aspects: 0,
                partial_aspects: c.aspect(sp.first).bit(),
            },
        }
    }
}

/// `tableau_value` from its spells' terms, summed in the tableau's order.
fn worth_of(terms: impl Iterator<Item = SpellTerms>, challenge: Option<[Aspect; 3]>, time: f64) -> f64 {
    let mut value = 0.0;
    let mut potential = 0.0;
    let mut aspects = 0u8;
    let mut partial_aspects = 0u8;
    for t in terms {
        value += t.value;
        potential += t.potential;
        aspects |= t.aspects;
        partial_aspects |= t.partial_aspects;
    }
    if let Some(ch) = challenge {
        let have = ch.iter().filter(|a| aspects & a.bit() != 0).count();
        let near = ch.iter().filter(|a| aspects & a.bit() == 0 && partial_aspects & a.bit() != 0).count();
        value += challenge_bonus(have) as f64;
        // A partial spell of a missing Challenge Aspect is on its way to the next step.
        potential += 0.5 * (challenge_bonus(have + near) - challenge_bonus(have)) as f64;
    }
    value + potential * time
}

/// A seat's tableau with each spell's terms worked out once, to value it after weaving a card
/// at each of its places (as `weave` would leave it) without copying it.
pub(super) struct Placing<'a> {
    spells: &'a [Spell],
    terms: Vec<SpellTerms>,
}

impl<'a> Placing<'a> {
    pub(super) fn new(c: &Content, spells: &'a [Spell]) -> Placing<'a> {
        Placing { spells, terms: spells.iter().map(|sp| SpellTerms::of(c, sp)).collect() }
    }

    /// The tableau's value as it stands.
    pub(super) fn now(&self, challenge: Option<[Aspect; 3]>, time: f64) -> f64 {
        worth_of(self.terms.iter().copied(), challenge, time)
    }

    /// The tableau's value after weaving `card` at `place`: the card leaves its own spell (if
    /// it is moving; a spell left empty goes), then goes to its place (a new spell at the end).
    pub(super) fn after(&self, c: &Content, card: CardId, place: Place, challenge: Option<[Aspect; 3]>, time: f64) -> f64 {
        let from = self.spells.iter().position(|sp| sp.contains(card));
        // What is left of the card's own spell (None: the spell goes).
        let left = from.and_then(|i| self.spells.get(i)).and_then(|&sp| match sp.second {
            Some(b) if b == card => Some(Spell { second: None, ..sp }),
            Some(b) => Some(Spell { first: b, second: None, ..sp }),
            None => None,
        });
        let edited = |k: usize| if Some(k) == from { left } else { self.spells.get(k).copied() };
        let n = self.spells.len();
        // The spell the card goes into, and that spell afterwards.
        let into = match place {
            Place::NewSpell => None,
            Place::Complete { with } => (0..n).find_map(|k| {
                edited(k).filter(|sp| sp.first == with).map(|sp| (k, Spell { second: Some(card), ..sp }))
            }),
            Place::Replace { card: old } => (0..n).find_map(|k| {
                edited(k).filter(|sp| sp.contains(old)).map(|sp| {
                    if sp.first == old {
                        (k, Spell { first: card, ..sp })
                    } else {
                        (k, Spell { second: Some(card), ..sp })
                    }
                })
            }),
        };
        let terms = self.terms.iter().enumerate().filter_map(|(k, &t)| match into {
            Some((i, sp)) if i == k => Some(SpellTerms::of(c, &sp)),
            _ if Some(k) == from => left.map(|sp| SpellTerms::of(c, &sp)),
            _ => Some(t),
        });
        let added = matches!(place, Place::NewSpell).then(|| SpellTerms::of(c, &Spell::single(card)));
        worth_of(terms.chain(added), challenge, time)
    }
}

fn challenge_of(c: &Content, s: &IoiState, seat: u8) -> Option<[Aspect; 3]> {
    s.challenges.get(seat as usize).and_then(|&id| s.table.challenge(c, id)).map(|ch| ch.aspects)
}

/// For each Aspect, the largest total of that Aspect's values in one of a seat's spells (the
/// values a card of that Aspect is measured against, as `weave`'s placing rule does). Worked
/// out once per seat and position, when the first card of value 2 or 3 asks, not again for
/// every card in hand.
struct AspectTotals {
    seat: u8,
    best: Option<[u32; Aspect::ALL.len()]>,
}

impl AspectTotals {
    fn of(seat: u8) -> AspectTotals {
        AspectTotals { seat, best: None }
    }

    fn best(&mut self, c: &Content, s: &IoiState, aspect: Aspect) -> u32 {
        let seat = self.seat;
        let best = self.best.get_or_insert_with(|| {
            let mut best = [0u32; Aspect::ALL.len()];
            for sp in s.table.tableau(seat) {
                let bound = sp.is_bound(c);
                let value_of = |x| if bound { c.value(x) } else { s.table.aspect_value_unbound(c, x) };
                let mut spell = [0u32; Aspect::ALL.len()];
                for x in sp.cards() {
                    if let Some(total) = spell.get_mut(c.aspect(x) as usize) {
                        *total += value_of(x) as u32;
                    }
                }
                for (b, t) in best.iter_mut().zip(spell) {
                    *b = (*b).max(t);
                }
            }
            best
        });
        best.get(aspect as usize).copied().unwrap_or(0)
    }
}

/// How much a card in hand is worth to the seat whose `totals` these are, in points (roughly:
/// what it will add once woven).
fn hand_card_value(c: &Content, s: &IoiState, totals: &mut AspectTotals, card: CardId, challenge: Option<[Aspect; 3]>) -> f64 {
    let aspect = c.aspect(card);
    let value = c.value(card);
    let mut v = 0.9 + 0.3 * c.points(card) as f64;
    if challenge.is_some_and(|ch| ch.contains(&aspect)) {
        v += 0.4;
    }
    if value >= 2 {
        // Only useful with a spell of its Aspect that is (nearly) strong enough.
        let best = totals.best(c, s, aspect);
        if best >= value as u32 {
            v += 0.4 * value as f64;
        } else if best + 1 >= value as u32 {
            v += 0.2 * value as f64;
        } else {
            v -= 0.3;
        }
    }
    v * time_left(s)
}

/// The seat's estimated final points: its tableau's worth and its hand's.
pub fn position_value(c: &Content, s: &IoiState, seat: u8) -> f64 {
    let challenge = challenge_of(c, s, seat);
    let time = time_left(s);
    let mut v = tableau_value(c, s.table.tableau(seat), challenge, time);
    let mut totals = AspectTotals::of(seat);
    for &card in s.hand(seat) {
        v += hand_card_value(c, s, &mut totals, card, challenge).max(0.0);
    }
    // Clear the Noise is once per game and reveals the Challenge card: kept, it is worth most
    // while the deck is full (it is the way to more time once the deck runs out), so clearing
    // early must win more than that, not merely shuffle the piles into a full deck.
    if s.table.cleared_noise.get(seat as usize) == Some(&false) {
        v += NOISE_KEPT * time;
    }
    v
}

/// What holding on to Clear the Noise is worth, in points, with the whole game ahead.
const NOISE_KEPT: f64 = 3.0;

/// Win chances from estimated points: a softmax whose temperature shrinks as the deck (the
/// time left) runs out.
pub fn evaluate(c: &Content, s: &IoiState) -> Vec<f64> {
    let seats = s.seats();
    let values: Vec<f64> = (0..seats as u8).map(|seat| position_value(c, s, seat)).collect();
    let temperature = 2.0 + 3.0 * time_left(s);
    let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = values.iter().map(|v| ((v - max) / temperature).exp()).collect();
    let total: f64 = weights.iter().sum();
    if total.is_nan() || total <= 0.0 {
        return vec![1.0 / seats.max(1) as f64; seats];
    }
    weights.iter().map(|w| (w / total).clamp(0.0, 1.0)).collect()
}

/// The best weave for `seat` and its gain in estimated points (`only` limits it to one card).
fn best_weave(c: &Content, s: &IoiState, seat: u8, only: Option<CardId>) -> Option<(CardId, Place, f64)> {
    let challenge = challenge_of(c, s, seat);
    let time = time_left(s);
    let placing = Placing::new(c, s.table.tableau(seat));
    let now = placing.now(challenge, time);
    let mut best: Option<(CardId, Place, f64)> = None;
    let mut totals = AspectTotals::of(seat);
    // Every card `only` allows, hand first, then the tableau's (`own_cards`' order); no list is
    // built, as this runs at most steps of every playout.
    let cards = only.into_iter().chain(abilities::own_cards(s, seat).filter(|_| only.is_none()));
    for card in cards {
        let from_hand = s.hand(seat).contains(&card);
        // What the card is worth in hand, worked out at its first place (most cards in hand
        // fit nowhere yet).
        let mut cost = None;
        weave::for_each_place(c, &s.table, seat, card, |place| {
            let cost = *cost.get_or_insert_with(|| {
                if from_hand {
                    hand_card_value(c, s, &mut totals, card, challenge).max(0.0)
                } else {
                    0.0
                }
            });
            let gain = placing.after(c, card, place, challenge, time) - now - cost;
            if best.is_none_or(|(_, _, g)| gain > g) {
                best = Some((card, place, gain));
            }
            true
        });
    }
    best
}

/// The most valuable Trade `seat` can make with a natural Air card: (air card, target, net gain).
fn best_trade(c: &Content, s: &IoiState, seat: u8) -> Option<(CardId, CardId, f64)> {
    let t = &s.table;
    let seats = t.seats;
    let mine = challenge_of(c, s, seat);
    let time = time_left(s);
    // Worked out when a Trade would take an Air card from the tableau (most positions have none).
    let mut my_now = None;
    let mut best: Option<(CardId, CardId, f64)> = None;
    let mut totals = AspectTotals::of(seat);
    // A scratch tableau, reused for every card tried.
    let mut tab: Vec<Spell> = Vec::new();
    for air in abilities::own_cards(s, seat) {
        if c.aspect(air) != Aspect::Air {
            continue;
        }
        let v = t.ability_value(c, air);
        if v == 0 {
            continue;
        }
        // Losing the Air card from my tableau (if it is there) costs what it was worth there.
        let my_cost = if t.in_tableau(air).is_some() {
            tab.clear();
            tab.extend_from_slice(t.tableau(seat));
            tab.retain(|sp| !sp.contains(air) || sp.complete());
            for sp in tab.iter_mut() {
                if sp.second == Some(air) {
                    sp.second = None;
                } else if sp.first == air {
                    if let Some(b) = sp.second.take() {
                        sp.first = b;
                    }
                }
            }
            *my_now.get_or_insert_with(|| tableau_value(c, t.tableau(seat), mine, time)) - tableau_value(c, &tab, mine, time)
        } else {
            hand_card_value(c, s, &mut totals, air, mine).max(0.0)
        };
        for other in (0..seats).filter(|&o| o != seat) {
            let theirs = t.tableau(other);
            let placing = Placing::new(c, theirs);
            let before = placing.now(None, time);
            for sp in theirs.iter().filter(|sp| !sp.is_bound(c)) {
                for target in sp.cards() {
                    if t.aspect_value_unbound(c, target) > v {
                        continue;
                    }
                    // The Air card takes the target's place in its spell.
                    let their_loss = before - placing.after(c, air, Place::Replace { card: target }, None, time);
                    let my_gain = hand_card_value(c, s, &mut totals, target, mine).max(0.0);
                    let gain = my_gain - my_cost + their_loss / (seats as f64 - 1.0);
                    if best.is_none_or(|(_, _, g)| gain > g) {
                        best = Some((air, target, gain));
                    }
                }
            }
        }
    }
    best
}

/// A Fire card that can Block the Trade on top of the stack enough to stop it, when that
/// Trade is aimed at one of `seat`'s cards.
fn blocking_answer(c: &Content, s: &IoiState, seat: u8) -> Option<(CardId, CardId, u8)> {
    let t = &s.table;
    let top = t.stack.last()?;
    if top.owner == seat || top.ability != Ability::Trade {
        return None;
    }
    if !matches!(t.in_tableau(top.target), Some((o, _, _)) if o == seat) {
        return None;
    }
    // The Trade succeeds while its value is at least the target's Aspect value.
    let need = (t.ability_value(c, top.card) as i32 - t.aspect_value(c, top.target) as i32 + 1).max(1) as u8;
    let mut best: Option<(CardId, CardId, u8)> = None;
    for fire in abilities::own_cards(s, seat) {
        if c.aspect(fire) != Aspect::Fire || t.ability_value(c, fire) < need {
            continue;
        }
        // The cheapest card that does the job: from hand first, then the lowest points.
        let score = (t.in_tableau(fire).is_some() as u8) * 10 + c.points(fire);
        if best.is_none_or(|(b, _, _)| score < (t.in_tableau(b).is_some() as u8) * 10 + c.points(b)) {
            best = Some((fire, top.card, need));
        }
    }
    best
}

fn leading(c: &Content, s: &IoiState, seat: u8) -> bool {
    let mine = position_value(c, s, seat);
    (0..s.table.seats).filter(|&o| o != seat).all(|o| position_value(c, s, o) < mine)
}

fn pile_for(c: &Content, s: &IoiState) -> u8 {
    // Cover the most valuable top card, so the next apprentice cannot listen in on it.
    let mut best = (None, 0u8);
    for (i, p) in s.table.piles.iter().enumerate() {
        if let Some(&top) = p.last() {
            let worth = c.points(top) + 1;
            if best.0.is_none() || worth > best.1 {
                best = (Some(i as u8), worth);
            }
        }
    }
    match best.0 {
        Some(p) => p,
        None => s.table.piles.iter().position(|p| p.is_empty()).unwrap_or(0).min(PILES - 1) as u8,
    }
}

/// The heuristic action for `seat` (None when it has nothing to do).
pub fn heuristic(c: &Content, s: &IoiState, seat: u8) -> Option<Action> {
    let t = &s.table;
    if t.active() != Some(seat) {
        return None;
    }
    let challenge = challenge_of(c, s, seat);
    match t.sub {
        Sub::Weaving { card } => {
            let (_, place, _) = best_weave(c, s, seat, Some(card))?;
            return Some(Action::WeaveInto { place });
        }
        Sub::Declaring(d) => {
            let value = t.ability_value(c, d.card);
            if d.target.is_some() {
                return Some(Action::Amount { value: value.max(1) });
            }
            let target = choose_target(c, s, seat, d.ability, d.card, value)?;
            return Some(Action::Target { card: target });
        }
        Sub::Choosing { owner, card } => {
            // The heuristic only ever means a card's own ability.
            let uses = abilities::uses_of(c, s, owner, card);
            let (ability, via) = uses.iter().copied().find(|&(_, v)| v == Via::Natural).or(uses.first().copied())?;
            return Some(Action::UseAbility { card, ability, via });
        }
        Sub::None => {}
    }
    if t.window.is_some() {
        if let Some((fire, _, _)) = blocking_answer(c, s, seat) {
            return Some(Action::Use { card: fire });
        }
        return Some(Action::Pass);
    }
    let behind = || !leading(c, s, seat);
    match t.step {
        Step::TurnStart => {
            if s.deck.is_empty() && t.pile_cards() >= 3 && behind() {
                Some(Action::ClearTheNoise)
            } else {
                Some(Action::Focus)
            }
        }
        Step::ListenIn => {
            let mut best: Option<(u8, f64)> = None;
            for (i, p) in t.piles.iter().enumerate() {
                let Some(&top) = p.last() else { continue };
                let worth = listen_worth(c, s, seat, top, challenge);
                if best.is_none_or(|(_, w)| worth > w) {
                    best = Some((i as u8, worth));
                }
            }
            best.map(|(pile, _)| Action::ListenIn { pile }).or(Some(Action::EndActions))
        }
        Step::Actions => {
            let weave = best_weave(c, s, seat, None).filter(|&(_, _, g)| g > MIN_GAIN);
            let trade = best_trade(c, s, seat).filter(|&(_, _, g)| g > 1.5);
            match (weave, trade) {
                (Some((card, _, gw)), Some((air, _, gt))) => {
                    if gt > gw {
                        Some(Action::Use { card: air })
                    } else {
                        Some(Action::Weave { card })
                    }
                }
                (Some((card, _, _)), None) => Some(Action::Weave { card }),
                (None, Some((air, _, _))) => Some(Action::Use { card: air }),
                (None, None) => Some(Action::EndActions),
            }
        }
        Step::Release => t
            .unraveled
            .get(seat as usize)
            .and_then(|u| u.first())
            .map(|&card| Action::Discard { card, pile: pile_for(c, s) }),
        Step::ClearMind => {
            // Down to four cards, so that Focus draws every turn: the deck (the game's clock)
            // keeps running and the game cannot stall.
            let hand = s.hand(seat);
            if hand.len() > 4 {
                // Each card valued once (the first of equally worthless cards, as before).
                let mut totals = AspectTotals::of(seat);
                let worst = hand
                    .iter()
                    .map(|&card| (card, hand_card_value(c, s, &mut totals, card, challenge)))
                    .min_by(|a, b| a.1.total_cmp(&b.1))
                    .map(|(card, _)| card);
                if let Some(card) = worst {
                    return Some(Action::Discard { card, pile: pile_for(c, s) });
                }
            }
            Some(Action::KeepHand)
        }
        Step::TurnEnd => Some(if behind() { Action::ClearTheNoise } else { Action::EndTurn }),
        Step::Over => None,
    }
}

/// What a pile's top card is worth to `seat`: the gain of weaving it now, or its hand value.
fn listen_worth(c: &Content, s: &IoiState, seat: u8, card: CardId, challenge: Option<[Aspect; 3]>) -> f64 {
    let base = hand_card_value(c, s, &mut AspectTotals::of(seat), card, challenge);
    let time = time_left(s);
    let placing = Placing::new(c, s.table.tableau(seat));
    let now = placing.now(challenge, time);
    let mut best = base;
    weave::for_each_place(c, &s.table, seat, card, |place| {
        best = best.max(placing.after(c, card, place, challenge, time) - now);
        true
    });
    best
}

fn choose_target(c: &Content, s: &IoiState, seat: u8, ability: Ability, source: CardId, value: u8) -> Option<CardId> {
    let t = &s.table;
    let aim = abilities::Aim { owner: seat, source, ability, value };
    let valid = |target: CardId| abilities::declared_target_ok(c, s, aim, target);
    if ability == Ability::Trade {
        if let Some((air, target, _)) = best_trade(c, s, seat) {
            if air == source && valid(target) {
                return Some(target);
            }
        }
    }
    if ability == Ability::Block {
        if let Some(top) = t.stack.last() {
            if top.owner != seat && valid(top.card) {
                return Some(top.card);
            }
        }
    }
    let mine = |x: CardId| {
        matches!(t.in_tableau(x), Some((o, _, _)) if o == seat)
            || t.stack.iter().any(|p| p.card == x && p.owner == seat)
    };
    let helps_owner = matches!(ability, Ability::Empower | Ability::Strengthen);
    let mut best: Option<(CardId, i32)> = None;
    for target in t.targetable() {
        if !valid(target) {
            continue;
        }
        let own = mine(target);
        let worth = match ability {
            Ability::Recall => c.points(target) as i32 * 2 + (c.value(target) == 1) as i32 * 3,
            _ if helps_owner == own => 10 + c.points(target) as i32,
            _ => c.points(target) as i32 - 10,
        };
        if best.is_none_or(|(_, w)| worth > w) {
            best = Some((target, worth));
        }
    }
    best.map(|(t, _)| t)
}

/// The rollout policy: the heuristic. It is deterministic on purpose: the sampled worlds
/// already vary the cards, and random moves in playouts only add noise to the search.
pub fn policy_action(c: &Content, s: &IoiState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    checked(c, s, seat, heuristic(c, s, seat), rng)
}

/// The `greedy` bot (see `docs/cli.md`, "Spellweaving IOI greedy bot"): one ply. It tries
/// every legal action (finishing the choices that action starts — where a card goes, what an
/// ability targets — the same way) and keeps the one after which its own estimated points
/// (`position_value`) are highest; ties go to the earlier action in the legal list, so it ends
/// its actions rather than make a move that gains nothing. It never looks at what others may
/// answer, so an ability, whose effect waits for the answers, only ever looks like a lost card:
/// it weaves, listens in and lets everything resolve. At Clear Your Mind it keeps its four best
/// cards so that the deck keeps running.
pub fn greedy_action(c: &Content, s: &IoiState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let t = &s.table;
    if t.active() != Some(seat) {
        return None;
    }
    if t.step == Step::ClearMind && t.sub == Sub::None && t.window.is_none() {
        return checked(c, s, seat, heuristic(c, s, seat), rng);
    }
    let (action, _) = one_ply(c, s, seat, 3)?;
    Some(action)
}

/// The best action for `seat` by its own position value after it, following the sub-choices
/// it opens (up to `depth` of them).
fn one_ply(c: &Content, s: &IoiState, seat: u8, depth: u8) -> Option<(Action, f64)> {
    let legal = legal::legal_actions(c, s, seat);
    let mut best: Option<(Action, f64)> = None;
    for action in legal {
        let mut next = s.clone();
        if legal::check(c, &next, seat, &action).is_err() {
            continue;
        }
        legal::execute(c, &mut next, seat, &action, &mut Log::new(true));
        let value = if depth > 0 && next.table.active() == Some(seat) && next.table.sub != Sub::None {
            one_ply(c, &next, seat, depth - 1).map(|(_, v)| v).unwrap_or(f64::NEG_INFINITY)
        } else {
            position_value(c, &next, seat)
        };
        if best.is_none_or(|(_, b)| value > b + 1e-9) {
            best = Some((action, value));
        }
    }
    best
}

/// The heuristic's choice if the rules accept it; otherwise any legal action (a safety net).
fn checked(c: &Content, s: &IoiState, seat: u8, choice: Option<Action>, rng: &mut GameRng) -> Option<Action> {
    if let Some(a) = choice {
        if legal::check(c, s, seat, &a).is_ok() {
            return Some(a);
        }
    }
    let legal = legal::legal_actions(c, s, seat);
    legal
        .iter()
        .find(|a| matches!(a, Action::EndActions | Action::Pass | Action::KeepHand))
        .copied()
        .or_else(|| rng.pick(&legal).copied())
}

/// `action` played on a copy of `s`, with the choices it opens (where a card goes, what an ability
/// aims at) finished as the `greedy` bot would (`one_ply`, up to three of them).
fn finished(c: &Content, s: &IoiState, seat: u8, action: &Action) -> IoiState {
    let mut next = s.clone();
    legal::execute(c, &mut next, seat, action, &mut Log::new(true));
    for _ in 0..3 {
        if next.table.active() != Some(seat) || next.table.sub == Sub::None {
            break;
        }
        let Some((a, _)) = one_ply(c, &next, seat, 2) else { break };
        legal::execute(c, &mut next, seat, &a, &mut Log::new(true));
    }
    next
}

/// A complete spell as the scoring counts it: "worth 5 (Nail + Ember)", its cards by name.
fn spell_words(c: &Content, cards: [CardId; 2], points: u32) -> String {
    format!("worth {points} ({} + {})", card_name(c, cards[0]), card_name(c, cards[1]))
}

/// A card as the table names it (its Target word).
fn card_name(c: &Content, card: CardId) -> String {
    c.card(card).map_or_else(|| c.label(card), |k| k.target.clone())
}

/// Why a player might choose `action` (the hints), in the rules' words ("SCORING", "CHALLENGE
/// CARDS BONUS"): the action is finished as the `greedy` bot finishes it (`finished`) and the
/// seat's own score compared before and after (`scoring::breakdown` with its own Challenge
/// card): spells completed or unraveled, the Challenge bonus, a spell started; a card taken
/// from a pile says what it could then complete (`best_weave`); a card let go, whether it is
/// the one the hand needs least (`hand_card_value`). Only the seat's hand, its Challenge card
/// and the open tableaus and piles are read, so a world sampled from its view answers as the
/// real one would.
pub fn hint_reasons(c: &Content, s: &IoiState, seat: u8, action: &Action) -> Vec<String> {
    use super::scoring::breakdown;
    let challenge = s.challenges.get(seat as usize).copied();
    let before = breakdown(c, &s.table, seat, challenge);
    let next = finished(c, s, seat, action);
    let after = breakdown(c, &next.table, seat, challenge);
    let mut reasons = Vec::new();
    for sp in after.spells.iter().filter(|sp| !before.spells.contains(sp)) {
        reasons.push(format!("completes a spell {}", spell_words(c, sp.cards, sp.points)));
    }
    for sp in before.spells.iter().filter(|sp| !after.spells.contains(sp)) {
        reasons.push(format!("breaks up a spell {}", spell_words(c, sp.cards, sp.points)));
    }
    if after.bonus > before.bonus {
        reasons.push(format!(
            "raises your Challenge bonus to +{} ({} of its Aspects)",
            after.bonus,
            after.matched.len()
        ));
    }
    for &card in after.partial.iter().filter(|card| !before.partial.contains(card)) {
        if !after.spells.iter().any(|sp| sp.cards.contains(&card)) {
            reasons.push(format!("starts a new spell with {}", card_name(c, card)));
        }
    }
    match *action {
        Action::ListenIn { pile } => {
            if let Some(&card) = s.table.piles.get(pile as usize).and_then(|p| p.last()) {
                match best_weave(c, &next, seat, Some(card)) {
                    Some((_, Place::Complete { with }, _)) => reasons.push(format!(
                        "{} can then complete your spell with {} (worth {})",
                        card_name(c, card),
                        card_name(c, with),
                        c.points(card) as u32 + c.points(with) as u32
                    )),
                    Some((_, Place::NewSpell, _)) => {
                        reasons.push(format!("{} can then start a new spell", card_name(c, card)))
                    }
                    _ => {}
                }
            }
        }
        Action::Use { card } => {
            // "AIR: TRADE" and "FIRE: BLOCK", as the heuristic weighs them.
            if let Some((_, target, _)) = best_trade(c, s, seat).filter(|(air, _, gain)| *air == card && *gain > MIN_GAIN) {
                reasons.push(format!("can Trade it for {} from another apprentice's tableau", card_name(c, target)));
            }
            if let Some((_, trade, _)) = blocking_answer(c, s, seat).filter(|(fire, _, _)| *fire == card) {
                if let Some(top) = s.table.stack.last().filter(|top| top.card == trade) {
                    reasons.push(format!("can Block the Trade aimed at your {}", card_name(c, top.target)));
                }
            }
        }
        Action::Discard { card, .. } if s.hand(seat).contains(&card) => {
            let ch = challenge_of(c, s, seat);
            let mut totals = AspectTotals::of(seat);
            let worth: Vec<(CardId, f64)> =
                s.hand(seat).iter().map(|&h| (h, hand_card_value(c, s, &mut totals, h, ch))).collect();
            let mine = worth.iter().find(|(h, _)| *h == card).map_or(0.0, |w| w.1);
            if worth.iter().all(|(_, v)| *v >= mine - 1e-9) {
                reasons.push(format!("{} is the card your hand needs least", card_name(c, card)));
            }
        }
        _ => {}
    }
    reasons.truncate(2);
    if after.total != before.total {
        reasons.push(format!("your score goes from {} to {}", before.total, after.total));
    }
    reasons
}

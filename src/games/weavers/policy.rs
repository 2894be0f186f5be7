//! Heuristics for the AI: a fast rollout policy, the `greedy` bot's one-ply choice, and a
//! position evaluation so playouts can stop early. All of them read only what the acting seat
//! may know in a determinized world (they run inside the AI's sampled states).

use super::actions::Action;
use super::cards::{Card, CardId, Components, Need, Status, TokenKind};
use super::content::Content;
use super::end_phase::outcome;
use super::state::{opponent, ActiveSpell, Phase, Player, State, Table};
use crate::core::{GameRng, Seat};

/// How much of a spell's delayed value survives each step still to weave (the chance of
/// producing the right component on time, roughly).
const STEP_ODDS: f64 = 0.8;

/// The value, in cards, of a spell still to be woven `remaining` more steps.
fn pending_value(card: &Card, remaining: usize) -> f64 {
    let mut v = card.spell.delayed.value() * STEP_ODDS.powi(remaining as i32);
    if card.spell.repeatable() {
        v *= 1.5;
    }
    v
}

/// The value of holding `card` in hand: what it would bring if cast face up later.
fn hand_value(card: &Card) -> f64 {
    card.spell.instant.value()
        + pending_value(card, card.spell.steps.len())
        + 0.15 * card.spell.components.count() as f64
}

/// Which of `p`'s spells from earlier rounds would be woven this round with `components`,
/// as a bit mask over `p.active` (the Spellweaving fixpoint, without changing anything).
fn weave_preview(content: &Content, table: &Table, p: &Player, round: u16, components: Components) -> u64 {
    let mut available = components;
    let mut woven = 0u64;
    loop {
        let mut changed = false;
        for (i, a) in p.active.iter().enumerate().take(64) {
            if woven & (1 << i) != 0 || a.since >= round {
                continue;
            }
            let card = content.card(table, a.card);
            let Some(step) = card.spell.steps.get(a.progress as usize) else { continue };
            if step.needs.is_met_by(available) {
                woven |= 1 << i;
                changed = true;
                if let Some(r) = step.residual {
                    available = available.with(r);
                }
            }
        }
        if !changed {
            return woven;
        }
    }
}

/// `p`'s active spells whose bits are set in `mask` (a `weave_preview` answer).
fn in_mask(p: &Player, mask: u64) -> impl Iterator<Item = &ActiveSpell> {
    p.active.iter().take(64).enumerate().filter(move |(i, _)| mask & (1 << i) != 0).map(|(_, a)| a)
}

/// Value kept by weaving the spells in `mask` (an unwoven one is discarded, so weaving it
/// saves its remaining value) plus what completes now.
fn woven_value(content: &Content, table: &Table, p: &Player, mask: u64) -> f64 {
    in_mask(p, mask)
        .map(|a| {
            let card = content.card(table, a.card);
            let remaining = card.spell.steps.len().saturating_sub(a.progress as usize + 1);
            pending_value(card, remaining)
        })
        .sum()
}

/// Scores playing `card` face up or down this round for seat `p`. `face_down` keeps, between
/// the cards of one choice, what every face-down play keeps alive (Wild Magic gives every
/// component, whichever card it is).
fn cast_score(
    content: &Content,
    s: &State,
    seat: Seat,
    card_id: CardId,
    face_up: bool,
    face_down: &mut Option<f64>,
) -> f64 {
    let table = &s.table.0;
    let Some(p) = s.player(seat) else { return 0.0 };
    let card = content.card(table, card_id);
    let woven = |comps| woven_value(content, table, p, weave_preview(content, table, p, s.round, comps));
    let mut score = if face_up { woven(card.spell.components) } else { *face_down.get_or_insert_with(|| woven(Components::ALL)) };
    if face_up {
        score += effect_value(s, seat, card, true);
        score += pending_value(card, card.spell.steps.len());
        // A spell whose first step the rest of the hand can produce is likelier to be woven.
        if let Some(first) = card.spell.steps.first() {
            let helped = match first.needs {
                Need::Time => true,
                Need::Component(c) => {
                    p.hand.iter().any(|&h| h != card_id && content.card(table, h).spell.components.has(c))
                }
            };
            score += if helped { 0.3 } else { -0.3 };
        }
    } else {
        // Playing face down throws away the card's own value.
        score -= 0.4 * hand_value(card);
    }
    score
}

/// The instant effect's value in this position (damage into shields is worth less, healing
/// with nothing to heal is worth nothing).
fn effect_value(s: &State, seat: Seat, card: &Card, instant: bool) -> f64 {
    let tokens = if instant { &card.spell.instant } else { &card.spell.delayed };
    let (Some(me), Some(foe)) = (s.player(seat), s.player(opponent(seat))) else { return 0.0 };
    tokens
        .iter()
        .map(|(k, n)| {
            let n = n as f64;
            match k {
                TokenKind::Damage => {
                    let soak = (foe.shields as f64 * 0.5).min(n);
                    (n - soak) + 0.3 * soak
                }
                TokenKind::Healing => {
                    if me.statuses.iter().any(|&c| c > 0) {
                        n * 0.8
                    } else {
                        0.05 * n
                    }
                }
                TokenKind::Status(st) if foe.has(st) => 0.4 * k.value() * n,
                _ => k.value() * n,
            }
        })
        .sum()
}

/// The fast rollout policy: cast the best-looking card (face down when that saves more),
/// with a little noise; bury rarely; discard the least valuable card.
pub fn policy_action(content: &Content, s: &State, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    let p = s.player(seat)?;
    if p.done || s.phase == Phase::Over {
        return None;
    }
    let table = &s.table.0;
    match s.phase {
        Phase::Draw => {
            if !p.hand.is_empty() && p.deck.len() > 4 && rng.chance(1, 12) {
                // Bury the card that is hardest to weave.
                let worst = p.hand.iter().copied().max_by_key(|&c| content.card(table, c).spell.steps.len())?;
                return Some(Action::Bury(worst));
            }
            Some(Action::FinishBurying)
        }
        Phase::Casting => {
            let sealed = p.has(Status::Sealed);
            let mut best = None;
            let mut best_score = f64::MIN;
            let mut face_down = None;
            for &card in &p.hand {
                for face_up in [true, false] {
                    if !face_up && sealed {
                        continue;
                    }
                    let noise = rng.unit() * 0.6;
                    let score = cast_score(content, s, seat, card, face_up, &mut face_down) + noise;
                    if score > best_score {
                        best_score = score;
                        best = Some(Action::Cast { card, face_up });
                    }
                }
            }
            best
        }
        Phase::Discarding => least_valuable(content, s, seat, rng).map(Action::Discard),
        Phase::Over => None,
    }
}

fn least_valuable(content: &Content, s: &State, seat: Seat, rng: &mut GameRng) -> Option<CardId> {
    let p = s.player(seat)?;
    let table = &s.table.0;
    let mut best = None;
    let mut best_v = f64::MAX;
    for &c in &p.hand {
        let v = hand_value(content.card(table, c)) + rng.unit() * 0.1;
        if v < best_v {
            best_v = v;
            best = Some(c);
        }
    }
    best
}

/// The greedy bot (documented in docs/cli.md, "Weavers greedy bot"): never buries; casts
/// the card and face with the best one-ply score (spells it keeps alive by weaving, the
/// instant effect against the opponent's shields and its own statuses, the new spell's
/// prospects); discards its least valuable card. Ties broken by the RNG.
pub fn greedy_action(content: &Content, s: &State, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    let p = s.player(seat)?;
    if p.done || s.phase == Phase::Over {
        return None;
    }
    match s.phase {
        Phase::Draw => Some(Action::FinishBurying),
        Phase::Casting => {
            let sealed = p.has(Status::Sealed);
            let mut best = Vec::new();
            let mut best_score = f64::MIN;
            let mut face_down = None;
            for &card in &p.hand {
                for face_up in [true, false] {
                    if !face_up && sealed {
                        continue;
                    }
                    let score = cast_score(content, s, seat, card, face_up, &mut face_down);
                    if score > best_score + 1e-9 {
                        best_score = score;
                        best.clear();
                    }
                    if (score - best_score).abs() <= 1e-9 {
                        best.push(Action::Cast { card, face_up });
                    }
                }
            }
            rng.pick(&best).copied()
        }
        Phase::Discarding => least_valuable(content, s, seat, rng).map(Action::Discard),
        Phase::Over => None,
    }
}

/// A seat's standing in "cards": cards left to play, shields, spells in progress, minus
/// statuses and damage still to take.
fn standing(content: &Content, s: &State, seat: Seat) -> f64 {
    let Some(p) = s.player(seat) else { return 0.0 };
    let table = &s.table.0;
    let cards = (p.hand.len() + p.deck.len() + p.buried.len() + p.cast.is_some() as usize) as f64;
    let mut v = cards;
    // A short hand is in danger of being emptied in one blow.
    v -= match p.public_hand_count() {
        0 => 6.0,
        1 => 2.5,
        2 => 1.0,
        3 => 0.4,
        _ => 0.0,
    };
    v += 0.6 * p.shields as f64;
    for a in &p.active {
        let card = content.card(table, a.card);
        let remaining = card.spell.steps.len().saturating_sub(a.progress as usize);
        v += pending_value(card, remaining);
    }
    let statuses =
        [(Status::Weak, 1.5), (Status::Sealed, 0.5), (Status::Cursed, 0.6), (Status::Sick, 0.6), (Status::Dazed, 0.4)];
    for (st, w) in statuses {
        if p.has(st) {
            v -= w + 0.15 * (p.status(st) - 1) as f64;
        }
    }
    v -= p.damage.saturating_sub(p.shields) as f64;
    v -= p.owed.saturating_sub(p.discarding.len() as u8) as f64;
    v
}

pub fn evaluate(content: &Content, s: &State) -> Vec<f64> {
    if let Some(outcome) = outcome(s) {
        return outcome.rewards(2);
    }
    let diff = standing(content, s, 0) - standing(content, s, 1);
    let p0 = 1.0 / (1.0 + (-diff / 3.0).exp());
    vec![p0, 1.0 - p0]
}

/// The names of `p`'s spells woven this round with `components` (`weave_preview`), each as
/// "completes Two Step (3 Damage)" or "weaves Two Step's next step".
fn woven_words(content: &Content, s: &State, p: &Player, components: Components) -> Vec<String> {
    let table = &s.table.0;
    let mask = weave_preview(content, table, p, s.round, components);
    in_mask(p, mask)
        .map(|a| {
            let card = content.card(table, a.card);
            if a.progress as usize + 1 >= card.spell.steps.len() {
                format!("completes {} ({})", card.name, card.spell.delayed.describe())
            } else {
                format!("weaves {}'s next step", card.name)
            }
        })
        .collect()
}

/// The damage the other seat's spells on the table deal if they complete this round: those one
/// step from the end (their spells are face up, so the seat sees them).
fn damage_threatened(content: &Content, s: &State, seat: Seat) -> u8 {
    let table = &s.table.0;
    let Some(foe) = s.player(opponent(seat)) else { return 0 };
    foe.active
        .iter()
        .map(|a| (content.card(table, a.card), a.progress as usize))
        .filter(|(card, progress)| progress + 1 == card.spell.steps.len())
        .map(|(card, _)| card.spell.delayed.get(TokenKind::Damage))
        .fold(0u8, u8::saturating_add)
}

/// Why a player might choose `action` (the hints), read as the greedy bot scores casts: the
/// spells its components weave this round (`weave_preview`), its instant effect, and shields
/// against the damage the other seat's spells can complete; a discard or a burial names the
/// card's worth in hand (`hand_value`). Only the seat's hand and the face-up spells are read,
/// so a world sampled from the seat's view answers as the real one would.
pub fn hint_reasons(content: &Content, s: &State, seat: Seat, action: &Action) -> Vec<String> {
    let Some(p) = s.player(seat) else { return vec![] };
    let table = &s.table.0;
    let steps = |card: &Card| match card.spell.steps.len() {
        1 => "1 step".to_string(),
        n => format!("{n} steps"),
    };
    let mut reasons = Vec::new();
    match *action {
        Action::Cast { card, face_up: true } => {
            let c = content.card(table, card);
            if !c.spell.instant.is_empty() {
                reasons.push(format!("its instant effect: {}", c.spell.instant.describe()));
            }
            let shields = c.spell.instant.get(TokenKind::Shield);
            let threat = damage_threatened(content, s, seat);
            if shields > 0 && threat > 0 {
                reasons.push(format!("blocks {} of the {threat} Damage the opponent's spells can deal", shields.min(threat)));
            }
            reasons.extend(woven_words(content, s, p, c.spell.components));
            if reasons.is_empty() {
                reasons.push(format!("starts {} ({} to weave, then {})", c.name, steps(c), c.spell.delayed.describe()));
            }
        }
        Action::Cast { card, face_up: false } => {
            let woven = woven_words(content, s, p, Components::ALL);
            if woven.is_empty() {
                reasons.push("Wild Magic gives every component, but no spell of yours waits on one".into());
            } else {
                reasons.push(format!("Wild Magic gives every component: {}", crate::core::wording::listed(&woven, 2)));
            }
            reasons.push(format!("gives up {} ({} to weave)", content.card(table, card).name, steps(content.card(table, card))));
        }
        Action::Discard(card) | Action::Bury(card) => {
            let value = |c: CardId| hand_value(content.card(table, c));
            let least = p.hand.iter().all(|&h| value(h) >= value(card) - 1e-9);
            let c = content.card(table, card);
            if least {
                reasons.push(format!("{} is the card your hand needs least", c.name));
            }
            reasons.push(format!("its spell takes {} to weave", steps(c)));
        }
        Action::FinishBurying => reasons.push("draws up to your hand size".into()),
    }
    reasons.truncate(3);
    reasons
}

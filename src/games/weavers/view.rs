//! What one viewer may see. A seat sees its own hand, the cards it buried (at the bottom of its
//! deck, in order), its own face-down Wild Magic and its own secret choices; of the other seat
//! only counts, public zones and whether it has committed. A teacher sees everything.

use super::cards::{CardId, Components};
use super::state::{ActiveSpell, Cast, GameResult, Phase, Player, Shared, State, Stats, Table};
use crate::core::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub table: Shared<Table>,
    pub round: u16,
    pub phase: Phase,
    pub result: Option<GameResult>,
    pub seats: [SeatView; 2],
    /// The last Casting phase revealed: both casts (a face-down card only to its owner) and the
    /// components each seat produced that round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recap: Option<RecapView>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RecapView {
    pub round: u16,
    pub casts: [Option<CastView>; 2],
    pub components: [Components; 2],
}

/// A revealed cast: `card` is `None` for Wild Magic the viewer may not see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CastView {
    pub card: Option<CardId>,
    pub face_up: bool,
}

/// One seat as the viewer sees it. `None` means hidden from this viewer.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatView {
    /// Cards in hand, counting cards secretly buried, cast or discarded this phase.
    pub hand_count: u8,
    pub hand: Option<Vec<CardId>>,
    pub deck_count: u8,
    /// The whole deck, top first (teacher only).
    pub deck: Option<Vec<CardId>>,
    /// The bottom of the deck as its owner knows it (cards they buried, bottom-most last).
    pub known_bottom: Vec<CardId>,
    pub active: Vec<ActiveSpell>,
    /// The discard pile; `card` is `None` for Wild Magic the viewer may not see.
    pub discard: Vec<DiscardView>,
    pub shields: u8,
    pub damage: u8,
    pub healing: u8,
    pub statuses: [u8; 5],
    /// This seat has committed its choice for the phase.
    pub committed: bool,
    /// Unblocked damage this seat must still pay in cards (public).
    pub owed: u8,
    /// This seat's secret choices in the current phase, if the viewer may see them.
    pub secret: Option<Secret>,
    /// Totals so far (damage dealt and blocked, spells completed).
    #[serde(default)]
    pub stats: Stats,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiscardView {
    pub card: Option<CardId>,
    pub face_down: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Secret {
    pub buried: Vec<CardId>,
    pub cast: Option<Cast>,
    pub discarding: Vec<CardId>,
}

pub fn view(s: &State, viewer: Viewer) -> View {
    let sees_all = |seat: Seat| match viewer {
        Viewer::Teacher => true,
        Viewer::Seat(v) => v == seat,
        Viewer::Spectator => false,
    };
    let seat_view = |seat: Seat, p: &Player| {
        let own = sees_all(seat);
        let teacher = viewer == Viewer::Teacher;
        let known = (p.known_bottom as usize).min(p.deck.len());
        SeatView {
            hand_count: p.public_hand_count().min(255) as u8,
            hand: own.then(|| p.hand.clone()),
            deck_count: p.deck.len().min(255) as u8,
            deck: teacher.then(|| p.deck.clone()),
            known_bottom: if own { p.deck.get(p.deck.len() - known..).unwrap_or(&[]).to_vec() } else { Vec::new() },
            active: p.active.clone(),
            discard: p
                .discard
                .iter()
                .map(|d| DiscardView { card: (own || !d.face_down).then_some(d.card), face_down: d.face_down })
                .collect(),
            shields: p.shields,
            damage: p.damage,
            healing: p.healing,
            statuses: p.statuses,
            committed: p.done,
            owed: p.owed,
            secret: own.then(|| Secret { buried: p.buried.clone(), cast: p.cast, discarding: p.discarding.clone() }),
            stats: s.stats.get(seat).copied().unwrap_or_default(),
        }
    };
    let recap = s.recap.map(|r| RecapView {
        round: r.round,
        casts: [0, 1].map(|seat| {
            r.casts
                .get(seat)
                .copied()
                .flatten()
                .map(|c: Cast| CastView { card: (c.face_up || sees_all(seat)).then_some(c.card), face_up: c.face_up })
        }),
        components: r.components,
    });
    let [p0, p1] = &s.players;
    View {
        viewer,
        table: s.table.clone(),
        round: s.round,
        phase: s.phase,
        result: s.result,
        seats: [seat_view(0, p0), seat_view(1, p1)],
        recap,
    }
}

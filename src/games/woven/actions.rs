//! What a mage can do: the four actions of a turn ("Each turn"), the free actions, and the
//! choices a spell or step asks for while it resolves.

use super::content::{Mundane, SpellId};
use super::map::Loc;
use super::tapestry::{CardPlacement, PatternPlacement, Square};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Setup: the face of the first tapestry card (0 front, 1 back).
    ChooseSide {
        side: u8,
    },
    /// Play a spell from hand, adding the placement's new Threads.
    Cast {
        spell: SpellId,
        placement: PatternPlacement,
    },
    /// Cast an Active spell again on a new pattern (also how a cast continues).
    Recast {
        spell: SpellId,
        placement: PatternPlacement,
    },
    /// Discard these cards together for one mundane option they all offer.
    Mundane {
        op: Mundane,
        cards: Vec<SpellId>,
    },
    /// Use an Artifact's ability (once between Recovers).
    UseArtifact {
        artifact: u8,
    },
    Recover,
    /// Free: take one of your Eyes here back into your pool.
    AbandonEye {
        at: Loc,
    },
    /// Free: take a Charge off this Active spell back into your pool.
    AbandonCharge {
        spell: SpellId,
    },
    /// Free (once a turn): turn one of your anchored Eyes here into a normal Eye.
    UnanchorEye {
        at: Loc,
    },
    /// A location: a step, a destination, a target.
    Go {
        to: Loc,
    },
    /// One of the Eyes in this location (yours, or a rival's for Control).
    Eye {
        at: Loc,
    },
    /// Move one of your Eyes one space (Gust).
    Shift {
        from: Loc,
        to: Loc,
    },
    /// Where the drawn tapestry card goes.
    Place {
        placement: CardPlacement,
    },
    /// Pull (or un-anchor) the Thread on this square.
    Pull {
        at: Square,
    },
    /// Acquisition: spend a wellspring on one more mana.
    TakeMana,
    /// Acquisition: keep this one of the drawn spells.
    Take {
        spell: SpellId,
    },
    /// Acquisition: move this spell from hand to your Treasure pile.
    Bank {
        spell: SpellId,
    },
    /// Spend a Charge of this Active spell against what is happening (Repel, Sacrificium;
    /// Switch names the other Eye given up instead).
    Spend {
        spell: SpellId,
        eye: Option<Loc>,
    },
    /// Decline or finish the current choice.
    Stop,
    /// End your turn, once its action is done ("Each turn": free actions may be taken until then).
    EndTurn,
}

impl Action {
    /// Free actions do not use up the turn's action ("Each turn", free actions).
    pub fn is_free(&self) -> bool {
        matches!(self, Action::AbandonEye { .. } | Action::AbandonCharge { .. } | Action::UnanchorEye { .. })
    }
}

//! The actions of Spellweaver. A choice with a target carries it, so a player's options are a
//! flat list the UI highlights and the AI searches.

use super::state::{AttackTarget, Iid, Target};
use serde::{Deserialize, Serialize};

/// How a shrine is played ("Shrines").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShrineUse {
    /// One level of the shrine's aspect.
    Level,
    /// One mana crystal and one card (a skill shrine: its skill instead of the card).
    Mana,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// "Starting Resources": keep the seven cards.
    Keep,
    /// Replace all seven (once).
    Mulligan,
    /// Play a shrine from hand (once per turn).
    PlayShrine {
        card: Iid,
        use_: ShrineUse,
    },
    /// Play a shrine for mana although you have no levels (the confirmation the rules describe).
    ConfirmShrine,
    /// Take the shrine back to hand instead.
    CancelShrine,
    /// Play a card from hand, aimed where its text needs.
    Cast {
        card: Iid,
        target: Option<Target>,
    },
    /// Use a hero skill (by slot).
    UseSkill {
        slot: u8,
        target: Option<Target>,
    },
    /// Activate an ability of one's creature ("Creatures", "Abilities"), by its index on the card.
    Activate {
        creature: Iid,
        ability: u8,
        target: Option<Target>,
    },
    /// Move a creature between the combat and support rows.
    Move {
        creature: Iid,
    },
    /// Sacrifice The Spark for one mana this turn.
    SacrificeSpark,
    /// Divine Offering: put this card from hand at the bottom of the deck, look at the top four.
    Offer {
        card: Iid,
    },
    /// Take this shrine from the four shown.
    TakeShrine {
        card: Iid,
    },
    /// Take none of them.
    TakeNothing,
    /// Deploy is over: to combat.
    ToCombat,
    Attack {
        attacker: Iid,
        target: AttackTarget,
    },
    /// Attack declaration is over.
    EndAttacks,
    Block {
        blocker: Iid,
        attacker: Iid,
    },
    EndBlocks,
    /// Let the stack resolve, or close an instant window, without playing anything.
    Pass,
    /// Reinforce is over: end of turn.
    EndTurn,
    /// Give up ("Ways of Losing"). Accepted from either player at any time; not part of the
    /// choice list, so random play and the AI's search never resign.
    Resign,
}

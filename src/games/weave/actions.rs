//! Everything a seat can do. Text typed by people (a character's name, a quality, a
//! consequence) is bounded by `content::check_text`; `legal_actions` offers such actions with
//! texts from the playset so that random play never needs to type.

use super::state::{Check, QualityKind, Redemption, Slot, StoryUse, Suit};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    // Character creation.
    /// Take option `option` of the current creation step (see `creation::options`).
    Pick {
        option: u8,
    },
    /// Name the character (a suggested name or any typed name).
    Name {
        name: String,
    },

    // Between episodes (the framing seat).
    /// Swap this slot's newly drawn card for a past card (a return to the evil lair).
    Reuse {
        slot: Slot,
        card: u8,
    },
    /// A character leaves the season; their player makes a new one.
    Recast {
        character: u8,
    },
    BeginEpisode,

    // Scene (the framing seat).
    IssueChallenge {
        character: u8,
        suit: Suit,
    },
    SkillCheck {
        check: Check,
    },
    PlayStory {
        card: u8,
        used_as: StoryUse,
    },
    GiveItem {
        card: u8,
        item: u8,
        character: u8,
    },
    /// Play a Story card face down, to turn up later.
    PlayFaceDown {
        card: u8,
    },
    /// Turn up the face-down Story card at this place in the spread.
    Reveal {
        index: u8,
        used_as: StoryUse,
    },
    /// Let a character's player choose which of the two Story cards is played, and as what.
    OfferStory {
        character: u8,
        used_as: StoryUse,
    },
    /// Oracle mode: turn up the top Story card and play it.
    ConsultOracle {
        used_as: StoryUse,
    },
    /// Oracle mode: turn up the top Story card; its first item goes to the character.
    OracleItem {
        character: u8,
    },
    Discover {
        slot: Slot,
    },
    StartEncounter {
        first: u8,
    },
    NextTurn,
    NonPlayerAction,
    EndEncounter,
    AddQuality {
        character: u8,
        kind: QualityKind,
        text: String,
    },
    RemoveQuality {
        character: u8,
        index: u8,
    },
    EndScene,
    EndEpisode,

    // Challenge, storyteller.
    RaiseLevel {
        card: u8,
    },
    Entice {
        quality: u8,
        card: u8,
    },
    AutoPass,
    SetPool,
    Weigh {
        quality: u8,
        plus: bool,
    },
    Awesome,
    Agree,
    Wound {
        suit: Suit,
    },
    Consequence {
        text: String,
    },
    NoConsequence,
    /// After an auto-pass: discard the hand's Challenge cards at the set bits and draw anew.
    Redraw {
        mask: u8,
    },

    // Challenge, player.
    Accept,
    Refuse,
    Redeem {
        card: u8,
        used_for: Redemption,
    },
    UseSignature,
    Roll,
    /// The storyteller's Story card to play (after an offer or a won Knowledge check).
    PickStory {
        card: u8,
    },
}

//! The actions of Spellweaving IOI. A choice with several parts (weave a card *where*, use an
//! ability *on what*, discard *onto which pile*) is a short sequence of small actions, so
//! `legal_actions` stays a short list for the player and for the AI's search.

use super::content::{Ability, CardId};
use super::state::Via;
use serde::{Deserialize, Serialize};

/// Where a card being woven goes ("WEAVING CARDS").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// Start a new partial spell (the card must have Aspect value 1).
    NewSpell,
    /// Complete the partial spell whose card is `with`.
    Complete { with: CardId },
    /// Replace `card` in a complete spell; the replaced card is unraveled.
    Replace { card: CardId },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Step 2, Focus: draw up to five (offered as a choice only while Clear the Noise is possible).
    Focus,
    /// Once per game: shuffle every discard pile into the deck and turn the Challenge card up.
    ClearTheNoise,
    /// Step 3: take the top card of a discard pile.
    ListenIn {
        pile: u8,
    },
    /// Step 4, Weave: choose a card from hand or from one of your spells; `WeaveInto` follows.
    Weave {
        card: CardId,
    },
    WeaveInto {
        place: Place,
    },
    /// Use the ability of a card in your hand or tableau. When the card can be used in more
    /// than one way (Morph, a Binding), `UseAbility` follows; then the target.
    Use {
        card: CardId,
    },
    /// How the chosen card is used: which ability, naturally, by Morph or through a Binding.
    UseAbility {
        card: CardId,
        ability: Ability,
        via: Via,
    },
    /// The target of the ability being declared.
    Target {
        card: CardId,
    },
    /// The value to use, up to the card's ability value (only asked when there is a choice).
    Amount {
        value: u8,
    },
    /// In a response window: let the abilities on the stack resolve.
    Pass,
    /// Step 4 is over: go on to Release.
    EndActions,
    /// Release / Clear Your Mind: discard a card (unraveled / from hand) on top of a pile; an
    /// empty place starts a new pile.
    Discard {
        card: CardId,
        pile: u8,
    },
    /// Clear Your Mind: keep the rest of the hand.
    KeepHand,
    /// The turn ends (offered when the deck is empty and Clear the Noise is still possible).
    EndTurn,
}

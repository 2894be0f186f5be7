//! New-game help for Spellweaving IOI: a first game in a few sentences. (Seats, names and
//! computer levels are the new-game page's own; IOI has no other options.)

/// A first game in six sentences.
pub const HOW_TO_PLAY: &[&str] = &[
    "Each card has an Aspect (one of seven, shown by its symbol), an Aspect value (1–3 symbols), two words, points and an ability.",
    "On your turn you draw up to five, take the top card of a discard pile, then weave cards into spells in front of you: a spell starts with a value-1 card; a value-2 or 3 card needs a spell with that much of its Aspect already.",
    "Two cards make a complete spell; it scores both cards' points at the end. A single card scores nothing.",
    "Use a card's ability (lower or raise values, trade, recall from the piles, copy another ability) and then it is unraveled. The others may answer an ability before it happens.",
    "Your secret Challenge card names three Aspects: having them among your spells at the end gives +2, +5 or +10.",
    "The game ends when the deck stays empty for a whole round, or when all fourteen value-3 cards are woven.",
];

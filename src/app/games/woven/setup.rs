//! "How to play" for first-timers on the new-game page (Woven has no options yet).

pub const HOW_TO_PLAY: &[&str] = &[
    "Each turn you take one action: cast a spell, discard spells for a mundane effect (lay a tapestry card, place an Eye, move, pull a Thread), cast an Active spell again, or Recover; some spells give another action. At any time in your turn you may take back an Eye or a Charge; when you are done, end your turn.",
    "To cast, pick a spell in your hand: the board lists every place its pattern fits on your tapestry (turned or mirrored) and draws it on the grid; the new Threads come from your mana pool.",
    "Move over the map to wellsprings and ruins for mana and Treasure; the highlighted locations show where you may go and what a step costs. Watchers and Sentries guard the Citadel: show their detection ranges before you step close.",
    "Stars on your spells, Treasure and Artifacts score at the end; destroying the Citadel wins outright. Alone, you aim for 15 points.",
];

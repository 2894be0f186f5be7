//! "SETUP": a new season, each episode's foundation, the storyteller's hand and its refills.

use super::content::{Content, Playset};
use super::creation;
use super::state::*;
use super::WeaveOptions;
use crate::core::{GameRng, Log, SetupError};

pub fn new_season(c: &Content, options: &WeaveOptions, seats: usize, seed: u64) -> Result<WeaveState, SetupError> {
    if !(1..=5).contains(&seats) {
        return Err(SetupError(format!("Weave is played by 1 to 5 people, not {seats}")));
    }
    if !(1..=MAX_EPISODES).contains(&options.episodes) {
        return Err(SetupError(format!("a season has 1 to {MAX_EPISODES} episodes, not {}", options.episodes)));
    }
    if !(RULES_BEFORE_28..=RULES).contains(&options.rules) {
        return Err(SetupError(format!(
            "Weave's rules come in editions {RULES_BEFORE_28} to {RULES}, not {}",
            options.rules
        )));
    }
    let playset = c.playset_index(&options.playset).ok_or_else(|| {
        let known: Vec<&str> = c.playsets.iter().map(|p| p.name.as_str()).collect();
        SetupError(format!("unknown playset \"{}\" (known: {})", options.playset, known.join(", ")))
    })?;
    let set = &c.playsets[playset];
    // Ruling "Oracle mode": one seat alone has no storyteller.
    let oracle = options.oracle || seats == 1;
    let mut rng = GameRng::seeded(seed);
    let mut story_deck: Vec<u8> = (0..set.story.len() as u8).collect();
    let mut challenge_deck: Vec<u8> = (0..set.challenges.len() as u8).collect();
    rng.shuffle(&mut story_deck);
    rng.shuffle(&mut challenge_deck);
    let players: Vec<u8> = if oracle { (0..seats as u8).collect() } else { (1..seats as u8).collect() };
    let mut table = Table {
        playset: playset as u8,
        seats: seats as u8,
        storyteller: if oracle { None } else { Some(0) },
        episodes: options.episodes,
        episode: 1,
        stage: Stage::Scene,
        story_deck,
        challenge_deck,
        hand_challenges: Vec::new(),
        hand_stories: Vec::new(),
        foundation: Foundation { cards: [0; 3], found: [true, false, false] },
        reused: [false; 3],
        scene: Scene::default(),
        characters: Vec::new(),
        to_create: players.clone(),
        focus_pile: Vec::new(),
        timeline: Vec::new(),
        last_roll: None,
        last_check: Vec::new(),
        rules: options.rules,
        set_aside: Vec::new(),
    };
    table.focus_pile = focus_pile(players.len(), &mut rng);
    draw_foundation(&mut table, &mut rng);
    let mut state = WeaveState { table, rng, quiet: false, tally: Default::default() };
    let mut log = Log::new(true);
    creation::start_next_draft(set, &mut state, &mut log);
    Ok(state)
}

/// One Challenge card of each suit set aside face down, and for more than four players the
/// rest drawn at random ("STARTING A NEW SEASON"); players take them in random order.
pub fn focus_pile(players: usize, rng: &mut GameRng) -> Vec<Suit> {
    let mut pile = Suit::ALL.to_vec();
    for _ in 4..players {
        pile.push(Suit::ALL[rng.below(4)]);
    }
    rng.shuffle(&mut pile);
    pile
}

/// Draws Theme, Location and Boss from the Story deck. Cards that filled the same slot in a
/// past episode are passed over while others remain ("past ones avoided"); the passed-over
/// cards keep their place in the deck.
pub fn draw_foundation(t: &mut Table, rng: &mut GameRng) {
    let mut cards = [0u8; 3];
    for slot in Slot::ALL {
        let past = past_cards(t, slot);
        let pos = t.story_deck.iter().rposition(|c| !past.contains(c)).or(t.story_deck.len().checked_sub(1));
        cards[slot.index()] = match pos {
            Some(p) => t.story_deck.remove(p),
            // The deck is never this short (22 cards, at most 9 out); draw a fresh order anyway.
            None => rng.below(22) as u8,
        };
    }
    t.foundation = Foundation { cards, found: [true, false, false] };
    t.reused = [false; 3];
    t.timeline.push(Moment::EpisodeBegan { episode: t.episode, theme: cards[0] });
}

/// Cards that filled `slot` in an earlier episode of the season.
pub fn past_cards(t: &Table, slot: Slot) -> Vec<u8> {
    t.timeline
        .iter()
        .filter_map(|m| match m {
            Moment::EpisodeEnded { foundation, .. } => Some(foundation[slot.index()]),
            _ => None,
        })
        .collect()
}

/// "After a card is played, the Storyteller draws a new card from the appropriate deck."
/// An empty deck leaves the hand short until played cards return at the scene's end.
pub fn refill_hand(t: &mut Table) {
    if t.oracle() {
        return;
    }
    while t.hand_challenges.len() < HAND_CHALLENGES {
        let Some(card) = t.challenge_deck.pop() else { break };
        t.hand_challenges.push(card);
    }
    while t.hand_stories.len() < HAND_STORIES {
        let Some(card) = t.story_deck.pop() else { break };
        t.hand_stories.push(card);
    }
}

/// Once every character is made: the storyteller's hand is drawn and the first scene begins
/// ("FINISHING SETUP").
pub fn finish_setup(_set: &Playset, s: &mut WeaveState) {
    refill_hand(&mut s.table);
    super::scene::begin_scene(&mut s.table);
    s.table.stage = Stage::Scene;
}

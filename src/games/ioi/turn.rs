//! "SETUP", "ON YOUR TURN" and "END OF THE GAME": dealing, the seven steps of a turn, Clear
//! the Noise, and the two end triggers. Steps without a choice run on their own.

use super::content::{CardId, Content, CHALLENGE_COUNT, SPELL_COUNT};
use super::state::{apprentice, rule, EndReason, IoiState, Step, Sub, Table, HAND_TARGET, PILES};
use crate::core::wording::count;
use crate::core::{Event, GameRng, Log, Rule, SetupError};

pub const REFRESH: Rule = rule("ON YOUR TURN", "1. Refresh");
pub const FOCUS: Rule = rule("ON YOUR TURN", "2. Focus");
pub const LISTEN_IN: Rule = rule("ON YOUR TURN", "3. Listen In");
pub const ACTIONS: Rule = rule("ON YOUR TURN", "4. Actions");
pub const RELEASE: Rule = rule("ON YOUR TURN", "5. Release");
pub const CLEAR_MIND: Rule = rule("ON YOUR TURN", "6. Clear Your Mind");
pub const SAY_AGAIN: Rule = rule("ON YOUR TURN", "7. Say That Again?");
pub const CLEAR_NOISE: Rule = rule("ON YOUR TURN", "Clear the Noise");
pub const END: Rule = rule("END OF THE GAME", "");

/// Setup steps 2–5: Challenge cards, seven cards each, the two highest discarded into four
/// piles, and the apprentice left of the Head Apprentice (seat 0) to play first.
pub fn deal(c: &Content, seats: usize, seed: u64) -> Result<IoiState, SetupError> {
    if !(2..=5).contains(&seats) {
        return Err(SetupError(format!("Spellweaving IOI is for 2 to 5 apprentices, not {seats}.")));
    }
    let mut rng = GameRng::seeded(seed);
    let mut challenges: Vec<u8> = (0..CHALLENGE_COUNT as u8).collect();
    rng.shuffle(&mut challenges);
    let unused = challenges.split_off(seats);
    let mut deck: Vec<CardId> = (0..SPELL_COUNT as u8).collect();
    rng.shuffle(&mut deck);
    let mut hands = vec![Vec::new(); seats];
    for _ in 0..7 {
        for hand in hands.iter_mut() {
            if let Some(card) = deck.pop() {
                hand.push(card);
            }
        }
    }
    let mut discards = Vec::new();
    for hand in hands.iter_mut() {
        for card in setup_discards(c, hand) {
            hand.retain(|&x| x != card);
            discards.push(card);
        }
    }
    rng.shuffle(&mut discards);
    let mut piles: [Vec<CardId>; PILES] = Default::default();
    for (i, card) in discards.into_iter().enumerate() {
        if let Some(pile) = piles.get_mut(i % PILES) {
            pile.push(card);
        }
    }
    let table = Table {
        seats: seats as u8,
        turn: 1 % seats as u8,
        round: 1,
        step: Step::TurnStart,
        sub: Sub::None,
        window: None,
        stack: Vec::new(),
        piles,
        tableaus: vec![Vec::new(); seats],
        unraveled: vec![Vec::new(); seats],
        mods: Vec::new(),
        known_in_hand: 0,
        cleared_noise: vec![false; seats],
        deck_count: 0,
        hand_counts: Vec::new(),
        empty_deck_turns: 0,
        final_turns: None,
        ended: None,
        actions: 0,
        used_this_turn: 0,
        challenge_cards: Vec::new(),
    };
    let mut state = IoiState { table, hands, deck, challenges, unused_challenges: unused, rng, quiet: false };
    begin_turn(c, &mut state, &mut Log::new(true));
    Ok(state)
}

/// The log's first line: what the deal left on the table, as every apprentice sees it
/// (hand sizes, the piles, the deck; the Challenge cards stay face down).
pub fn deal_events(c: &Content, s: &IoiState) -> Vec<Event> {
    let sizes: Vec<usize> = (0..s.table.seats).map(|seat| s.hand(seat).len()).collect();
    let hands = match sizes.as_slice() {
        [first, rest @ ..] if rest.iter().all(|n| n == first) => format!("{} each", first),
        _ => sizes.iter().enumerate().map(|(seat, n)| format!("{n} ({})", apprentice(seat as u8))).collect::<Vec<_>>().join(", "),
    };
    let piles: Vec<String> = s
        .table
        .piles
        .iter()
        .map(|p| p.last().map(|&top| c.label(top).to_string()).unwrap_or_else(|| "empty".into()))
        .collect();
    let text = format!(
        "The deal: each apprentice has a face-down Challenge card; cards in hand: {}. The discard piles show {}; the deck holds {}. {} plays first.",
        hands,
        piles.join(", "),
        count(s.deck.len() as u64, "card", "cards"),
        apprentice(s.table.turn)
    );
    vec![Event::new(rule("SETUP", ""), text)]
}

/// Setup step 4: the two cards of highest Aspect value. Ties (ruling): the apprentice keeps
/// the cards worth more points, then the higher ability value, then the lower card id.
pub fn setup_discards(c: &Content, hand: &[CardId]) -> Vec<CardId> {
    let mut sorted = hand.to_vec();
    sorted
        .sort_by_key(|&id| (std::cmp::Reverse(c.value(id)), c.points(id), c.ability_value(id), std::cmp::Reverse(id)));
    sorted.truncate(2);
    sorted
}

/// May this apprentice still Clear the Noise, with something in the piles to shuffle?
pub fn can_clear_noise(t: &Table, seat: u8) -> bool {
    t.cleared_noise.get(seat as usize) == Some(&false) && t.pile_cards() > 0
}

/// Is Clear the Noise offered before Focus? Ruling: only when the deck cannot fill the hand
/// to five; otherwise clearing before or just after Focus differs only in which unseen cards
/// are drawn, and the choice comes at Listen In.
pub fn noise_before_focus(s: &IoiState) -> bool {
    let seat = s.table.turn;
    can_clear_noise(&s.table, seat) && s.deck.len() + s.hand(seat).len() < HAND_TARGET
}

/// "1. Refresh" for the apprentice whose turn begins, then on to the first choice.
pub fn begin_turn(c: &Content, s: &mut IoiState, log: &mut Log) {
    let seat = s.table.turn;
    let mut refreshed = false;
    if let Some(t) = s.table.tableaus.get_mut(seat as usize) {
        for spell in t.iter_mut().filter(|sp| sp.turned) {
            spell.turned = false;
            refreshed = true;
        }
    }
    if refreshed {
        log.push(|| {
            Event::new(REFRESH, format!("{} turns their Bound spells back.", apprentice(seat))).about(seat as usize)
        });
    }
    s.table.step = Step::TurnStart;
    s.table.sub = Sub::None;
    s.table.used_this_turn = 0;
    advance(c, s, log);
}

/// Runs the steps that need no choice until someone must decide.
pub fn advance(c: &Content, s: &mut IoiState, log: &mut Log) {
    // Each pass either stops or moves to a later step (or the next turn), so this ends.
    for _ in 0..64 {
        if s.table.sub != Sub::None || s.table.window.is_some() {
            break;
        }
        let seat = s.table.turn;
        match s.table.step {
            Step::TurnStart if !noise_before_focus(s) => {
                focus(s, log);
                s.table.step = Step::ListenIn;
            }
            Step::ListenIn if s.table.pile_count() == 0 => {
                log.push(|| {
                    Event::new(LISTEN_IN, format!("There is no discard pile for {} to listen in on.", apprentice(seat)))
                        .about(seat as usize)
                });
                s.table.step = Step::Actions;
            }
            Step::Release if s.table.unraveled.get(seat as usize).is_none_or(|u| u.is_empty()) => {
                s.table.step = Step::ClearMind;
            }
            Step::ClearMind if s.hand(seat).is_empty() => finish_clear_mind(c, s, log),
            _ => break,
        }
    }
    s.sync_counts();
}

/// "2. Focus": draw until the hand holds five, or the deck is empty.
pub fn focus(s: &mut IoiState, log: &mut Log) {
    let seat = s.table.turn;
    let mut drawn = 0;
    while s.hand(seat).len() < HAND_TARGET {
        let Some(card) = s.deck.pop() else { break };
        s.add_to_hand(seat, card, false);
        drawn += 1;
    }
    let hand = s.hand(seat).len();
    log.push(|| {
        let who = apprentice(seat);
        let text = match drawn {
            0 if hand >= HAND_TARGET => format!("{who} already holds {HAND_TARGET} cards and draws none."),
            0 => format!("{who} cannot draw: the deck is empty."),
            n if hand < HAND_TARGET => {
                format!("{who} draws {} and the deck is now empty.", count(n as u64, "card", "cards"))
            }
            n => format!("{who} draws {}.", count(n as u64, "card", "cards")),
        };
        Event::new(FOCUS, text).about(seat as usize)
    });
}

/// "3. Listen In": the top card of one pile, openly into the hand.
pub fn listen_in(c: &Content, s: &mut IoiState, pile: u8, log: &mut Log) {
    let seat = s.table.turn;
    if let Some(card) = s.table.piles.get_mut(pile as usize).and_then(|p| p.pop()) {
        s.add_to_hand(seat, card, true);
        log.push(|| {
            Event::new(
                LISTEN_IN,
                format!("{} listens in and takes {} from pile {}.", apprentice(seat), c.label(card), pile + 1),
            )
            .about(seat as usize)
        });
    }
    s.table.step = Step::Actions;
}

/// "Clear the Noise": every discard pile is shuffled into the deck; the Challenge card turns up.
pub fn clear_the_noise(c: &Content, s: &mut IoiState, seat: u8, log: &mut Log) {
    let mut gathered = 0;
    for pile in s.table.piles.iter_mut() {
        gathered += pile.len();
        s.deck.append(pile);
    }
    let mut deck = std::mem::take(&mut s.deck);
    s.rng.shuffle(&mut deck);
    s.deck = deck;
    if let Some(flag) = s.table.cleared_noise.get_mut(seat as usize) {
        *flag = true;
    }
    let challenge = s
        .challenges
        .get(seat as usize)
        .map(|&id| s.table.challenge(c, id).map(|ch| ch.label()).unwrap_or_else(|| format!("Challenge #{id}")))
        .unwrap_or_default();
    log.push(||
        Event::new(
            CLEAR_NOISE,
            format!(
                "{} clears the noise: {gathered} discarded cards are shuffled into the deck, and their Challenge card is turned face up: {challenge}.",
                apprentice(seat)
            ),
        )
        .about(seat as usize),
    );
    match s.table.step {
        Step::TurnStart => {
            focus(s, log);
            s.table.step = Step::ListenIn;
        }
        Step::TurnEnd => {
            // Ruling: clearing at the end of the turn is followed by Say That Again? once more,
            // so the next apprentice has piles to listen in on.
            say_that_again(c, s, log);
            end_turn(c, s, log);
        }
        _ => {}
    }
}

/// Discards `card` (from the unraveled cards in Release, from the hand in Clear Your Mind).
pub fn discard_onto(c: &Content, s: &mut IoiState, card: CardId, pile: u8, log: &mut Log) {
    let seat = s.table.turn;
    let releasing = s.table.step == Step::Release;
    if releasing {
        if let Some(u) = s.table.unraveled.get_mut(seat as usize) {
            u.retain(|&x| x != card);
        }
    } else {
        s.remove_from_hand(seat, card);
    }
    let new_pile = s.table.piles.get(pile as usize).is_some_and(|p| p.is_empty());
    if let Some(p) = s.table.piles.get_mut(pile as usize) {
        p.push(card);
    }
    let (r, verb) = if releasing { (RELEASE, "releases") } else { (CLEAR_MIND, "discards") };
    log.push(|| {
        let onto = if new_pile { format!("starting pile {}", pile + 1) } else { format!("onto pile {}", pile + 1) };
        Event::new(r, format!("{} {verb} {}, {onto}.", apprentice(seat), c.label(card))).about(seat as usize)
    });
}

/// The end of Clear Your Mind: "7. Say That Again?", then the end of the turn (or the choice to
/// Clear the Noise when the deck is empty).
pub fn finish_clear_mind(c: &Content, s: &mut IoiState, log: &mut Log) {
    say_that_again(c, s, log);
    if s.deck.is_empty() && can_clear_noise(&s.table, s.table.turn) {
        s.table.step = Step::TurnEnd;
    } else {
        end_turn(c, s, log);
    }
}

/// "7. Say That Again?": fill the empty pile slots from the deck, up to four piles.
pub fn say_that_again(c: &Content, s: &mut IoiState, log: &mut Log) {
    let mut turned = Vec::new();
    for pile in s.table.piles.iter_mut() {
        if pile.is_empty() {
            let Some(card) = s.deck.pop() else { break };
            pile.push(card);
            turned.push(card);
        }
    }
    if !turned.is_empty() {
        log.push(|| Event::new(SAY_AGAIN, format!("New discard piles from the deck: {}.", turned.iter().map(|&card| c.label(card)).collect::<Vec<_>>().join(", "))));
    }
}

/// The turn is over: count toward the end triggers, then the next apprentice's turn begins.
pub fn end_turn(c: &Content, s: &mut IoiState, log: &mut Log) {
    let seats = s.table.seats;
    s.table.sub = Sub::None;
    s.table.empty_deck_turns = if s.deck.is_empty() { s.table.empty_deck_turns.saturating_add(1) } else { 0 };
    if let Some(n) = s.table.final_turns {
        s.table.final_turns = Some(n.saturating_sub(1));
    }
    if s.table.empty_deck_turns >= seats {
        return game_over(s, EndReason::DeckRanOut, log);
    }
    if s.table.final_turns == Some(0) {
        return game_over(s, EndReason::AllThrees, log);
    }
    s.table.turn = s.table.next(s.table.turn);
    if s.table.turn == s.table.first_seat() {
        s.table.round = s.table.round.saturating_add(1);
    }
    begin_turn(c, s, log);
}

/// The second trigger: all fourteen value-3 cards in tableaus. Once fired it stands (ruling).
pub fn check_all_threes(c: &Content, s: &mut IoiState, log: &mut Log) {
    let threes = c.threes();
    if s.table.final_turns.is_none() && s.table.step != Step::Over && s.table.threes_in_tableaus(c) >= threes {
        s.table.final_turns = Some(s.table.seats);
        log.push(|| {
            Event::new(
                END,
                format!(
                    "All {threes} three-Aspect cards are in tableaus: every apprentice after {} gets one more turn.",
                    apprentice(s.table.turn)
                ),
            )
        });
    }
}

fn game_over(s: &mut IoiState, reason: EndReason, log: &mut Log) {
    s.table.step = Step::Over;
    s.table.sub = Sub::None;
    s.table.window = None;
    s.table.ended = Some(reason);
    let text = match reason {
        EndReason::DeckRanOut => "The deck has stayed empty for a whole round of turns: the game ends.",
        EndReason::AllThrees => "Every apprentice has had their last turn: the game ends.",
    };
    log.push(|| Event::new(END, text));
}

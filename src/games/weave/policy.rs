//! The computer's Weave (issue 31, "Weave's computer plays for the story"). Nobody wins a season,
//! so the search is given the story's own aims as rewards (`rewards`, read from the state's
//! `Tally`): a character's player wants to pass challenges and stay in the scene, and a
//! storyteller wants a well-paced season. The `greedy` bot and the search's playouts follow
//! `story_action`, a one-ply reading of the same aims.

use super::actions::Action;
use super::challenge;
use super::content::{Content, Playset, SignatureEffect};
use super::creation;
use super::dice::{pass_chance, pool_size};
use super::legal::legal_actions;
use super::state::*;
use super::tally::{self, arc_level, Pacing, SeatTally};
use crate::core::GameRng;

/// A scene the computer frames runs this many beats; an episode this many scenes (Loomhall's
/// bounds are `MAX_BEATS` and `MAX_SCENES`).
pub const SCENE_BEATS: u8 = 6;
pub const EPISODE_SCENES: u8 = 3;
/// A player uses the signature move, or redeems a kept card for a die, below these chances to pass.
const SIGNATURE_BELOW: f64 = 0.8;
const DIE_BELOW: f64 = 0.5;
/// A player refuses an enticement when resisting it and then passing the action is at least this
/// likely; below, the sure card is worth more than the gamble ("ENTICEMENTS"). By the rewards
/// below, refusing gains on accepting from about this chance.
const REFUSE_FROM: f64 = 0.3;
/// How far a score moves the reward: a score of `SCALE` is three quarters of the way to 1.
const SCALE: f64 = 3.0;

fn playset<'a>(c: &'a Content, t: &Table) -> &'a Playset {
    c.playsets.get(t.playset as usize).unwrap_or(&c.playsets[0])
}

/// Playouts: the story's choice four times in five, a uniform legal choice otherwise (so every
/// kind of action is tried).
pub fn policy_action(c: &Content, s: &WeaveState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    if !rng.chance(1, 5) {
        if let Some(a) = story_action(c, s, seat, rng) {
            return Some(a);
        }
    }
    let legal = legal_actions(c, s, seat);
    rng.pick(&legal).cloned()
}

/// The `greedy` bot: `story_action`, or a legal choice at random where it has none.
pub fn greedy_action(c: &Content, s: &WeaveState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let legal = legal_actions(c, s, seat);
    story_action(c, s, seat, rng).filter(|a| legal.contains(a)).or_else(|| rng.pick(&legal).cloned())
}

/// A one-ply heuristic for the story, by who acts (every action it returns is legal; a test plays
/// whole seasons by it to hold that):
/// - making a character: any choice, but the strongest signature move;
/// - framing a scene: a challenge to a present character (in a suit the storyteller holds a card
///   of for the arc, when it does), the Location discovered from the
///   second scene (or half-way through the first), the Boss in the third, six beats a scene and
///   three scenes an episode;
/// - setting a challenge: raise to the level the episode's arc asks for (`tally::arc_level`),
///   auto-pass to redraw a hand of low cards, entice one time in three when a card in hand tempts
///   (`tally::tempts`) and the arc can spare it, then go on;
/// - a player: refuses an enticement when resisting and passing is likely enough (`REFUSE_FROM`),
///   and before a roll heals a wound of the roll's suit, reduces the level with a same-suit kept
///   card, uses the signature move when the roll is uncertain, redeems for a die when it is hard;
/// - a wound goes in the challenge's suit; an epic fail earns a consequence.
pub fn story_action(c: &Content, s: &WeaveState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let t = &s.table;
    if t.active() != Some(seat) {
        return None;
    }
    let set = playset(c, t);
    match &t.stage {
        Stage::Creating(d) => match d.step {
            DraftStep::Name => None,
            DraftStep::Signature => strongest_signature(set, d).map(|option| Action::Pick { option }),
            _ => match creation::option_count(set, d) {
                0 => None,
                n => Some(Action::Pick { option: rng.below(n) as u8 }),
            },
        },
        Stage::EpisodeStart => Some(Action::BeginEpisode),
        Stage::Scene => Some(frame_scene(set, t, rng)),
        Stage::Redraw => Some(Action::Redraw { mask: low_cards(set, t) }),
        Stage::StoryPick { .. } => t.hand_stories.first().map(|&card| Action::PickStory { card }),
        Stage::Challenge(ch) => match ch.step {
            ChallengeStep::Setting => Some(set_challenge(set, t, ch, rng)),
            ChallengeStep::Enticed => {
                Some(if refuse_odds(set, t, ch) >= REFUSE_FROM { Action::Refuse } else { Action::Accept })
            }
            ChallengeStep::Weighing => Some(Action::Agree),
            ChallengeStep::Ready => Some(prepare_roll(set, t, ch)),
            ChallengeStep::Wound => Some(Action::Wound { suit: challenge::target(set, ch).0 }),
            ChallengeStep::Consequence => {
                let owned = t.character(ch.character).map(|c| c.qualities.as_slice()).unwrap_or(&[]);
                Some(
                    set.consequences
                        .iter()
                        .find(|x| !owned.iter().any(|q| &q.text == *x))
                        .map(|text| Action::Consequence { text: text.clone() })
                        .unwrap_or(Action::NoConsequence),
                )
            }
        },
        Stage::Over => None,
    }
}

/// How strong a signature move is: two sure successes, two dice, one success, one die, no wound.
fn signature_strength(effect: SignatureEffect) -> u8 {
    match effect {
        SignatureEffect::BonusSuccesses(n) => 2 * n + 1,
        SignatureEffect::ExtraDice(n) => 2 * n,
        SignatureEffect::IgnoreStrikes => 1,
    }
}

/// The signature step's option (its position among the draft's four cards) with the strongest move.
fn strongest_signature(set: &Playset, d: &Draft) -> Option<u8> {
    let options = creation::option_count(set, d);
    (0..options.min(d.cards.len()))
        .filter_map(|i| set.story.get(d.cards[i] as usize).map(|c| (signature_strength(c.signature.effect), i)))
        .max_by_key(|&(strength, i)| (strength, std::cmp::Reverse(i)))
        .map(|(_, i)| i as u8)
}

/// The framing seat's choice in a scene (the storyteller, or the first player in oracle mode).
fn frame_scene(set: &Playset, t: &Table, rng: &mut GameRng) -> Action {
    let present = t.present();
    let found = |slot: Slot| t.foundation.found[slot.index()];
    let last_scene = t.scene.number >= EPISODE_SCENES || t.scene.number + 1 >= MAX_SCENES;
    if present.is_empty() || t.scene.beats >= SCENE_BEATS.min(MAX_BEATS) {
        return if last_scene { Action::EndEpisode } else { Action::EndScene };
    }
    if t.scene.encounter.is_some() {
        return Action::EndEncounter;
    }
    if !found(Slot::Location) && (t.scene.number >= 2 || t.scene.beats >= SCENE_BEATS / 2) {
        return Action::Discover { slot: Slot::Location };
    }
    if found(Slot::Location) && !found(Slot::Boss) && last_scene && t.scene.beats >= 1 {
        return Action::Discover { slot: Slot::Boss };
    }
    let character = present[rng.below(present.len())];
    let suit = match t.character(character) {
        // A player framing their own story (oracle mode) leans on the character's focus.
        Some(c) if t.oracle() && rng.chance(1, 2) => c.focus,
        // A storyteller names a suit it holds a card for at the arc's level, when it can.
        _ => arc_suit(set, t).unwrap_or_else(|| Suit::ALL[rng.below(Suit::ALL.len())]),
    };
    Action::IssueChallenge { character, suit }
}

/// The suit of the storyteller's highest Challenge card above level 1 and within the arc's level.
fn arc_suit(set: &Playset, t: &Table) -> Option<Suit> {
    let arc = arc_level(t);
    t.hand_challenges
        .iter()
        .filter_map(|&id| set.challenges.get(id as usize))
        .filter(|k| k.level > 1 && k.level <= arc)
        .max_by_key(|k| k.level)
        .map(|k| k.suit)
}

/// The storyteller's setting step: the level the arc asks for; an auto-pass when the hand holds
/// nothing toward the arc but low cards ("AUTO-PASS": "If a storyteller doesn't like the challenge
/// cards that are in their hand"); an enticement that tempts, with a card the arc can spare; go on.
fn set_challenge(set: &Playset, t: &Table, ch: &Challenge, rng: &mut GameRng) -> Action {
    let arc = arc_level(t);
    let card = |id: u8| set.challenges.get(id as usize).copied();
    let toward_arc = |id: u8| card(id).is_some_and(|k| k.level > 1 && k.level <= arc);
    if ch.raised_with.is_none() {
        let raise = t
            .hand_challenges
            .iter()
            .filter_map(|&id| card(id).map(|k| (id, k)))
            .filter(|(_, k)| k.suit == ch.suit && k.level > ch.level && k.level <= arc)
            .max_by_key(|(id, k)| (k.level, std::cmp::Reverse(*id)));
        if let Some((id, _)) = raise {
            return Action::RaiseLevel { card: id };
        }
        let low = t.hand_challenges.iter().filter(|&&id| card(id).is_some_and(|k| k.level <= 1)).count();
        if arc >= 2 && ch.level < arc && low >= 2 && !t.hand_challenges.iter().any(|&id| toward_arc(id)) {
            return Action::AutoPass;
        }
    }
    if ch.enticement.is_none() {
        if let Some(c) = t.character(ch.character) {
            let quality = c
                .qualities
                .iter()
                .position(|q| q.kind == QualityKind::Flaw)
                .or_else(|| c.qualities.iter().position(|q| q.kind == QualityKind::Backstory));
            let spare = t.hand_challenges.iter().filter(|&&id| toward_arc(id)).count() >= 2;
            let tempting = t
                .hand_challenges
                .iter()
                .copied()
                .find(|&id| tally::tempts(set, c, id) && (spare || !toward_arc(id)));
            if let (Some(quality), Some(card)) = (quality, tempting) {
                if rng.chance(1, 3) {
                    return Action::Entice { quality: quality as u8, card };
                }
            }
        }
    }
    Action::SetPool
}

/// After an auto-pass: the level-1 cards go back for new ones.
fn low_cards(set: &Playset, t: &Table) -> u8 {
    let mut mask = 0;
    for (i, &id) in t.hand_challenges.iter().enumerate().take(4) {
        if set.challenges.get(id as usize).is_some_and(|k| k.level <= 1) {
            mask |= 1 << i;
        }
    }
    mask
}

/// The chance to resist the face-down enticement and then pass the action, as the player can
/// judge it: the card could be any Challenge card (its suit and level unseen), resisted with the
/// signature move if it is ready; the action's own suit and level are known.
fn refuse_odds(set: &Playset, t: &Table, ch: &Challenge) -> f64 {
    let Some(c) = t.character(ch.character) else { return 0.0 };
    let effect = challenge::signature_effect(set, c);
    // The plain pool in each suit, worked out once (not once for each card).
    let pools = Suit::ALL.map(|suit| pool_size(&super::dice::challenge_pool(c, suit, &PoolChoices::default(), effect)));
    let pool = |suit: Suit| Suit::ALL.iter().position(|&x| x == suit).map_or(1, |i| pools[i]);
    let (extra, bonus) = match effect {
        _ if c.signature_used => (0, 0),
        SignatureEffect::ExtraDice(n) => (n as i32, 0),
        SignatureEffect::BonusSuccesses(n) => (0, n),
        SignatureEffect::IgnoreStrikes => (0, 0),
    };
    let cards = set.challenges.len().max(1) as f64;
    let resist: f64 =
        set.challenges.iter().map(|k| pass_chance(pool(k.suit) + extra, bonus, k.level)).sum::<f64>() / cards;
    resist * pass_chance(pool(ch.suit), 0, ch.level)
}

/// A player's preparation of a roll, then the roll.
fn prepare_roll(set: &Playset, t: &Table, ch: &Challenge) -> Action {
    let Some(c) = t.character(ch.character) else { return Action::Roll };
    let (suit, printed) = challenge::target(set, ch);
    let level = printed.saturating_sub(ch.pool.reduced_by);
    let effect = challenge::signature_effect(set, c);
    let dice = pool_size(&super::dice::challenge_pool(c, suit, &ch.pool, effect));
    let bonus = match (ch.pool.signature, effect) {
        (true, SignatureEffect::BonusSuccesses(n)) => n,
        _ => 0,
    };
    let chance = pass_chance(dice, bonus, level);
    let kept_of = |same: bool| {
        c.kept.iter().copied().find(|&id| set.challenges.get(id as usize).is_some_and(|k| (k.suit == suit) == same))
    };
    if c.wounds.contains(&suit) {
        if let Some(card) = kept_of(false).or_else(|| kept_of(true)) {
            return Action::Redeem { card, used_for: Redemption::Heal(suit) };
        }
    }
    if level > 0 && chance < 0.9 {
        if let Some(card) = kept_of(true) {
            return Action::Redeem { card, used_for: Redemption::Reduce };
        }
    }
    if !c.signature_used && chance < SIGNATURE_BELOW {
        return Action::UseSignature;
    }
    if chance < DIE_BELOW {
        if let Some(&card) = c.kept.first() {
            return Action::Redeem { card, used_for: Redemption::Die };
        }
    }
    Action::Roll
}

/// A seat's characters' story, per challenge they faced: passes and epic passes, auto-passes,
/// against fails, wounds, removals and consequences; an accepted enticement is a failed action
/// (its card counts where it is kept); redeeming and signature moves are a player's means. Per
/// challenge, so that a line of play is not worth more for fitting more challenges into the
/// search's horizon (a refused enticement takes twice the actions of an accepted one).
pub fn character_score(st: &SeatTally) -> f64 {
    let fails = st.rolls.saturating_sub(st.passes) as f64;
    let story = st.passes as f64 + 0.3 * st.epic_passes as f64 + 0.5 * st.auto_passes as f64
        - 0.4 * fails
        - 0.3 * st.epic_fails as f64
        - 0.6 * st.wounds as f64
        - 1.5 * st.removals as f64
        - 0.6 * st.consequences as f64
        - 0.3 * st.accepted as f64
        + 0.15 * st.redeemed as f64
        + 0.15 * st.signatures as f64;
    2.0 * story / st.faced.max(1) as f64
}

/// What a seat's characters hold now: kept cards to redeem, against wounds held and a character
/// out of the scene.
fn holdings(t: &Table, seat: u8) -> f64 {
    t.characters
        .iter()
        .filter(|c| c.owner == seat && !c.retired)
        .map(|c| 0.35 * c.kept.len() as f64 - 0.2 * c.wounds.len() as f64 - if c.removed { 0.5 } else { 0.0 })
        .sum()
}

/// The storyteller's season: challenges at the arc's level, enticements that tempt, the
/// foundation discovered in its order and before the episode ends, scenes neither cut short nor
/// drawn out, episodes told and the season reaching its end; the characters' passes count a
/// little and their removals against (the storyteller is their story's first audience).
pub fn pacing_score(p: &Pacing, seats: &[SeatTally]) -> f64 {
    let long = p.scenes.saturating_sub(p.short_scenes).saturating_sub(p.paced_scenes) as f64;
    let passes: u16 = seats.iter().map(|s| s.passes).sum();
    let removals: u16 = seats.iter().map(|s| s.removals).sum();
    0.1 * p.challenges as f64 + 0.25 * p.level_fit as f64 + 0.6 * p.tempting as f64
        - 0.4 * p.enticements.saturating_sub(p.tempting) as f64
        + 0.5 * p.discovered_in_time as f64
        + 0.1 * p.discovered.saturating_sub(p.discovered_in_time) as f64
        + 0.5 * p.paced_scenes as f64
        - 0.7 * p.short_scenes as f64
        - 0.3 * long
        + 0.5 * p.episodes as f64
        - 1.0 * p.hidden_at_end as f64
        + if p.over { 2.0 } else { 0.0 }
        + 0.15 * passes as f64
        - 0.2 * removals as f64
}

/// A score as a reward in (0, 1): 0.5 for nothing done, rising and falling smoothly (arithmetic
/// only, so every build computes the same reward).
fn squash(score: f64) -> f64 {
    let x = score / SCALE;
    0.5 + 0.5 * x / (1.0 + x.abs())
}

/// Each seat's reward for the story so far (the search's `evaluate` and `final_rewards`): the
/// storyteller's by `pacing_score`; a player's by `character_score` and what their characters
/// hold; in oracle mode the framing player's adds half the pacing, since they frame the scenes.
pub fn rewards(s: &WeaveState) -> Vec<f64> {
    let t = &s.table;
    let seats = t.seats.max(1) as usize;
    let tally = &s.tally;
    let pacing = pacing_score(&tally.pacing, &tally.seats);
    (0..seats)
        .map(|seat| {
            let st = tally.seats.get(seat).copied().unwrap_or_default();
            let score = if t.storyteller == Some(seat as u8) {
                pacing
            } else {
                let own = character_score(&st) + holdings(t, seat as u8);
                if t.oracle() && seat as u8 == t.framer() {
                    own + 0.5 * pacing
                } else {
                    own
                }
            };
            squash(score)
        })
        .collect()
}

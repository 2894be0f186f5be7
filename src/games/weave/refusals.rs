//! Why not: the refusal of an action that is not legal now cites the section of the rules whose
//! condition failed and says in words what failed ("Your signature move is spent until an epic
//! pass or the next episode"). Only an action of another part of the story (a roll while the
//! storyteller sets the challenge, a challenge during character creation) gets the part's
//! section and "not possible at this point of the story".

use super::actions::Action;
use super::content::Playset;
use super::setup::past_cards;
use super::state::*;
use crate::core::{Rule, RuleError};

/// The sentence for an action of another part of the story.
pub const NOT_NOW: &str = "That action is not possible at this point of the story.";

fn no(rule: Rule, text: impl Into<String>) -> Option<RuleError> {
    Some(RuleError::new(rule, text.into()))
}

/// The part of the rules the season is in, cited when an action belongs to another part.
pub fn stage_rule(t: &Table) -> Rule {
    match &t.stage {
        Stage::Creating(_) => rule("CREATING A CHARACTER", ""),
        Stage::EpisodeStart => rule("SEASONS AND EPISODES", "EPISODE START"),
        Stage::Scene => rule("PLAYING", "PLAYING A SCENE"),
        Stage::Challenge(ch) => match ch.step {
            ChallengeStep::Enticed => rule("ENTICEMENTS", "MAKING AN ENTICEMENT"),
            ChallengeStep::Weighing => rule("PLAYING A CHALLENGE", "APPLY QUALITIES"),
            ChallengeStep::Ready => rule("PLAYING A CHALLENGE", "CREATE THE DICE POOL"),
            ChallengeStep::Wound => rule("PLAYING A CHALLENGE", "RECEIVING WOUNDS"),
            ChallengeStep::Consequence => rule("PLAYING A CHALLENGE", "EPIC FAIL"),
            ChallengeStep::Setting => rule("PLAYING A CHALLENGE", ""),
        },
        Stage::Redraw => rule("PLAYING A CHALLENGE", "AUTO-PASS"),
        Stage::StoryPick { .. } => rule("PLAYING STORY CARDS", ""),
        Stage::Over => rule("SEASONS AND EPISODES", "END OF THE SEASON"),
    }
}

/// Why `action` is refused now; called only for an action `legal_actions` does not offer.
pub fn why_not(set: &Playset, t: &Table, action: &Action) -> RuleError {
    specific(set, t, action).unwrap_or_else(|| RuleError::new(stage_rule(t), NOT_NOW))
}

fn name(t: &Table, character: u8) -> String {
    t.character(character).map(|c| c.name.clone()).unwrap_or_default()
}

/// Why a character cannot be chosen for something in the scene, if it cannot.
fn not_in_scene(t: &Table, character: u8, section: &'static str, topic: &'static str) -> Option<RuleError> {
    match t.character(character) {
        None => no(rule(section, topic), "There is no such character in the season."),
        Some(c) if c.retired => no(rule("SETUP", "INVITING PLAYERS"), format!("{} has left the season.", c.name)),
        Some(c) if c.removed => no(
            rule("PLAYING A CHALLENGE", "RECEIVING WOUNDS"),
            format!("{} is out of this scene after three wounds, back in the next one.", c.name),
        ),
        Some(_) => None,
    }
}

fn sheet_full(t: &Table, character: u8) -> Option<RuleError> {
    let c = t.character(character)?;
    (c.qualities.len() >= MAX_QUALITIES).then(|| {
        RuleError::new(
            rule("SEASONS AND EPISODES", "CHANGING QUALITIES"),
            format!("{}'s sheet is full ({MAX_QUALITIES} qualities).", c.name),
        )
    })
}

fn story_in_hand(t: &Table, card: u8) -> Option<RuleError> {
    (!t.hand_stories.contains(&card))
        .then(|| RuleError::new(rule("PLAYING STORY CARDS", ""), "That Story card is not in the storyteller's hand."))
}

fn challenge_in_hand(t: &Table, card: u8) -> Option<RuleError> {
    (!t.hand_challenges.contains(&card)).then(|| {
        RuleError::new(rule("FINISHING SETUP", ""), "That Challenge card is not in the storyteller's hand.")
    })
}

/// "REDEEMING AN ENTICEMENT": whose card it is, and what it can do now. `acting` is the
/// character whose player acts (none in the scene, where the framing seat enters it); `roll` the
/// challenge whose roll is being prepared, if one is.
fn why_not_redeem(
    set: &Playset,
    t: &Table,
    card: u8,
    used_for: Redemption,
    acting: Option<u8>,
    roll: Option<&Challenge>,
) -> Option<RuleError> {
    let r = rule("ENTICEMENTS", "REDEEMING AN ENTICEMENT");
    let Some(holder) = t.characters.iter().position(|c| c.kept.contains(&card)) else {
        return no(r, "No character keeps that card: only a card kept from an accepted enticement is redeemed.");
    };
    let c = &t.characters[holder];
    if let Some(acting) = acting.filter(|&a| a as usize != holder) {
        return no(r, format!("That card is {}'s to redeem, not {}'s.", c.name, name(t, acting)));
    }
    if let Some(e) = not_in_scene(t, holder as u8, "ENTICEMENTS", "REDEEMING AN ENTICEMENT") {
        return Some(e);
    }
    let k = set.challenges.get(card as usize);
    match (used_for, roll) {
        (Redemption::Heal(suit), _) if !c.wounds.contains(&suit) => {
            no(r, format!("{} has no {} wound to heal.", c.name, suit.name()))
        }
        (Redemption::Die | Redemption::Reduce, None) => {
            no(r, "A kept card adds a die or lowers a challenge only while a roll is being prepared; now it can heal.")
        }
        (Redemption::Reduce, Some(ch)) => {
            let (suit, level) = ch.target(ch.enticement.and_then(|e| set.challenges.get(e.card as usize)).map(|k| (k.suit, k.level)));
            match k {
                Some(k) if k.suit != suit => no(
                    r,
                    format!("A {} card lowers only a {} challenge; this one is {}.", k.suit.name(), k.suit.name(), suit.name()),
                ),
                _ if level <= ch.pool.reduced_by => no(r, "The challenge is already down to level 0."),
                _ => None,
            }
        }
        _ => None,
    }
}

fn specific(set: &Playset, t: &Table, action: &Action) -> Option<RuleError> {
    match (&t.stage, action) {
        (Stage::Creating(d), Action::Pick { option }) => {
            let topic = match d.step {
                DraftStep::Backstory { .. } => "BACKSTORY",
                DraftStep::Talent { .. } => "TALENTS",
                DraftStep::Flaw { .. } => "FLAWS",
                DraftStep::Signature => "SIGNATURE MOVE",
                DraftStep::Items { .. } => "ITEMS",
                DraftStep::Name => {
                    return no(
                        rule("CREATING A CHARACTER", "COMPLETING A CHARACTER"),
                        "Every quality is chosen: the character needs a name.",
                    )
                }
            };
            let n = super::creation::options(set, d).len();
            no(rule("CREATING A CHARACTER", topic), format!("There are {n} choices here; option {} is not one.", option + 1))
        }
        (Stage::Creating(_), Action::Name { .. }) => no(
            rule("CREATING A CHARACTER", "COMPLETING A CHARACTER"),
            "The character's qualities are not all chosen yet: the name comes last.",
        ),
        (Stage::EpisodeStart, Action::Reuse { slot, card }) => {
            let r = rule("SEASONS AND EPISODES", "EPISODE START");
            let what = slot.name().to_lowercase();
            if t.reused[slot.index()] {
                no(r, format!("A past {what} was already brought back this episode."))
            } else if !past_cards(t, *slot).contains(card) {
                no(r, format!("That card was never the {what} of a past episode."))
            } else {
                no(r, "That card is in the storyteller's hand.")
            }
        }
        (Stage::EpisodeStart, Action::Recast { character }) => {
            let r = rule("SETUP", "INVITING PLAYERS");
            match t.character(*character) {
                None => no(r, "There is no such character in the season."),
                Some(c) if c.retired => no(r, format!("{} has already left the season.", c.name)),
                Some(c) => no(r, format!("{} joined in this episode and stays until the next.", c.name)),
            }
        }
        (Stage::Scene, _) => scene(set, t, action),
        (Stage::Challenge(ch), _) => challenge(set, t, ch, action),
        (Stage::StoryPick { character, .. }, Action::PickStory { .. }) => no(
            rule("PLAYING STORY CARDS", ""),
            format!("{}'s player chooses one of the storyteller's two Story cards.", name(t, *character)),
        ),
        (Stage::StoryPick { character, .. }, Action::Redeem { card, used_for }) if t.follows_28() => {
            why_not_redeem(set, t, *card, *used_for, Some(*character), None)
        }
        (Stage::Redraw, Action::Redraw { .. }) => no(
            rule("PLAYING A CHALLENGE", "AUTO-PASS"),
            format!("The hand holds {} Challenge cards: discard only among them.", t.hand_challenges.len()),
        ),
        _ => None,
    }
}

fn scene(set: &Playset, t: &Table, action: &Action) -> Option<RuleError> {
    let oracle_only = || no(rule("ORACLE MODE", ""), "Only without a storyteller does the oracle turn up Story cards.");
    let hand_only = || {
        no(rule("ORACLE MODE", ""), "Without a storyteller there is no hand of Story cards: ask the oracle instead.")
    };
    match action {
        Action::IssueChallenge { character, .. } => not_in_scene(t, *character, "PLAYING A CHALLENGE", ""),
        Action::SkillCheck { check } => {
            let r = match check {
                Check::Constitution => rule("MAKING SKILL CHECKS", "CONSTITUTION CHECK"),
                Check::Perception => rule("MAKING SKILL CHECKS", "PERCEPTION CHECK"),
                Check::Knowledge => rule("MAKING SKILL CHECKS", "KNOWLEDGE CHECK"),
                Check::Psych => rule("MAKING SKILL CHECKS", "PSYCH CHECK"),
            };
            no(r, "Nobody is in the scene to roll.")
        }
        Action::ConsultOracle { .. } | Action::OracleItem { .. } if !t.oracle() => oracle_only(),
        Action::ConsultOracle { .. } | Action::OracleItem { .. } if t.story_deck.is_empty() => {
            no(rule("ORACLE MODE", ""), "The Story deck is empty until the scene's cards go back at its end.")
        }
        Action::OracleItem { character } => {
            not_in_scene(t, *character, "ORACLE MODE", "").or_else(|| sheet_full(t, *character))
        }
        Action::PlayStory { .. }
        | Action::PlayFaceDown { .. }
        | Action::Reveal { .. }
        | Action::OfferStory { .. }
        | Action::GiveItem { .. }
            if t.oracle() =>
        {
            hand_only()
        }
        Action::PlayStory { card, used_as } => story_in_hand(t, *card).or_else(|| {
            (*used_as == StoryUse::Item)
                .then(|| RuleError::new(rule("PLAYING STORY CARDS", "ITEM"), "An item goes to a character: give it."))
        }),
        Action::PlayFaceDown { card } => story_in_hand(t, *card),
        Action::Reveal { index, .. } => match t.scene.stories.get(*index as usize) {
            Some(p) if p.face_down => no(
                rule("PLAYING STORY CARDS", ""),
                "A card turned up is a location, an NPC, an enemy or a plot twist; an item is given.",
            ),
            _ => no(rule("PLAYING STORY CARDS", ""), "No face-down Story card lies at that place of the spread."),
        },
        Action::OfferStory { character, used_as } => {
            let r = rule("PLAYING STORY CARDS", "");
            if t.hand_stories.len() != HAND_STORIES {
                no(r, format!("A player chooses between two Story cards; the hand holds {}.", t.hand_stories.len()))
            } else if !matches!(used_as, StoryUse::Location | StoryUse::Item) {
                no(r, "A player chooses which card comes into play as a location or as an item.")
            } else {
                not_in_scene(t, *character, "PLAYING STORY CARDS", "")
            }
        }
        Action::GiveItem { card, item, character } => story_in_hand(t, *card)
            .or_else(|| {
                let items = set.story.get(*card as usize).map_or(0, |c| c.items.len());
                (*item as usize >= items).then(|| {
                    RuleError::new(rule("PLAYING STORY CARDS", "ITEM"), format!("That card offers {items} items."))
                })
            })
            .or_else(|| not_in_scene(t, *character, "PLAYING STORY CARDS", "ITEM"))
            .or_else(|| sheet_full(t, *character)),
        Action::Discover { slot: Slot::Theme } => no(rule("SETUP", "THEME"), "The Theme lies face up from the start."),
        Action::Discover { slot } => {
            let topic = if *slot == Slot::Location { "LOCATION" } else { "BOSS" };
            no(rule("SETUP", topic), format!("The {} is already discovered.", slot.name()))
        }
        Action::StartEncounter { first } => match &t.scene.encounter {
            Some(_) => no(rule("PLAYING", "PLAYING AN ENCOUNTER"), "An encounter is already under way: end it first."),
            None => not_in_scene(t, *first, "PLAYING", "DECIDING WHO GOES FIRST"),
        },
        Action::NextTurn | Action::NonPlayerAction => {
            no(rule("PLAYING", "PLAYING AN ENCOUNTER"), "No encounter is under way: start one first.")
        }
        Action::EndEncounter => no(rule("PLAYING", "ENDING AN ENCOUNTER"), "No encounter is under way."),
        Action::RemoveQuality { character, index } => {
            not_in_scene(t, *character, "SEASONS AND EPISODES", "CHANGING QUALITIES").or_else(|| {
                let c = t.character(*character)?;
                let r = rule("SEASONS AND EPISODES", "CHANGING QUALITIES");
                match c.qualities.get(*index as usize) {
                    None => no(r, format!("{} has no quality at that place.", c.name)),
                    Some(_) => no(r, "Backstories are the character's past and stay."),
                }
            })
        }
        Action::Redeem { card, used_for } if t.follows_28() => why_not_redeem(set, t, *card, *used_for, None, None),
        _ => None,
    }
}

fn challenge(set: &Playset, t: &Table, ch: &Challenge, action: &Action) -> Option<RuleError> {
    let c = t.character(ch.character)?;
    match (ch.step, action) {
        (ChallengeStep::Setting, Action::RaiseLevel { card }) => {
            let r = rule("PLAYING A CHALLENGE", "");
            if ch.raised_with.is_some() {
                return no(r, "One Challenge card sets a challenge's level, and this one has had it.");
            }
            if let Some(e) = challenge_in_hand(t, *card) {
                return Some(e);
            }
            match set.challenges.get(*card as usize) {
                Some(k) if k.suit != ch.suit => {
                    no(r, format!("The card must be of the challenge's suit, {}, not {}.", ch.suit.name(), k.suit.name()))
                }
                _ => no(r, format!("The card's level must be above the challenge's level, {}.", ch.level)),
            }
        }
        (ChallengeStep::Setting, Action::Entice { quality, card }) => {
            let r = rule("ENTICEMENTS", "MAKING AN ENTICEMENT");
            match c.qualities.get(*quality as usize) {
                Some(q) if matches!(q.kind, QualityKind::Flaw | QualityKind::Backstory) => challenge_in_hand(t, *card),
                _ => no(r, format!("An enticement names one of {}'s flaws or backstories.", c.name)),
            }
        }
        (ChallengeStep::Weighing, Action::Weigh { quality, .. }) => {
            let r = rule("PLAYING A CHALLENGE", "APPLY QUALITIES");
            match c.qualities.get(*quality as usize) {
                None => no(r, format!("{} has no quality at that place.", c.name)),
                Some(q) => no(r, format!("Each quality counts once per roll, and \"{}\" already does.", q.text)),
            }
        }
        (ChallengeStep::Weighing, Action::Awesome) => {
            no(rule("PLAYING A CHALLENGE", "APPLY QUALITIES"), "The awesome die is already in the pool.")
        }
        (ChallengeStep::Ready, Action::UseSignature) => no(
            rule("CREATING A CHARACTER", "SIGNATURE MOVE"),
            "Your signature move is spent until an epic pass or the next episode.",
        ),
        (ChallengeStep::Ready, Action::Redeem { card, used_for }) => {
            why_not_redeem(set, t, *card, *used_for, Some(ch.character), Some(ch))
        }
        (ChallengeStep::Enticed, Action::Redeem { card, used_for }) if t.follows_28() => {
            why_not_redeem(set, t, *card, *used_for, Some(ch.character), None)
        }
        _ => None,
    }
}

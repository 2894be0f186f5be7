//! Labels for actions and the season's progress, as a player reads them.

use super::actions::Action;
use super::content::Content;
use super::creation;
use super::state::*;

pub fn progress_label(s: &WeaveState) -> String {
    let t = &s.table;
    match &t.stage {
        Stage::Over => format!("Season over ({} episodes)", t.episodes),
        Stage::Creating(_) => format!("Episode {} · making characters", t.episode),
        Stage::EpisodeStart => format!("Episode {} of {} · opening", t.episode, t.episodes),
        _ => format!("Episode {} of {} · scene {}", t.episode, t.episodes, t.scene.number),
    }
}

pub fn describe_action(c: &Content, s: &WeaveState, action: &Action) -> String {
    let t = &s.table;
    let Some(set) = c.playsets.get(t.playset as usize) else { return format!("{action:?}") };
    let who = |i: &u8| t.character(*i).map(|c| c.name.clone()).unwrap_or_else(|| format!("character {i}"));
    let story = |card: &u8| set.story.get(*card as usize);
    let challenge = |card: &u8| {
        set.challenges.get(*card as usize).map(|k| format!("{} {}", k.suit.name(), k.level)).unwrap_or_default()
    };
    let quality = |ch: &u8, q: &u8| {
        t.character(*ch).and_then(|c| c.qualities.get(*q as usize)).map(|q| q.text.clone()).unwrap_or_default()
    };
    let current = match &t.stage {
        Stage::Challenge(ch) => Some(ch.character),
        _ => None,
    };
    match action {
        Action::Pick { option } => match &t.stage {
            Stage::Creating(d) => creation::options(set, d)
                .get(*option as usize)
                .map(|(k, text)| {
                    if d.step == DraftStep::Signature {
                        format!("Signature move: {text}")
                    } else {
                        format!("{}: {text}", k.name())
                    }
                })
                .unwrap_or_else(|| "Choose".to_string()),
            _ => "Choose".to_string(),
        },
        Action::Name { name } => format!("Name the character {name}"),
        Action::Reuse { slot, card } => {
            let text = story(card).map(|c| match slot {
                Slot::Theme => c.theme.clone(),
                Slot::Location => c.location.clone(),
                Slot::Boss => c.character.clone(),
            });
            format!("Bring back the past {}: {}", slot.name().to_lowercase(), text.unwrap_or_default())
        }
        Action::Recast { character } => format!("{} leaves; make a new character", who(character)),
        Action::BeginEpisode => "Begin the episode".to_string(),
        Action::IssueChallenge { character, suit } => format!("{} challenge for {}", suit.name(), who(character)),
        Action::SkillCheck { check } => format!("{} check for everyone in the scene", check.name()),
        Action::PlayStory { card, used_as } => {
            format!("Play {} as {}", story(card).map(|c| c.title.as_str()).unwrap_or(""), used_as.name())
        }
        Action::GiveItem { card, item, character } => {
            let text = story(card).and_then(|c| c.items.get(*item as usize)).cloned().unwrap_or_default();
            format!("Give {} the {text}", who(character))
        }
        Action::ConsultOracle { used_as } => format!("Ask the oracle for {}", crate::core::wording::with_article(used_as.name())),
        Action::OracleItem { character } => format!("Ask the oracle for an item for {}", who(character)),
        Action::Discover { slot } => format!("The {} is discovered", slot.name().to_lowercase()),
        Action::StartEncounter { first } if t.follows_28() => {
            format!("Start an encounter begun by {}; everyone rolls to go first", who(first))
        }
        Action::StartEncounter { first } => format!("Start an encounter; {} goes first", who(first)),
        Action::NextTurn => "Next turn (ten seconds)".to_string(),
        Action::NonPlayerAction => "A non-player character acts".to_string(),
        Action::EndEncounter => "End the encounter".to_string(),
        Action::AddQuality { character, kind, text } => {
            format!("{} gains the {} \"{text}\"", who(character), kind.name().to_lowercase())
        }
        Action::RemoveQuality { character, index } => {
            format!("{} loses \"{}\"", who(character), quality(character, index))
        }
        Action::EndScene => "End the scene".to_string(),
        Action::EndEpisode => "End the episode".to_string(),
        Action::RaiseLevel { card } => format!("Play {} to set the level", challenge(card)),
        Action::Entice { quality: q, card } => {
            let text = current.map(|ch| quality(&ch, q)).unwrap_or_default();
            format!("Entice through \"{text}\" with {} face down", challenge(card))
        }
        Action::AutoPass => "Let the action pass automatically".to_string(),
        Action::SetPool => "Go on to the dice pool".to_string(),
        Action::Weigh { quality: q, plus } => {
            let text = current.map(|ch| quality(&ch, q)).unwrap_or_default();
            format!("\"{text}\" applies: {}", if *plus { "+1 die" } else { "−1 die" })
        }
        Action::Awesome => "That's awesome: +1 die".to_string(),
        Action::Agree => "The pool is agreed".to_string(),
        Action::Wound { suit } => format!("Wound in {}", suit.name()),
        Action::Consequence { text } => format!("Consequence: {text}"),
        Action::NoConsequence => "No consequence".to_string(),
        Action::Redraw { mask } => format!("Redraw {} Challenge cards", mask.count_ones()),
        Action::Accept => "Accept the enticement (fail, keep the card)".to_string(),
        Action::Refuse => "Refuse the enticement (roll against it first)".to_string(),
        Action::Redeem { card, used_for } => match used_for {
            Redemption::Heal(suit) => match t.characters.iter().find(|c| c.kept.contains(card)) {
                Some(c) if current.is_none() => {
                    format!("{} redeems {} to heal a {} wound", c.name, challenge(card), suit.name())
                }
                _ => format!("Redeem {} to heal a {} wound", challenge(card), suit.name()),
            },
            Redemption::Die => format!("Redeem {} for a die", challenge(card)),
            Redemption::Reduce => format!("Redeem {} to lower the challenge", challenge(card)),
        },
        Action::UseSignature => "Use the signature move".to_string(),
        Action::Roll => "Roll the dice".to_string(),
        Action::PickStory { card } => format!("Choose {}", story(card).map(|c| c.title.as_str()).unwrap_or("")),
        Action::PlayFaceDown { card } => {
            format!("Play {} face down", story(card).map(|c| c.title.as_str()).unwrap_or(""))
        }
        Action::Reveal { index, used_as } => {
            format!("Turn up face-down card {} as {}", *index as usize + 1, used_as.name())
        }
        Action::OfferStory { character, used_as } => {
            format!("Let {}'s player choose a Story card to play as {}", who(character), used_as.name())
        }
    }
}

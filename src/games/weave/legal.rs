//! The single source of truth for what a seat may do (`legal_actions`), the refusals that
//! explain why not (`check`), and the dispatch of an accepted action (`execute`).

use super::actions::Action;
use super::content::{Content, Playset};
use super::state::*;
use super::refusals::{self, stage_rule};
use super::{challenge, checks, creation, oracle, scene, tally};
use crate::core::{Log, RuleError};

fn playset<'a>(c: &'a Content, t: &Table) -> &'a Playset {
    c.playsets.get(t.playset as usize).unwrap_or(&c.playsets[0])
}

pub fn legal_actions(c: &Content, s: &WeaveState, seat: u8) -> Vec<Action> {
    let t = &s.table;
    if t.active() != Some(seat) {
        return Vec::new();
    }
    let set = playset(c, t);
    match &t.stage {
        Stage::Over => Vec::new(),
        Stage::Creating(d) if d.step == DraftStep::Name => {
            let mut names = creation::suggested_names(set, t);
            if names.is_empty() {
                // Every playset name is taken: a numbered stranger no character wears yet.
                let free = (1..=t.characters.len() + 1)
                    .map(|n| format!("Stranger {n}"))
                    .find(|name| !t.characters.iter().any(|c| &c.name == name));
                names.extend(free);
            }
            names.into_iter().map(|name| Action::Name { name }).collect()
        }
        Stage::Creating(d) => {
            (0..creation::option_count(set, d) as u8).map(|option| Action::Pick { option }).collect()
        }
        Stage::EpisodeStart => {
            let mut out: Vec<Action> = Slot::ALL
                .into_iter()
                .flat_map(|slot| scene::reusable(t, slot).into_iter().map(move |card| Action::Reuse { slot, card }))
                .collect();
            out.extend(scene::recastable(t).into_iter().map(|character| Action::Recast { character }));
            out.push(Action::BeginEpisode);
            out
        }
        Stage::Scene => scene_actions(set, t),
        Stage::Challenge(ch) => challenge_actions(set, t, ch),
        Stage::Redraw => (0..(1u8 << t.hand_challenges.len().min(4))).map(|mask| Action::Redraw { mask }).collect(),
        Stage::StoryPick { character, .. } => {
            let mut out: Vec<Action> = t.hand_stories.iter().map(|&card| Action::PickStory { card }).collect();
            if t.follows_28() {
                out.extend(heals(t, *character));
            }
            out
        }
    }
}

/// "REDEEMING AN ENTICEMENT": "On any action, a player may redeem an enticement ... Heal a Wound
/// from their character". A kept card heals one wound of `character` (rules edition 2 on any
/// action; edition 1 only while preparing a roll, listed with the other redemptions).
pub fn heals(t: &Table, character: u8) -> Vec<Action> {
    let Some(c) = t.character(character).filter(|c| c.present()) else { return Vec::new() };
    let mut wounded: Vec<Suit> = c.wounds.clone();
    wounded.sort_unstable();
    wounded.dedup();
    c.kept
        .iter()
        .flat_map(|&card| wounded.iter().map(move |&w| Action::Redeem { card, used_for: Redemption::Heal(w) }))
        .collect()
}

fn scene_actions(set: &Playset, t: &Table) -> Vec<Action> {
    // A scene offers dozens of actions: room for them at once, not by doubling from four.
    let mut out = Vec::with_capacity(96);
    let present = t.present();
    if t.scene.beats < MAX_BEATS {
        for &character in &present {
            out.extend(Suit::ALL.map(|suit| Action::IssueChallenge { character, suit }));
        }
        if !present.is_empty() {
            out.extend(Check::ALL.map(|check| Action::SkillCheck { check }));
        }
        if t.oracle() {
            if !t.story_deck.is_empty() {
                out.extend(StoryUse::PLAIN.map(|used_as| Action::ConsultOracle { used_as }));
                for &character in &present {
                    if t.characters[character as usize].qualities.len() < MAX_QUALITIES {
                        out.push(Action::OracleItem { character });
                    }
                }
            }
        } else {
            for played in t.scene.stories.iter().enumerate().filter(|(_, p)| p.face_down) {
                let index = played.0 as u8;
                out.extend(StoryUse::PLAIN.map(|used_as| Action::Reveal { index, used_as }));
            }
            if t.hand_stories.len() == HAND_STORIES {
                for &character in &present {
                    out.extend(
                        [StoryUse::Location, StoryUse::Item].map(|used_as| Action::OfferStory { character, used_as }),
                    );
                }
            }
            for &card in &t.hand_stories {
                out.extend(StoryUse::PLAIN.map(|used_as| Action::PlayStory { card, used_as }));
                out.push(Action::PlayFaceDown { card });
                let items = set.story.get(card as usize).map_or(0, |c| c.items.len() as u8);
                for &character in &present {
                    if t.characters[character as usize].qualities.len() < MAX_QUALITIES {
                        out.extend((0..items).map(|item| Action::GiveItem { card, item, character }));
                    }
                }
            }
        }
        for slot in [Slot::Location, Slot::Boss] {
            if !t.foundation.found[slot.index()] {
                out.push(Action::Discover { slot });
            }
        }
        match &t.scene.encounter {
            None => out.extend(present.iter().map(|&first| Action::StartEncounter { first })),
            Some(_) => out.extend([Action::NextTurn, Action::NonPlayerAction, Action::EndEncounter]),
        }
        // Only the qualities below are `AddQuality`: looking for one, search from here.
        let qualities_from = out.len();
        for played in t.scene.stories.iter().filter(|p| !p.face_down) {
            let Some(card) = set.story.get(played.card as usize) else { continue };
            let offers = card
                .talents
                .iter()
                .map(|x| (QualityKind::Talent, x))
                .chain(card.flaws.iter().map(|x| (QualityKind::Flaw, x)))
                .chain(card.items.iter().map(|x| (QualityKind::Item, x)));
            for (kind, text) in offers {
                for &character in &present {
                    if scene::quality_fits(t, character, text) {
                        let action = Action::AddQuality { character, kind, text: text.clone() };
                        if !out[qualities_from..].contains(&action) {
                            out.push(action);
                        }
                    }
                }
            }
        }
        // A quality may be typed at any time in a scene: each present character can gain a
        // talent, a flaw and an item even when no played card suggests one (the playset's words
        // stand in for what a person types).
        for &character in &present {
            for kind in [QualityKind::Talent, QualityKind::Flaw, QualityKind::Item] {
                let offered = out[qualities_from..].iter().any(
                    |a| matches!(a, Action::AddQuality { character: c, kind: k, .. } if *c == character && *k == kind),
                );
                if offered {
                    continue;
                }
                let words = set.story.iter().flat_map(|card| match kind {
                    QualityKind::Flaw => card.flaws.iter(),
                    QualityKind::Item => card.items.iter(),
                    _ => card.talents.iter(),
                });
                if let Some(text) = words.into_iter().find(|w| scene::quality_fits(t, character, w)) {
                    out.push(Action::AddQuality { character, kind, text: text.clone() });
                }
            }
        }
        for &character in &present {
            let c = &t.characters[character as usize];
            for (index, q) in c.qualities.iter().enumerate() {
                if q.kind != QualityKind::Backstory {
                    out.push(Action::RemoveQuality { character, index: index as u8 });
                }
            }
        }
    }
    // Outside a challenge a player's redemption can only heal; the framing seat enters it when the
    // player hands the card back (ruling "Redemption").
    if t.follows_28() {
        for character in t.present() {
            out.extend(heals(t, character));
        }
    }
    out.push(Action::EndScene);
    out.push(Action::EndEpisode);
    out
}

fn challenge_actions(set: &Playset, t: &Table, ch: &Challenge) -> Vec<Action> {
    let Some(c) = t.character(ch.character) else { return Vec::new() };
    let card = |id: u8| set.challenges.get(id as usize).copied();
    match ch.step {
        ChallengeStep::Setting => {
            let mut out = Vec::new();
            if ch.raised_with.is_none() {
                for &id in &t.hand_challenges {
                    if card(id).is_some_and(|k| k.suit == ch.suit && k.level > ch.level) {
                        out.push(Action::RaiseLevel { card: id });
                    }
                }
            }
            if ch.enticement.is_none() {
                for (q, quality) in c.qualities.iter().enumerate() {
                    if matches!(quality.kind, QualityKind::Flaw | QualityKind::Backstory) {
                        out.extend(t.hand_challenges.iter().map(|&id| Action::Entice { quality: q as u8, card: id }));
                    }
                }
            }
            out.push(Action::AutoPass);
            out.push(Action::SetPool);
            out
        }
        ChallengeStep::Enticed => {
            let mut out = vec![Action::Accept, Action::Refuse];
            if t.follows_28() {
                out.extend(heals(t, ch.character));
            }
            out
        }
        ChallengeStep::Weighing => {
            let mut out = Vec::new();
            for q in 0..c.qualities.len() as u8 {
                if !ch.pool.weighed.iter().any(|&(w, _)| w == q) {
                    out.push(Action::Weigh { quality: q, plus: true });
                    out.push(Action::Weigh { quality: q, plus: false });
                }
            }
            if !ch.pool.awesome {
                out.push(Action::Awesome);
            }
            out.push(Action::Agree);
            out
        }
        ChallengeStep::Ready => {
            let mut out = heals(t, ch.character);
            let (suit, level) = challenge::target(set, ch);
            for &id in &c.kept {
                out.push(Action::Redeem { card: id, used_for: Redemption::Die });
                if card(id).is_some_and(|k| k.suit == suit) && level > ch.pool.reduced_by {
                    out.push(Action::Redeem { card: id, used_for: Redemption::Reduce });
                }
            }
            if !c.signature_used {
                out.push(Action::UseSignature);
            }
            out.push(Action::Roll);
            out
        }
        ChallengeStep::Wound => Suit::ALL.map(|suit| Action::Wound { suit }).to_vec(),
        ChallengeStep::Consequence => {
            let mut out: Vec<Action> = set
                .consequences
                .iter()
                .filter(|x| !c.qualities.iter().any(|q| &q.text == *x))
                .map(|x| Action::Consequence { text: x.clone() })
                .collect();
            out.push(Action::NoConsequence);
            out
        }
    }
}

pub fn check(c: &Content, s: &WeaveState, seat: u8, action: &Action) -> Result<(), RuleError> {
    let t = &s.table;
    if t.stage == Stage::Over {
        return Err(RuleError::new(stage_rule(t), "The season is over."));
    }
    if t.active() != Some(seat) {
        return Err(RuleError::new(stage_rule(t), "It is not this seat's turn to act."));
    }
    match (&t.stage, action) {
        (Stage::Creating(d), Action::Name { name }) if d.step == DraftStep::Name => creation::check_name(t, name),
        (Stage::Scene, Action::AddQuality { kind, .. })
            if t.scene.beats < MAX_BEATS && !matches!(kind, QualityKind::Talent | QualityKind::Flaw | QualityKind::Item) =>
        {
            Err(RuleError::new(
                rule("SEASONS AND EPISODES", "CHANGING QUALITIES"),
                "A talent, a flaw or an item may be added; consequences come with an epic fail, \
                 and backstories are made with the character.",
            ))
        }
        (Stage::Scene, Action::AddQuality { character, text, .. }) if t.scene.beats < MAX_BEATS => {
            scene::check_quality(t, *character, text)
        }
        (Stage::Challenge(ch), Action::Consequence { text }) if ch.step == ChallengeStep::Consequence => {
            challenge::check_consequence(text)
        }
        _ if legal_actions(c, s, seat).contains(action) => Ok(()),
        (Stage::Scene, a) if t.scene.beats >= MAX_BEATS && !matches!(a, Action::Redeem { .. }) => Err(RuleError::new(
            rule("SEASONS AND EPISODES", "ENDING A SCENE"),
            "This scene has had its twelve beats: end the scene or the episode.",
        )),
        _ => Err(refusals::why_not(playset(c, t), t, action)),
    }
}

pub fn execute(c: &Content, s: &mut WeaveState, seat: u8, action: &Action, log: &mut Log) {
    let set = playset(c, &s.table);
    let before = tally::Before::of(&s.table, action);
    let t = &mut s.table;
    match action {
        Action::Pick { option } => creation::pick(set, s, *option, log),
        Action::Name { name } => creation::name(set, s, name, log),
        Action::Reuse { slot, card } => scene::reuse(s, *slot, *card, log),
        Action::Recast { character } => scene::recast(set, s, *character, log),
        Action::BeginEpisode => scene::begin_episode(t, log),
        Action::IssueChallenge { character, suit } => challenge::issue(t, *character, *suit, log),
        Action::SkillCheck { check } => checks::skill_check(s, *check, log),
        Action::PlayStory { card, used_as } => scene::play_story(set, t, *card, *used_as, log),
        Action::GiveItem { card, item, character } => scene::give_item(set, t, *card, *item, *character, log),
        Action::ConsultOracle { used_as } => scene::consult_oracle(set, t, *used_as, log),
        Action::OracleItem { character } => {
            if let Some(card) = t.story_deck.pop() {
                scene::give_item(set, t, card, 0, *character, log);
            }
        }
        Action::Discover { slot } => scene::discover(set, t, *slot, log),
        Action::StartEncounter { first } => scene::start_encounter(s, *first, log),
        Action::NextTurn => scene::next_turn(t, log),
        Action::NonPlayerAction => scene::non_player_action(t, log),
        Action::EndEncounter => scene::end_encounter(t, log),
        Action::AddQuality { character, kind, text } => scene::add_quality(t, *character, *kind, text, log),
        Action::RemoveQuality { character, index } => scene::remove_quality(t, *character, *index, log),
        Action::EndScene => scene::end_scene(s, log),
        Action::EndEpisode => scene::end_episode(s, log),
        Action::RaiseLevel { card } => challenge::raise(set, t, *card, true, log),
        Action::Entice { quality, card } => challenge::entice(t, *quality, *card, true, log),
        Action::AutoPass => challenge::auto_pass(t, log),
        Action::SetPool => set_step(t, ChallengeStep::Weighing),
        Action::Weigh { quality, plus } => challenge::weigh(t, *quality, *plus, log),
        Action::Awesome => {
            if let Stage::Challenge(ch) = &mut t.stage {
                ch.pool.awesome = true;
            }
            log.say(rule("PLAYING A CHALLENGE", "APPLY QUALITIES"), None, || "Awesome! One more die".to_string());
        }
        Action::Agree => {
            set_step(t, ChallengeStep::Ready);
            // The pool is worked out for its sentence alone: not in a quiet (search) world.
            if let Some(parts) = (!s.quiet).then(|| challenge::current_pool(set, t)).flatten() {
                log.say(rule("PLAYING A CHALLENGE", "CREATE THE DICE POOL"), None, || {
                    challenge::describe_pool(t, &parts)
                });
            }
        }
        Action::Wound { suit } => challenge::wound(t, *suit, log),
        Action::Consequence { text } => challenge::consequence(t, Some(text), log),
        Action::NoConsequence => challenge::consequence(t, None, log),
        Action::Redraw { mask } => challenge::redraw(t, *mask, log),
        Action::Accept => challenge::accept(t, log),
        Action::Refuse => challenge::refuse(set, t, log),
        Action::Redeem { card, used_for } => challenge::redeem(set, t, *card, *used_for, log),
        Action::UseSignature => challenge::use_signature(set, t, log),
        Action::Roll => challenge::roll(set, s, log),
        Action::PickStory { card } => checks::pick_story(set, t, *card, log),
        Action::PlayFaceDown { card } => scene::play_face_down(t, *card, log),
        Action::Reveal { index, used_as } => scene::reveal(set, t, *index, *used_as, log),
        Action::OfferStory { character, used_as } => scene::offer_story(t, *character, *used_as, log),
    }
    oracle::settle(set, s, log);
    tally::record(set, s, seat, action, &before);
}

fn set_step(t: &mut Table, step: ChallengeStep) {
    if let Stage::Challenge(ch) = &mut t.stage {
        ch.step = step;
    }
}

//! Every refusal names its rule: one probe per rule that can refuse, each citing the section of
//! `rules/weave.md` whose condition failed (Weave rules, 004_66827b56fd35684d.txt, by the same
//! headings) and saying in words what failed. Only an action of another part of the story gets
//! "not possible at this point of the story".

use super::super::state::*;
use super::super::{Action, Scenario, WeaveOptions};
use super::support::*;
use crate::core::{Game, GameRng};

/// Wren (Gales focus; a Flames wound; keeps a Brooks 2) and Pip (Stones), a storyteller holding
/// a Stones 3 and a Gales 2, in the first scene.
fn scene() -> WeaveState {
    let mut wren = hero(1, "Wren", Suit::Gales);
    wren.wounds = vec![Suit::Flames];
    wren.kept = vec![card(Suit::Brooks, 2)];
    scenario(vec![wren, hero(2, "Pip", Suit::Stones)], vec![card(Suit::Stones, 3), card(Suit::Gales, 2)])
}

fn then(mut s: WeaveState, actions: &[Action]) -> WeaveState {
    for a in actions {
        act(&mut s, a.clone());
    }
    s
}

/// A Stones challenge for Wren, at `step`.
fn challenge_at(step: ChallengeStep) -> WeaveState {
    let s = then(scene(), &[Action::IssueChallenge { character: 0, suit: Suit::Stones }]);
    match step {
        ChallengeStep::Setting => s,
        ChallengeStep::Enticed => then(s, &[Action::Entice { quality: 2, card: card(Suit::Gales, 2) }]),
        ChallengeStep::Weighing => then(s, &[Action::SetPool]),
        _ => then(s, &[Action::SetPool, Action::Agree]),
    }
}

fn with_options(options: WeaveOptions, characters: Vec<super::super::ScenarioCharacter>) -> WeaveState {
    let sc = Scenario {
        options,
        seats: 3,
        characters,
        hand_challenges: vec![],
        hand_stories: vec![0, 1],
        challenge_top: vec![],
    };
    game().from_scenario(&sc, 7).unwrap()
}

fn creating() -> WeaveState {
    game().new_game(&WeaveOptions::default(), 3, 1).unwrap()
}

fn naming() -> WeaveState {
    let mut s = creating();
    while !matches!(&s.table.stage, Stage::Creating(d) if d.step == DraftStep::Name) {
        let a = game().legal_actions(&s, 1)[0].clone();
        act(&mut s, a);
    }
    s
}

/// Episode 2 opens; Wren has left and Pip's player has made a new character (index 2).
fn after_recast() -> WeaveState {
    let mut s = then(scene(), &[Action::EndEpisode, Action::Recast { character: 0 }]);
    while let Stage::Creating(_) = &s.table.stage {
        let a = game().legal_actions(&s, 1)[0].clone();
        act(&mut s, a);
    }
    s
}

fn epic_fail() -> WeaveState {
    let base = then(
        scene(),
        &[
            Action::IssueChallenge { character: 1, suit: Suit::Stones },
            Action::RaiseLevel { card: card(Suit::Stones, 3) },
            Action::SetPool,
            Action::Agree,
        ],
    );
    with_rng_where(
        &base,
        |w| {
            let _ = game().apply(w, 2, &Action::Roll);
            if let Stage::Challenge(ch) = &w.table.stage {
                if ch.step == ChallengeStep::Wound {
                    let _ = game().apply(w, 0, &Action::Wound { suit: Suit::Stones });
                }
            }
        },
        |w| matches!(&w.table.stage, Stage::Challenge(ch) if ch.step == ChallengeStep::Consequence),
    )
}

struct Probe {
    what: &'static str,
    state: fn() -> WeaveState,
    /// `None`: the seat the table waits for.
    seat: Option<usize>,
    action: Action,
    section: &'static str,
    topic: &'static str,
    word: &'static str,
}

fn probes() -> Vec<Probe> {
    use Action::*;
    let brooks2 = card(Suit::Brooks, 2);
    let p = |what, state, action, section, topic, word| Probe { what, state, seat: None, action, section, topic, word };
    vec![
        Probe { seat: Some(0), ..p("the season is over", || then(with_options(WeaveOptions { episodes: 1, ..Default::default() }, vec![hero(1, "Wren", Suit::Gales)]), &[EndEpisode]),
          EndScene, "SEASONS AND EPISODES", "END OF THE SEASON", "over") },
        Probe { seat: Some(1), ..p("another seat's turn", scene, EndScene, "PLAYING", "PLAYING A SCENE", "turn") },
        p("an action of another part of the story", || challenge_at(ChallengeStep::Setting), Roll, "PLAYING A CHALLENGE", "", "this point of the story"),
        p("a creation option that is not there", creating, Pick { option: 40 }, "CREATING A CHARACTER", "BACKSTORY", "choices"),
        p("a quality after all are chosen", naming, Pick { option: 0 }, "CREATING A CHARACTER", "COMPLETING A CHARACTER", "name"),
        p("a name before the qualities", creating, Name { name: "Wren".into() }, "CREATING A CHARACTER", "COMPLETING A CHARACTER", "last"),
        p("a name too long", naming, Name { name: "n".repeat(61) }, "CREATING A CHARACTER", "COMPLETING A CHARACTER", "name"),
        p("a past card that never filled the slot", after_recast, Reuse { slot: Slot::Boss, card: 200 }, "SEASONS AND EPISODES", "EPISODE START", "never"),
        p("recasting a character of this episode", after_recast, Recast { character: 2 }, "SETUP", "INVITING PLAYERS", "joined"),
        p("recasting a character who left", after_recast, Recast { character: 0 }, "SETUP", "INVITING PLAYERS", "left"),
        p("a challenge for a removed character", || {
            let mut out = hero(1, "Wren", Suit::Gales);
            out.wounds = vec![Suit::Stones; 3];
            scenario(vec![out, hero(2, "Pip", Suit::Stones)], vec![])
        }, IssueChallenge { character: 0, suit: Suit::Gales }, "PLAYING A CHALLENGE", "RECEIVING WOUNDS", "three wounds"),
        p("a skill check with nobody in the scene", || {
            let mut out = hero(1, "Wren", Suit::Gales);
            out.wounds = vec![Suit::Stones; 3];
            scenario(vec![out], vec![])
        }, SkillCheck { check: Check::Perception }, "MAKING SKILL CHECKS", "PERCEPTION CHECK", "Nobody"),
        p("the oracle with a storyteller", scene, ConsultOracle { used_as: StoryUse::Npc }, "ORACLE MODE", "", "storyteller"),
        p("a hand's card in oracle mode", || with_options(WeaveOptions { oracle: true, ..Default::default() }, vec![hero(0, "Wren", Suit::Gales)]),
          PlayStory { card: 0, used_as: StoryUse::Npc }, "ORACLE MODE", "", "hand"),
        p("a Story card not in hand", scene, PlayStory { card: 21, used_as: StoryUse::Npc }, "PLAYING STORY CARDS", "", "hand"),
        p("a Story card played as an item", scene, PlayStory { card: 0, used_as: StoryUse::Item }, "PLAYING STORY CARDS", "ITEM", "give"),
        p("turning up a card not face down", scene, Reveal { index: 0, used_as: StoryUse::Npc }, "PLAYING STORY CARDS", "", "face-down"),
        p("offering a card as an NPC", scene, OfferStory { character: 0, used_as: StoryUse::Npc }, "PLAYING STORY CARDS", "", "location"),
        p("an item a card does not offer", scene, GiveItem { card: 0, item: 9, character: 0 }, "PLAYING STORY CARDS", "ITEM", "items"),
        p("discovering the Theme", scene, Discover { slot: Slot::Theme }, "SETUP", "THEME", "face up"),
        p("discovering the Location twice", || then(scene(), &[Discover { slot: Slot::Location }]), Discover { slot: Slot::Location }, "SETUP", "LOCATION", "already"),
        p("a second encounter", || then(scene(), &[StartEncounter { first: 0 }]), StartEncounter { first: 1 }, "PLAYING", "PLAYING AN ENCOUNTER", "already"),
        p("a turn with no encounter", scene, NextTurn, "PLAYING", "PLAYING AN ENCOUNTER", "No encounter"),
        p("ending no encounter", scene, EndEncounter, "PLAYING", "ENDING AN ENCOUNTER", "No encounter"),
        p("adding a backstory", scene, AddQuality { character: 0, kind: QualityKind::Backstory, text: "Born at sea".into() }, "SEASONS AND EPISODES", "CHANGING QUALITIES", "talent"),
        p("adding a quality held", scene, AddQuality { character: 0, kind: QualityKind::Talent, text: "Steady Hands".into() }, "SEASONS AND EPISODES", "CHANGING QUALITIES", "already"),
        p("removing a backstory", scene, RemoveQuality { character: 0, index: 0 }, "SEASONS AND EPISODES", "CHANGING QUALITIES", "Backstories"),
        p("a thirteenth beat", || {
            let mut s = scene();
            s.table.scene.beats = MAX_BEATS;
            s
        }, Discover { slot: Slot::Boss }, "SEASONS AND EPISODES", "ENDING A SCENE", "twelve beats"),
        p("healing a wound not held", scene, Redeem { card: brooks2, used_for: Redemption::Heal(Suit::Gales) }, "ENTICEMENTS", "REDEEMING AN ENTICEMENT", "no Gales wound"),
        p("a die with no roll", scene, Redeem { card: brooks2, used_for: Redemption::Die }, "ENTICEMENTS", "REDEEMING AN ENTICEMENT", "roll"),
        p("redeeming a card nobody keeps", scene, Redeem { card: 0, used_for: Redemption::Die }, "ENTICEMENTS", "REDEEMING AN ENTICEMENT", "kept"),
        p("a card of another suit sets the level", || challenge_at(ChallengeStep::Setting), RaiseLevel { card: card(Suit::Gales, 2) }, "PLAYING A CHALLENGE", "", "suit"),
        p("a second card sets the level", || then(challenge_at(ChallengeStep::Setting), &[RaiseLevel { card: card(Suit::Stones, 3) }]),
          RaiseLevel { card: card(Suit::Stones, 4) }, "PLAYING A CHALLENGE", "", "One Challenge card"),
        p("a Challenge card not in hand", || challenge_at(ChallengeStep::Setting), RaiseLevel { card: card(Suit::Stones, 4) }, "FINISHING SETUP", "", "hand"),
        p("enticing through a talent", || challenge_at(ChallengeStep::Setting), Entice { quality: 1, card: card(Suit::Gales, 2) }, "ENTICEMENTS", "MAKING AN ENTICEMENT", "flaws"),
        p("a quality weighed twice", || then(challenge_at(ChallengeStep::Weighing), &[Weigh { quality: 1, plus: true }]), Weigh { quality: 1, plus: false },
          "PLAYING A CHALLENGE", "APPLY QUALITIES", "once"),
        p("awesome twice", || then(challenge_at(ChallengeStep::Weighing), &[Awesome]), Awesome, "PLAYING A CHALLENGE", "APPLY QUALITIES", "awesome"),
        p("a spent signature move", || {
            let mut s = challenge_at(ChallengeStep::Ready);
            s.table.characters[0].signature_used = true;
            s
        }, UseSignature, "CREATING A CHARACTER", "SIGNATURE MOVE", "spent until an epic pass or the next episode"),
        p("lowering a challenge of another suit", || challenge_at(ChallengeStep::Ready), Redeem { card: brooks2, used_for: Redemption::Reduce },
          "ENTICEMENTS", "REDEEMING AN ENTICEMENT", "lowers only"),
        p("redeeming another character's card", || then(scene(), &[IssueChallenge { character: 1, suit: Suit::Stones }, SetPool, Agree]), Redeem { card: brooks2, used_for: Redemption::Heal(Suit::Brooks) }, "ENTICEMENTS", "REDEEMING AN ENTICEMENT", "Wren's to redeem"),
        p("a typed consequence too long", epic_fail, Consequence { text: "x".repeat(61) }, "PLAYING A CHALLENGE", "EPIC FAIL", "consequence"),
        p("redrawing cards the hand lacks", || then(challenge_at(ChallengeStep::Setting), &[AutoPass]), Redraw { mask: 200 }, "PLAYING A CHALLENGE", "AUTO-PASS", "hand holds"),
        p("a Story card not offered", || then(scene(), &[OfferStory { character: 0, used_as: StoryUse::Location }]), PickStory { card: 21 },
          "PLAYING STORY CARDS", "", "chooses"),
    ]
}

#[test]
fn every_refusal_cites_the_rule_whose_condition_failed_and_says_what_failed() {
    // Weave rules (004_66827b56fd35684d.txt), each probe's section; issue 28, "Every refusal names its rule".
    let reference = crate::games::rules_reference("weave").expect("rules/weave.md");
    for probe in probes() {
        let mut s = (probe.state)();
        let seat = probe.seat.unwrap_or_else(|| s.table.active().expect("someone acts") as usize);
        assert!(!game().legal_actions(&s, seat).contains(&probe.action), "{}: the probe is legal", probe.what);
        let before = s.clone();
        let err = game().apply(&mut s, seat, &probe.action).expect_err(probe.what);
        assert_eq!(s, before, "{}: refused with no change", probe.what);
        assert_eq!((err.rule.section.as_ref(), err.rule.topic.as_ref()), (probe.section, probe.topic), "{}: {err}", probe.what);
        assert!(err.message.contains(probe.word), "{}: \"{}\" does not say \"{}\"", probe.what, err.message, probe.word);
        assert!(reference.anchor_for(&err.rule).is_some(), "{}: rules/weave.md has no section for {}", probe.what, err.rule);
        let not_now = err.message.contains("not possible at this point");
        assert_eq!(not_now, probe.word == "this point of the story", "{}: \"not at this point\" only for another part", probe.what);
    }
}

#[test]
fn refusals_under_random_play_name_a_reason_of_their_own_where_the_action_belongs_here() {
    // Issue 28: the "not at this point" sentence stays only for actions of another part of the story. Random actions
    // offered elsewhere in play, tried on random positions: whenever the action's own part is under way (the same
    // kind of action is legal now), the refusal is not the "not at this point" one.
    let g = game();
    let mut rng = GameRng::seeded(28);
    let mut seen: Vec<Action> = Vec::new();
    let mut checked = 0;
    for seed in 0..12u64 {
        let options = WeaveOptions { oracle: seed % 3 == 2, ..Default::default() };
        let mut s = g.new_game(&options, 2 + (seed % 4) as usize, seed).unwrap();
        for _ in 0..400 {
            let Some(seat) = s.table.active() else { break };
            let legal = g.legal_actions(&s, seat as usize);
            for probe in seen.iter().rev().take(40) {
                if legal.contains(probe) {
                    continue;
                }
                // A typed text not offered may still be accepted (ruling "Typed text").
                let Err(err) = g.apply(&mut s.clone(), seat as usize, probe) else { continue };
                let same_kind = legal.iter().any(|a| std::mem::discriminant(a) == std::mem::discriminant(probe));
                let own_part = same_kind
                    && !matches!(probe, Action::Redeem { .. } | Action::Name { .. } | Action::Pick { .. } | Action::Weigh { .. });
                if own_part {
                    checked += 1;
                    assert!(!err.message.contains("not possible at this point"), "{probe:?} at {:?}: {err}", s.table.stage);
                }
            }
            let a = rng.pick(&legal).unwrap().clone();
            if !seen.contains(&a) {
                seen.push(a.clone());
            }
            g.apply(&mut s, seat as usize, &a).unwrap();
        }
    }
    assert!(checked > 1000, "only {checked} refusals in their own part were tried");
}

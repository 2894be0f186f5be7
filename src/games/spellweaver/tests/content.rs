//! The built-in content and its validation; every rule the engine cites has a section in the
//! rules reference. Spellweaver rules (001_ff038117decaf434.txt), "Card Types", "Decks", "Heroes".

use super::super::{Aspect, Content, Keyword, Kind, SpellweaverOptions, MIN_DECK};
use super::support::game;
use crate::core::{Game, GameRng, Reference, Rule};

const CARDS: &str = include_str!("../../../../cards/spellweaver/cards.ron");
const HEROES: &str = include_str!("../../../../cards/spellweaver/heroes.ron");
const DECKS: &str = include_str!("../../../../cards/spellweaver/decks.ron");

#[test]
fn the_pool_has_six_aspects_every_type_and_a_reference_like_curve() {
    let c = &game().content;
    assert!(c.cards.len() >= 150, "{}", c.cards.len());
    for aspect in Aspect::ALL {
        let n = c.cards.iter().filter(|k| k.aspect == aspect && k.kind != Kind::Shrine).count();
        assert!(n >= 20, "{aspect:?}: {n}");
        assert!(c.cards.iter().any(|k| k.aspect == aspect && k.is_basic_shrine()));
        assert!(c.cards.iter().any(|k| k.aspect == aspect && k.skill.is_some()));
    }
    for kind in [Kind::Creature, Kind::Instant, Kind::Action, Kind::Blessing, Kind::Curse, Kind::Artifact] {
        assert!(c.cards.iter().any(|k| k.kind == kind), "{kind:?}");
    }
    // The reference curve peaks at 2 and 3 mana, a few at 4, very few at 0 and 5.
    let at = |cost: u8| c.cards.iter().filter(|k| k.kind == Kind::Creature && k.cost == cost).count();
    assert!(
        at(2) >= at(4) && at(3) >= at(4) && at(4) > at(5) && at(1) > at(0),
        "{:?}",
        (0..6).map(at).collect::<Vec<_>>()
    );
    for k in [
        Keyword::Flying,
        Keyword::Support,
        Keyword::Swift,
        Keyword::Ranged,
        Keyword::Deadly,
        Keyword::Freeze,
        Keyword::Unstoppable,
        Keyword::Lifebound,
        Keyword::Protected,
        Keyword::Reach,
        Keyword::Shock,
        Keyword::Rampage,
        Keyword::Channeling,
    ] {
        assert!(c.cards.iter().any(|card| card.has(k)), "{k:?} is on some card");
    }
    assert!(c.cards.iter().any(|card| card.valor > 0));
}

#[test]
fn six_heroes_and_six_sixty_card_decks() {
    let c = &game().content;
    assert_eq!(c.heroes.len(), 6);
    for h in &c.heroes {
        let skill = &c.skills[h.skill as usize];
        assert!((1..=3).contains(&skill.cost), "{}", skill.name);
    }
    assert_eq!(c.decks.len(), 6);
    for d in &c.decks {
        assert_eq!(d.cards.len(), MIN_DECK, "{}", d.name);
        assert!(game().new_game(&SpellweaverOptions::default(), 2, 1).is_ok());
        // Ruling "Preconstructed decks": 16–24 shrines, the other cards centred on 2 and 3 mana.
        let cards: Vec<_> = d.cards.iter().map(|&def| &c.cards[def as usize]).collect();
        let shrines = cards.iter().filter(|k| k.kind == Kind::Shrine).count();
        assert!((16..=24).contains(&shrines), "{}: {shrines} shrines", d.name);
        let others = cards.len() - shrines;
        let two_or_three = cards.iter().filter(|k| k.kind != Kind::Shrine && (2..=3).contains(&k.cost)).count();
        assert!(two_or_three * 2 > others, "{}: {two_or_three} of {others} cost 2 or 3", d.name);
        assert!(cards.iter().all(|k| k.cost <= 5), "{}", d.name);
    }
}

#[test]
fn validation_names_the_file_the_card_and_the_field() {
    let bad =
        CARDS.replacen("stats: Some((speed: 2, attack: 1, hp: 2))", "stats: Some((speed: 2, attack: 1, hp: 0))", 1);
    let err = Content::parse(&bad, HEROES, DECKS).expect_err("hp 0");
    assert!(err.contains("cards.ron") && err.contains("Dawn Sentry") && err.contains("stats"), "{err}");
    let bad = CARDS.replacen("levels: \"O\"", "levels: \"Q\"", 1);
    let err = Content::parse(&bad, HEROES, DECKS).expect_err("bad aspect letter");
    assert!(err.contains("levels"), "{err}");
    let bad = DECKS.replacen("(2, \"Dawn Sentry\")", "(5, \"Dawn Sentry\")", 1);
    let err = Content::parse(CARDS, HEROES, &bad).expect_err("five copies");
    assert!(err.contains("decks.ron") && err.contains("Dawn Legion") && err.contains("copies"), "{err}");
    let bad = HEROES.replacen("skill: \"Rally\"", "skill: \"Nothing\"", 1);
    assert!(Content::parse(CARDS, &bad, DECKS).expect_err("unknown skill").contains("heroes.ron"));
}

#[test]
fn every_citation_resolves_in_the_rules_reference() {
    let g = game();
    let reference = Reference::parse("spellweaver", include_str!("../../../../rules/spellweaver.md"));
    let mut rng = GameRng::seeded(5);
    let mut cited = std::collections::BTreeSet::new();
    for seed in 0..12u64 {
        let mut s = g.new_game(&SpellweaverOptions::default(), 2, seed).unwrap();
        let mut guard = 0;
        while g.outcome(&s).is_none() && guard < 20_000 {
            guard += 1;
            let seat = g.active_seats(&s)[0];
            let legal = g.legal_actions(&s, seat);
            for probe in [legal[0], super::super::Action::SacrificeSpark, super::super::Action::ToCombat] {
                if let Err(e) = g.apply(&mut s.clone(), 1 - seat, &probe) {
                    cited.insert((e.rule.section.to_string(), e.rule.topic.to_string()));
                }
            }
            let action = g.policy_action(&s, seat, &mut rng).unwrap();
            for e in g.apply(&mut s, seat, &action).unwrap() {
                cited.insert((e.rule.section.to_string(), e.rule.topic.to_string()));
            }
        }
    }
    assert!(cited.len() >= 12, "a good spread of rules: {}", cited.len());
    for (section, topic) in cited {
        let rule = Rule { game: "spellweaver".into(), section: section.into(), topic: topic.into() };
        assert!(reference.anchor_for(&rule).is_some(), "{rule} has no section in rules/spellweaver.md");
    }
}

/// Every `rule("Section", "Topic")` written in the engine's source, played or not.
#[test]
fn every_written_citation_resolves() {
    let reference = Reference::parse("spellweaver", include_str!("../../../../rules/spellweaver.md"));
    let sources = [
        include_str!("../casting.rs"),
        include_str!("../combat.rs"),
        include_str!("../effects.rs"),
        include_str!("../ending.rs"),
        include_str!("../legal.rs"),
        include_str!("../turn.rs"),
    ];
    let mut n = 0;
    for src in sources {
        for part in src.split("rule(\"").skip(1) {
            let mut fields = part.split('"');
            let section = fields.next().unwrap_or_default().to_string();
            let _ = fields.next();
            let topic = fields.next().unwrap_or_default().to_string();
            let rule = Rule { game: "spellweaver".into(), section: section.into(), topic: topic.into() };
            assert!(reference.anchor_for(&rule).is_some(), "{rule} has no section in rules/spellweaver.md");
            n += 1;
        }
    }
    assert!(n > 30, "{n}");
}

#[test]
fn the_built_content_is_the_ron_files() {
    // build.rs writes the card files as JSON for every build (docs/performance.md, "Download"):
    // read back, they are the same cards and the same content hash as the RON files.
    assert_eq!(Content::builtin().unwrap(), Content::parse(CARDS, HEROES, DECKS).unwrap());
}

#[test]
fn the_new_game_page_lists_every_preconstructed_deck_as_loaded() {
    // "Decks": the new-game page offers each preconstructed deck with its hero from
    // `DECK_LISTINGS` (build.rs), without loading the cards; it must be the decks the game then
    // deals, in the same order, and the default options must name two of them.
    let c = &game().content;
    let loaded: Vec<(&str, &str)> = c
        .decks
        .iter()
        .map(|d| (d.name.as_str(), c.heroes.get(d.hero as usize).map(|h| h.name.as_str()).unwrap_or_default()))
        .collect();
    let listed: Vec<(&str, &str)> = super::super::DECK_LISTINGS.iter().map(|d| (d.name, d.hero)).collect();
    assert_eq!(listed, loaded);
    for choice in SpellweaverOptions::default().decks {
        let super::super::DeckChoice::Preconstructed(name) = choice else { panic!("a default deck is custom") };
        assert!(listed.iter().any(|(n, _)| *n == name), "{name}");
    }
}

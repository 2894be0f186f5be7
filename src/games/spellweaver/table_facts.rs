//! What the browser table shows that needs the rules to compute (a board never runs rules):
//! a creature's values now, the damage order of each attacker's blockers, and deck lists the deck builder reads and writes.

use super::content::{Content, DefId, Keyword};
use super::state::{current, Iid, Row, Table};
use super::DeckChoice;

/// A creature's values as they are now (emblems, auras and effects until end of turn applied).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreatureFacts {
    pub speed: u8,
    pub attack: u8,
    /// Current HP minus damage.
    pub hp_left: i16,
    pub hp: i16,
    pub keywords: Vec<Keyword>,
    pub cannot_attack: bool,
    pub cannot_block: bool,
}

pub const ALL_KEYWORDS: [Keyword; 13] = [
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
];

pub fn creature_facts(content: &Content, table: &Table, id: Iid) -> Option<CreatureFacts> {
    let c = table.creature(id)?;
    let cur = current(content, table, c);
    Some(CreatureFacts {
        speed: cur.speed,
        attack: cur.attack,
        hp_left: cur.hp - c.damage as i16,
        hp: cur.hp,
        keywords: ALL_KEYWORDS.into_iter().filter(|k| cur.has(*k)).collect(),
        cannot_attack: cur.cannot_attack,
        cannot_block: cur.cannot_block,
    })
}

/// The blockers of `attacker` in the order its damage is divided among them ("Combat
/// Resolution": declaration order).
pub fn damage_order(table: &Table, attacker: Iid) -> Vec<Iid> {
    table.blocks.iter().filter(|b| b.attacker == attacker).map(|b| b.blocker).collect()
}

/// The creatures of `seat` in `row`, in the order they came into play.
pub fn row_of(table: &Table, seat: u8, row: Row) -> Vec<Iid> {
    table.creatures.iter().filter(|c| c.owner == seat && c.row == row).map(|c| c.id).collect()
}

/// A deck as (count, card) lines, in pool order.
pub fn deck_lines(content: &Content, cards: &[DefId]) -> Vec<(u8, DefId)> {
    let mut lines: Vec<(u8, DefId)> = Vec::new();
    for def in 0..content.cards.len() as DefId {
        let n = cards.iter().filter(|&&d| d == def).count();
        if n > 0 {
            lines.push((n.min(u8::MAX as usize) as u8, def));
        }
    }
    lines
}

/// A preconstructed deck as a custom list the deck builder can start from.
pub fn precon_as_list(content: &Content, name: &str) -> Option<DeckChoice> {
    let deck = content.deck_named(name)?;
    let hero = content.heroes.get(deck.hero as usize)?.name.clone();
    let cards = deck_lines(content, &deck.cards).into_iter().map(|(n, d)| (n, content.name(d).to_string())).collect();
    Some(DeckChoice::Custom { hero, cards })
}

#[cfg(test)]
mod tests {
    use super::*;
    use super::super::{Phase, Spellweaver};
    use crate::core::{Game, Viewer};

    #[test]
    fn a_preconstructed_deck_round_trips_as_a_legal_custom_list() {
        let game = Spellweaver::standard().unwrap();
        for deck in &game.content.decks {
            let list = precon_as_list(&game.content, &deck.name).unwrap();
            let built = game.deck_for(&list).unwrap();
            let (mut a, mut b) = (built.cards.clone(), deck.cards.clone());
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "{}", deck.name);
        }
    }

    #[test]
    fn creature_facts_count_emblems() {
        // "Emblems": a Might emblem gives +1 attack and +1 HP.
        let game = Spellweaver::standard().unwrap();
        let mut sc = super::super::Scenario { phase: Phase::Attack, ..Default::default() };
        sc.seats[0].board = vec![
            super::super::ScenarioCreature { name: "Dawn Sentry".into(), ..Default::default() },
            super::super::ScenarioCreature { name: "Gilded Lancer".into(), might: 1, damage: 1, ..Default::default() },
        ];
        let state = game.from_scenario(&sc, 1).unwrap();
        let view = game.view(&state, Viewer::Seat(0));
        let ids: Vec<Iid> = view.table.creatures.iter().map(|c| c.id).collect();
        let f = creature_facts(&game.content, &view.table, ids[0]).unwrap();
        assert_eq!((f.speed, f.attack, f.hp_left), (2, 1, 2));
        let f = creature_facts(&game.content, &view.table, ids[1]).unwrap();
        assert_eq!((f.attack, f.hp, f.hp_left), (3, 3, 2));
        assert_eq!(damage_order(&view.table, ids[0]), Vec::<Iid>::new());
    }
}

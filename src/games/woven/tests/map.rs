//! The map and movement costs ("The Map", "Movement").

use super::super::content::Way;
use super::super::map::{Elevation, Map, RawMap, Terrain};
use super::support::game;

/// A small test map: row 0 `l. h. md lr`, row 1 `ld l. l. lf`; a river between (0,0) and (0,1)
/// and between (2,0) and (3,0), with a bridge on the second.
fn small() -> Map {
    let raw: RawMap = ron::from_str(
        r#"(name: "test", rows: ["l. h. md lr", "ld l. l. lf"], citadel: (3, 1), sentries: [],
            watcher_targets: [(0, 0), (3, 0)], watchers: [(1, 1), (2, 1)], wellsprings: [(2, 1)],
            ruins: [], starts: [(0, 0), (3, 0), (0, 1), (1, 0)],
            rivers: [((0, 0), (0, 1)), ((2, 0), (3, 0))], bridges: [((2, 0), (3, 0))])"#,
    )
    .unwrap();
    Map::build(raw).unwrap()
}

#[test]
fn step_costs_follow_the_terrain() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Movement": 1 MP, +1 changing elevation,
    // +1 into dense forest, +1 into rough terrain; ruling "Elevation": low to high costs +1 too.
    let m = small();
    assert_eq!(m.step_cost(0, 1, false), Some(2), "lowland to highland: +1 once");
    assert_eq!(m.step_cost(1, 2, false), Some(3), "high to mid (+1) into dense forest (+1)");
    assert_eq!(m.step_cost(2, 3, false), Some(3), "mid to low (+1) into rough (+1), over a bridge");
    assert_eq!(m.step_cost(5, 6, false), Some(1), "open lowland");
    assert_eq!(m.step_cost(6, 7, false), Some(1), "plain forest costs nothing extra");
    assert_eq!(m.step_cost(5, 4, false), Some(2), "into dense forest");
    assert_eq!(m.step_cost(2, 3, true), Some(1), "sure-footed: no elevation or rough cost");
    assert_eq!(m.step_cost(1, 2, true), Some(2), "sure-footed still pays for dense forest");
    assert_eq!(m.step_cost(0, 2, false), None, "not neighbours");
}

#[test]
fn rivers_block_without_a_bridge() {
    // Woven rules (002), "Movement": no river crossing unless a bridge connects.
    let m = small();
    assert_eq!(m.step_cost(0, 4, false), None);
    assert!(m.blocked_by_river(4, 0));
    assert!(!m.blocked_by_river(2, 3), "bridged");
    let c = &game().content;
    let (a, b) = (c.map.starts[0], c.map.starts[0] + 1);
    assert!(c.map.step_cost(a, b, false).is_some());
}

#[test]
fn the_citadel_map_has_its_features() {
    // Woven rules (002), "The Map": elevations, forests, rough ground, rivers with bridges,
    // wellsprings, ruins that are also wellsprings, the Citadel, Sentries, Watcher targets.
    let map = &game().content.map;
    let l = |i: u8| map.loc(i).unwrap();
    assert!(map.locations.iter().any(|x| x.elevation == Elevation::High));
    for t in [Terrain::Forest, Terrain::DenseForest, Terrain::Rough] {
        assert!(map.locations.iter().any(|x| x.terrain == t));
    }
    assert!(map.locations.iter().filter(|x| x.ruin).all(|x| x.wellspring));
    assert!(!map.bridges.is_empty() && map.rivers.len() > map.bridges.len());
    assert_eq!(map.label(map.citadel), "G5");
    assert!(map.sentries.iter().all(|&s| map.adjacent(s, map.citadel)));
    for &s in &map.starts {
        let x = l(s);
        assert!(x.col == 0 || x.row == 0 || x.col + 1 == map.cols || x.row + 1 == map.rows);
    }
    assert_eq!(map.distance(map.starts[0], map.starts[1]), 16, "opposite corners");
}

#[test]
fn north_and_south_have_the_same_special_locations() {
    // Ruling "The map", fair starts: a wellspring on the north edge against a Ruin on the south
    // edge made the two northern starts win about 2.5 times as often as the southern ones
    // (docs/balance/woven.md, "Seat order"). Mirrored north to south (row r to row 8 - r keeps
    // the hex offsets), every wellspring and Ruin has its twin.
    let map = &game().content.map;
    let at = |col: u8, row: u8| map.locations.iter().find(|x| x.col == col && x.row == row).unwrap();
    for x in &map.locations {
        let twin = at(x.col, map.rows - 1 - x.row);
        assert_eq!((x.wellspring, x.ruin), (twin.wellspring, twin.ruin), "{}", map.label(x.row * map.cols + x.col));
    }
    assert_eq!(map.locations.iter().filter(|x| x.ruin).count(), 4);
    assert_eq!(map.locations.iter().filter(|x| x.wellspring && !x.ruin).count(), 4);
}

#[test]
fn journeys_keep_their_conditions() {
    // Spell facts: Plainswalker from the lowlands through the lowlands; Airwalk from mid or
    // high ground ends at the same elevation; Forest Blink through joined forest.
    let m = small();
    assert_eq!(m.journey(5, Way::Lowland, 7), vec![3, 4, 6, 7], "every lowland but (0,0), across the river from (0,1)");
    assert!(m.journey(1, Way::Lowland, 7).is_empty(), "not from the highlands");
    assert!(m.journey(0, Way::Highground, 5).is_empty(), "not from the lowlands");
    let up = m.journey(2, Way::Highground, 5);
    assert!(up.iter().all(|&x| m.loc(x).unwrap().elevation == Elevation::Mid));
    assert_eq!(m.journey(7, Way::Forest, 0), Vec::<u8>::new(), "(3,1) forest touches no other forest");
    assert_eq!(m.journey(4, Way::DenseForest, 5), vec![2], "dense forest to dense forest");
}

//! Tapestry placement and spell patterns in every rotation and mirror image.

use super::super::content::{parse_pattern, Element, Face};
use super::super::tapestry::{card_squares, CardPlacement, Cell, Orientation, Square, Tapestry, Thread};
use super::support::game;
use std::collections::BTreeMap;

/// A tapestry from rows of text: "#" plain square, a letter a symbol, "x" a threaded plain
/// square, " " or "." no square. Row 0 is y = 0, column 0 is x = 0.
fn weave(rows: &[&str]) -> Tapestry {
    let mut cells = BTreeMap::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, ch) in row.chars().enumerate() {
            let sq = (x as i16, y as i16);
            let cell = match ch {
                '#' => Cell { symbol: None, thread: None },
                'x' => Cell { symbol: None, thread: Some(Thread::Loose) },
                c => match Element::from_letter(c) {
                    Some(e) => Cell { symbol: Some(e), thread: None },
                    None => continue,
                },
            };
            cells.insert(sq, cell);
        }
    }
    Tapestry { cells }
}

fn squares(list: &[(i16, i16)]) -> Vec<Square> {
    let mut v = list.to_vec();
    v.sort();
    v
}

#[test]
fn orientations_turn_and_mirror() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Spell Patterns": any rotation or mirror image.
    let turns: Vec<(i16, i16)> = Orientation::ALL.iter().map(|o| o.apply((2, 1))).collect();
    assert_eq!(turns, vec![(2, 1), (-1, 2), (-2, -1), (1, -2), (-2, 1), (-1, -2), (2, -1), (1, 2)]);
}

#[test]
fn an_orthogonal_pattern_fits_every_neighbour() {
    // Woven rules (002), "Spell Patterns": Haste's `A X` may point any of four ways.
    let t = weave(&["###", "#A#", "###"]);
    let p = parse_pattern("A X", Element::Air).unwrap();
    let found = t.placements(&p, Element::Air, 4);
    let mut ends: Vec<Square> = found.iter().map(|x| x.threads[0]).collect();
    ends.sort();
    assert_eq!(ends, squares(&[(1, 0), (0, 1), (2, 1), (1, 2)]));
    assert!(found.iter().all(|x| x.element == (1, 1) && x.new_threads == x.threads));
}

#[test]
fn a_knight_pattern_has_eight_distinct_placements() {
    // Woven rules (002), "Spell Patterns": Seek (`A . . X / X . . .`) turned and mirrored.
    let rows = ["#########"; 9];
    let mut t = weave(&rows);
    t.cells.insert((4, 4), Cell { symbol: Some(Element::Air), thread: None });
    let p = parse_pattern("A . . X / X . . .", Element::Air).unwrap();
    let found = t.placements(&p, Element::Air, 2);
    assert_eq!(found.len(), 8);
    let mut shapes: Vec<Vec<Square>> = found.iter().map(|x| x.threads.to_vec()).collect();
    shapes.sort();
    shapes.dedup();
    assert_eq!(shapes.len(), 8, "each orientation lands on different squares");
    // The printed orientation: element at (4,4), threads at (7,4) and (4,5).
    assert!(found
        .iter()
        .any(|x| x.orientation == Orientation { rotation: 0, mirrored: false }
            && x.threads == squares(&[(7, 4), (4, 5)])));
}

#[test]
fn only_the_mirror_image_fits() {
    // Woven rules (002), "Spell Patterns": Sacrificium `E X . / . . X` mirrored.
    // Printed: threads right of the element. Only squares to the left exist here, in the
    // arrangement only a mirror image (with or without a turn) reaches.
    let t = weave(&["#E", "x "]);
    let p = parse_pattern("E X / . X", Element::Earth).unwrap();
    let found = t.placements(&p, Element::Earth, 2);
    assert_eq!(found.len(), 1, "{found:?}");
    let hit = &found[0];
    assert_eq!(hit.threads, squares(&[(0, 0), (0, 1)]));
    assert_eq!(hit.new_threads, vec![(0, 0)]);
    assert_eq!(hit.orientation, Orientation { rotation: 0, mirrored: true });
}

#[test]
fn the_element_square_needs_its_own_symbol() {
    // Woven rules (002), "Spell Patterns" / facts: the letter square lies on a matching symbol.
    let t = weave(&["F#", "##"]);
    let water = parse_pattern("W . / . X", Element::Water).unwrap();
    assert!(t.placements(&water, Element::Water, 4).is_empty());
    let fire = parse_pattern("F . / . X", Element::Fire).unwrap();
    assert_eq!(t.placements(&fire, Element::Fire, 4).len(), 1);
}

#[test]
fn dots_need_no_square_but_threads_do() {
    // Ruling "Pattern squares": '.' squares need not be on the tapestry; every X must be.
    let t = weave(&["A  #"]);
    let gust = parse_pattern("A . . X", Element::Air).unwrap();
    let found = t.placements(&gust, Element::Air, 1);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].threads, vec![(3, 0)]);
    let t = weave(&["A  "]);
    assert!(t.placements(&gust, Element::Air, 1).is_empty());
}

#[test]
fn a_thread_may_sit_on_a_symbol() {
    // Ruling "Pattern squares": a Thread may go on any empty square, symbol or not.
    let t = weave(&["AE"]);
    let haste = parse_pattern("A X", Element::Air).unwrap();
    let found = t.placements(&haste, Element::Air, 1);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].new_threads, vec![(1, 0)]);
}

#[test]
fn casting_adds_at_least_one_thread_and_no_more_than_the_pool() {
    // Woven rules (002), "Cast a Spell": at least one Thread; Threads come from the pool.
    let done = weave(&["Ax"]);
    let haste = parse_pattern("A X", Element::Air).unwrap();
    assert!(done.placements(&haste, Element::Air, 4).is_empty(), "a pattern already complete is no new cast");
    let t = weave(&["#A#", "###"]);
    let blur = parse_pattern("A X / X .", Element::Air).unwrap();
    assert!(t.placements(&blur, Element::Air, 1).is_empty());
    assert!(!t.placements(&blur, Element::Air, 2).is_empty());
}

#[test]
fn one_thread_completing_two_patterns_offers_both() {
    // Woven rules (002), "Cast a Spell": when one Thread completes several patterns, the mage
    // chooses one: each is offered as its own placement.
    // Blur `A X / X .`: element at the corner of an L of two Threads.
    let t = weave(&["x#x", "#A#"]);
    let blur = parse_pattern("A X / X .", Element::Air).unwrap();
    let found = t.completed_by(&blur, Element::Air, (1, 0));
    assert!(found.is_empty(), "Blur's Threads touch the element square: (1,0) with (0,1) or (2,1)");
    let t = weave(&["#x#", "xAx"]);
    let found = t.completed_by(&blur, Element::Air, (1, 0));
    assert_eq!(found.len(), 0, "(1,0) is threaded already");
    let t = weave(&["###", "xA#", "###"]);
    let found = t.completed_by(&blur, Element::Air, (1, 0));
    assert_eq!(found.len(), 1);
    let t = weave(&["###", "xAx", "###"]);
    let found = t.completed_by(&blur, Element::Air, (1, 0));
    assert_eq!(found.len(), 2, "with (0,1) and with (2,1): {found:?}");
    assert!(found.iter().all(|x| x.new_threads == vec![(1, 0)]));
    let mut others: Vec<Square> = found.iter().flat_map(|x| x.threads.to_vec()).filter(|&q| q != (1, 0)).collect();
    others.sort();
    assert_eq!(others, vec![(0, 1), (2, 1)]);
}

#[test]
fn the_pattern_under_a_hovered_square_comes_with_its_orientation() {
    // The board's question: which patterns would a Thread here complete, turned how?
    let t = weave(&["F#", "##"]);
    let shards = parse_pattern("F . / . X", Element::Fire).unwrap();
    let found = t.completed_by(&shards, Element::Fire, (1, 1));
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].element, (0, 0));
    assert!(t.completed_by(&shards, Element::Fire, (1, 0)).is_empty());
}

fn face(rows: [[Option<Element>; 3]; 2]) -> Face {
    rows
}

#[test]
fn cards_turn_into_three_by_two() {
    // Woven rules (002), "Draw Tapestry Card" / placement facts: cards may be rotated.
    let a = Some(Element::Air);
    let f = face([[a, None, None], [None, None, None]]);
    let flat = card_squares(&f, CardPlacement { side: 0, rotation: 0, at: (0, 0) });
    assert_eq!(flat.len(), 6);
    assert_eq!(flat.iter().find(|s| s.1 == a).unwrap().0, (0, 0));
    let turned = card_squares(&f, CardPlacement { side: 0, rotation: 1, at: (0, 0) });
    let xs: Vec<i16> = turned.iter().map(|s| s.0 .0).collect();
    let ys: Vec<i16> = turned.iter().map(|s| s.0 .1).collect();
    assert_eq!((xs.iter().max(), ys.iter().max()), (Some(&1), Some(&2)), "2 wide, 3 tall");
    assert_eq!(
        turned.iter().find(|s| s.1 == a).unwrap().0,
        (1, 0),
        "a clockwise turn sends the top-left corner to the top-right"
    );
}

#[test]
fn every_later_card_overlaps_the_tapestry() {
    // Woven rules (002), "Draw Tapestry Card": a new card overlaps at least one square.
    let c = &game().content;
    let t = Tapestry::start(&c.tapestry[0].faces[0]);
    let options = t.card_placements(&c.tapestry[1].faces);
    assert!(!options.is_empty());
    for p in &options {
        assert!(t.is_legal_card(&c.tapestry[1].faces, *p));
    }
    assert!(
        !t.is_legal_card(&c.tapestry[1].faces, CardPlacement { side: 0, rotation: 0, at: (3, 0) }),
        "touching is not overlapping"
    );
    assert!(t.is_legal_card(&c.tapestry[1].faces, CardPlacement { side: 1, rotation: 3, at: (2, 0) }));
    let mut seen: Vec<Vec<_>> =
        options.iter().map(|p| card_squares(&c.tapestry[1].faces[p.side as usize], *p)).collect();
    let n = seen.len();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), n, "no two offered placements give the same result");
}

#[test]
fn a_covering_card_returns_the_threads_beneath() {
    // Ruling "Covered Threads": a newly laid card goes on top; Threads it covers go back to
    // the pool and the squares show the new card.
    let c = &game().content;
    let mut t = Tapestry::start(&c.tapestry[0].faces[1]);
    for sq in [(0, 0), (2, 1)] {
        t.cells.get_mut(&sq).unwrap().thread = Some(Thread::Loose);
    }
    let covered = t.lay(&c.tapestry[1].faces, CardPlacement { side: 0, rotation: 0, at: (1, 1) });
    assert_eq!(covered, 1);
    assert_eq!(t.threads(), 1);
    assert_eq!(t.cells[&(2, 1)], Cell { symbol: None, thread: None }, "the covered square shows the new card");
    assert_eq!(t.cells[&(2, 2)].symbol, Some(Element::Air), "t02 front's A lands on (2,2)");
    assert_eq!(t.cells.len(), 6 + 4);
}

#[test]
fn a_placement_is_checked_as_it_is_listed() {
    // Woven rules (002), "Draw Tapestry Card": `check` asks `is_listed_card` instead of listing
    // every placement; both must name the same placements, every card on a grown tapestry.
    let c = &game().content;
    let mut t = Tapestry::start(&c.tapestry[0].faces[0]);
    t.lay(&c.tapestry[5].faces, CardPlacement { side: 1, rotation: 1, at: (2, -1) });
    for tc in &c.tapestry {
        let listed = t.card_placements(&tc.faces);
        for side in 0..3u8 {
            for rotation in 0..5u8 {
                for y in -6..8 {
                    for x in -6..8 {
                        let p = CardPlacement { side, rotation, at: (x, y) };
                        assert_eq!(t.is_listed_card(&tc.faces, p), listed.contains(&p), "{} {p:?}", tc.id);
                    }
                }
            }
        }
    }
}

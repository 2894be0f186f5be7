//! The tapestry ("Tapestry Cards", "Casting Spells", "Spell Patterns"): laying 2x3 cards so each
//! overlaps what is there, and finding where a spell's pattern can be completed with Threads,
//! in any rotation or mirror image.

use super::content::{Element, Face, Pattern};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A square of a mage's tapestry: (column, row), the first card's top-left square at (0, 0).
pub type Square = (i16, i16);

/// A Thread on a square; an anchored Thread must be un-anchored before it can be pulled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Thread {
    Loose,
    Anchored,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cell {
    pub symbol: Option<Element>,
    pub thread: Option<Thread>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tapestry {
    #[serde(with = "cells_as_pairs")]
    pub cells: BTreeMap<Square, Cell>,
}

/// JSON object keys are strings, and a square is a pair: the cells travel (in saves, records
/// and the AI worker's views) as a list of `[square, cell]` pairs.
mod cells_as_pairs {
    use super::{Cell, Square};
    use serde::{Deserialize, Deserializer, Serializer};
    use std::collections::BTreeMap;

    pub fn serialize<S: Serializer>(cells: &BTreeMap<Square, Cell>, out: S) -> Result<S::Ok, S::Error> {
        out.collect_seq(cells.iter())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<BTreeMap<Square, Cell>, D::Error> {
        Vec::<(Square, Cell)>::deserialize(input).map(|pairs| pairs.into_iter().collect())
    }
}

/// How a pattern or card is turned: `rotation` quarter turns clockwise after an optional mirror
/// image (left and right swapped).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Orientation {
    pub rotation: u8,
    pub mirrored: bool,
}

impl Orientation {
    pub const ALL: [Orientation; 8] = [
        Orientation { rotation: 0, mirrored: false },
        Orientation { rotation: 1, mirrored: false },
        Orientation { rotation: 2, mirrored: false },
        Orientation { rotation: 3, mirrored: false },
        Orientation { rotation: 0, mirrored: true },
        Orientation { rotation: 1, mirrored: true },
        Orientation { rotation: 2, mirrored: true },
        Orientation { rotation: 3, mirrored: true },
    ];

    /// Where offset (x, y) goes (screen axes: y grows downwards, so a clockwise quarter turn
    /// sends (x, y) to (-y, x)).
    pub fn apply(self, (x, y): (i16, i16)) -> (i16, i16) {
        let (mut x, mut y) = if self.mirrored { (-x, y) } else { (x, y) };
        for _ in 0..self.rotation % 4 {
            (x, y) = (-y, x);
        }
        (x, y)
    }
}

/// One way to complete a spell pattern: the element square, every Thread square of the pattern
/// and the ones among them still empty (the Threads this cast adds).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PatternPlacement {
    pub orientation: Orientation,
    pub element: Square,
    pub threads: Vec<Square>,
    pub new_threads: Vec<Square>,
}

/// Where a tapestry card goes: which face, how it is turned (no mirror: a card is turned, not
/// flipped; flipping is the other face), and the top-left square of the turned card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardPlacement {
    pub side: u8,
    pub rotation: u8,
    pub at: Square,
}

/// The squares a face covers when placed, with their symbols, in square order.
pub fn card_squares(face: &Face, placement: CardPlacement) -> Vec<(Square, Option<Element>)> {
    let turn = Orientation { rotation: placement.rotation % 4, mirrored: false };
    let mut raw: Vec<((i16, i16), Option<Element>)> = Vec::with_capacity(6);
    for (y, row) in face.iter().enumerate() {
        for (x, symbol) in row.iter().enumerate() {
            raw.push((turn.apply((x as i16, y as i16)), *symbol));
        }
    }
    let min_x = raw.iter().map(|r| r.0 .0).min().unwrap_or(0);
    let min_y = raw.iter().map(|r| r.0 .1).min().unwrap_or(0);
    let mut out: Vec<(Square, Option<Element>)> =
        raw.into_iter().map(|((x, y), s)| ((x - min_x + placement.at.0, y - min_y + placement.at.1), s)).collect();
    out.sort();
    out
}

impl Tapestry {
    /// The first card of a tapestry is simply laid down, at (0, 0) unturned.
    pub fn start(face: &Face) -> Tapestry {
        let mut t = Tapestry::default();
        for (sq, symbol) in card_squares(face, CardPlacement { side: 0, rotation: 0, at: (0, 0) }) {
            t.cells.insert(sq, Cell { symbol, thread: None });
        }
        t
    }

    pub fn threads(&self) -> usize {
        self.cells.values().filter(|c| c.thread.is_some()).count()
    }

    /// Every distinct legal placement of a card ("Draw Tapestry Card"): each later card
    /// overlaps at least one square already laid; new cards always go on top.
    pub fn card_placements(&self, faces: &[Face; 2]) -> Vec<CardPlacement> {
        let (Some(min_x), Some(max_x)) = (self.cells.keys().map(|s| s.0).min(), self.cells.keys().map(|s| s.0).max())
        else {
            return vec![CardPlacement { side: 0, rotation: 0, at: (0, 0) }];
        };
        let min_y = self.cells.keys().map(|s| s.1).min().unwrap_or(0);
        let max_y = self.cells.keys().map(|s| s.1).max().unwrap_or(0);
        let mut seen: Vec<Vec<(Square, Option<Element>)>> = Vec::new();
        let mut out = Vec::new();
        for side in 0..2u8 {
            for rotation in 0..4u8 {
                for y in (min_y - 2)..=max_y {
                    for x in (min_x - 2)..=max_x {
                        let p = CardPlacement { side, rotation, at: (x, y) };
                        let squares = card_squares(&faces[side as usize], p);
                        if !squares.iter().any(|(sq, _)| self.cells.contains_key(sq)) || seen.contains(&squares) {
                            continue;
                        }
                        seen.push(squares);
                        out.push(p);
                    }
                }
            }
        }
        out
    }

    pub fn is_legal_card(&self, faces: &[Face; 2], placement: CardPlacement) -> bool {
        placement.side < 2
            && placement.rotation < 4
            && card_squares(&faces[placement.side as usize], placement)
                .iter()
                .any(|(sq, _)| self.cells.contains_key(sq))
    }

    /// Lays a card; returns how many Threads it covered (they go back to their pool).
    pub fn lay(&mut self, faces: &[Face; 2], placement: CardPlacement) -> u8 {
        let mut covered = 0;
        for (sq, symbol) in card_squares(&faces[placement.side as usize % 2], placement) {
            if self.cells.get(&sq).is_some_and(|c| c.thread.is_some()) {
                covered += 1;
            }
            self.cells.insert(sq, Cell { symbol, thread: None });
        }
        covered
    }

    /// Every distinct way to complete `pattern` (element square on a matching symbol, every
    /// Thread square on the tapestry and threaded after the cast) adding between 1 and
    /// `max_new` Threads, in any rotation or mirror image ("Spell Patterns").
    pub fn placements(&self, pattern: &Pattern, element: Element, max_new: usize) -> Vec<PatternPlacement> {
        let mut out: Vec<PatternPlacement> = Vec::new();
        let (ex, ey) = (pattern.element.0 as i16, pattern.element.1 as i16);
        for (&origin, cell) in &self.cells {
            if cell.symbol != Some(element) {
                continue;
            }
            'turns: for orientation in Orientation::ALL {
                let mut threads = Vec::with_capacity(pattern.threads.len());
                let mut new_threads = Vec::new();
                for &(x, y) in &pattern.threads {
                    let (dx, dy) = orientation.apply((x as i16 - ex, y as i16 - ey));
                    let sq = (origin.0 + dx, origin.1 + dy);
                    match self.cells.get(&sq) {
                        None => continue 'turns,
                        Some(c) if c.thread.is_none() => new_threads.push(sq),
                        Some(_) => {}
                    }
                    threads.push(sq);
                }
                if new_threads.is_empty() || new_threads.len() > max_new {
                    continue;
                }
                threads.sort();
                new_threads.sort();
                if out.iter().any(|p| p.element == origin && p.threads == threads) {
                    continue;
                }
                out.push(PatternPlacement { orientation, element: origin, threads, new_threads });
            }
        }
        out
    }

    /// The patterns one new Thread on `square` would complete, each with its rotation and
    /// mirror image (what the board draws while a player hovers a square).
    pub fn completed_by(&self, pattern: &Pattern, element: Element, square: Square) -> Vec<PatternPlacement> {
        self.placements(pattern, element, 1).into_iter().filter(|p| p.new_threads == [square]).collect()
    }

    /// Adds the new Threads of a placement.
    pub fn weave(&mut self, placement: &PatternPlacement) {
        for sq in &placement.new_threads {
            if let Some(c) = self.cells.get_mut(sq) {
                c.thread = Some(Thread::Loose);
            }
        }
    }
}

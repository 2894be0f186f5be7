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
    pub threads: Squares,
    pub new_threads: Squares,
}

/// How many squares a `Squares` keeps without allocating: every pattern of the built-in content
/// has at most two Thread squares.
const INLINE_SQUARES: usize = 4;

/// A list of squares, kept inline while short (a search lists every placement of every spell at
/// each step, and two `Vec`s a placement were most of its allocations), in a `Vec` past
/// `INLINE_SQUARES`. It compares, orders, hashes, prints and (de)serializes as the `Vec` it
/// replaced: as the slice it holds.
#[derive(Clone)]
pub struct Squares(SquaresInner);

#[derive(Clone)]
enum SquaresInner {
    Inline { len: u8, items: [Square; INLINE_SQUARES] },
    Heap(Vec<Square>),
}

impl Squares {
    pub const fn new() -> Self {
        Squares(SquaresInner::Inline { len: 0, items: [(0, 0); INLINE_SQUARES] })
    }

    pub fn push(&mut self, sq: Square) {
        match &mut self.0 {
            SquaresInner::Inline { len, items } => match items.get_mut(*len as usize) {
                Some(slot) => {
                    *slot = sq;
                    *len += 1;
                }
                None => {
                    let mut v = items.to_vec();
                    v.push(sq);
                    self.0 = SquaresInner::Heap(v);
                }
            },
            SquaresInner::Heap(v) => v.push(sq),
        }
    }

    pub fn clear(&mut self) {
        *self = Squares::new();
    }

    pub fn as_slice(&self) -> &[Square] {
        match &self.0 {
            SquaresInner::Inline { len, items } => &items[..*len as usize],
            SquaresInner::Heap(v) => v,
        }
    }

    pub fn as_mut_slice(&mut self) -> &mut [Square] {
        match &mut self.0 {
            SquaresInner::Inline { len, items } => &mut items[..*len as usize],
            SquaresInner::Heap(v) => v,
        }
    }
}

impl Default for Squares {
    fn default() -> Self {
        Squares::new()
    }
}

impl std::ops::Deref for Squares {
    type Target = [Square];
    fn deref(&self) -> &[Square] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for Squares {
    fn deref_mut(&mut self) -> &mut [Square] {
        self.as_mut_slice()
    }
}

impl From<Vec<Square>> for Squares {
    fn from(v: Vec<Square>) -> Self {
        v.into_iter().collect()
    }
}

impl From<&[Square]> for Squares {
    fn from(v: &[Square]) -> Self {
        v.iter().copied().collect()
    }
}

impl FromIterator<Square> for Squares {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut out = Squares::new();
        iter.into_iter().for_each(|sq| out.push(sq));
        out
    }
}

impl<'a> IntoIterator for &'a Squares {
    type Item = &'a Square;
    type IntoIter = std::slice::Iter<'a, Square>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl PartialEq for Squares {
    fn eq(&self, other: &Squares) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Squares {}

impl PartialEq<Vec<Square>> for Squares {
    fn eq(&self, other: &Vec<Square>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl PartialEq<[Square]> for Squares {
    fn eq(&self, other: &[Square]) -> bool {
        self.as_slice() == other
    }
}

impl<const N: usize> PartialEq<[Square; N]> for Squares {
    fn eq(&self, other: &[Square; N]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl PartialOrd for Squares {
    fn partial_cmp(&self, other: &Squares) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Squares {
    fn cmp(&self, other: &Squares) -> std::cmp::Ordering {
        self.as_slice().cmp(other.as_slice())
    }
}

impl std::hash::Hash for Squares {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl std::fmt::Debug for Squares {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl Serialize for Squares {
    fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(out)
    }
}

impl<'de> Deserialize<'de> for Squares {
    fn deserialize<D: serde::Deserializer<'de>>(input: D) -> Result<Self, D::Error> {
        Vec::<Square>::deserialize(input).map(Squares::from)
    }
}

/// Where a tapestry card goes: which face, how it is turned (no mirror: a card is turned, not
/// flipped; flipping is the other face), and the top-left square of the turned card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardPlacement {
    pub side: u8,
    pub rotation: u8,
    pub at: Square,
}

/// The six squares of a face turned `rotation` quarter turns, with their symbols, its top-left
/// corner at (0, 0), in square order.
pub type CardLayout = [(Square, Option<Element>); 6];

/// A face turned `rotation` quarter turns, its top-left corner at (0, 0), in square order.
pub fn card_layout(face: &Face, rotation: u8) -> CardLayout {
    let turn = Orientation { rotation: rotation % 4, mirrored: false };
    let mut out: CardLayout = [((0, 0), None); 6];
    for (y, row) in face.iter().enumerate() {
        for (x, symbol) in row.iter().enumerate() {
            out[y * 3 + x] = (turn.apply((x as i16, y as i16)), *symbol);
        }
    }
    let min_x = out.iter().map(|r| r.0 .0).min().unwrap_or(0);
    let min_y = out.iter().map(|r| r.0 .1).min().unwrap_or(0);
    for (sq, _) in out.iter_mut() {
        *sq = (sq.0 - min_x, sq.1 - min_y);
    }
    out.sort_unstable();
    out
}

/// The squares a face covers when placed, with their symbols, in square order.
pub fn card_squares(face: &Face, placement: CardPlacement) -> Vec<(Square, Option<Element>)> {
    let (ax, ay) = placement.at;
    card_layout(face, placement.rotation).iter().map(|&((x, y), s)| ((x + ax, y + ay), s)).collect()
}

/// The (side, rotation) pairs of a card in the order placements are listed, each with its
/// layout, leaving out a pair that lays the same squares and symbols as an earlier one (a
/// symmetric face turned half way, a back that is the front turned).
fn distinct_layouts(faces: &[Face; 2]) -> Vec<(u8, u8, CardLayout)> {
    let mut out: Vec<(u8, u8, CardLayout)> = Vec::with_capacity(8);
    for side in 0..2u8 {
        for rotation in 0..4u8 {
            let layout = card_layout(&faces[side as usize], rotation);
            if !out.iter().any(|(_, _, l)| *l == layout) {
                out.push((side, rotation, layout));
            }
        }
    }
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
    /// overlaps at least one square already laid; new cards always go on top. Two placements
    /// laying the same squares and symbols are one choice, listed once (the first face and
    /// turn): laid at the same corner, they differ only if their layouts differ.
    pub fn card_placements(&self, faces: &[Face; 2]) -> Vec<CardPlacement> {
        let Some(((min_x, max_x), (min_y, max_y))) = self.bounds() else {
            return vec![CardPlacement { side: 0, rotation: 0, at: (0, 0) }];
        };
        let mut out = Vec::new();
        for (side, rotation, layout) in distinct_layouts(faces) {
            for y in (min_y - 2)..=max_y {
                for x in (min_x - 2)..=max_x {
                    if layout.iter().any(|&((dx, dy), _)| self.cells.contains_key(&(x + dx, y + dy))) {
                        out.push(CardPlacement { side, rotation, at: (x, y) });
                    }
                }
            }
        }
        out
    }

    /// The columns and rows the tapestry spans, `None` while it is empty.
    fn bounds(&self) -> Option<((i16, i16), (i16, i16))> {
        let min_x = self.cells.keys().map(|s| s.0).min()?;
        let max_x = self.cells.keys().map(|s| s.0).max()?;
        let min_y = self.cells.keys().map(|s| s.1).min()?;
        let max_y = self.cells.keys().map(|s| s.1).max()?;
        Some(((min_x, max_x), (min_y, max_y)))
    }

    /// Whether `placement` is one of `card_placements` (without listing them all).
    pub fn is_listed_card(&self, faces: &[Face; 2], placement: CardPlacement) -> bool {
        let Some(((min_x, max_x), (min_y, max_y))) = self.bounds() else {
            return placement == CardPlacement { side: 0, rotation: 0, at: (0, 0) };
        };
        let (x, y) = placement.at;
        (min_x - 2..=max_x).contains(&x)
            && (min_y - 2..=max_y).contains(&y)
            && distinct_layouts(faces).iter().any(|&(side, rotation, _)| (side, rotation) == (placement.side, placement.rotation))
            && self.is_legal_card(faces, placement)
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
        let mut threads = Squares::new();
        let mut new_threads = Squares::new();
        for (&origin, cell) in &self.cells {
            if cell.symbol != Some(element) {
                continue;
            }
            'turns: for orientation in Orientation::ALL {
                threads.clear();
                new_threads.clear();
                // The pattern's Thread squares relative to its element square, turned.
                for &(x, y) in &pattern.threads {
                    let (dx, dy) = orientation.apply((x as i16 - ex, y as i16 - ey));
                    let sq = (origin.0 + dx, origin.1 + dy);
                    match self.cells.get(&sq) {
                        None => continue 'turns,
                        Some(c) if c.thread.is_none() => {
                            if new_threads.len() == max_new {
                                continue 'turns;
                            }
                            new_threads.push(sq)
                        }
                        Some(_) => {}
                    }
                    threads.push(sq);
                }
                if new_threads.is_empty() {
                    continue;
                }
                threads.sort_unstable();
                if out.iter().any(|p| p.element == origin && p.threads == threads) {
                    continue;
                }
                new_threads.sort_unstable();
                out.push(PatternPlacement {
                    orientation,
                    element: origin,
                    threads: threads.clone(),
                    new_threads: new_threads.clone(),
                });
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

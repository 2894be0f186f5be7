//! The map ("The Map", "Movement"): locations with elevation and terrain, rivers and bridges
//! between them, the points of interest, distances, and the journeys of special spells.

use super::content::Way;
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use std::sync::OnceLock;

/// A location: its index in the map's row-major order.
pub type Loc = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Elevation {
    Low,
    Mid,
    High,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Open,
    Forest,
    DenseForest,
    Rough,
}

impl Terrain {
    pub fn wooded(self) -> bool {
        matches!(self, Terrain::Forest | Terrain::DenseForest)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub col: u8,
    pub row: u8,
    pub elevation: Elevation,
    pub terrain: Terrain,
    /// Wellsprings and Ruins (a Ruin is also a wellspring).
    pub wellspring: bool,
    pub ruin: bool,
}

type Place = (u8, u8);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::games::woven) struct RawMap {
    name: String,
    rows: Vec<String>,
    citadel: Place,
    sentries: Vec<Place>,
    watcher_targets: Vec<Place>,
    watchers: Vec<Place>,
    wellsprings: Vec<Place>,
    ruins: Vec<Place>,
    starts: Vec<Place>,
    rivers: Vec<(Place, Place)>,
    bridges: Vec<(Place, Place)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub name: String,
    pub cols: u8,
    pub rows: u8,
    pub locations: Vec<Location>,
    pub neighbours: Vec<Vec<Loc>>,
    /// River edges (smaller location first), and which of them have a bridge.
    pub rivers: Vec<(Loc, Loc)>,
    pub bridges: Vec<(Loc, Loc)>,
    pub citadel: Loc,
    pub sentries: Vec<Loc>,
    pub watcher_targets: Vec<Loc>,
    pub watchers: Vec<Loc>,
    pub starts: Vec<Loc>,
    distances: Vec<Vec<u8>>,
    walks: Walks,
}

/// `walk_mp`'s table: from each location, the least MP to walk to each other. Filled when first
/// read: the search reads it, but a page that only draws the map (a table, a guided game)
/// would wait for it as the content loads.
#[derive(Clone, Debug, Default)]
struct Walks(OnceLock<Vec<Vec<u8>>>);

/// Made from the map's other fields, which `Map` compares: a table filled and one not yet
/// filled are the same.
impl PartialEq for Walks {
    fn eq(&self, _: &Walks) -> bool {
        true
    }
}

impl Eq for Walks {}

fn edge(a: Loc, b: Loc) -> (Loc, Loc) {
    (a.min(b), a.max(b))
}

impl Map {
    pub(in crate::games::woven) fn build(raw: RawMap) -> Result<Map, String> {
        let rows = raw.rows.len();
        let mut locations = Vec::new();
        let mut cols = 0;
        for (r, text) in raw.rows.iter().enumerate() {
            let tokens: Vec<&str> = text.split_whitespace().collect();
            if r == 0 {
                cols = tokens.len();
            } else if tokens.len() != cols {
                return Err(format!("field rows: row {r} has {} locations, {cols} expected", tokens.len()));
            }
            for (c, t) in tokens.iter().enumerate() {
                let mut chars = t.chars();
                let elevation = match chars.next() {
                    Some('l') => Elevation::Low,
                    Some('m') => Elevation::Mid,
                    Some('h') => Elevation::High,
                    _ => return Err(format!("field rows: location ({c}, {r}) '{t}': elevation l, m or h")),
                };
                let terrain = match chars.next() {
                    Some('.') => Terrain::Open,
                    Some('f') => Terrain::Forest,
                    Some('d') => Terrain::DenseForest,
                    Some('r') => Terrain::Rough,
                    _ => return Err(format!("field rows: location ({c}, {r}) '{t}': terrain ., f, d or r")),
                };
                locations.push(Location {
                    col: c as u8,
                    row: r as u8,
                    elevation,
                    terrain,
                    wellspring: false,
                    ruin: false,
                });
            }
        }
        if rows == 0 || cols == 0 || rows * cols > 250 {
            return Err("field rows: 1 to 250 locations".into());
        }
        let at = |field: &str, p: Place| -> Result<Loc, String> {
            if (p.0 as usize) < cols && (p.1 as usize) < rows {
                Ok((p.1 as usize * cols + p.0 as usize) as Loc)
            } else {
                Err(format!("field {field}: ({}, {}) is off the map", p.0, p.1))
            }
        };
        let neighbours: Vec<Vec<Loc>> = (0..locations.len()).map(|i| hex_neighbours(i, cols, rows)).collect();
        let mut rivers = Vec::new();
        for &(a, b) in &raw.rivers {
            let (a, b) = (at("rivers", a)?, at("rivers", b)?);
            if !neighbours[a as usize].contains(&b) {
                return Err(format!("field rivers: {a} and {b} are not neighbours"));
            }
            rivers.push(edge(a, b));
        }
        let mut bridges = Vec::new();
        for &(a, b) in &raw.bridges {
            let e = edge(at("bridges", a)?, at("bridges", b)?);
            if !rivers.contains(&e) {
                return Err(format!("field bridges: {e:?} crosses no river"));
            }
            bridges.push(e);
        }
        for &p in &raw.wellsprings {
            locations[at("wellsprings", p)? as usize].wellspring = true;
        }
        for &p in &raw.ruins {
            let l = &mut locations[at("ruins", p)? as usize];
            l.ruin = true;
            l.wellspring = true;
        }
        let list = |field: &str, ps: &[Place]| ps.iter().map(|&p| at(field, p)).collect::<Result<Vec<Loc>, String>>();
        let starts = list("starts", &raw.starts)?;
        if starts.len() != 4 {
            return Err("field starts: four start locations, one per mage".into());
        }
        let watcher_targets = list("watcher_targets", &raw.watcher_targets)?;
        let watchers = list("watchers", &raw.watchers)?;
        if watcher_targets.len() < 2 || watchers.len() != watcher_targets.len() {
            return Err("field watchers: one Watcher per target, at least two".into());
        }
        let distances = (0..locations.len()).map(|i| bfs(&neighbours, i as Loc)).collect();
        let map = Map {
            name: raw.name,
            cols: cols as u8,
            rows: rows as u8,
            locations,
            neighbours,
            rivers,
            bridges,
            citadel: at("citadel", raw.citadel)?,
            sentries: list("sentries", &raw.sentries)?,
            watcher_targets,
            watchers,
            starts,
            distances,
            walks: Walks::default(),
        };
        for &s in &map.starts {
            let l = &map.locations[s as usize];
            if l.col != 0 && l.row != 0 && l.col + 1 != map.cols && l.row + 1 != map.rows {
                return Err(format!("field starts: {} is not on the map's edge", map.label(s)));
            }
        }
        Ok(map)
    }

    pub fn len(&self) -> usize {
        self.locations.len()
    }

    pub fn is_empty(&self) -> bool {
        self.locations.is_empty()
    }

    pub fn loc(&self, l: Loc) -> Option<&Location> {
        self.locations.get(l as usize)
    }

    /// A label like "E4": column letter, row number.
    pub fn label(&self, l: Loc) -> String {
        match self.loc(l) {
            Some(x) => format!("{}{}", (b'A' + x.col) as char, x.row + 1),
            None => format!("?{l}"),
        }
    }

    pub fn neighbours(&self, l: Loc) -> &[Loc] {
        self.neighbours.get(l as usize).map(|v| v.as_slice()).unwrap_or(&[])
    }

    pub fn adjacent(&self, a: Loc, b: Loc) -> bool {
        self.neighbours(a).contains(&b)
    }

    /// Spaces between two locations, ignoring terrain and rivers (how far Watchers sense and
    /// how far Eyes and ranges reach).
    pub fn distance(&self, a: Loc, b: Loc) -> u8 {
        self.distances.get(a as usize).and_then(|d| d.get(b as usize)).copied().unwrap_or(u8::MAX)
    }

    /// The least MP a mage walking from `a` needs to reach `b` ("Movement": terrain costs, no
    /// river without a bridge; the Citadel's and Sentries' spaces, which no mage enters, left out
    /// but for `b` itself); `u8::MAX` when no walk reaches it. How far a goal is for a walk.
    pub fn walk_mp(&self, a: Loc, b: Loc) -> u8 {
        let walks = self.walks.0.get_or_init(|| (0..self.len() as Loc).map(|a| self.walks_from(a)).collect());
        walks.get(a as usize).and_then(|d| d.get(b as usize)).copied().unwrap_or(u8::MAX)
    }

    /// Dijkstra from `start`: run for every location the first time a walk is measured (the AI
    /// worker's first search), so it must be quick.
    fn walks_from(&self, start: Loc) -> Vec<u8> {
        let mut best = vec![u8::MAX; self.len()];
        best[start as usize] = 0;
        let closed = |l: Loc| l == self.citadel || self.sentries.contains(&l);
        let mut queue = BinaryHeap::from([Reverse((0u8, start))]);
        while let Some(Reverse((here, a))) = queue.pop() {
            if here > best[a as usize] || (a != start && closed(a)) {
                continue;
            }
            for &b in self.neighbours(a) {
                let Some(step) = self.step_cost(a, b, false) else { continue };
                let via = here.saturating_add(step);
                if via < best[b as usize] {
                    best[b as usize] = via;
                    queue.push(Reverse((via, b)));
                }
            }
        }
        best
    }

    pub fn river_between(&self, a: Loc, b: Loc) -> bool {
        self.rivers.contains(&edge(a, b))
    }

    /// A river without a bridge blocks a walking mage ("Movement").
    pub fn blocked_by_river(&self, a: Loc, b: Loc) -> bool {
        self.river_between(a, b) && !self.bridges.contains(&edge(a, b))
    }

    /// Beside a river: an end of some river edge.
    pub fn on_riverbank(&self, l: Loc) -> bool {
        self.rivers.iter().any(|&(a, b)| a == l || b == l)
    }

    /// MP to walk from `a` into its neighbour `b`, `None` where a river without bridge is in the
    /// way ("Movement"): 1, +1 changing elevation, +1 into dense forest, +1 into rough terrain.
    /// A sure-footed mage (Endurance) pays nothing for elevation or rough ground.
    pub fn step_cost(&self, a: Loc, b: Loc, sure_footed: bool) -> Option<u8> {
        let (from, to) = (self.loc(a)?, self.loc(b)?);
        if !self.adjacent(a, b) || self.blocked_by_river(a, b) {
            return None;
        }
        let mut cost = 1;
        if from.elevation != to.elevation && !sure_footed {
            cost += 1;
        }
        if to.terrain == Terrain::DenseForest {
            cost += 1;
        }
        if to.terrain == Terrain::Rough && !sure_footed {
            cost += 1;
        }
        Some(cost)
    }

    /// Where a special journey from `start` may end (start excluded), in location order.
    pub fn journey(&self, start: Loc, way: Way, spaces: u8) -> Vec<Loc> {
        let Some(here) = self.loc(start) else { return Vec::new() };
        let limit = if spaces == 0 { u8::MAX } else { spaces };
        let reach = |pass: &dyn Fn(Loc, Loc) -> bool| -> Vec<u8> {
            let mut dist = vec![u8::MAX; self.len()];
            dist[start as usize] = 0;
            let mut queue = VecDeque::from([start]);
            while let Some(a) = queue.pop_front() {
                let d = dist[a as usize];
                if d >= limit {
                    continue;
                }
                for &b in self.neighbours(a) {
                    if dist[b as usize] == u8::MAX && pass(a, b) {
                        dist[b as usize] = d + 1;
                        queue.push_back(b);
                    }
                }
            }
            dist
        };
        let elevation = |l: Loc| self.locations[l as usize].elevation;
        let terrain = |l: Loc| self.locations[l as usize].terrain;
        let dist = match way {
            Way::Highground if here.elevation > Elevation::Low => reach(&|_, b| elevation(b) <= here.elevation),
            Way::Lowland if here.elevation == Elevation::Low => {
                reach(&|a, b| elevation(b) == Elevation::Low && !self.blocked_by_river(a, b))
            }
            Way::River if self.on_riverbank(start) => reach(&|_, b| self.on_riverbank(b)),
            Way::Forest if here.terrain.wooded() => reach(&|_, b| terrain(b).wooded()),
            Way::Level => reach(&|a, b| elevation(b) == here.elevation && !self.blocked_by_river(a, b)),
            Way::Step => {
                return self.neighbours(start).iter().copied().filter(|&b| !self.blocked_by_river(start, b)).collect();
            }
            Way::DenseForest if here.terrain == Terrain::DenseForest => {
                return (0..self.len() as Loc)
                    .filter(|&l| l != start && terrain(l) == Terrain::DenseForest && self.distance(start, l) <= limit)
                    .collect();
            }
            Way::NearestDenseForest if here.terrain == Terrain::DenseForest => {
                let others = || (0..self.len() as Loc).filter(|&l| l != start && terrain(l) == Terrain::DenseForest);
                let Some(nearest) = others().map(|l| self.distance(start, l)).min() else { return Vec::new() };
                return others().filter(|&l| self.distance(start, l) == nearest).collect();
            }
            _ => return Vec::new(),
        };
        (0..self.len() as Loc)
            .filter(|&l| l != start && dist[l as usize] != u8::MAX)
            .filter(|&l| way != Way::Highground || elevation(l) == here.elevation)
            .collect()
    }

    /// Locations beside the river next to `start` within `spaces` (Water Target).
    pub fn riverside_within(&self, start: Loc, spaces: u8) -> Vec<Loc> {
        if !self.on_riverbank(start) {
            return Vec::new();
        }
        (0..self.len() as Loc).filter(|&l| self.on_riverbank(l) && self.distance(start, l) <= spaces).collect()
    }
}

/// Odd rows are shifted half a hex to the east.
fn hex_neighbours(i: usize, cols: usize, rows: usize) -> Vec<Loc> {
    let (c, r) = ((i % cols) as i32, (i / cols) as i32);
    let shift = r % 2;
    let deltas = [(-1, 0), (1, 0), (shift - 1, -1), (shift, -1), (shift - 1, 1), (shift, 1)];
    let mut out: Vec<Loc> = deltas
        .iter()
        .map(|(dc, dr)| (c + dc, r + dr))
        .filter(|&(x, y)| x >= 0 && y >= 0 && (x as usize) < cols && (y as usize) < rows)
        .map(|(x, y)| (y as usize * cols + x as usize) as Loc)
        .collect();
    out.sort_unstable();
    out
}

fn bfs(neighbours: &[Vec<Loc>], start: Loc) -> Vec<u8> {
    let mut dist = vec![u8::MAX; neighbours.len()];
    dist[start as usize] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(a) = queue.pop_front() {
        for &b in &neighbours[a as usize] {
            if dist[b as usize] == u8::MAX {
                dist[b as usize] = dist[a as usize] + 1;
                queue.push_back(b);
            }
        }
    }
    dist
}

//! Words for the Woven board: elements, terrain, orientations and what the game waits for.

use crate::games::woven::{
    Content, Elevation, EyeUse, Location, Mundane, Orientation, Source, Task, Terrain, Threat,
};

pub fn elevation(e: Elevation) -> &'static str {
    match e {
        Elevation::Low => "lowland",
        Elevation::Mid => "mid ground",
        Elevation::High => "high ground",
    }
}

pub fn terrain(t: Terrain) -> &'static str {
    match t {
        Terrain::Open => "open",
        Terrain::Forest => "forest",
        Terrain::DenseForest => "dense forest",
        Terrain::Rough => "rough",
    }
}

/// "turned 90° clockwise, mirrored", or "as printed".
pub fn orientation(o: Orientation) -> String {
    let turn = match o.rotation % 4 {
        0 => None,
        r => Some(format!("turned {}° clockwise", r as u16 * 90)),
    };
    match (turn, o.mirrored) {
        (None, false) => "as printed".into(),
        (None, true) => "mirrored".into(),
        (Some(t), false) => t,
        (Some(t), true) => format!("mirrored, {t}"),
    }
}

pub fn location(l: &Location) -> String {
    let mut s = format!("{}, {}", elevation(l.elevation), terrain(l.terrain));
    if l.ruin {
        s.push_str(", ruin");
    } else if l.wellspring {
        s.push_str(", wellspring");
    }
    s
}

fn eye_use(u: EyeUse) -> &'static str {
    match u {
        EyeUse::Move { .. } => "to move",
        EyeUse::Duplicate { .. } => "to copy",
        EyeUse::Split => "to split",
        EyeUse::Anchor => "to anchor",
        EyeUse::Control { .. } | EyeUse::ControlAll { .. } => "to take control of",
        EyeUse::ConsumeToAttack { .. } | EyeUse::ConsumeToAttackBeside { .. } | EyeUse::AttackAt { .. } => {
            "to attack from"
        }
        EyeUse::ConsumeToClear { .. } => "to clear around",
        EyeUse::Redirect { .. } => "to turn the attack onto",
    }
}

/// What an attack or effect came from: the spell's or Artifact's name.
fn source(c: &Content, s: Source) -> String {
    match s {
        Source::Spell(k) => c.spell(k).map_or("spell".into(), |x| x.name.clone()),
        Source::Artifact(k) => c.artifacts.get(k as usize).map_or("Artifact".into(), |a| a.name.clone()),
        Source::Mundane => "attack".into(),
    }
}

/// A reaction question (ruling "Reactions"): who did what, with which spell, where.
pub fn threat(c: &Content, t: &Threat, name: &dyn Fn(usize) -> String) -> String {
    match *t {
        Threat::Attack { attacker, at, power, source: s } => format!(
            "{} {} (attack {power}) is about to strike you at {}",
            crate::core::wording::possessive(&name(attacker as usize)),
            source(c, s),
            c.map.label(at)
        ),
        Threat::EyeArrives { owner, at } => {
            format!("{} Eye has just come to your location, {}", crate::core::wording::possessive(&name(owner as usize)), c.map.label(at))
        }
        Threat::EyeLost { by, at, attacked: true } => {
            format!("{} attack is about to remove your Eye at {}", crate::core::wording::possessive(&name(by as usize)), c.map.label(at))
        }
        Threat::EyeLost { by, at, attacked: false } => {
            format!("{} about to remove your Eye at {}", crate::core::wording::subject(&name(by as usize), "is"), c.map.label(at))
        }
    }
}

/// A cast's new Threads by the squares they go on, as the tapestry shows them: "2 new Threads,
/// on a Fire square and a blank square" (never by coordinates).
pub fn new_threads(tapestry: Option<&crate::games::woven::Tapestry>, squares: &[crate::games::woven::Square]) -> String {
    let mut kinds: Vec<(String, u64)> = Vec::new();
    for sq in squares {
        let symbol = tapestry.and_then(|t| t.cells.get(sq)).and_then(|c| c.symbol);
        let word = symbol.map_or("blank".to_string(), |e| e.name().to_string());
        match kinds.iter_mut().find(|(w, _)| *w == word) {
            Some((_, n)) => *n += 1,
            None => kinds.push((word, 1)),
        }
    }
    let on: Vec<String> = kinds
        .iter()
        .map(|(w, n)| match n {
            1 => format!("{} square", crate::core::wording::with_article(w)),
            _ => format!("{n} {w} squares"),
        })
        .collect();
    let count = crate::core::wording::count(squares.len() as u64, "new Thread", "new Threads");
    match on.split_last() {
        None => count,
        Some((last, [])) => format!("{count}, on {last}"),
        Some((last, rest)) => format!("{count}, on {} and {last}", rest.join(", ")),
    }
}

/// What the acting mage is asked for now.
pub fn task(c: &Content, t: &Task, name: &dyn Fn(usize) -> String) -> String {
    match t {
        Task::Walk { mp } => format!("Move: pick a neighbouring location ({mp} movement left), or stop."),
        Task::Travel { .. } => "Travel: pick a highlighted destination on the map.".into(),
        Task::PlaceEye { .. } => "Place an Eye: pick a highlighted location on the map.".into(),
        Task::PickEye { purpose, .. } => format!("Pick an Eye {} on the map.", eye_use(*purpose)),
        Task::EyeWalk { left, .. } => format!("Move the Eye: pick the next location ({left} left), or stop."),
        Task::Scatter { left } => format!("Move your Eyes: {} left.", crate::core::wording::count(*left, "space", "spaces")),
        Task::AttackBeside { .. } => "Attack: pick a location beside the Eye.".into(),
        Task::PlaceCard { .. } => {
            "Lay the new tapestry card: choose its face and turn, then a highlighted top-left square.".into()
        }
        Task::PullThread { left } => format!("Pull a Thread ({left} left): pick a threaded square."),
        Task::AcquireMana { wells } => format!("Wellspring: take more mana ({wells} left), or stop."),
        Task::AcquireSpell { .. } => "Acquire: keep one of the drawn spells.".into(),
        Task::Bank => "Treasure: put a spell from your hand in your Treasure pile, or stop.".into(),
        Task::Recast { .. } => "Cast the spell again on another pattern, or stop.".into(),
        Task::React { victim, threat: th } => format!(
            "{}: {}. Answer with a reaction spell from your hand, or let it happen.",
            name(*victim as usize),
            threat(c, th, name)
        ),
        Task::Sacrifice { seat, threat: th } => format!(
            "{}: {}. Spend a Charge against it, or keep your Charges.",
            name(*seat as usize),
            threat(c, th, name)
        ),
        Task::Effect { .. }
        | Task::MoveEach { .. }
        | Task::DrawSpells { .. }
        | Task::RecoverEnd
        | Task::ReactionEnd { .. }
        | Task::LoseEye { .. }
        | Task::EyeWalkEnd { .. }
        | Task::Strike { .. } => String::new(),
    }
}

/// A mundane effect as the rules name it ("Mundane Effects").
pub fn mundane(m: Mundane) -> &'static str {
    match m {
        Mundane::Tapestry => "draw a tapestry card",
        Mundane::Eye => "create an Eye",
        Mundane::Move => "move",
        Mundane::Thread => "pull a Thread",
    }
}

/// What discarding `n` cards for a mundane effect does ("Mundane Effects": one each, and two
/// movement points a card for Move).
pub fn mundane_effect(m: Mundane, n: usize) -> String {
    let n = n as u64;
    let count = crate::core::wording::count;
    match m {
        Mundane::Tapestry => format!("Draw {}", count(n, "tapestry card", "tapestry cards")),
        Mundane::Eye => format!("Create {}", count(n, "Eye", "Eyes")),
        Mundane::Move => format!("Move ({} movement)", 2 * n),
        Mundane::Thread => format!("Pull {}", count(n, "Thread", "Threads")),
    }
}

//! Words for the Woven board: elements, terrain, orientations and what the game waits for.

use crate::games::woven::{
    Content, Elevation, Element, EyeUse, Location, Mundane, Orientation, Source, Task, Terrain, Threat,
};

pub fn element(e: Element) -> &'static str {
    match e {
        Element::Air => "Air",
        Element::Earth => "Earth",
        Element::Fire => "Fire",
        Element::Water => "Water",
    }
}

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
            "{}'s {} (attack {power}) is about to strike you at {}",
            name(attacker as usize),
            source(c, s),
            c.map.label(at)
        ),
        Threat::EyeArrives { owner, at } => {
            format!("{}'s Eye has just come to your location, {}", name(owner as usize), c.map.label(at))
        }
        Threat::EyeLost { by, at, attacked: true } => {
            format!("{}'s attack is about to remove your Eye at {}", name(by as usize), c.map.label(at))
        }
        Threat::EyeLost { by, at, attacked: false } => {
            format!("{} is about to remove your Eye at {}", name(by as usize), c.map.label(at))
        }
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
        Task::Scatter { left } => format!("Move your Eyes: {left} space(s) left."),
        Task::AttackBeside { .. } => "Attack: pick a location beside the Eye.".into(),
        Task::PlaceCard { card } => format!(
            "Lay the tapestry card{}: choose its face and turn, then a highlighted top-left square.",
            c.tapestry.get(*card as usize).map(|k| format!(" {}", k.id)).unwrap_or_default()
        ),
        Task::PullThread { left } => format!("Pull a Thread ({left} left): pick a threaded square."),
        Task::AcquireMana { wells } => format!("Wellspring: take more mana ({wells} left), or stop."),
        Task::AcquireSpell { .. } => "Acquire: keep one of the drawn spells.".into(),
        Task::Bank => "Ruins: put a spell from your hand in your Treasure, or stop.".into(),
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

//! Every card with the number actions name it by (`loomhall cards`): the built-in sets in
//! library order, 18 cards each. A scenario's homebrew cards follow them (`180 + position`).

use super::cards::{Card, Need};
use super::content::Content;
use super::setup::Scenario;
use super::state::Table;
use crate::core::{CardInfo, SetupError};

pub fn cards(c: &Content) -> Vec<CardInfo> {
    c.cards.iter().enumerate().map(|(id, card)| info(c, id, card)).collect()
}

/// The built-in cards, then the scenario's homebrew cards from `180` on, in the order its
/// `extra_sets` list them (checked as card files are).
pub fn scenario_cards(c: &Content, sc: &Scenario) -> Result<Vec<CardInfo>, SetupError> {
    let reserved: Vec<&str> = c.cards.iter().map(|card| card.name.as_str()).collect();
    let probe =
        Table::new(sc.extra_sets.clone(), Default::default(), Default::default(), &reserved).map_err(SetupError)?;
    let mut out = cards(c);
    let extra = &probe.extra;
    out.extend(extra.cards.iter().enumerate().map(|(i, card)| CardInfo {
        id: (c.cards.len() + i) as u32,
        ..info(extra, i, card)
    }));
    Ok(out)
}

fn info(c: &Content, id: usize, card: &Card) -> CardInfo {
    let set = c.sets.get(card.set as usize).map(|s| s.name.as_str()).unwrap_or_default();
    CardInfo {
        id: id as u32,
        group: set.to_string(),
        name: card.name.clone(),
        facts: format!("{:?} · {:?}", card.kind, card.spell.duration),
        text: formula(card),
    }
}

/// "Gesture: 1 Damage. Steps: Word, Blood (leaves Gesture). Then: 3 Damage."
fn formula(card: &Card) -> String {
    let s = &card.spell;
    let components: Vec<&str> = s.components.iter().map(|c| c.name()).collect();
    let mut text = format!(
        "Gives {}; at once: {}.",
        if components.is_empty() { "no component".to_string() } else { components.join(", ") },
        s.instant.describe()
    );
    if !s.steps.is_empty() {
        let steps: Vec<String> = s
            .steps
            .iter()
            .map(|step| {
                let needs = match step.needs {
                    Need::Component(c) => c.name(),
                    Need::Time => "Time",
                };
                match step.residual {
                    Some(r) => format!("{needs} (leaves {})", r.name()),
                    None => needs.to_string(),
                }
            })
            .collect();
        text.push_str(&format!(" Steps: {}. Then: {}.", steps.join(", "), s.delayed.describe()));
    }
    if !card.flavour.is_empty() {
        text.push_str(&format!(" “{}”", card.flavour));
    }
    text
}

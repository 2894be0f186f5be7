//! Content statistics for docs/balance/weavers.md: steps and token value per card, by set and
//! by kind (Class cards should be easier and weaker than Spellbook cards).

use super::cards::{Kind, Need, TokenKind};
use super::content::Content;
use std::fmt::Write;

#[derive(Clone, Debug, PartialEq)]
pub struct SetStats {
    pub name: String,
    pub kind: Kind,
    pub cards: usize,
    pub avg_steps: f64,
    pub avg_value: f64,
    pub time_steps: usize,
    pub repeatable: usize,
}

pub fn set_stats(content: &Content) -> Vec<SetStats> {
    content
        .sets
        .iter()
        .map(|set| {
            let cards: Vec<_> = set.cards.iter().filter_map(|&id| content.cards.get(id as usize)).collect();
            let n = cards.len().max(1) as f64;
            SetStats {
                name: set.name.clone(),
                kind: set.kind,
                cards: cards.len(),
                avg_steps: cards.iter().map(|c| c.spell.steps.len() as f64).sum::<f64>() / n,
                avg_value: cards.iter().map(|c| c.spell.instant.value() + c.spell.delayed.value()).sum::<f64>() / n,
                time_steps: cards.iter().flat_map(|c| &c.spell.steps).filter(|s| s.needs == Need::Time).count(),
                repeatable: cards.iter().filter(|c| c.spell.repeatable()).count(),
            }
        })
        .collect()
}

/// (average steps, average token value) per card over every set of `kind`.
pub fn kind_averages(content: &Content, kind: Kind) -> (f64, f64) {
    let cards: Vec<_> = content.cards.iter().filter(|c| c.kind == kind).collect();
    let n = cards.len().max(1) as f64;
    (
        cards.iter().map(|c| c.spell.steps.len() as f64).sum::<f64>() / n,
        cards.iter().map(|c| c.spell.instant.value() + c.spell.delayed.value()).sum::<f64>() / n,
    )
}

/// The content section of docs/balance/weavers.md, generated from the card data.
pub fn content_report(content: &Content) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "| Kind | Average steps per card | Average token value per card |");
    let _ = writeln!(out, "|---|---|---|");
    for kind in [Kind::Class, Kind::Spellbook] {
        let (steps, value) = kind_averages(content, kind);
        let _ = writeln!(out, "| {} | {steps:.2} | {value:.2} |", super::state::kind_name(kind));
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "| Set | Kind | Avg steps | Avg token value | Time steps | Repeatable |");
    let _ = writeln!(out, "|---|---|---|---|---|---|");
    for s in set_stats(content) {
        let _ = writeln!(
            out,
            "| {} | {} | {:.2} | {:.2} | {} | {} |",
            s.name,
            super::state::kind_name(s.kind),
            s.avg_steps,
            s.avg_value,
            s.time_steps,
            s.repeatable
        );
    }
    let _ = writeln!(out);
    let weights: Vec<String> = TokenKind::ALL.iter().map(|k| format!("{} {}", k.name(), k.value())).collect();
    let _ = writeln!(out, "Token value weights (in cards): {}.", weights.join(", "));
    out
}

//! A character's sheet: focus suit, qualities by kind, signature move and whether it is spent
//! this episode, wounds by suit, kept Challenge cards.

use super::text::{challenge_name, challenge_piece, suit_class, suit_glyph};
use crate::app::table::GameRef;
use crate::games::weave::{Character, QualityKind, SignatureEffect, Suit, Table, Weave};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SheetProps {
    pub game: GameRef<Weave>,
    pub table: Table,
    pub index: u8,
    pub player: AttrValue,
    /// The character facing the challenge now.
    pub spotlight: bool,
}

fn qualities(c: &Character, kind: QualityKind) -> Vec<String> {
    c.qualities.iter().filter(|q| q.kind == kind).map(|q| q.text.clone()).collect()
}

/// What a signature move does, in the sheet's words (it is printed with the sheet).
fn effect_text(effect: SignatureEffect) -> String {
    match effect {
        SignatureEffect::ExtraDice(n) => format!("+{n} {}", if n == 1 { "die" } else { "dice" }),
        SignatureEffect::BonusSuccesses(n) => format!("+{n} {}", if n == 1 { "success" } else { "successes" }),
        SignatureEffect::IgnoreStrikes => "a failed roll gives no wound".to_string(),
    }
}

#[function_component(Sheet)]
pub fn sheet(props: &SheetProps) -> Html {
    let t = &props.table;
    let (Some(set), Some(c)) = (props.game.content.playsets.get(t.playset as usize), t.character(props.index)) else {
        return Html::default();
    };
    let signature = set
        .story
        .get(c.signature as usize)
        .map(|s| format!("{} ({})", s.signature.name, effect_text(s.signature.effect)))
        .unwrap_or_default();
    let list = |kind: QualityKind, label: &str| {
        let items = qualities(c, kind);
        if items.is_empty() {
            return Html::default();
        }
        html! {
            <div class="quality-group">
                <dt>{ label }</dt>
                { for items.into_iter().map(|q| html! { <dd>{ q }</dd> }) }
            </div>
        }
    };
    let wounds = Suit::ALL.map(|s| (s, c.wounds.iter().filter(|&&w| w == s).count()));
    let status = if c.retired {
        "left the season"
    } else if c.removed {
        "out of this scene (three wounds)"
    } else {
        "in the scene"
    };
    let id = format!("weave-sheet-{}", props.index);
    html! {
        <article class={classes!("character-sheet", props.spotlight.then_some("spotlight"), c.retired.then_some("retired"))} aria-labelledby={id.clone()}
            data-piece={format!("seat:{}", c.owner)}>
            <h3 id={id}>{ c.name.clone() }</h3>
            <p class="sheet-meta">
                { format!("{} · ", props.player) }
                <span class={classes!("suit-tag", suit_class(c.focus))}><span aria-hidden="true">{ suit_glyph(c.focus) }</span>{ format!(" Focus {}", c.focus.name()) }</span>
                { format!(" · {status}") }
            </p>
            <dl class="qualities">
                { list(QualityKind::Backstory, "Backstories") }
                { list(QualityKind::Talent, "Talents") }
                { list(QualityKind::Flaw, "Flaws") }
                { list(QualityKind::Item, "Items") }
                { list(QualityKind::Consequence, "Consequences") }
                <div class="quality-group">
                    <dt>{ "Signature move" }</dt>
                    <dd>{ signature }<span class="sig-state">{ if c.signature_used { " · used this episode" } else { " · ready" } }</span></dd>
                </div>
                <div class="quality-group">
                    <dt>{ "Wounds" }</dt>
                    <dd class="wounds">
                        if c.wounds.is_empty() { { "None" } }
                        { for wounds.iter().filter(|(_, n)| *n > 0).map(|(s, n)| html! {
                            <span class={classes!("suit-tag", suit_class(*s))}><span aria-hidden="true">{ suit_glyph(*s) }</span>{ format!(" {} × {n}", s.name()) }</span>
                        }) }
                    </dd>
                </div>
                if !c.kept.is_empty() {
                    <div class="quality-group">
                        <dt>{ "Kept cards" }</dt>
                        { for c.kept.iter().map(|&k| html! { <dd data-piece={challenge_piece(set, k)}>{ challenge_name(set, k) }</dd> }) }
                    </div>
                }
            </dl>
        </article>
    }
}

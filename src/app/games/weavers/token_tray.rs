//! A player's tokens: shields (always), damage and healing received this round, and the five
//! statuses. Each token is a button whose explanation shows on hover, on focus and on tap
//! (a tap focuses it), and is its accessible description.

use super::icons;
use super::text;
use crate::games::weavers::{Status, TokenKind};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TokenTrayProps {
    /// Unique per tray (ids of the explanations).
    pub id: AttrValue,
    pub shields: u8,
    pub damage: u8,
    pub healing: u8,
    pub statuses: [u8; 5],
    /// Whose tokens, for the group's label ("Ada's tokens").
    pub owner: AttrValue,
}

#[function_component(TokenTray)]
pub fn token_tray(props: &TokenTrayProps) -> Html {
    let mut tokens: Vec<(TokenKind, u8)> = vec![(TokenKind::Shield, props.shields)];
    if props.damage > 0 {
        tokens.push((TokenKind::Damage, props.damage));
    }
    if props.healing > 0 {
        tokens.push((TokenKind::Healing, props.healing));
    }
    for s in Status::ALL {
        let n = props.statuses.get(s as usize).copied().unwrap_or(0);
        if n > 0 {
            tokens.push((TokenKind::Status(s), n));
        }
    }
    html! {
        <ul class="token-tray" aria-label={format!("{} tokens", crate::core::wording::possessive(&props.owner))}>
            { for tokens.into_iter().map(|(kind, n)| {
                let tip = format!("{}-{}", props.id, kind.name().to_lowercase());
                let name = match (kind, n) {
                    (TokenKind::Shield, 1) => "Shield".to_string(),
                    (TokenKind::Shield, _) => "Shields".to_string(),
                    (k, _) => k.name().to_string(),
                };
                html! {
                    <li class={classes!("token", (n == 0).then_some("zero"))}>
                        <button type="button" class="token-button" aria-describedby={tip.clone()}>
                            { icons::token(kind) }
                            <span class="token-count">{ n }</span>
                            <span class="token-name">{ name }</span>
                        </button>
                        <span role="tooltip" id={tip} class="tip">{ text::token_meaning(kind) }</span>
                    </li>
                }
            }) }
        </ul>
    }
}

//! One apprentice's side of the table, as everyone sees it: name and what they are doing, hand
//! size (and the cards in it everyone saw taken, or the whole hand in teaching mode), the
//! Challenge card, the spells of the tableau and the cards set aside to unravel.

use super::card::CardInfo;
use super::card_slot::CardSlot;
use super::challenge::ChallengeCard;
use super::picks::Picks;
use super::spell::{SpellInfo, SpellView};
use super::text::plural;
use crate::games::ioi::Aspect;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SeatPanelProps {
    pub seat: usize,
    pub name: AttrValue,
    /// "you" or "computer".
    #[prop_or_default]
    pub tag: Option<AttrValue>,
    pub status: AttrValue,
    pub is_turn: bool,
    pub thinking: bool,
    /// Teaching mode: the event explained now concerns this seat.
    #[prop_or_default]
    pub spotlight: bool,
    pub hand_count: u8,
    /// Cards of the hand this viewer may see here (known to all, or every card in teaching mode).
    pub hand_cards: Vec<CardInfo>,
    /// The whole hand is open (teaching mode).
    #[prop_or_default]
    pub hand_open: bool,
    pub challenge: Option<(AttrValue, [Aspect; 3])>,
    pub challenge_up: bool,
    pub matched: Vec<Aspect>,
    pub bonus: u32,
    pub spells: Vec<SpellInfo>,
    pub unraveled: Vec<CardInfo>,
    pub picks: Picks,
    /// The panel of the seat holding the device (shown larger, at the bottom).
    #[prop_or_default]
    pub mine: bool,
}

#[function_component(SeatPanel)]
pub fn seat_panel(props: &SeatPanelProps) -> Html {
    let points: u32 = props.spells.iter().map(|s| s.points()).sum();
    let complete = props.spells.iter().filter(|s| s.complete()).count();
    let heading = format!("seat-{}-name", props.seat);
    let count = plural(props.hand_count as usize, "card in hand", "cards in hand");
    // Only the tableau of the seat holding the device takes a new spell.
    let new_spell = props.picks.on_new_spell.clone().filter(|_| props.mine);
    let hand_note =
        if props.hand_open || props.hand_cards.is_empty() { count } else { format!("{count}, seen taken:") };
    html! {
        <section class={classes!("seat-panel", format!("seat-{}", props.seat), props.mine.then_some("mine"),
                props.is_turn.then_some("is-turn"), props.spotlight.then_some("spotlight"), props.thinking.then_some("thinking-seat"))}
            aria-labelledby={heading.clone()} data-piece={format!("seat:{}", props.seat)}>
            <header class="seat-head">
                <h2 id={heading}>
                    if props.is_turn { <span class="turn-mark" aria-hidden="true">{ "▶ " }</span> }
                    { props.name.clone() }
                    if let Some(tag) = &props.tag { <span class="tag">{ tag.clone() }</span> }
                </h2>
                <span class="seat-status" aria-live="polite">
                    if props.thinking { <span class="spinner small" aria-hidden="true"></span> }
                    { props.status.clone() }
                </span>
                <span class="seat-score" title="Points of complete spells (the Challenge bonus comes at the end)">
                    { format!("{} · {points} pt", plural(complete, "spell", "spells")) }
                </span>
            </header>
            <div class="seat-info">
                <ChallengeCard card={props.challenge.clone()} face_up={props.challenge_up} matched={props.matched.clone()} bonus={props.bonus} />
                if !props.mine || props.hand_open {
                    <span class="hand-count">{ hand_note }</span>
                    { for props.hand_cards.iter().map(|c| html! { <CardSlot info={c.clone()} picks={props.picks.clone()} small=true /> }) }
                }
            </div>
            <div class="tableau">
                if props.spells.is_empty() && new_spell.is_none() {
                    <p class="muted empty">{ "No spells yet." }</p>
                } else {
                    <ul class="spells" aria-label={format!("{} spells", crate::core::wording::possessive(&props.name))}>
                        { for props.spells.iter().map(|s| html! { <SpellView spell={s.clone()} picks={props.picks.clone()} /> }) }
                        if let Some(on_new_spell) = new_spell {
                            <li class="spell open-place">
                                <button type="button" class="new-spell-place" onclick={move |_: MouseEvent| on_new_spell.emit(())}>
                                    <span aria-hidden="true" class="new-spell-plus">{ "+" }</span>
                                    { "Start a new spell here" }
                                </button>
                            </li>
                        }
                    </ul>
                }
                if !props.unraveled.is_empty() {
                    <div class="unraveled">
                        <span class="unraveled-label">{ "Unraveled, to release:" }</span>
                        { for props.unraveled.iter().map(|c| html! { <CardSlot info={c.clone()} picks={props.picks.clone()} small=true /> }) }
                    </div>
                }
            </div>
        </section>
    }
}

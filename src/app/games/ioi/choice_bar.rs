//! The question the seat must answer now, in words, with one button per legal answer (only
//! those: they come from the engine's legal actions) and a way back while a choice in several
//! parts is half made. The first button takes the focus when a new question appears, so a
//! keyboard player answers with Enter (in a response window that is "Let it resolve").

use crate::games::ioi::Action;
use yew::prelude::*;

/// One answer: its words and the actions it sends (a choice in parts may send several).
#[derive(Clone, Debug, PartialEq)]
pub struct Opt {
    pub label: AttrValue,
    pub path: Vec<Action>,
    pub primary: bool,
}

#[derive(Properties, PartialEq)]
pub struct ChoiceBarProps {
    pub prompt: AttrValue,
    #[prop_or_default]
    pub detail: Option<AttrValue>,
    pub options: Vec<Opt>,
    pub on_pick: Callback<Vec<Action>>,
    /// Step back out of a half-made choice.
    #[prop_or_default]
    pub on_cancel: Option<Callback<()>>,
    /// Take the focus on each new prompt.
    #[prop_or_default]
    pub focus: bool,
}

#[function_component(ChoiceBar)]
pub fn choice_bar(props: &ChoiceBarProps) -> Html {
    let first = use_node_ref();
    {
        let first = first.clone();
        let focus = props.focus;
        use_effect_with((props.prompt.clone(), props.options.len()), move |_| {
            if focus {
                if let Some(b) = first.cast::<web_sys::HtmlElement>() {
                    let _ = b.focus();
                }
            }
        });
    }
    let onkeydown = props.on_cancel.clone().map(|cancel| {
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                cancel.emit(());
            }
        })
    });
    html! {
        <div class="choice-bar" role="group" aria-labelledby="choice-prompt" {onkeydown}>
            <div class="choice-text">
                <p id="choice-prompt" class="prompt">{ props.prompt.clone() }</p>
                if let Some(detail) = &props.detail { <p class="detail muted">{ detail.clone() }</p> }
            </div>
            // Outside the answers (which may scroll), so the way back always shows.
            if let Some(cancel) = &props.on_cancel {
                <button type="button" class="cancel" aria-keyshortcuts="Escape"
                    onclick={cancel.reform(|_: MouseEvent| ())}>
                    <span aria-hidden="true">{ "← " }</span>{ "Back" }
                </button>
            }
            <div class="choice-options">
                { for props.options.iter().enumerate().map(|(i, o)| {
                    let path = o.path.clone();
                    let on_pick = props.on_pick.clone();
                    html! {
                        <button type="button" class={classes!(o.primary.then_some("primary"))}
                            ref={if i == 0 { first.clone() } else { NodeRef::default() }}
                            onclick={move |_: MouseEvent| on_pick.emit(path.clone())}>
                            { o.label.clone() }
                        </button>
                    }
                }) }
            </div>
        </div>
    }
}

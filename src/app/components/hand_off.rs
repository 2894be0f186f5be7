//! Pass-and-play: between two human seats the device shows this screen, and nothing of the
//! next seat's hand, until that player says they are ready.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandOffProps {
    /// The name of the player who takes the device.
    pub to: AttrValue,
    pub on_ready: Callback<()>,
}

#[function_component(HandOff)]
pub fn hand_off(props: &HandOffProps) -> Html {
    let button = use_node_ref();
    {
        // Keyboard users land on the one thing to do.
        let button = button.clone();
        use_effect_with((), move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let on_ready = props.on_ready.reform(|_: MouseEvent| ());
    html! {
        <section class="hand-off" role="dialog" aria-modal="true" aria-labelledby="hand-off-title">
            <h2 id="hand-off-title">{ format!("Pass to {} — tap when ready", props.to) }</h2>
            <p>{ "The other players look away: the next screen shows this player's hidden cards." }</p>
            <button class="primary big" ref={button} onclick={on_ready}>
                { format!("I am {}: show my table", props.to) }
            </button>
        </section>
    }
}

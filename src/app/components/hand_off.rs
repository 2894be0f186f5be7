//! Pass-and-play: between two human seats the device shows this prompt above the public table
//! (the spectator's view: no hand, no pending choice), until the next player says they are
//! ready. Both players can watch what was just revealed while the device changes hands.

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
        use_effect_with(props.to.clone(), move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let on_ready = props.on_ready.reform(|_: MouseEvent| ());
    html! {
        <section class="hand-off" aria-labelledby="hand-off-title">
            <div>
                <h2 id="hand-off-title">{ format!("Pass to {} — tap when ready", props.to) }</h2>
                <p>{ "Only the public table is shown. The other players look away before the next screen: it shows this player's hidden cards." }</p>
            </div>
            <button class="primary big" ref={button} onclick={on_ready}>
                { format!("I am {}: show my table", props.to) }
            </button>
        </section>
    }
}

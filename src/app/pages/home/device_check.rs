//! "How fast is this device?": runs a computer player on a fresh game in the AI worker, with
//! progress and a stop button, and reports its speed, to help choose the AI speed setting.
//! It is also the check that the worker works on this browser.

use crate::app::worker::AiClient;
use crate::games;
use crate::think::{speed_check, ThinkUpdate, SPEED_ITERATIONS as BUDGET};
use yew::prelude::*;

#[derive(Clone, PartialEq)]
enum Check {
    Idle,
    Running { done: u32, total: u32 },
    Finished { iterations: u32, ms: f64 },
    Stopped,
    Failed(String),
}

#[function_component(DeviceCheck)]
pub fn device_check() -> Html {
    let ai = use_memo((), |_| AiClient::new());
    let check = use_state(|| Check::Idle);
    {
        let ai = ai.clone();
        use_effect_with((), move |_| move || ai.cancel());
    }
    let Some(game) = games::library().into_iter().next() else {
        return html! {};
    };
    let on_start = {
        let (ai, check) = (ai.clone(), check.clone());
        Callback::from(move |_: MouseEvent| {
            // The worker deals the game: loading its cards here would hold the page up.
            let request = speed_check(game.id, BUDGET);
            let started = js_sys::Date::now();
            check.set(Check::Running { done: 0, total: BUDGET });
            let check = check.clone();
            ai.think(request, move |update| match update {
                ThinkUpdate::Progress { done, total, .. } => check.set(Check::Running { done, total }),
                ThinkUpdate::Done(reply) => {
                    check.set(Check::Finished { iterations: reply.iterations, ms: js_sys::Date::now() - started })
                }
                ThinkUpdate::Failed { message, .. } => check.set(Check::Failed(message)),
            });
        })
    };
    let on_stop = {
        let (ai, check) = (ai.clone(), check.clone());
        Callback::from(move |_| {
            ai.cancel();
            check.set(Check::Stopped);
        })
    };
    let status = match &*check {
        Check::Idle => html! {},
        Check::Running { done, total } => html! {
            <crate::app::components::Thinking name="The computer" done={*done} total={*total} on_cancel={on_stop} />
        },
        Check::Finished { iterations, ms } => {
            let per_second = *iterations as f64 / (ms / 1000.0).max(0.001);
            html! {
                <p class="banner info" role="status" id="device-check-result">
                    { format!("Done: {iterations} search steps in {:.1} s ({per_second:.0} per second) on this device.", ms / 1000.0) }
                </p>
            }
        }
        Check::Stopped => html! { <p class="banner" role="status">{ "Stopped." }</p> },
        Check::Failed(message) => html! {
            <p class="banner warning" role="alert">{ format!("The computer player could not run: {message}") }</p>
        },
    };
    let running = matches!(*check, Check::Running { .. });
    html! {
        <div class="device-check">
            <button onclick={on_start} disabled={running}>{ "Measure how fast this device thinks" }</button>
            { status }
        </div>
    }
}

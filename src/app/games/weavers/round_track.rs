//! The round track, after the rulebook's Round Overview: the five phases in order with what
//! happens in each; the current one is highlighted (and `aria-current`). After a reveal the
//! phases that just resolved light up one after another (no animation with reduced motion).

use super::text::PHASES;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RoundTrackProps {
    pub round: u16,
    /// The phase shown as current (0-based).
    pub current: usize,
    /// Phases that just resolved, in order (they flash one after another).
    #[prop_or_default]
    pub resolved: Vec<usize>,
    /// Bumped on each new resolution so the flashes restart.
    #[prop_or_default]
    pub pulse: usize,
}

#[function_component(RoundTrack)]
pub fn round_track(props: &RoundTrackProps) -> Html {
    html! {
        <nav class="round-track" aria-label={format!("Round {} phases", props.round)}>
            <span class="round-number">{ format!("Round {}", props.round) }</span>
            <ol key={props.pulse.to_string()}>
                { for PHASES.iter().enumerate().map(|(i, (name, short, long))| {
                    let current = i == props.current;
                    let flash = props.resolved.iter().position(|&p| p == i);
                    html! {
                        <li class={classes!(
                                "phase",
                                current.then_some("current"),
                                flash.map(|k| format!("flash flash-{k}")),
                            )}
                            aria-current={current.then_some("step")} title={*long}>
                            <span class="phase-no" aria-hidden="true">{ i + 1 }</span>
                            <span class="phase-name">{ *name }</span>
                            <span class="phase-short">{ *short }</span>
                            <span class="visually-hidden">{ format!(": {long}") }</span>
                        </li>
                    }
                }) }
            </ol>
        </nav>
    }
}

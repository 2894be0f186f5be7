//! The Weave board: the season on one tablet passed around. Pieces, one per file: `timeline`
//! (episodes and scenes), `foundation` (Theme, Location, Boss), `spread` (the scene's cards and
//! encounter), `sheet` (a character), `draft` (a character being made), `challenge` (the
//! challenge and its dice pool), `roll` (the dice), `hand` (the storyteller's secret hand, only
//! from a view that shows it), `choices` (the acting seat's buttons), `summary` (end of season),
//! `setup` (new-game options and "how to play"), `editor` (teaching mode's position editor),
//! `text` (glyphs and words). Styles: `styles/weave.css`.

mod challenge;
mod choices;
mod draft;
mod drill;
mod editor;
mod foundation;
mod hand;
mod roll;
mod setup;
mod sheet;
mod spread;
mod summary;
mod text;
mod timeline;

use crate::app::pages::new_game::OptionsProps;
use crate::app::table::{self, BoardContext, EditorContext, GameRef};
use crate::core::Viewer;
use crate::games::weave::{ChallengeStep, DraftStep, Stage, Weave};
use challenge::ChallengePanel;
use choices::Choices;
use draft::DraftPanel;
use foundation::FoundationRow;
use hand::StorytellerHand;
use roll::Rolls;
use sheet::Sheet;
use spread::Spread;
use timeline::Timeline;
use yew::prelude::*;

pub struct Board;

impl table::Board for Board {
    type Game = Weave;

    fn game() -> Result<&'static Weave, String> {
        Weave::standard()
    }

    fn render(ctx: BoardContext<Weave>) -> Html {
        html! { <WeaveTable ..ctx /> }
    }

    fn layout_class() -> &'static str {
        "layout-weave"
    }

    fn summary(ctx: BoardContext<Weave>) -> Html {
        html! { <summary::Summary ..ctx /> }
    }

    fn editor(ctx: EditorContext<Weave>) -> Option<Html> {
        Some(html! { <editor::PositionEditor ..ctx /> })
    }

    fn has_editor() -> bool {
        true
    }

    fn has_options() -> bool {
        true
    }

    /// Drawn by the whole app only: the season's form is not the page's largest paint, so the
    /// home page's module (every link's first download) need not carry it, and shows a status
    /// in its place.
    fn options_editor(options: OptionsProps) -> Html {
        html! { <setup::SeasonOptions ..options /> }
    }

    fn how_to_play() -> &'static [&'static str] {
        setup::HOW_TO_PLAY
    }
}

#[function_component(WeaveTable)]
pub fn weave_table(props: &BoardContext<Weave>) -> Html {
    let t = &props.view.table;
    let game = GameRef(props.game);
    let Some(set) = props.game.content.playsets.get(t.playset as usize) else {
        return html! { <p role="alert">{ "This season's playset is not in this version." }</p> };
    };
    let role = |seat: usize| {
        if t.storyteller == Some(seat as u8) {
            "storyteller"
        } else {
            "player"
        }
    };
    let viewer_text = match props.viewer {
        Viewer::Seat(s) => format!("{} · {}", props.name(s), role(s)),
        Viewer::Teacher => "Every card open".to_string(),
        Viewer::Spectator => "The table".to_string(),
    };
    let mode = match t.storyteller {
        Some(s) => format!("Storyteller: {}", props.name(s as usize)),
        None => "Oracle mode: no storyteller seat; the oracle turns up Story cards".to_string(),
    };
    let creating = matches!(t.stage, Stage::Creating(_));
    let spotlight = match &t.stage {
        Stage::Challenge(ch) => Some(ch.character),
        Stage::StoryPick { character, .. } => Some(*character),
        _ => None,
    };
    let draft_player = match &t.stage {
        Stage::Creating(d) => props.name(d.seat as usize),
        _ => AttrValue::default(),
    };
    let fresh = props.recent.iter().any(|e| e.rule.topic == "DETERMINE SUCCESS" || e.rule.section == "MAKING SKILL CHECKS");
    let who = props.seat.map(|s| props.name(s)).unwrap_or_default();
    let story_pick = match &t.stage {
        Stage::StoryPick { character, used_as } => Some(format!(
            "{} chooses one of the storyteller's two Story cards, to play as {}.",
            t.character(*character).map(|c| c.name.clone()).unwrap_or_default(),
            used_as.name()
        )),
        _ => None,
    };
    let naming = matches!(&t.stage, Stage::Creating(d) if d.step == DraftStep::Name);
    let consequence = matches!(&t.stage, Stage::Challenge(ch) if ch.step == ChallengeStep::Consequence);
    // The print stylesheet (styles/weave.css) keeps only the sheets, one to a page.
    let print_sheets = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    html! {
        <div class={classes!("weave", props.reduced_motion.then_some("reduced-motion"))}>
            <header class="weave-header">
                <p class="weave-mode">{ mode }</p>
                <p class="weave-viewer">{ viewer_text }</p>
            </header>
            <div class="weave-main">
                <div class="weave-story">
                    if creating {
                        <DraftPanel {game} table={t.clone()} player={draft_player} />
                    } else {
                        <FoundationRow {game} table={t.clone()} />
                        <Spread {game} table={t.clone()} />
                    }
                    <ChallengePanel {game} table={t.clone()} />
                    if let Some(text) = story_pick {
                        <section class="weave-story-pick" aria-live="polite">
                            <h2>{ "A Story card to choose" }</h2>
                            <p>{ text }</p>
                            <ul class="hand-stories">
                                { for t.hand_stories.iter().filter_map(|&c| set.story.get(c as usize)).map(|s| html! {
                                    <li class="story-card">
                                        <span class="card-title">{ s.title.clone() }</span>
                                        <span class="card-use">{ format!("Location: {} · Items: {}", s.location, s.items.join(", ")) }</span>
                                    </li>
                                }) }
                            </ul>
                        </section>
                    }
                    <Rolls {game} table={t.clone()} reduced_motion={props.reduced_motion} {fresh} />
                    if props.to_act && !props.legal.is_empty() {
                        <Choices {set} table={t.clone()} legal={props.legal.clone()} hints={props.hints.clone()}
                            on_action={props.on_action.clone()} {who} {naming} {consequence} />
                    } else if let Some(s) = props.thinking {
                        <p class="weave-waiting" role="status">{ format!("{} is thinking…", props.name(s)) }</p>
                    }
                    <StorytellerHand {game} table={t.clone()} />
                </div>
                <div class="weave-side">
                    <section class="weave-characters" aria-labelledby="weave-characters-h">
                        <div class="characters-head">
                            <h2 id="weave-characters-h">{ "Characters" }</h2>
                            if !t.characters.is_empty() {
                                <button class="print-sheets" onclick={print_sheets}>
                                    { "Print character sheets" }
                                </button>
                            }
                        </div>
                        if t.characters.is_empty() {
                            <p class="muted">{ "No character made yet." }</p>
                        }
                        { for (0..t.characters.len() as u8).map(|i| {
                            let owner = t.characters[i as usize].owner as usize;
                            html! { <Sheet {game} table={t.clone()} index={i} player={props.name(owner)} spotlight={spotlight == Some(i)} /> }
                        }) }
                    </section>
                    <Timeline {game} table={t.clone()} />
                </div>
            </div>
        </div>
    }
}

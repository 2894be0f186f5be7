//! "Your lessons": the lessons kept on this device (opened from a link or a file), each with its
//! game and a link to its outline. A lesson that no longer reads is listed with its reason and
//! kept until removed on purpose, like a damaged save. (The shipped lessons are in each game's
//! library card.)

use crate::app::route::Route;
use crate::games::display_name;
use crate::lessons::library::{self, Entry};
use crate::storage::LocalStore;
use yew::prelude::*;

#[function_component(LessonList)]
pub fn lesson_list() -> Html {
    let refresh = use_state(|| 0u32);
    let entries =
        use_memo(*refresh, |_| LocalStore::open().ok().and_then(|s| library::stored(&s).ok()).unwrap_or_default());
    if entries.is_empty() {
        return Html::default();
    }
    let remove = |key: String| {
        let refresh = refresh.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(mut store) = LocalStore::open() {
                let _ = library::remove_lesson(&mut store, &key);
            }
            refresh.set(*refresh + 1);
        })
    };
    html! {
        <section class="lessons" aria-labelledby="lessons-title">
            <h2 id="lessons-title">{ "Your lessons" }</h2>
            <ul class="cards">
                { for entries.iter().map(|Entry { key, lesson }| match lesson {
                    Ok(lesson) => html! {
                        <li class="card lesson-card">
                            <h3>{ lesson.title.clone() }</h3>
                            <p class="muted">{ format!("{} · {} chapter(s)", display_name(&lesson.game), lesson.chapters.len()) }</p>
                            <div class="actions">
                                <a class="button primary" href={Route::Lesson { key: key.clone().into() }.href()}>{ "Open" }</a>
                            </div>
                        </li>
                    },
                    Err(e) => html! {
                        <li class="card lesson-card problem">
                            <h3>{ "A lesson that cannot be read" }</h3>
                            <p role="note"><span aria-hidden="true">{ "⚠ " }</span>{ format!("{e}. It is kept as it is.") }</p>
                            <div class="actions">
                                <button onclick={remove(key.clone())}>{ "Remove it" }</button>
                            </div>
                        </li>
                    },
                }) }
            </ul>
        </section>
    }
}

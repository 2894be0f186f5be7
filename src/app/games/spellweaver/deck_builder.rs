//! The deck builder: a hero and cards from the whole pool, with the deck rules checked by the
//! engine (`validate_deck_list`: 60 to 100 cards, at most four copies except basic shrines).
//! An illegal deck is refused with the rule it breaks. Decks are saved in localStorage,
//! exported and imported as files, and offered to each seat on the new-game page.

use super::card::card_label;
use super::decks::{self, SavedDeck};
use super::text::{aspect_name, aspect_symbol, kind_name, levels_symbols};
use crate::app::components::event_value;
use crate::app::services::download;
use crate::app::table::GameRef;
use crate::games::spellweaver::table_facts::deck_lines;
use crate::games::spellweaver::{validate_deck_list, Aspect, DefId, Spellweaver, MAX_DECK, MIN_DECK};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BuilderProps {
    pub game: GameRef<Spellweaver>,
    /// A deck was saved or deleted (the seat choices reload the list).
    pub on_saved: Callback<()>,
}

#[derive(Clone, PartialEq)]
enum Notice {
    Ok(String),
    Problem(String),
}

#[function_component(DeckBuilder)]
pub fn deck_builder(props: &BuilderProps) -> Html {
    let game = props.game.0;
    let content = &game.content;
    let name = use_state(|| "My deck".to_string());
    let hero = use_state(|| content.heroes.first().map(|h| h.name.clone()).unwrap_or_default());
    let counts = use_state(|| vec![0u8; content.cards.len()]);
    let filter = use_state(|| "all".to_string());
    let notice = use_state(|| None::<Notice>);
    let saved = use_state(decks::load);
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);

    let current_deck = {
        let (name, hero, counts) = (name.clone(), hero.clone(), counts.clone());
        move || SavedDeck {
            name: name.trim().to_string(),
            hero: (*hero).clone(),
            cards: counts
                .iter()
                .enumerate()
                .filter(|(_, &n)| n > 0)
                .map(|(d, &n)| (n, content.name(d as DefId).to_string()))
                .collect(),
        }
    };
    let total: usize = counts.iter().map(|&n| n as usize).sum();
    let check = validate_deck_list(content, &hero, &current_deck().cards);

    let load_deck = {
        let (name, hero, counts, notice) = (name.clone(), hero.clone(), counts.clone(), notice.clone());
        move |d: &SavedDeck| {
            let mut next = vec![0u8; content.cards.len()];
            let mut unknown = Vec::new();
            for (n, card) in &d.cards {
                match content.card_named(card) {
                    Some(def) => next[def as usize] = next[def as usize].saturating_add(*n),
                    None => unknown.push(card.clone()),
                }
            }
            counts.set(next);
            hero.set(d.hero.clone());
            name.set(d.name.clone());
            notice.set(if unknown.is_empty() {
                None
            } else {
                Some(Notice::Problem(format!("Unknown cards left out: {}", unknown.join(", "))))
            });
        }
    };
    let on_start_from = {
        let load_deck = load_deck.clone();
        Callback::from(move |e: Event| {
            let v = event_value(&e);
            if let Some(deck) = content.deck_named(&v) {
                let hero = content.heroes.get(deck.hero as usize).map(|h| h.name.clone()).unwrap_or_default();
                let cards = deck_lines(content, &deck.cards).into_iter().map(|(n, d)| (n, content.name(d).to_string())).collect();
                load_deck(&SavedDeck { name: format!("{} (copy)", deck.name), hero, cards });
            } else if let Some(d) = decks::load().into_iter().find(|d| d.name == v) {
                load_deck(&d);
            }
        })
    };
    let change = |def: DefId, delta: i8| {
        let counts = counts.clone();
        Callback::from(move |_| {
            let mut next = (*counts).clone();
            if let Some(n) = next.get_mut(def as usize) {
                *n = (*n as i16 + delta as i16).clamp(0, 99) as u8;
            }
            counts.set(next);
        })
    };
    let on_save = {
        let (notice, saved, on_saved, current_deck) = (notice.clone(), saved.clone(), props.on_saved.clone(), current_deck.clone());
        Callback::from(move |_| {
            let deck = current_deck();
            if deck.name.is_empty() {
                notice.set(Some(Notice::Problem("Give the deck a name first.".into())));
                return;
            }
            let result = deck.check(game).map_err(|e| format!("Not saved: {e}")).and_then(|()| decks::save(&deck));
            notice.set(Some(match result {
                Ok(()) => Notice::Ok(format!("Saved “{}”: it can now be chosen for a seat.", deck.name)),
                Err(e) => Notice::Problem(e),
            }));
            saved.set(decks::load());
            on_saved.emit(());
        })
    };
    let on_export = {
        let (notice, current_deck) = (notice.clone(), current_deck.clone());
        Callback::from(move |_| {
            let deck = current_deck();
            let result = deck
                .check(game)
                .map_err(|e| format!("Not exported: {e}"))
                .and_then(|()| download(&decks::file_name(&deck), &decks::to_file(&deck)));
            notice.set(Some(match result {
                Ok(()) => Notice::Ok(format!("Exported “{}” as {}.", deck.name, decks::file_name(&deck))),
                Err(e) => Notice::Problem(e),
            }));
        })
    };
    let on_import = {
        let (notice, load_deck) = (notice.clone(), load_deck.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            input.set_value("");
            if file.size() > 200_000.0 {
                notice.set(Some(Notice::Problem("That file is too large to be a deck.".into())));
                return;
            }
            let (notice, load_deck) = (notice.clone(), load_deck.clone());
            let blob = gloo::file::File::from(file);
            *reader.borrow_mut() = Some(gloo::file::callbacks::read_as_text(&blob, move |text| {
                match text.map_err(|e| e.to_string()).and_then(|t| decks::from_file(&t)) {
                    Ok(d) => {
                        load_deck(&d);
                        let verdict = match d.check(game) {
                            Ok(()) => "legal; save it to play it".to_string(),
                            Err(e) => format!("not legal yet: {e}"),
                        };
                        notice.set(Some(Notice::Ok(format!("Imported “{}”: {verdict}", d.name))));
                    }
                    Err(e) => notice.set(Some(Notice::Problem(format!("Not imported: {e}")))),
                }
            }));
        })
    };
    let on_delete = |deck_name: String| {
        let (notice, saved, on_saved) = (notice.clone(), saved.clone(), props.on_saved.clone());
        Callback::from(move |_| {
            notice.set(Some(match decks::remove(&deck_name) {
                Ok(()) => Notice::Ok(format!("Deleted “{deck_name}”.")),
                Err(e) => Notice::Problem(e),
            }));
            saved.set(decks::load());
            on_saved.emit(());
        })
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                name.set(i.value());
            }
        })
    };
    let on_hero = {
        let hero = hero.clone();
        Callback::from(move |e: Event| hero.set(event_value(&e)))
    };
    let on_filter = {
        let filter = filter.clone();
        Callback::from(move |e: Event| filter.set(event_value(&e)))
    };
    let shown: Vec<DefId> = (0..content.cards.len() as DefId)
        .filter(|&d| {
            let Some(c) = content.card(d) else { return false };
            match filter.as_str() {
                "all" => true,
                "in-deck" => counts[d as usize] > 0,
                f => aspect_name(c.aspect) == f,
            }
        })
        .collect();
    let row = |d: DefId| {
        let Some(card) = content.card(d) else { return Html::default() };
        let n = counts[d as usize];
        let stats = card.stats.map(|s| format!(" ⚡{} ⚔{} ♥{}", s.speed, s.attack, s.hp)).unwrap_or_default();
        html! {
            <li class="sw-pool-row">
                <span class="sw-pool-card" title={card.text.clone()}>
                    <span aria-hidden="true">{ aspect_symbol(card.aspect) }</span>
                    <strong>{ format!(" {}", card.name) }</strong>
                    <span class="muted">{ format!(" · {} · ◆{} · {}{stats}", kind_name(card.kind), card.cost, levels_symbols(&card.levels)) }</span>
                </span>
                <span class="sw-pool-count">
                    <button type="button" class="button" disabled={n == 0} onclick={change(d, -1)}
                        aria-label={format!("Remove {}", crate::core::wording::with_article(&card.name))}>{ "−" }</button>
                    <output aria-label={format!("{} copies of {}", n, card.name)}>{ n }</output>
                    <button type="button" class="button" onclick={change(d, 1)}
                        aria-label={format!("Add {} ({})", crate::core::wording::with_article(&card.name), card_label(card))}>{ "+" }</button>
                </span>
            </li>
        }
    };
    let status = match &check {
        Ok(_) => html! { <p class="sw-deck-ok"><span aria-hidden="true">{ "✔ " }</span>{ format!("{total} cards: a legal deck.") }</p> },
        Err(e) => html! { <p class="sw-deck-bad"><span aria-hidden="true">{ "✖ " }</span>{ format!("{total} cards: {e}") }</p> },
    };
    html! {
        <section class="sw-builder" aria-labelledby="sw-builder-h">
            <h3 id="sw-builder-h">{ "Deck builder" }</h3>
            <p class="muted">{ format!("A deck is one hero and {MIN_DECK} to {MAX_DECK} cards, at most 4 copies of a card except basic shrines.") }</p>
            <div class="sw-builder-head">
                <label class="field">{ "Deck name" }<input type="text" value={(*name).clone()} oninput={on_name} /></label>
                <label class="field">{ "Hero" }
                    <select onchange={on_hero}>
                        { for content.heroes.iter().map(|h| html! {
                            <option value={h.name.clone()} selected={*hero == h.name}>{ format!("{} ({} {})", h.name, aspect_symbol(h.aspect), aspect_name(h.aspect)) }</option>
                        }) }
                    </select>
                </label>
                <label class="field">{ "Start from" }
                    <select onchange={on_start_from}>
                        <option value="" selected=true>{ "—" }</option>
                        { for content.decks.iter().map(|d| html! { <option value={d.name.clone()}>{ d.name.clone() }</option> }) }
                        { for saved.iter().map(|d| html! { <option value={d.name.clone()}>{ format!("{} (saved)", d.name) }</option> }) }
                    </select>
                </label>
            </div>
            <div class="sw-builder-status" role="status" aria-live="polite">
                { status }
                if let Some(n) = &*notice {
                    { match n {
                        Notice::Ok(m) => html! { <p class="sw-notice-ok">{ m.clone() }</p> },
                        Notice::Problem(m) => html! { <p class="sw-notice-bad" role="alert">{ m.clone() }</p> },
                    } }
                }
            </div>
            <div class="sw-builder-actions">
                <button type="button" class="button primary" onclick={on_save}>{ "Save deck" }</button>
                <button type="button" class="button" onclick={on_export}>{ "Export as a file" }</button>
                <label class="button file-button">{ "Import a deck file" }
                    <input type="file" accept=".json,application/json" class="visually-hidden" onchange={on_import}
                        aria-label="Import a deck from a file" />
                </label>
            </div>
            <label class="field">{ "Show" }
                <select onchange={on_filter} aria-label="Cards shown">
                    <option value="all" selected={*filter == "all"}>{ "All cards" }</option>
                    <option value="in-deck" selected={*filter == "in-deck"}>{ "Cards in the deck" }</option>
                    { for Aspect::ALL.iter().map(|&a| html! {
                        <option value={aspect_name(a)} selected={*filter == aspect_name(a)}>{ format!("{} {}", aspect_symbol(a), aspect_name(a)) }</option>
                    }) }
                </select>
            </label>
            <ul class="sw-pool" aria-label="Card pool">{ for shown.into_iter().map(row) }</ul>
            if !saved.is_empty() {
                <h4>{ "Saved decks" }</h4>
                <ul class="sw-saved">
                    { for saved.iter().map(|d| {
                        let n: usize = d.cards.iter().map(|(n, _)| *n as usize).sum();
                        html! {
                            <li>{ format!("{} · {} · {n} cards ", d.name, d.hero) }
                                <button type="button" class="button" onclick={on_delete(d.name.clone())}
                                    aria-label={format!("Delete the saved deck {}", d.name)}>{ "Delete" }</button>
                            </li>
                        }
                    }) }
                </ul>
            }
        </section>
    }
}

//! Browser-only unit tests (wasm-bindgen-test in headless Chromium, `make test-wasm`).

use crate::app::route::{rule_href, Route};
use crate::core::Rule;
use crate::storage::KeyValue;
use crate::storage::{LocalStore, SaveError, SaveSlots, SAVE_KEY_PREFIX};
use crate::testing::tally::{played, verify_tally};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn saves_round_trip_through_local_storage() {
    let mut slots = SaveSlots::with_verifier(LocalStore::open().unwrap(), verify_tally);
    let save = played(12, 3, 15);
    slots.write("wasm-test", &save).unwrap();
    let (back, verified) = slots.load("wasm-test").unwrap();
    assert_eq!(back, save);
    assert_eq!(verified.progress, save.meta.progress);
    slots.delete("wasm-test").unwrap();
}

#[wasm_bindgen_test]
fn a_damaged_save_in_local_storage_is_kept() {
    let mut store = LocalStore::open().unwrap();
    let damaged = &played(3, 2, 4).to_json()[..40];
    store.set(&format!("{SAVE_KEY_PREFIX}wasm-damaged"), damaged).unwrap();
    let mut slots = SaveSlots::with_verifier(store, verify_tally);
    let entry = slots.list().unwrap().into_iter().find(|e| e.id == "wasm-damaged").unwrap();
    assert_eq!(entry.problem, Some(SaveError::Truncated));
    assert_eq!(slots.write("wasm-damaged", &played(1, 2, 1)), Err(SaveError::SlotUnreadable("wasm-damaged".into())));
    assert_eq!(slots.raw("wasm-damaged").unwrap(), damaged);
    slots.delete("wasm-damaged").unwrap();
}

#[wasm_bindgen_test]
fn the_ai_answers_in_wasm_exactly_as_natively() {
    assert_eq!(crate::think::pinned::visits_for_a_fixed_request(), crate::think::pinned::PINNED_VISITS);
}

#[wasm_bindgen_test]
fn routes_parse_and_print() {
    for hash in [
        "#/",
        "#/new/weavers",
        "#/table/abc-1",
        "#/rules",
        "#/rules/ioi",
        "#/rules/weavers/4-effects-phase",
        "#/scenario/eyJhIjoxfQ",
        "#/guide/weavers",
    ] {
        let route = Route::parse(hash);
        assert_eq!(Route::parse(&route.href()), route, "{hash}");
    }
    assert_eq!(Route::parse("#/nonsense/x"), Route::Home);
    assert_eq!(Route::parse(""), Route::Home);
}

#[wasm_bindgen_test]
fn rule_citations_link_into_the_reference() {
    let href = rule_href(&Rule::new("weavers", "No such section", ""));
    assert_eq!(href, "#/rules/weavers");
}

#[wasm_bindgen_test]
fn the_end_headline_tells_a_tie_from_a_game_without_winners() {
    use crate::app::components::end_dialog::headline;
    use crate::core::{Game, Outcome};
    let none = Outcome { winners: Vec::new(), scores: Vec::new(), reason: String::new(), rule: None };
    let weave = crate::games::weave::Weave::standard().unwrap();
    let weavers = crate::games::weavers::Weavers::standard().unwrap();
    assert_eq!(headline(&none, &["Ada", "Bo"], weave.has_winner()), "The end: this game has no winner");
    assert_eq!(headline(&none, &["Ada", "Bo"], weavers.has_winner()), "Nobody wins: a tie");
    let one = Outcome { winners: vec![0], ..none };
    assert_eq!(headline(&one, &["You", "Bo"], true), "You win");
}

/// Yew 0.23.0 panicked ("failed to insert node before next sibling") when a component that
/// renders nothing sat between a sibling that appears and one that goes in the same render;
/// Weave's table has that shape. `vendor/yew` carries the upstream fix (yewstack/yew#4093).
mod reconciliation {
    use std::time::Duration;
    use wasm_bindgen_test::*;
    use yew::prelude::*;

    #[function_component(Nothing)]
    fn nothing() -> Html {
        html! {}
    }

    #[derive(Properties, PartialEq)]
    struct SwapProps {
        flipped: bool,
    }

    #[function_component(Swap)]
    fn swap(props: &SwapProps) -> Html {
        html! {
            <>
                if props.flipped { <span class="new">{ "new" }</span> }
                <Nothing />
                if !props.flipped { <div class="old">{ "old" }</div> }
                <p>{ "after" }</p>
            </>
        }
    }

    #[wasm_bindgen_test]
    async fn empty_component_between_swapped_siblings() {
        let root = gloo::utils::document().create_element("div").unwrap();
        gloo::utils::body().append_child(&root).unwrap();
        let mut app = yew::Renderer::<Swap>::with_root_and_props(root.clone(), SwapProps { flipped: false }).render();
        yew::platform::time::sleep(Duration::from_millis(10)).await;
        assert!(root.inner_html().contains("old"));
        app.update(SwapProps { flipped: true });
        yew::platform::time::sleep(Duration::from_millis(10)).await;
        let html = root.inner_html();
        assert!(html.contains("new") && !html.contains("old") && html.contains("after"), "{html}");
        app.destroy();
        root.remove();
    }
}

#[wasm_bindgen_test]
fn a_map_coordinate_is_written_to_a_tenth() {
    use crate::app::games::woven::hex_map::tenths;
    assert_eq!(tenths(4.0), "4.0");
    assert_eq!(tenths(30.04), "30.0");
    assert_eq!(tenths(51.96), "52.0");
    assert_eq!(tenths(-12.34), "-12.3");
    assert_eq!(tenths(-0.04), "0.0");
    assert_eq!(tenths(1_234.56), "1234.6");
}

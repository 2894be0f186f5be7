//! index.html's static shell (what the page shows before its WebAssembly arrives) says what the
//! app will render in its place: the game library from the engines' own metadata, and the
//! header and intro in the app's own words. A game added, renamed or given other player counts
//! without the shell following fails here.

use loomhall::games::library;
use std::path::Path;

/// The library cards' pictures, the very file the app renders them from.
#[path = "../src/app/pages/home/pictures.rs"]
mod pictures;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Markup with the whitespace between tags dropped and runs of spaces made one.
fn compact(html: &str) -> String {
    let joined = html.split_whitespace().collect::<Vec<_>>().join(" ");
    joined.replace("> <", "><")
}

/// The shell: index.html's `<div id="loomhall-shell">`, compacted.
fn shell() -> String {
    let index = read("index.html");
    let start = index.find(r#"<div id="loomhall-shell">"#).expect("index.html has no #loomhall-shell");
    let end = index[start..].find("<noscript>").expect("the shell ends before <noscript>") + start;
    compact(&index[start..end])
}

#[test]
fn the_shell_lists_every_game_as_the_library_does() {
    let games = library();
    assert_eq!(games.len(), loomhall::games::GAME_IDS.len(), "every listed game loads");
    // The library's markup (src/app/pages/home/library.rs), game by game in library order.
    let cards: String = games
        .iter()
        .map(|g| {
            // A game with a guided first game offers it between "New game" and "Rules".
            let guide = match loomhall::games::guide::guide_text(g.id) {
                Some(_) => format!(
                    r#"<button class="guide-start" aria-label="Guided first game of {name}">Guided first game</button>"#,
                    name = g.name
                ),
                None => String::new(),
            };
            let picture = pictures::picture(g.id).unwrap_or_else(|| panic!("{} has no picture", g.id));
            // Its shipped lessons (issue 29), each by its title.
            let lessons: String = loomhall::lessons::SHIPPED_TITLES
                .iter()
                .filter(|l| l.0 == g.id)
                .map(|(game, name, title)| {
                    format!(r##"<li><a href="#/lessons/shipped-{game}-{name}"><span aria-hidden="true">☞ </span>Lesson: {title}</a></li>"##)
                })
                .collect();
            format!(
                r##"<li class="card game-card">{picture}<h3>{name}</h3><p class="muted">{pitch}</p><div class="actions"><a class="button primary" href="#/new/{id}" aria-label="New game of {name}">New game</a>{guide}<a class="button" href="#/rules/{id}" aria-label="Rules of {name}">Rules</a></div><ul class="lesson-links" aria-label="Lessons of {name}">{lessons}</ul></li>"##,
                name = g.name,
                pitch = g.pitch(),
                id = g.id,
            )
        })
        .collect();
    let expected = format!(
        r#"<section class="library" aria-labelledby="library-title"><h2 id="library-title">Games</h2><ul class="cards">{cards}</ul></section>"#
    );
    let library = compact(&read("src/app/pages/home/library.rs"));
    for part in [
        "let picture = pictures::picture(g.id).map(|svg| Html::from_html_unchecked(svg.into()));",
        r#"<li class="card game-card"> { for picture } <h3>{ g.name }</h3><p class="muted">{ g.pitch() }</p>"#,
        r#"<button class="guide-start""#,
        r#"aria-label={format!("Guided first game of {}", g.name)}>{ "Guided first game" }</button>"#,
        r#"<ul class="lesson-links" aria-label={format!("Lessons of {}", g.name)}>"#,
        r#"<span aria-hidden="true">{ "☞ " }</span>{ format!("Lesson: {title}") }"#,
    ] {
        assert!(library.contains(part), "the library's card changed ({part}): update index.html's shell and this test");
    }
    let shell = shell();
    assert!(shell.contains(&expected), "index.html's shell library should be\n{expected}\nbut the shell is\n{shell}");
}

#[test]
fn the_shell_carries_the_apps_header_and_intro_in_the_apps_words() {
    let shell = shell();
    let app = compact(&read("src/app/mod.rs"));
    let home = compact(&read("src/app/pages/home/mod.rs"));
    let intro = "Spell-weaving card games with their complete rules, against friends on one device or against the computer. Works offline.";
    assert!(
        home.contains(&format!(r#"<p>{{ "{intro}" }}</p>"#)),
        "the home page's intro changed: update index.html's shell"
    );
    assert!(shell.contains(&format!(r#"<section class="intro"><h1>Loomhall</h1><p>{intro}</p></section>"#)));
    for (app_text, shell_text) in [
        (
            r##"<a class="skip-link" href="#main">{ "Skip to content" }</a>"##,
            r##"<a class="skip-link" href="#main">Skip to content</a>"##,
        ),
        (r#"<span>{ "Loomhall" }</span>"#, "<span>Loomhall</span>"),
        (r##"<a href="#/">{ "Home" }</a>"##, r##"<a href="#/">Home</a>"##),
        (r##"<a href="#/rules">{ "Rules" }</a>"##, r##"<a href="#/rules">Rules</a>"##),
        (
            r#"<main id="main" tabindex="-1">"#,
            r#"<main id="main" tabindex="-1"><section class="page shell-page"><p class="muted loading" role="status">Loading…</p></section><div class="home">"#,
        ),
    ] {
        assert!(app.contains(app_text), "src/app/mod.rs no longer has {app_text}: update index.html's shell");
        assert!(shell.contains(shell_text), "index.html's shell lacks {shell_text}");
    }
    // A link to another page shows the loading page's status line until a module draws.
    let loading = compact(&read("src/app/pages/loading.rs"));
    assert!(
        loading.contains(r#"<p class="muted loading" role="status">"#),
        "the loading page's status line changed: update index.html's shell"
    );
    // The library comes straight after the intro in both.
    let after_intro = home.find(r#"<section class="intro">"#).and_then(|i| home[i..].find("</section>").map(|j| i + j));
    let next = after_intro.map(|i| home[i + "</section>".len()..].trim_start().to_string()).unwrap_or_default();
    assert!(
        next.starts_with("// ") || next.starts_with("<Library />"),
        "the home page shows the library right after the intro"
    );
    assert!(next.contains("<Library />") && next.find("<Library />") < next.find("<section"));
}

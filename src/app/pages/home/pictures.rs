//! The library card's picture of each game, drawn from the game's own pieces (issue 27): inline
//! SVG, decorative (`aria-hidden`: the pitch line beside it carries the meaning), coloured by the
//! theme's variables (styles/home.css, `.game-art`) so it reads in light and dark, every symbol a
//! shape or a letter as on its board. index.html's static shell carries the same markup, and
//! tests/shell.rs includes this file to check it: keep it free of `crate` paths and of Yew.

/// Weavers: a spell card showing its formula (Word, Gesture, Time steps) and the components it
/// makes, beside the rival's card face down.
pub const WEAVERS: &str = concat!(
    r#"<svg class="game-art" viewBox="0 0 160 96" aria-hidden="true" focusable="false">"#,
    r#"<rect class="face" x="8" y="5" width="76" height="86" rx="7"/>"#,
    r#"<rect class="bar" x="16" y="13" width="44" height="6" rx="3"/>"#,
    r#"<rect class="cw" x="16" y="27" width="18" height="18" rx="3"/><text class="on" x="25" y="40">W</text>"#,
    r#"<rect class="cg" x="38" y="27" width="18" height="18" rx="3"/><text class="on" x="47" y="40">G</text>"#,
    r#"<rect class="ct" x="60" y="27" width="18" height="18" rx="3"/><path class="on" d="M64.5 31.5h9l-4.5 4.5 4.5 4.5h-9l4.5-4.5z"/>"#,
    r#"<path class="rule" d="M16 54h60"/>"#,
    r#"<g transform="translate(15 59) scale(1.25)"><polygon class="cf" points="10,1 12.9,6.6 19.1,7.6 14.7,12.1 15.6,18.4 10,15.5 4.4,18.4 5.3,12.1 0.9,7.6 7.1,6.6"/><text class="on sm" x="10" y="13.5">F</text></g>"#,
    r#"<g transform="translate(43 59) scale(1.25)"><polygon class="ci" points="10,1 12.9,6.6 19.1,7.6 14.7,12.1 15.6,18.4 10,15.5 4.4,18.4 5.3,12.1 0.9,7.6 7.1,6.6"/><text class="on sm" x="10" y="13.5">I</text></g>"#,
    r#"<g transform="rotate(8 122 48)"><rect class="back" x="92" y="8" width="60" height="80" rx="7"/><text class="on big" x="122" y="58">?</text></g>"#,
    r#"</svg>"#,
);

/// Spellweaving IOI: two spell cards, a Fire card's Target word and a Water card's Action word,
/// forming the spell Ember Flood.
pub const IOI: &str = concat!(
    r#"<svg class="game-art" viewBox="0 0 160 96" aria-hidden="true" focusable="false">"#,
    r#"<g transform="rotate(-5 45 48)"><rect class="face" x="14" y="6" width="62" height="84" rx="7"/><rect class="hi" x="19" y="11" width="52" height="17" rx="4"/><text x="45" y="23">Ember</text>"#,
    r#"<path class="fire" transform="translate(32 34) scale(1.3)" d="M10 1c1 3.6 5.8 5.6 5.8 10.6A5.8 5.8 0 0 1 4.2 11.6c0-2.6 1.5-4 2.6-5.2.2 2 1.1 3 2.2 3.4C8.6 6.6 9.4 3.6 10 1z"/>"#,
    r#"<text class="dim" x="45" y="80">Kindle</text></g>"#,
    r#"<g transform="rotate(5 115 48)"><rect class="face" x="84" y="6" width="62" height="84" rx="7"/><text class="dim" x="115" y="23">Ocean</text>"#,
    r#"<path class="water" transform="translate(102 34) scale(1.3)" d="M10 1.5C10 1.5 3.5 9.2 3.5 12.8a6.5 6.5 0 0 0 13 0C16.5 9.2 10 1.5 10 1.5z"/>"#,
    r#"<rect class="hi" x="89" y="68" width="52" height="17" rx="4"/><text x="115" y="80">Flood</text></g>"#,
    r#"</svg>"#,
);

/// Weave: five challenge dice showing Stones, Flames, Brooks, a Weave face and a Strike.
pub const WEAVE: &str = concat!(
    r#"<svg class="game-art" viewBox="0 0 160 96" aria-hidden="true" focusable="false">"#,
    r#"<g transform="translate(6 10) rotate(-8 15 15)"><rect class="die" width="30" height="30" rx="6"/><path class="stones" d="M15 5l9 10-9 10-9-10z"/></g>"#,
    r#"<g transform="translate(62 6) rotate(5 15 15)"><rect class="die" width="30" height="30" rx="6"/><path class="flames" d="M15 6l10 17H5z"/></g>"#,
    r#"<g transform="translate(118 12) rotate(-4 15 15)"><rect class="die" width="30" height="30" rx="6"/><path class="brooks" d="M6 12q4.5-4 9 0t9 0M6 19q4.5-4 9 0t9 0"/></g>"#,
    r#"<g transform="translate(34 54) rotate(7 15 15)"><rect class="die" width="30" height="30" rx="6"/><polygon class="weave" points="15,3 17.5,10.5 24,8 20.5,13.5 27,15 20.5,16.5 24,22 17.5,19.5 15,27 12.5,19.5 6,22 9.5,16.5 3,15 9.5,13.5 6,8 12.5,10.5"/></g>"#,
    r#"<g transform="translate(90 56) rotate(-6 15 15)"><rect class="die" width="30" height="30" rx="6"/><path class="strike" d="M8 8l14 14m0-14L8 22"/></g>"#,
    r#"</svg>"#,
);

/// Woven: map locations with a mage, a Watcher and an Eye, beside a 3 by 3 tapestry with element
/// symbols and Threads.
pub const WOVEN: &str = concat!(
    r#"<svg class="game-art" viewBox="0 0 160 96" aria-hidden="true" focusable="false">"#,
    r#"<path class="low" d="M18 5l13 7.5v15l-13 7.5-13-7.5v-15zM31 27.5l13 7.5v15l-13 7.5-13-7.5v-15zM44 50l13 7.5v15l-13 7.5-13-7.5v-15z"/>"#,
    r#"<path class="high" d="M44 5l13 7.5v15l-13 7.5-13-7.5v-15zM57 27.5l13 7.5v15l-13 7.5-13-7.5v-15zM18 50l13 7.5v15l-13 7.5-13-7.5v-15z"/>"#,
    r#"<circle class="mage" cx="18" cy="20" r="7.5"/><text class="on" x="18" y="23.5">R</text>"#,
    r#"<rect class="watch" x="50" y="36" width="14" height="13" rx="2"/><text class="on sm" x="57" y="45.5">W</text>"#,
    r#"<circle class="eye" cx="44" cy="65" r="6.5"/><circle class="ink" cx="44" cy="65" r="2.5"/>"#,
    r#"<path class="sq" d="M96 20h17v17h-17zM115 20h17v17h-17zM134 20h17v17h-17zM96 39h17v17h-17zM115 39h17v17h-17zM134 39h17v17h-17zM96 58h17v17h-17zM115 58h17v17h-17zM134 58h17v17h-17z"/>"#,
    r#"<text x="104.5" y="32.5">F</text><text x="142.5" y="51.5">A</text>"#,
    r#"<path class="thread" d="M119 24l9 9m0-9-9 9M119 43l9 9m0-9-9 9M100 62l9 9m0-9-9 9M138 62l9 9m0-9-9 9"/>"#,
    r#"</svg>"#,
);

/// Spellweaver: a Rage creature card with its cost, levels, speed, attack and hit points, attacking
/// the rival hero.
pub const SPELLWEAVER: &str = concat!(
    r#"<svg class="game-art" viewBox="0 0 160 96" aria-hidden="true" focusable="false">"#,
    r#"<rect class="face" x="8" y="5" width="76" height="86" rx="7"/>"#,
    r#"<circle class="mana" cx="20" cy="17" r="8"/><text class="on" x="20" y="20.5">2</text><text x="68" y="20.5">1R</text>"#,
    r#"<circle class="rage" cx="46" cy="42" r="14"/><text class="on big" x="46" y="50">R</text>"#,
    r#"<rect class="bar" x="18" y="61" width="56" height="5" rx="2.5"/>"#,
    r#"<path class="ink" d="M18 72l-5 7h4l-2 6 6-8h-4l2-5z"/><text x="27" y="84">2</text>"#,
    r#"<path class="line" d="M37 84l9-9m-7 3l4 4"/><text x="52" y="84">3</text>"#,
    r#"<path class="ink" d="M63 85l-5-5a2.6 2.6 0 0 1 5-3.5 2.6 2.6 0 0 1 5 3.5z"/><text x="75" y="84">4</text>"#,
    r#"<path class="line" d="M90 48h22m-6-5 6 5-6 5"/>"#,
    r#"<path class="face" d="M120 26h30v22c0 12-8 18-15 21-7-3-15-9-15-21z"/><text x="135" y="51">20</text>"#,
    r#"</svg>"#,
);

/// The picture of a game, by id (None for a game without one).
pub fn picture(game: &str) -> Option<&'static str> {
    match game {
        "weavers" => Some(WEAVERS),
        "ioi" => Some(IOI),
        "weave" => Some(WEAVE),
        "woven" => Some(WOVEN),
        "spellweaver" => Some(SPELLWEAVER),
        _ => None,
    }
}

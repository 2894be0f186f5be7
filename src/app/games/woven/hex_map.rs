//! The map as SVG: hexagonal locations (odd rows shifted half a hex right) with elevation,
//! terrain, wellsprings, ruins and the Citadel; rivers and bridges on the edges between
//! them; Sentries, Watchers, mages and Eyes on them. Locations a choice may pick are buttons
//! (Tab, Enter or Space), labelled with everything on them; the others are focusable too.
//! The drawing sits in a pan-and-zoom viewport (`pan_zoom`).

use super::pan_zoom::use_pan_zoom;
use super::text;
use crate::app::table::GameRef;
use crate::games::woven::{Action, Elevation, Loc, Map, Table, Target, Terrain, Woven, COLOURS};
use yew::prelude::*;

const R: f64 = 30.0;
const W: f64 = R * 1.732_050_8;

/// The centre of a location on the drawing.
pub fn centre(map: &Map, l: Loc) -> (f64, f64) {
    let Some(x) = map.loc(l) else { return (0.0, 0.0) };
    let shift = if x.row % 2 == 1 { W / 2.0 } else { 0.0 };
    (x.col as f64 * W + shift + W / 2.0 + 4.0, x.row as f64 * 1.5 * R + R + 4.0)
}

/// A coordinate for the drawing, to a tenth: written with integers, since the map's first
/// render formats some 1,500 of them and `{:.1}` takes the exact (slow) path of float printing.
pub(crate) fn tenths(v: f64) -> String {
    let t = (v * 10.0).round() as i64;
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.abs() / 10, t.abs() % 10)
}

fn hexagon(cx: f64, cy: f64, r: f64) -> String {
    (0..6)
        .map(|i| {
            let a = std::f64::consts::PI / 180.0 * (60.0 * i as f64 - 30.0);
            format!("{},{}", tenths(cx + r * a.cos()), tenths(cy + r * a.sin()))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The map's symbols, each with what it stands for.
const LEGEND: &[&str] = &[
    "▲ high",
    "▴ mid",
    "♣ forest",
    "♣♣ dense",
    "⁂ rough",
    "◊ wellspring",
    "⌂ ruin",
    "♜ Citadel",
    "S Sentry",
    "W Watcher (W→R hunting Red)",
    "◉ Eye",
    "⚓ anchored",
];

/// A choice the map offers at a location: the action and its label.
#[derive(Clone, PartialEq)]
pub struct MapChoice {
    pub at: Loc,
    pub action: Action,
    pub label: AttrValue,
    /// Movement points the step costs (moving only).
    pub cost: Option<u8>,
}

#[derive(Properties, PartialEq)]
pub struct HexMapProps {
    pub game: GameRef<Woven>,
    pub table: Table,
    pub choices: Vec<MapChoice>,
    pub seat_names: Vec<AttrValue>,
    pub on_action: Callback<Action>,
}

#[function_component(HexMap)]
pub fn hex_map(props: &HexMapProps) -> Html {
    let map = &props.game.content.map;
    let t = &props.table;
    let show_ranges = use_state(|| false);
    let (watched, guarded) = props.game.detection_ranges(t);
    let width = map.cols as f64 * W + W / 2.0 + 8.0;
    let pz = use_pan_zoom(width);
    let height = (map.rows as f64 - 1.0) * 1.5 * R + 2.0 * R + 8.0;
    let name = |s: usize| props.seat_names.get(s).cloned().unwrap_or_else(|| AttrValue::from(COLOURS[s % 4]));

    let location = |l: Loc| -> Html {
        let Some(x) = map.loc(l) else { return Html::default() };
        let (cx, cy) = centre(map, l);
        let mut what: Vec<String> = vec![format!("{} {}", map.label(l), text::location(x))];
        let mut marks: Vec<(&'static str, String)> = Vec::new();
        if l == map.citadel {
            what.push(if t.citadel_standing {
                format!("the Citadel ({} standing)", crate::core::wording::count(t.towers.len() as u64, "Tower", "Towers"))
            } else {
                "the fallen Citadel".into()
            });
            marks.push(("citadel", "♜".into()));
        }
        for s in t.sentries.iter().filter(|s| s.loc == l) {
            let strength = if s.revealed {
                props.game.content.sentries.get(s.card as usize).map(|c| c.strength.to_string()).unwrap_or_default()
            } else {
                String::new()
            };
            what.push(if s.revealed { format!("a Sentry of strength {strength}") } else { "a face-down Sentry".into() });
            marks.push(("sentry", format!("S{strength}")));
        }
        for w in t.watchers.iter().filter(|w| w.loc == l) {
            let hunting = match w.target {
                Target::Mage(m) if !w.fallen => Some(m as usize),
                _ => None,
            };
            what.push(match (w.fallen, hunting) {
                (true, _) => "a fallen Watcher".into(),
                (false, Some(m)) => format!("a Watcher hunting {}", crate::core::wording::name_in(&name(m))),
                (false, None) => "a Watcher".into(),
            });
            let mark = match (w.fallen, hunting) {
                (true, _) => "w".to_string(),
                (false, Some(m)) => format!("W→{}", &COLOURS[m % 4][..1]),
                (false, None) => "W".into(),
            };
            marks.push(("watcher", mark));
        }
        for (s, m) in t.mages.iter().enumerate() {
            if m.loc == l {
                what.push(format!("{} ({} mage)", crate::core::wording::name_in(&name(s)), COLOURS[s % 4]));
            }
            let e = m.eyes_at(l);
            if e.total() > 0 {
                let anchored = if e.anchored > 0 { format!(", {} anchored", e.anchored) } else { String::new() };
                let eyes = if e.total() == 1 { "Eye".to_string() } else { format!("{} Eyes", e.total()) };
                what.push(format!("{} {eyes}{anchored}", crate::core::wording::possessive_in(&name(s))));
            }
        }
        let choice = props.choices.iter().find(|c| c.at == l);
        let watched_here = *show_ranges && watched.contains(&l);
        let guarded_here = *show_ranges && guarded.contains(&l);
        if watched_here {
            what.push("within a Watcher's sight".into());
        }
        if guarded_here {
            what.push("beside a Sentry".into());
        }
        if let Some(c) = choice {
            what.push(c.label.to_string());
            if let Some(k) = c.cost {
                what.push(format!("costs {k} movement"));
            }
        }
        let class = classes!(
            "loc",
            match x.elevation {
                Elevation::Low => "low",
                Elevation::Mid => "mid",
                Elevation::High => "high",
            },
            choice.map(|_| "target"),
            watched_here.then_some("watched"),
            guarded_here.then_some("guarded"),
        );
        // While the map is asked for a location, one it does not offer is still sent, so the
        // engine's refusal says why it cannot be chosen (a river without a bridge, too far).
        let refused = props.choices.first().and_then(|c| match c.action {
            Action::Go { .. } => Some(Action::Go { to: l }),
            Action::Eye { .. } => Some(Action::Eye { at: l }),
            _ => None,
        });
        let send = choice.map(|c| c.action.clone()).or(refused);
        let onclick = send.clone().map(|a| {
            let (cb, pz) = (props.on_action.clone(), pz.clone());
            Callback::from(move |_: MouseEvent| {
                // A press that panned or pinched the map is not a choice.
                if !pz.dragged() {
                    cb.emit(a.clone())
                }
            })
        });
        let onkeydown = {
            let (cb, a) = (props.on_action.clone(), send);
            let (col, row) = (x.col as i16, x.row as i16);
            Callback::from(move |e: KeyboardEvent| {
                if let Some((dx, dy)) = super::focus::arrow(&e.key()) {
                    e.prevent_default();
                    super::focus::focus_id(&format!("woven-loc-{}-{}", col + dx, row + dy));
                } else if let (true, Some(a)) = (e.key() == "Enter" || e.key() == " ", &a) {
                    e.prevent_default();
                    cb.emit(a.clone());
                }
            })
        };
        let terrain = match x.terrain {
            Terrain::Open => "",
            Terrain::Forest => "♣",
            Terrain::DenseForest => "♣♣",
            Terrain::Rough => "⁂",
        };
        let height_mark = match x.elevation {
            Elevation::Low => "",
            Elevation::Mid => "▴",
            Elevation::High => "▲",
        };
        let site = if x.ruin {
            "⌂"
        } else if x.wellspring {
            "◊"
        } else {
            ""
        };
        let mages: Vec<Html> = t
            .mages
            .iter()
            .enumerate()
            .filter(|(_, m)| m.loc == l)
            .enumerate()
            .map(|(i, (s, _))| {
                let mx = cx - 9.0 + i as f64 * 10.0;
                html! {
                    <g class={classes!("mage", format!("seat-{s}"))}>
                        <circle cx={tenths(mx)} cy={tenths(cy + 8.0)} r="8" />
                        <text x={tenths(mx)} y={tenths(cy + 12.0)}>{ &COLOURS[s % 4][..1] }</text>
                    </g>
                }
            })
            .collect();
        let eyes: Vec<Html> = t
            .mages
            .iter()
            .enumerate()
            .filter(|(_, m)| m.eyes_at(l).total() > 0)
            .enumerate()
            .map(|(i, (s, m))| {
                let e = m.eyes_at(l);
                let ex = cx - 16.0 + i as f64 * 11.0;
                let anchored = if e.anchored > 0 { "⚓" } else { "" };
                html! {
                    <text class={classes!("eye", format!("seat-{s}"))} x={tenths(ex)} y={tenths(cy - 13.0)}>
                        { format!("◉{}{}{anchored}", &COLOURS[s % 4][..1], e.total()) }
                    </text>
                }
            })
            .collect();
        html! {
            <g class={class}>
                // The location itself, focusable and clickable: no text inside, so its name is
                // only its label. Its marks lie over it and let every press through.
                <polygon class="hit" points={hexagon(cx, cy, R - 1.0)} id={format!("woven-loc-{}-{}", x.col, x.row)}
                    data-piece={format!("spot:loc-{}-{}", x.col, x.row)}
                    role="button" tabindex="0" aria-label={what.join("; ")}
                    aria-disabled={onclick.is_none().then_some("true")} {onclick} {onkeydown} />
                <g aria-hidden="true">
                <text class="label" x={tenths(cx - 18.0)} y={tenths(cy + 2.0)}>{ map.label(l) }</text>
                // Only the marks a location has: most are open, low and bare, and a map of empty
                // texts cost a quarter of its first render's nodes.
                if !terrain.is_empty() {
                    <text class="terrain" x={tenths(cx + 12.0)} y={tenths(cy + 2.0)}>{ terrain }</text>
                }
                if !height_mark.is_empty() {
                    <text class="height" x={tenths(cx + 14.0)} y={tenths(cy - 10.0)}>{ height_mark }</text>
                }
                if !site.is_empty() {
                    <text class="site" x={tenths(cx - 14.0)} y={tenths(cy + 17.0)}>{ site }</text>
                }
                { for marks.iter().enumerate().map(|(i, (k, m))| html! {
                    <text class={classes!("mark", *k)} x={tenths(cx + 2.0 + (i % 2) as f64 * 4.0)} y={tenths(cy - 2.0 + (i / 2) as f64 * 4.0)}>{ m.clone() }</text>
                }) }
                { for eyes }
                { for mages }
                { for choice.and_then(|c| c.cost).map(|k| html! {
                    <text class="cost" x={tenths(cx + 8.0)} y={tenths(cy + 20.0)}>{ format!("{k}") }</text>
                }) }
                </g>
            </g>
        }
    };
    let edge = |a: Loc, b: Loc, class: &'static str| -> Html {
        let ((x1, y1), (x2, y2)) = (centre(map, a), centre(map, b));
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
        let (dx, dy) = ((x2 - x1) / len, (y2 - y1) / len);
        let (px, py, half) = if class == "bridge" { (dx, dy, 9.0) } else { (-dy, dx, R / 2.0) };
        html! {
            <line class={class} x1={tenths(mx - px * half)} y1={tenths(my - py * half)}
                x2={tenths(mx + px * half)} y2={tenths(my + py * half)} />
        }
    };
    let toggle = {
        let show = show_ranges.clone();
        Callback::from(move |_| show.set(!*show))
    };
    let zoom_by = |d: i32| {
        let pz = pz.clone();
        Callback::from(move |_| pz.zoom_by(d))
    };
    // Fitted to the box, the stylesheet keeps it at least `MIN_SCALE` (inline styles are not
    // allowed by the page's content security policy).
    let (svg_class, svg_width) = match pz.scale {
        None => (Some("fit"), None),
        Some(k) => (None, Some(format!("{:.0}", width * k))),
    };
    html! {
        <section class="woven-map" aria-label="Map" onkeydown={pz.on_key()}>
            <div class="map-tools">
                <button type="button" aria-pressed={if *show_ranges { "true" } else { "false" }} onclick={toggle}>
                    { if *show_ranges { "Hide detection ranges" } else { "Show detection ranges" } }
                </button>
                <button type="button" aria-label="Zoom the map in (+ key)" disabled={!pz.can_zoom_in()} onclick={zoom_by(1)}>{ "+" }</button>
                <button type="button" aria-label="Zoom the map out (− key)" disabled={!pz.can_zoom_out()} onclick={zoom_by(-1)}>{ "−" }</button>
                // A list, one symbol an item: read as a key, and no one block of text larger than
                // the page a shared position's link paints first (its largest paint).
                <ul class="legend" aria-label="Map key">
                    { for LEGEND.iter().map(|item| html! { <li>{ *item }</li> }) }
                </ul>
            </div>
            <div class="map-view" ref={pz.view.clone()} onpointerdown={pz.on_down()} onpointermove={pz.on_move()}
                onpointerup={pz.on_up()} onpointercancel={pz.on_up()}>
            <svg viewBox={format!("0 0 {width:.0} {height:.0}")} role="group" aria-label="Locations of the map"
                class={classes!(svg_class)} width={svg_width}>
                { for (0..map.len() as Loc).map(location) }
                { for map.rivers.iter().map(|&(a, b)| edge(a, b, "river")) }
                { for map.bridges.iter().map(|&(a, b)| edge(a, b, "bridge")) }
            </svg>
            </div>
        </section>
    }
}

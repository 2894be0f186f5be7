//! The map's viewport: a scrolling box the map is drawn in at a chosen scale. Dragging pans it
//! (mouse or one finger; past the map's edge the page scrolls instead), two fingers pinch to
//! zoom around the middle, as do the zoom buttons and the + and − keys. The smallest scale
//! keeps every location at least 44 px across, so on a phone the map is panned, not shrunk.

use std::cell::RefCell;
use std::rc::Rc;
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

/// CSS pixels per drawing unit. A location is about 50 units across, so 0.9 keeps it ≥ 44 px.
pub const MIN_SCALE: f64 = 0.9;
const MAX_SCALE: f64 = 3.0;
const STEP: f64 = 1.25;
/// Pixels a pointer may wander before a press becomes a drag (and no longer a click).
const SLOP: f64 = 6.0;

#[derive(Default)]
struct Gesture {
    /// Pointers down: id and last position.
    pointers: Vec<(i32, f64, f64)>,
    /// Finger distance and scale when a pinch began.
    pinch: Option<(f64, f64)>,
    /// How far the pointer travelled since it went down.
    moved: f64,
    /// A scroll position to apply once the new scale is drawn.
    scroll_to: Option<(f64, f64)>,
}

/// The viewport's state and handlers; `dragged()` tells a location's click it ended a drag.
#[derive(Clone)]
pub struct PanZoom {
    pub view: NodeRef,
    /// None: as wide as the box allows (never below `MIN_SCALE`).
    pub scale: Option<f64>,
    gesture: Rc<RefCell<Gesture>>,
    set_scale: UseStateHandle<Option<f64>>,
    width: f64,
}

impl PanZoom {
    pub fn dragged(&self) -> bool {
        self.gesture.borrow().moved > SLOP
    }

    fn div(&self) -> Option<Element> {
        self.view.cast::<Element>()
    }

    /// The scale the map is drawn at now.
    fn current(&self) -> f64 {
        let fit = self.div().map_or(MIN_SCALE, |d| d.client_width() as f64 / self.width).max(MIN_SCALE);
        self.scale.unwrap_or(fit)
    }

    pub fn can_zoom_in(&self) -> bool {
        self.scale.is_none_or(|s| s < MAX_SCALE)
    }

    pub fn can_zoom_out(&self) -> bool {
        self.scale.is_some()
    }

    /// Zooms to `scale`, keeping the drawing under `at` (a point of the box, or its middle) still.
    fn zoom_to(&self, scale: f64, at: Option<(f64, f64)>) {
        let Some(d) = self.div() else { return };
        let old = self.current();
        let (w, h) = (d.client_width() as f64, d.client_height() as f64);
        let fit = (w / self.width).max(MIN_SCALE);
        let new = scale.clamp(MIN_SCALE, MAX_SCALE);
        let new = if new <= fit * 1.01 { None } else { Some(new) };
        let drawn = new.unwrap_or(fit);
        let (ax, ay) = at.unwrap_or((w / 2.0, h / 2.0));
        let (cx, cy) = (d.scroll_left() as f64 + ax, d.scroll_top() as f64 + ay);
        self.gesture.borrow_mut().scroll_to = Some((cx * drawn / old - ax, cy * drawn / old - ay));
        self.set_scale.set(new);
    }

    pub fn zoom_by(&self, steps: i32) {
        self.zoom_to(self.current() * STEP.powi(steps), None);
    }

    pub fn on_key(&self) -> Callback<KeyboardEvent> {
        let pz = self.clone();
        Callback::from(move |e: KeyboardEvent| {
            let steps = match e.key().as_str() {
                "+" | "=" => 1,
                "-" | "−" => -1,
                _ => return,
            };
            e.prevent_default();
            pz.zoom_by(steps);
        })
    }

    pub fn on_down(&self) -> Callback<PointerEvent> {
        let pz = self.clone();
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return;
            }
            let mut g = pz.gesture.borrow_mut();
            g.pointers.retain(|p| p.0 != e.pointer_id());
            g.pointers.push((e.pointer_id(), e.client_x() as f64, e.client_y() as f64));
            g.moved = 0.0;
            g.pinch = match g.pointers.as_slice() {
                [a, b] => Some((((a.1 - b.1).powi(2) + (a.2 - b.2).powi(2)).sqrt().max(1.0), pz.current())),
                _ => None,
            };
        })
    }

    pub fn on_move(&self) -> Callback<PointerEvent> {
        let pz = self.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(d) = pz.div() else { return };
            let (x, y) = (e.client_x() as f64, e.client_y() as f64);
            let mut g = pz.gesture.borrow_mut();
            let Some(i) = g.pointers.iter().position(|p| p.0 == e.pointer_id()) else { return };
            let (dx, dy) = (x - g.pointers[i].1, y - g.pointers[i].2);
            g.pointers[i] = (e.pointer_id(), x, y);
            g.moved += dx.abs() + dy.abs();
            if let (Some((dist0, scale0)), [a, b]) = (g.pinch, g.pointers.as_slice()) {
                let dist = ((a.1 - b.1).powi(2) + (a.2 - b.2).powi(2)).sqrt();
                g.moved = SLOP + 1.0;
                drop(g);
                pz.zoom_to(scale0 * dist / dist0, None);
                return;
            }
            if g.moved <= SLOP || g.pointers.len() != 1 {
                return;
            }
            let _ = d.set_pointer_capture(e.pointer_id());
            let (left, top) = (d.scroll_left(), d.scroll_top());
            d.set_scroll_left(left - dx.round() as i32);
            d.set_scroll_top(top - dy.round() as i32);
            // Past the map's own edge, the page scrolls (the map takes the whole phone screen).
            let rest_y = (top - dy.round() as i32) - d.scroll_top();
            if rest_y != 0 {
                if let Some(w) = web_sys::window() {
                    w.scroll_by_with_x_and_y(0.0, rest_y as f64);
                }
            }
        })
    }

    pub fn on_up(&self) -> Callback<PointerEvent> {
        let pz = self.clone();
        Callback::from(move |e: PointerEvent| {
            let mut g = pz.gesture.borrow_mut();
            g.pointers.retain(|p| p.0 != e.pointer_id());
            if g.pointers.len() < 2 {
                g.pinch = None;
            }
        })
    }
}

#[hook]
pub fn use_pan_zoom(width: f64) -> PanZoom {
    let view = use_node_ref();
    let set_scale = use_state(|| None::<f64>);
    let gesture = use_mut_ref(Gesture::default);
    {
        // Once the new scale is drawn, scroll so the point zoomed around stays put.
        let (view, gesture) = (view.clone(), gesture.clone());
        use_effect(move || {
            if let (Some(d), Some((x, y))) = (view.cast::<Element>(), gesture.borrow_mut().scroll_to.take()) {
                d.set_scroll_left(x.round() as i32);
                d.set_scroll_top(y.round() as i32);
            }
        });
    }
    PanZoom { view, scale: *set_scale, gesture, set_scale, width }
}

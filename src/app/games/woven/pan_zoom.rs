//! The map's viewport: a scrolling box the map is drawn in at a chosen scale. Dragging pans it
//! (mouse or one finger; past the map's edge the page scrolls instead). Two fingers pinch to
//! zoom around the point between them (what lies under the fingers stays under them, and
//! moving both fingers pans), a ctrl-wheel (a trackpad's pinch) zooms around the pointer, and
//! the zoom buttons and the + and − keys around the middle. The smallest scale keeps every
//! location at least 44 px across, so on a phone the map is panned, not shrunk.

use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent, WheelEvent};
use yew::prelude::*;

/// CSS pixels per drawing unit. A location is about 50 units across, so 0.9 keeps it ≥ 44 px.
pub const MIN_SCALE: f64 = 0.9;
const MAX_SCALE: f64 = 3.0;
const STEP: f64 = 1.25;
/// Pixels a pointer may wander before a press becomes a drag (and no longer a click).
const SLOP: f64 = 6.0;

#[derive(Clone, Copy)]
struct Pinch {
    dist: f64,
    scale: f64,
    anchor: (f64, f64),
}

/// The midpoint of two pointers and their distance, in client pixels.
fn span(a: &(i32, f64, f64), b: &(i32, f64, f64)) -> ((f64, f64), f64) {
    (((a.1 + b.1) / 2.0, (a.2 + b.2) / 2.0), ((a.1 - b.1).powi(2) + (a.2 - b.2).powi(2)).sqrt().max(1.0))
}

#[derive(Default)]
struct Gesture {
    /// Pointers down: id and last position.
    pointers: Vec<(i32, f64, f64)>,
    /// Finger distance and scale when a pinch began, and the point of the drawing (in drawing
    /// units) that lay between the fingers then.
    pinch: Option<Pinch>,
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

    /// A client point as a point of the box's visible area (its padding box).
    fn in_box(d: &Element, (x, y): (f64, f64)) -> (f64, f64) {
        let r = d.get_bounding_client_rect();
        (x - r.left() - d.client_left() as f64, y - r.top() - d.client_top() as f64)
    }

    /// The point of the drawing (in drawing units) under a point of the box, at `scale`.
    fn drawing_at(d: &Element, at: (f64, f64), scale: f64) -> (f64, f64) {
        ((d.scroll_left() as f64 + at.0) / scale, (d.scroll_top() as f64 + at.1) / scale)
    }

    /// Zooms to `scale` (kept within the limits), scrolling so that the drawing's point
    /// `anchor` (in drawing units) lies under the box's point `at`.
    fn zoom_about(&self, scale: f64, anchor: (f64, f64), at: (f64, f64)) {
        let Some(d) = self.div() else { return };
        let fit = (d.client_width() as f64 / self.width).max(MIN_SCALE);
        let new = scale.clamp(MIN_SCALE, MAX_SCALE);
        let new = if new <= fit * 1.01 { None } else { Some(new) };
        let drawn = new.unwrap_or(fit);
        self.gesture.borrow_mut().scroll_to = Some((anchor.0 * drawn - at.0, anchor.1 * drawn - at.1));
        self.set_scale.set(new);
    }

    /// Zooms to `scale`, keeping the drawing under `at` (a point of the box, or its middle) still.
    fn zoom_to(&self, scale: f64, at: Option<(f64, f64)>) {
        let Some(d) = self.div() else { return };
        let at = at.unwrap_or((d.client_width() as f64 / 2.0, d.client_height() as f64 / 2.0));
        self.zoom_about(scale, Self::drawing_at(&d, at, self.current()), at);
    }

    /// A ctrl-wheel (how a trackpad pinches, or ctrl and the mouse wheel) zooms around the
    /// pointer; a plain wheel scrolls as usual.
    fn on_wheel(&self, e: &WheelEvent) {
        let Some(d) = self.div() else { return };
        if !e.ctrl_key() {
            return;
        }
        e.prevent_default();
        let factor = (-e.delta_y() * 0.01).clamp(-0.5, 0.5).exp();
        let at = Self::in_box(&d, (e.client_x() as f64, e.client_y() as f64));
        self.zoom_to(self.current() * factor, Some(at));
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
            g.pinch = match (g.pointers.as_slice(), pz.div()) {
                ([a, b], Some(d)) => {
                    let (mid, dist) = span(a, b);
                    let scale = pz.current();
                    Some(Pinch { dist, scale, anchor: Self::drawing_at(&d, Self::in_box(&d, mid), scale) })
                }
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
            if let (Some(pinch), [a, b]) = (g.pinch, g.pointers.as_slice()) {
                // The point of the drawing that was between the fingers stays between them.
                let (mid, dist) = span(a, b);
                g.moved = SLOP + 1.0;
                drop(g);
                pz.zoom_about(pinch.scale * dist / pinch.dist, pinch.anchor, Self::in_box(&d, mid));
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
    let pz = PanZoom { view, scale: *set_scale, gesture, set_scale, width };
    {
        // The wheel listener may cancel the page's own zoom, so it is not passive.
        let pz = pz.clone();
        use_effect(move || {
            let listener = pz.div().map(|d| {
                let pz = pz.clone();
                EventListener::new_with_options(&d, "wheel", EventListenerOptions::enable_prevent_default(), move |e| {
                    if let Some(e) = e.dyn_ref::<WheelEvent>() {
                        pz.on_wheel(e);
                    }
                })
            });
            move || drop(listener)
        });
    }
    pz
}

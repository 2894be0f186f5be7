//! Bringing a control into view on a phone, clear of the panels pinned to the window's bottom:
//! the guide's marked control, the places a chosen IOI card can be woven into.

/// Scrolls `el` into the part of the window nothing covers: on a phone a panel pinned to the
/// window's bottom (IOI's question and hand) would otherwise sit over a target scrolled to the
/// window's edge. Two passes: the panel over it is only known once it is in
/// the window.
pub fn bring_into_view(document: &web_sys::Document, el: &web_sys::Element) {
    let Some(window) = web_sys::window() else { return };
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    // Inside a list that scrolls in its own box (Woven's locations by name): that box first.
    if let Some(list) = scrolling_box(&window, el) {
        let (inner, outer) = (el.get_bounding_client_rect(), list.get_bounding_client_rect());
        if inner.top() < outer.top() || inner.bottom() > outer.bottom() {
            list.set_scroll_top(list.scroll_top() + (inner.top() - outer.top()) as i32 - 8);
        }
    }
    for _ in 0..2 {
        let rect = el.get_bounding_client_rect();
        // What is drawn over the target's middle, if it is not the target itself: the top of
        // the pinned panel it belongs to is where the free part of the window ends.
        let (x, y) = ((rect.left() + rect.right()) / 2.0, (rect.top() + rect.bottom()) / 2.0);
        let cover = document
            .element_from_point(x as f32, y as f32)
            .filter(|over| !el.contains(Some(over)) && !over.contains(Some(el)))
            .map(|over| pinned_box(&window, over).get_bounding_client_rect());
        // Only a panel held at the window's bottom is scrolled clear of.
        let free_bottom = cover.filter(|c| c.bottom() >= height - 1.0).map_or(height, |c| c.top());
        let by = if rect.top() < 0.0 {
            rect.top() - 16.0
        } else if rect.bottom() > free_bottom {
            rect.bottom() - free_bottom + 16.0
        } else {
            return;
        };
        window.scroll_by_with_x_and_y(0.0, by);
    }
}

/// The nearest box pinned to the window (fixed or sticky) that holds `el`, or `el` itself.
fn pinned_box(window: &web_sys::Window, el: web_sys::Element) -> web_sys::Element {
    let mut at = Some(el.clone());
    while let Some(e) = at {
        let position =
            window.get_computed_style(&e).ok().flatten().and_then(|st| st.get_property_value("position").ok());
        if matches!(position.as_deref(), Some("fixed" | "sticky")) {
            return e;
        }
        at = e.parent_element();
    }
    el
}

/// The nearest box around `el` that scrolls on its own (overflow auto or scroll, with more
/// inside than it shows), below the page itself.
fn scrolling_box(window: &web_sys::Window, el: &web_sys::Element) -> Option<web_sys::Element> {
    let mut at = el.parent_element();
    while let Some(e) = at {
        if e.tag_name() == "BODY" || e.tag_name() == "HTML" {
            return None;
        }
        let overflow =
            window.get_computed_style(&e).ok().flatten().and_then(|st| st.get_property_value("overflow-y").ok());
        if matches!(overflow.as_deref(), Some("auto" | "scroll")) && e.scroll_height() > e.client_height() + 1 {
            return Some(e);
        }
        at = e.parent_element();
    }
    None
}

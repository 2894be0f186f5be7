//! Time and fresh seeds from the browser.

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}

/// A seed from the browser's entropy (for new games and slot ids).
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_err() {
        // No crypto source: the clock still gives different games.
        return now_ms().wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    u64::from_le_bytes(bytes)
}

/// "3 minutes ago", "yesterday", or a date, for the continue list.
pub fn relative_time(then_ms: u64, now_ms: u64) -> String {
    let seconds = now_ms.saturating_sub(then_ms) / 1000;
    let plural = |n: u64, unit: &str| format!("{n} {unit}{} ago", if n == 1 { "" } else { "s" });
    match seconds {
        0..=59 => "just now".into(),
        60..=3599 => plural(seconds / 60, "minute"),
        3600..=86_399 => plural(seconds / 3600, "hour"),
        86_400..=172_799 => "yesterday".into(),
        _ => {
            let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(then_ms as f64));
            String::from(date.to_locale_date_string("default", &wasm_bindgen::JsValue::UNDEFINED))
        }
    }
}

//! docs/rulings.md: every ruling opens with exactly one marker saying why it is needed (the file's
//! opening paragraphs explain them): the text is silent, the text is ambiguous (quoting the
//! readings), a software need (saying which), or a content choice.

const MARKERS: &[&str] = &["[silent]", "[ambiguous: ", "[software need: ", "[content choice]", "[content choice: "];

/// Each ruling's text: a top-level list item (`- ` or `12. `) under a `## ` section, with the
/// lines that continue it.
fn rulings(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut in_sections = false;
    for line in text.lines() {
        if line.starts_with("## ") {
            in_sections = true;
            continue;
        }
        if !in_sections {
            continue;
        }
        let item = line.strip_prefix("- ").or_else(|| {
            let (n, rest) = line.split_once(". ")?;
            n.chars().all(|c| c.is_ascii_digit()).then_some(rest)
        });
        match item {
            Some(rest) => out.push(rest.to_string()),
            None if line.starts_with(' ') => {
                if let Some(last) = out.last_mut() {
                    last.push(' ');
                    last.push_str(line.trim());
                }
            }
            None => {}
        }
    }
    out
}

#[test]
fn every_ruling_carries_exactly_one_marker() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rulings.md")).unwrap();
    let all = rulings(&text);
    assert!(all.len() > 100, "{} rulings found", all.len());
    for r in &all {
        let opening = MARKERS.iter().find(|m| r.starts_with(*m));
        let Some(marker) = opening else { panic!("a ruling without a marker: {r}") };
        let markers = ["[silent]", "[ambiguous:", "[software need:", "[content choice"];
        let count: usize = markers.iter().map(|m| r.matches(*m).count()).sum();
        assert_eq!(count, 1, "a ruling with more than one marker: {r}");
        let end = r.find(']').unwrap();
        let said = r[..end].split_once(':').map_or("", |(_, x)| x);
        if marker.starts_with("[ambiguous") {
            assert!(said.matches('"').count() >= 2, "an ambiguous ruling quotes the readings: {r}");
        }
        if marker.starts_with("[software need") {
            assert!(said.split_whitespace().count() >= 3, "a software need says which: {r}");
        }
    }
}

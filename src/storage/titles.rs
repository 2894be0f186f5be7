//! Save titles are unique on a device: a second "Ada vs Bo" becomes "Ada vs Bo (2)".

/// `title`, or the first of "title (2)", "title (3)"… that no existing save has.
pub fn unique_title<'a>(title: &str, existing: impl IntoIterator<Item = &'a str> + Clone) -> String {
    let taken = |t: &str| existing.clone().into_iter().any(|e| e == t);
    if !taken(title) {
        return title.to_string();
    }
    (2..).map(|n| format!("{title} ({n})")).find(|t| !taken(t)).unwrap_or_else(|| title.to_string())
}

#[cfg(test)]
mod tests {
    use super::unique_title;

    #[test]
    fn a_second_game_with_the_same_title_is_numbered() {
        assert_eq!(unique_title("Ada vs Bo", []), "Ada vs Bo");
        assert_eq!(unique_title("Ada vs Bo", ["Ada vs Cy"]), "Ada vs Bo");
        assert_eq!(unique_title("Ada vs Bo", ["Ada vs Bo"]), "Ada vs Bo (2)");
        assert_eq!(unique_title("Ada vs Bo", ["Ada vs Bo (2)", "Ada vs Bo"]), "Ada vs Bo (3)");
    }
}

//! How engine sentences become the table's sentences, the one way for every game.
//!
//! Engines write plain third-person English and name seats "Player 1", "Player 2"… as the
//! subject of a sentence ("Player 1 draws 2 cards.", "Player 1's hand was empty.") — readable as
//! they are in the CLI, the records and the tests. The table calls [`with_names`] with its seat
//! names; a seat named [`YOU`] (the default name of the person playing the computer) is
//! addressed in the second person: the verb that follows it loses its "-s" ("You draw"), "has",
//! "is", "was" become "have", "are", "were", the possessive becomes "Your", an object becomes
//! "you", and the sentence's "their"/"they"/"them" that refer back to it become "your"/"you".
//! Counts meet nouns through [`count`], so "1 card" and "2 cards" are never wrong.

/// The name that makes a seat "you" in every sentence.
pub const YOU: &str = "You";

/// "1 card", "2 cards", "0 cards": a count and its noun, singular or plural.
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Names in a sentence, at most `shown` of them: "A", "A and B", "A, B and 3 more".
pub fn listed<N: AsRef<str>>(names: &[N], shown: usize) -> String {
    let names: Vec<&str> = names.iter().map(AsRef::as_ref).collect();
    match names.len() {
        n if n > shown.max(1) => format!("{} and {} more", names[..shown.max(1)].join(", "), n - shown.max(1)),
        0 => String::new(),
        1 => names[0].to_string(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// A name's possessive for the table's labels: "Bo's", and "Your" for [`YOU`].
pub fn possessive(name: &str) -> String {
    if name == YOU {
        "Your".to_string()
    } else {
        format!("{name}'s")
    }
}

/// A name's possessive inside a sentence: "Bo's", and "your" for [`YOU`] ("on your hero").
pub fn possessive_in(name: &str) -> String {
    if name == YOU {
        "your".to_string()
    } else {
        format!("{name}'s")
    }
}

/// A name inside a sentence (an object, or after a comma): "Bo", and "you" for [`YOU`].
pub fn name_in(name: &str) -> String {
    if name == YOU {
        "you".to_string()
    } else {
        name.to_string()
    }
}

/// A name as the subject of its verbs, given in the third person: "Ada keeps", "You keep",
/// "Bo has", "You have"; "Ada keeps or replaces", "You keep or replace" (each verb after "or"
/// and "and" agrees too).
pub fn subject(name: &str, verbs: &str) -> String {
    if name != YOU {
        return format!("{name} {verbs}");
    }
    let mut out = String::from(YOU);
    let mut verb_next = true;
    for word in verbs.split(' ') {
        out.push(' ');
        match second_person(word).filter(|_| verb_next) {
            Some(base) => out.push_str(&base),
            None => out.push_str(word),
        }
        verb_next = word == "or" || word == "and";
    }
    out
}

/// A name and its verbs inside a sentence: "where you stand", "where Bo stands".
pub fn subject_in(name: &str, verbs: &str) -> String {
    let whole = subject(name, verbs);
    match whole.strip_prefix(YOU) {
        Some(rest) if name == YOU => format!("you{rest}"),
        _ => whole,
    }
}

/// The indefinite article a word takes: "an Order level", "a Chaos level", "an Eye", "a unit".
pub fn article(word: &str) -> &'static str {
    let lower = word.trim_start().to_lowercase();
    // A vowel letter that sounds like a consonant, or a silent "h".
    let consonant_sound = ["one", "once", "uni", "use", "usu", "uti", "eu", "ewe", "ubi"];
    let vowel_sound = ["hour", "honest", "honour", "heir"];
    if vowel_sound.iter().any(|v| lower.starts_with(v)) {
        return "an";
    }
    match lower.chars().next() {
        Some('a' | 'e' | 'i' | 'o' | 'u') if !consonant_sound.iter().any(|c| lower.starts_with(c)) => "an",
        Some('8') => "an",
        _ => "a",
    }
}

/// A word with its indefinite article: "an Order", "a Chaos".
pub fn with_article(word: &str) -> String {
    format!("{} {word}", article(word))
}

/// The noun a count takes, without the count: "turn" for 1, "turns" otherwise.
pub fn plural<'a>(n: impl Into<u64>, one: &'a str, many: &'a str) -> &'a str {
    if n.into() == 1 {
        one
    } else {
        many
    }
}

/// The faults a sentence shown to "You" must never have, for the sweeps of the tests: a
/// third-person verb or possessive after "You", an article that disagrees with its word, a
/// count of 1 with a plural noun, a seat left as "Player N". Each is returned as the fault's words.
pub fn faults(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let words: Vec<&str> = text.split(|c: char| c.is_whitespace()).collect();
    for (i, pair) in words.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        let b_word: String = b.chars().take_while(|c| c.is_alphanumeric()).collect();
        let a_bare = a.trim_start_matches(|c: char| !c.is_alphanumeric());
        // "You keeps", "You has", "you draws" (a verb in the third person after "you").
        if (a_bare == "You" || a_bare == "you") && !a.ends_with([',', '.', ':', ';', ')']) {
            let irregular = ["has", "is", "was", "does", "goes"];
            if irregular.contains(&b_word.as_str())
                || (second_person(&b_word).is_some() && SECOND_VERBS.contains(&b_word.as_str()))
                || ["keeps", "wins", "chooses", "casts", "lays", "places", "faces", "spends", "activates", "gets"]
                    .contains(&b_word.as_str())
            {
                found.push(format!("{a} {b}"));
            }
        }
        if a_bare == "You's" || a_bare == "you's" || a_bare.starts_with("You's") {
            found.push(a.to_string());
        }
        // "a Order", "an Chaos".
        if (a == "a" || a == "A" || a == "an" || a == "An")
            && !b_word.is_empty()
            && b_word.chars().next().is_some_and(|c| c.is_alphabetic())
        {
            let want = article(&b_word);
            if !a.eq_ignore_ascii_case(want) {
                found.push(format!("{a} {b}"));
            }
        }
        // "1 turns", "(1 cards)".
        let count = a.trim_start_matches(['(', '[']);
        // "Scene 1 ends", "Round 1 starts": a number naming a thing, then its verb.
        // "Stranger 1 joins", "Computer 2 draws": a name with a number (not "After 1 turns").
        let label = i.checked_sub(1).and_then(|j| words.get(j)).is_some_and(|w| {
            let lower = w.to_lowercase();
            ["round", "turn", "level", "scene", "episode", "seat", "step", "player", "chapter"]
                .contains(&lower.as_str())
                || (w.starts_with(|c: char| c.is_uppercase())
                    && !w.ends_with([':', ',', '.'])
                    && ![
                        "after", "before", "in", "for", "with", "of", "at", "by", "on", "within", "over", "only",
                        "just", "each", "every", "draw", "take", "gain", "lose", "deal", "spend", "pay", "move",
                        "discard", "add", "remove", "put", "keep", "choose", "cast", "place", "bury", "roll",
                    ]
                    .contains(&lower.as_str()))
        });
        if count == "1"
            && !label
            && b_word.len() > 2
            && b_word.ends_with('s')
            && !b_word.ends_with("ss")
            && !b_word.ends_with("us")
            && !["this", "his", "its", "was", "has", "is", "yes", "as", "Chaos"].contains(&b_word.as_str())
        {
            let next = words.get(i + 2).copied().unwrap_or_default();
            // "1 of", "1 Shields" is wrong; "1 Haste" has no "s".
            if !next.starts_with("of") {
                found.push(format!("{a} {b}"));
            }
        }
    }
    if let Some((at, _)) = next_seat(text, 0) {
        found.push(text[at..].chars().take(9).collect());
    }
    found
}

/// The engine's name for a seat (0-based) in its sentences.
pub fn seat_label(seat: usize) -> String {
    format!("Player {}", seat + 1)
}

/// Puts the seat names into an engine sentence, addressing a seat named [`YOU`] in the second
/// person. Seats without a name keep the engine's "Player N".
pub fn with_names<N: AsRef<str>>(text: &str, names: &[N]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    // Whether a "you" is the subject so far in the sentence: "their"/"they" then mean "your"/"you".
    let mut you_subject = false;
    while !rest.is_empty() {
        match next_seat(rest, names.len()) {
            None => {
                out.push_str(&pronouns(rest, you_subject));
                break;
            }
            Some((at, seat)) => {
                let before = &rest[..at];
                out.push_str(&pronouns(before, you_subject));
                if ends_sentence(before) {
                    you_subject = false;
                }
                rest = &rest[at + seat_label(seat).len()..];
                let name = names.get(seat).map(|n| n.as_ref()).unwrap_or_default();
                let name = if name.is_empty() { seat_label(seat) } else { name.to_string() };
                if name != YOU {
                    out.push_str(&name);
                    continue;
                }
                let starts = starts_sentence(&out);
                let capital = |s: &str| if starts { capitalise(s) } else { s.to_string() };
                if let Some(after) = rest.strip_prefix("'s") {
                    out.push_str(&capital("your"));
                    rest = after;
                } else if let Some((verb, after)) = subject_verb(rest) {
                    out.push_str(&capital("you"));
                    out.push_str(&verb);
                    rest = after;
                    you_subject = true;
                } else {
                    out.push_str(&capital("you"));
                    // "You must discard their hand": a subject without a verb to conjugate.
                    you_subject |= starts;
                }
            }
        }
    }
    out
}

/// The first "Player N" (a whole word, N a seat the table has) in `text`: its byte offset and seat.
fn next_seat(text: &str, seats: usize) -> Option<(usize, usize)> {
    let mut from = 0;
    while let Some(i) = text[from..].find("Player ") {
        let at = from + i;
        let digits: String = text[at + 7..].chars().take_while(|c| c.is_ascii_digit()).collect();
        let whole = at == 0 || !text[..at].ends_with(|c: char| c.is_alphanumeric());
        if let Ok(n) = digits.parse::<usize>() {
            if whole && n >= 1 && (n <= seats || seats == 0) {
                return Some((at, n - 1));
            }
        }
        from = at + 7;
    }
    None
}

/// After "You": the verb of the sentence in its second-person form, and the text after it.
/// Skips a few adverbs ("You also draw"); returns `None` when no verb follows.
fn subject_verb(rest: &str) -> Option<(String, &str)> {
    let mut taken = String::new();
    let mut tail = rest;
    loop {
        let trimmed = tail.strip_prefix(' ')?;
        let end = trimmed.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(trimmed.len());
        let word = &trimmed[..end];
        if ["also", "now", "then", "still", "only", "first"].contains(&word) {
            taken.push(' ');
            taken.push_str(word);
            tail = &trimmed[end..];
            continue;
        }
        let base = second_person(word)?;
        taken.push(' ');
        taken.push_str(&base);
        return Some((taken, &trimmed[end..]));
    }
}

/// "draws" → "draw", "has" → "have", "buries" → "bury", "passes" → "pass"; `None` for words that
/// are not third-person verbs (modals like "must" and "can" read the same for "you").
fn second_person(word: &str) -> Option<String> {
    let irregular = [("has", "have"), ("is", "are"), ("was", "were"), ("does", "do"), ("goes", "go")];
    if let Some((_, base)) = irregular.iter().find(|(third, _)| *third == word) {
        return Some(base.to_string());
    }
    if word.len() < 3 || !word.ends_with('s') || word.ends_with("ss") || word.ends_with("us") {
        return None;
    }
    if word.len() > 4 && word.ends_with("ies") {
        return Some(format!("{}y", &word[..word.len() - 3]));
    }
    for ending in ["sses", "shes", "ches", "xes", "zzes", "oes"] {
        if word.ends_with(ending) {
            return Some(word[..word.len() - 2].to_string());
        }
    }
    Some(word[..word.len() - 1].to_string())
}

/// Verbs an engine sentence joins to its subject's first verb with "and".
const SECOND_VERBS: [&str; 14] = [
    "discards", "draws", "takes", "gains", "loses", "looks", "keeps", "plays", "heals", "deals", "returns", "puts",
    "moves", "reveals",
];

/// "their", "they", "them", "themselves" refer back to a "you" subject: second person.
fn pronouns(text: &str, you_subject: bool) -> String {
    if !you_subject {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let mut after_and = false;
    let mut flush = |word: &mut String, out: &mut String| {
        let second;
        out.push_str(match word.as_str() {
            "their" => "your",
            "theirs" => "yours",
            "they" => "you",
            "them" => "you",
            "themselves" => "yourself",
            // "You are Sick and discard…": the second verb of the same subject.
            w if after_and && SECOND_VERBS.contains(&w) => {
                second = second_person(w).unwrap_or_default();
                &second
            }
            w => w,
        });
        if !word.is_empty() {
            after_and = word == "and";
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphabetic() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

fn starts_sentence(before: &str) -> bool {
    let t = before.trim_end();
    t.is_empty() || t.ends_with(['.', ':', '!', '?', '\n']) || t.ends_with(" ·")
}

fn ends_sentence(text: &str) -> bool {
    text.contains(['.', ';', '!', '?', '\n'])
}

/// A sentence's first word capitalised: "An Air card…".
pub fn capitalised(text: &str) -> String {
    capitalise(text)
}

fn capitalise(word: &str) -> String {
    let mut c = word.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_names_a_few_and_counts_the_rest() {
        assert_eq!(listed(&["Haste"], 2), "Haste");
        assert_eq!(listed(&["Haste", "Gust"], 2), "Haste and Gust");
        assert_eq!(listed(&["Haste", "Gust", "Seek"], 3), "Haste, Gust and Seek");
        assert_eq!(listed(&["Haste", "Gust", "Seek", "Dodge"], 2), "Haste, Gust and 2 more");
        assert_eq!(listed::<&str>(&[], 2), "");
    }

    fn you(text: &str) -> String {
        with_names(text, &["You", "Bo"])
    }

    #[test]
    fn you_is_second_person() {
        assert_eq!(you("Player 1 has finished burying."), "You have finished burying.");
        assert_eq!(you("Player 1 draws 2 cards."), "You draw 2 cards.");
        assert_eq!(you("Player 1's hand was empty."), "Your hand was empty.");
        assert_eq!(
            you("Player 1 is Sick and discards the top card of their deck."),
            "You are Sick and discard the top card of your deck."
        );
        assert_eq!(
            you("Player 1 buries 1 card at the bottom of their deck."),
            "You bury 1 card at the bottom of your deck."
        );
        assert_eq!(you("Player 1 passes."), "You pass.");
        assert_eq!(you("Player 1 finishes."), "You finish.");
        assert_eq!(you("Player 1 must discard their whole hand."), "You must discard your whole hand.");
        assert_eq!(you("Player 1 also draws a card."), "You also draw a card.");
    }

    #[test]
    fn you_as_object_and_possessive_mid_sentence() {
        assert_eq!(you("Shock deals 1 damage to Player 1."), "Shock deals 1 damage to you.");
        assert_eq!(
            you("Kindle: Player 2 receives 1 Damage; Player 1 gains 2 Shields."),
            "Kindle: Bo receives 1 Damage; you gain 2 Shields."
        );
        assert_eq!(
            you("Player 2's hand is empty at the end of round 3: Player 1 wins."),
            "Bo's hand is empty at the end of round 3: You win."
        );
        assert_eq!(you("Spark hits Player 1's hero."), "Spark hits your hero.");
    }

    #[test]
    fn other_names_stay_third_person() {
        assert_eq!(you("Player 2 draws 1 card; their deck is empty."), "Bo draws 1 card; their deck is empty.");
        assert_eq!(with_names("Player 1 draws.", &["Ada", "Bo"]), "Ada draws.");
        assert_eq!(with_names("Player 3 draws.", &["Ada", ""]), "Player 3 draws.");
        assert_eq!(with_names("Player 2 draws.", &["Ada", ""]), "Player 2 draws.");
        // Another sentence after a "you" sentence keeps its own "their".
        assert_eq!(you("Player 1 draws. Player 2 loses their shields."), "You draw. Bo loses their shields.");
    }

    #[test]
    fn possessives() {
        assert_eq!(possessive("You"), "Your");
        assert_eq!(possessive("Bo"), "Bo's");
    }

    #[test]
    fn helpers_for_the_tables_own_sentences() {
        assert_eq!(possessive_in("You"), "your");
        assert_eq!(possessive_in("Bo"), "Bo's");
        assert_eq!(name_in("You"), "you");
        assert_eq!(name_in("Bo"), "Bo");
        assert_eq!(subject("You", "keeps"), "You keep");
        assert_eq!(subject("Ada", "keeps"), "Ada keeps");
        assert_eq!(subject("You", "has"), "You have");
        assert_eq!(subject("You", "chooses"), "You choose");
        assert_eq!(subject("You", "keeps or replaces the hand"), "You keep or replace the hand");
        assert_eq!(subject("Ada", "keeps or replaces the hand"), "Ada keeps or replaces the hand");
        assert_eq!(with_article("Order"), "an Order");
        assert_eq!(with_article("Chaos"), "a Chaos");
        assert_eq!(with_article("Eye"), "an Eye");
        assert_eq!(with_article("unit"), "a unit");
        assert_eq!(with_article("hour"), "an hour");
        assert_eq!(format!("After {} {}", 1, plural(1u32, "turn", "turns")), "After 1 turn");
        assert_eq!(plural(3u32, "turn", "turns"), "turns");
    }

    #[test]
    fn faults_are_found() {
        for bad in [
            "You's hero",
            "from You's hand",
            "Mulligan: You keeps the hand",
            "Player 1 gains a Order level",
            "You has less than 1 life",
            "After 1 turns",
            "you draws a card",
            "(1 cards)",
            "an Chaos level",
            "Player 2 draws",
        ] {
            assert!(!faults(bad).is_empty(), "{bad}");
        }
        for good in [
            "Your hero",
            "from your hand",
            "Mulligan: You keep the hand",
            "You gain an Order level",
            "You lose: your life is below 1",
            "After 1 turn",
            "1 of 3 turns",
            "a unit",
            "a Chaos level; you draw 1 card.",
            "Thank you, Bo wins.",
        ] {
            assert_eq!(faults(good), Vec::<String>::new(), "{good}");
        }
    }

    #[test]
    fn counts_agree_with_their_nouns() {
        assert_eq!(count(1u32, "card", "cards"), "1 card");
        assert_eq!(count(0u32, "card", "cards"), "0 cards");
        assert_eq!(count(2u8, "Shield", "Shields"), "2 Shields");
    }
}

//! The refusal probe tables' one check (issue 28, "Every refusal names its rule"): each probed
//! action is not offered, is refused with the state unchanged, cites the (section, topic) the
//! probe names, says the probe's word, and its section exists, topic and all, in the game's
//! rules reference.

use crate::core::{Game, Reference, Seat};

/// What is probed, the (section, topic) the refusal must cite, a word of its sentence, and the
/// position with the action refused there.
pub type Probe<G> = (
    &'static str,
    (&'static str, &'static str),
    &'static str,
    Box<dyn Fn() -> (<G as Game>::State, Seat, <G as Game>::Action)>,
);

/// Runs every probe against `rules` (the text of `rules/<id>.md`) and fails naming each probe
/// whose refusal is not as the rules say.
pub fn check_refusals<G: Game>(game: &G, id: &str, rules: &str, probes: Vec<Probe<G>>)
where
    G::State: PartialEq + std::fmt::Debug,
{
    let reference = Reference::parse(id, rules);
    let mut failed = Vec::new();
    for (what, (section, topic), word, position) in probes {
        let probe = std::panic::AssertUnwindSafe(|| {
            let (s, seat, action) = position();
            assert!(!game.legal_actions(&s, seat).contains(&action), "{what}: the probe is legal");
            let mut after = s.clone();
            let e = game.apply(&mut after, seat, &action).expect_err(what);
            assert_eq!(after, s, "{what}: a refusal leaves the state as it was");
            assert_eq!((e.rule.section.as_ref(), e.rule.topic.as_ref()), (section, topic), "{what}: {}", e.message);
            assert!(e.message.contains(word), "{what}: \"{}\" says nothing of \"{word}\"", e.message);
            // The section itself, topic and all, not only its part of the rules.
            let anchor = e.rule.anchor();
            let local = anchor.split_once('#').map_or(anchor.as_str(), |(_, a)| a);
            assert!(reference.section(local).is_some(), "{what}: no section \"{}\" in rules/{id}.md", e.rule);
        });
        if std::panic::catch_unwind(probe).is_err() {
            failed.push(what);
        }
    }
    assert!(failed.is_empty(), "refusals not as the rules say: {failed:?}");
}

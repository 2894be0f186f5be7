//! Card references in a record's actions (docs/records.md, "Card ids"). The engine names cards
//! by numbers (fast, compact); a record names them by stable ids. A game lists where its
//! actions hold a card (paths into serde's JSON form of the action) and how one card converts;
//! [`rewrite_cards`] does the walking, the same way in both directions.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// Where an action's JSON holds a card: the object keys from the action's top, the first being
/// the variant (`["Cast", "card"]`, or `["Bury"]` for a tuple variant). A path the action
/// does not have is skipped, so one list serves every variant.
pub type CardPath = &'static [&'static str];

/// Replaces every card at `paths` in `value` by `convert` of it (each element, when the card
/// field is a list). A `*` segment stands for every element of an array or every value of a
/// map (`["table", "mages", "*", "hand"]`). The first refusal stops it, naming the field with
/// the index or key in place of `*`.
pub fn rewrite_cards(
    value: &mut Value,
    paths: &[CardPath],
    mut convert: impl FnMut(&Value) -> Result<Value, String>,
) -> Result<(), String> {
    for path in paths {
        rewrite_at(value, path, &mut Vec::new(), &mut convert)?;
    }
    Ok(())
}

/// [`rewrite_cards`] for one path, `at` the keys walked so far (for the refusal's field).
fn rewrite_at(
    node: &mut Value,
    path: &[&str],
    at: &mut Vec<String>,
    convert: &mut impl FnMut(&Value) -> Result<Value, String>,
) -> Result<(), String> {
    let Some((key, rest)) = path.split_first() else {
        let field = at.join(".");
        let mut one = |card: &mut Value| -> Result<(), String> {
            *card = convert(card).map_err(|e| format!("{field}: {e}"))?;
            Ok(())
        };
        return match node {
            Value::Array(cards) => cards.iter_mut().try_for_each(&mut one),
            card => one(card),
        };
    };
    let mut step = |at: &mut Vec<String>, label: String, child: &mut Value| {
        at.push(label);
        let done = rewrite_at(child, rest, at, convert);
        at.pop();
        done
    };
    match (node, *key) {
        (Value::Array(items), "*") => {
            items.iter_mut().enumerate().try_for_each(|(i, child)| step(at, i.to_string(), child))
        }
        (Value::Object(map), "*") => map.iter_mut().try_for_each(|(k, child)| step(at, k.clone(), child)),
        (node, key) => match node.get_mut(key) {
            Some(child) => step(at, key.to_string(), child),
            None => Ok(()),
        },
    }
}

/// `action` in serde's JSON form with each card at `paths` named by `name` of its number
/// (`Game::action_to_json`). `name` gets `None` for what is not a number (never, for a
/// well-formed action) and must still name something.
pub fn action_with_ids<A: Serialize>(action: &A, paths: &[CardPath], name: impl Fn(Option<usize>) -> Value) -> Value {
    let mut value = serde_json::to_value(action).unwrap_or(Value::Null);
    // Naming never fails, so neither does the rewriting.
    let _ = rewrite_cards(&mut value, paths, |n| Ok(name(card_number(n))));
    value
}

/// `scenario` in serde's JSON form with each card text at `paths` replaced by `id` of it
/// (`Game::scenario_to_json` of a scenario whose fields hold names or ids). A text `id` does
/// not know stays as written, for the reading to refuse with its field.
pub fn scenario_with_ids<S: Serialize>(scenario: &S, paths: &[CardPath], id: impl Fn(&str) -> Option<String>) -> Value {
    let mut value = serde_json::to_value(scenario).unwrap_or(Value::Null);
    // Naming never fails, so neither does the rewriting.
    let _ = rewrite_cards(&mut value, paths, |card| {
        Ok(card.as_str().and_then(&id).map_or_else(|| card.clone(), Value::String))
    });
    value
}

/// Ids for cards that may share a base (copies, or cards without a name): the first keeps the
/// base, further ones get `-2`, `-3`, ... (`hollowmere/stones-1-2`).
pub fn unique_ids(bases: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut ids: Vec<String> = Vec::new();
    for base in bases {
        let copies = ids.iter().filter(|id| **id == base || id.starts_with(&format!("{base}-"))).count();
        ids.push(if copies == 0 { base } else { format!("{base}-{}", copies + 1) });
    }
    ids
}

/// For scenarios whose fields hold the engine's numbers: each number at `paths` becomes its id,
/// `ids[n]` (`Game::scenario_to_json`). A number with no id stays, for the setup to refuse.
pub fn numbers_to_ids(value: &mut Value, paths: &[CardPath], ids: &[String]) {
    // Naming never fails, so neither does the rewriting.
    let _ = rewrite_cards(value, paths, |card| {
        Ok(card_number(card).and_then(|n| ids.get(n)).map_or_else(|| card.clone(), |id| Value::String(id.clone())))
    });
}

/// The other way (`Game::scenario_from_json`): each id at `paths` becomes its place in `ids`.
/// A number is read as it is (scenarios written before ids), and `null` (no card); an unknown
/// id is refused as `field: why`, `kind` saying what it should have named ("Story card").
pub fn ids_to_numbers(value: &mut Value, paths: &[CardPath], ids: &[String], kind: &str) -> Result<(), String> {
    rewrite_cards(value, paths, |card| {
        if card.is_number() || card.is_null() {
            return Ok(card.clone());
        }
        let text = card_id_text(card)?;
        ids.iter().position(|id| id == text).map(Value::from).ok_or_else(|| format!("no {kind} has the id \"{text}\""))
    })
}

/// Reads an action whose cards at `paths` are ids, `number` giving the engine's number of
/// each (`Game::action_from_json`); its refusal names the field.
pub fn action_from_ids<A: DeserializeOwned>(
    value: &Value,
    paths: &[CardPath],
    number: impl Fn(&Value) -> Result<usize, String>,
) -> Result<A, String> {
    let mut value = value.clone();
    rewrite_cards(&mut value, paths, |card| number(card).map(Value::from))?;
    super::from_value(&value).map_err(|e| e.to_string())
}

/// The engine's number of a card in an action's JSON (as serde writes it).
pub fn card_number(value: &Value) -> Option<usize> {
    value.as_u64().and_then(|n| usize::try_from(n).ok())
}

/// A card id in a record: a text.
pub fn card_id_text(value: &Value) -> Result<&str, String> {
    value.as_str().ok_or_else(|| format!("a card is named by its id (a text such as \"fireball\"), not {value}"))
}

/// Test support: `scenario` written by `game` names each card at `paths` by an id of the game
/// (an empty text or `null`, "none", aside), and reads back to the same starting state.
#[cfg(test)]
pub fn assert_scenario_ids<G: super::Game>(game: &G, scenario: &G::Scenario, paths: &[CardPath], seed: u64) {
    let json = super::scenario_json(game, scenario);
    let ids: Vec<String> =
        game.scenario_cards(scenario).expect("the scenario's cards").into_iter().map(|c| c.id).collect();
    let mut seen = 0;
    rewrite_cards(&mut json.clone(), paths, |card| {
        seen += 1;
        match card.as_str() {
            _ if card.is_null() => Ok(card.clone()),
            Some(id) if id.is_empty() || ids.iter().any(|known| known == id) => Ok(card.clone()),
            _ => Err(format!("{card} is not a card id")),
        }
    })
    .unwrap_or_else(|e| panic!("{e}\n{json}"));
    assert!(seen > 0, "the scenario names no card: {json}");
    let back = super::read_scenario(game, &json).unwrap_or_else(|e| panic!("{e}\n{json}"));
    let (a, b) = (game.from_scenario(scenario, seed), game.from_scenario(&back, seed));
    assert_eq!(a.ok(), b.ok(), "the scenario and its JSON set up other states\n{json}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const PATHS: &[CardPath] = &[&["Bury"], &["Cast", "card"], &["Mundane", "cards"]];

    #[test]
    fn cards_are_rewritten_where_the_paths_say_and_nowhere_else() {
        let name = |v: &Value| card_number(v).map(|n| json!(format!("card-{n}"))).ok_or_else(|| "no".to_string());
        let mut cast = json!({"Cast": {"card": 3, "face_up": true}});
        rewrite_cards(&mut cast, PATHS, name).unwrap();
        assert_eq!(cast, json!({"Cast": {"card": "card-3", "face_up": true}}));
        let mut bury = json!({"Bury": 7});
        rewrite_cards(&mut bury, PATHS, name).unwrap();
        assert_eq!(bury, json!({"Bury": "card-7"}));
        let mut many = json!({"Mundane": {"op": "Move", "cards": [1, 2]}});
        rewrite_cards(&mut many, PATHS, name).unwrap();
        assert_eq!(many["Mundane"]["cards"], json!(["card-1", "card-2"]));
        let mut plain = json!("FinishBurying");
        rewrite_cards(&mut plain, PATHS, name).unwrap();
        assert_eq!(plain, json!("FinishBurying"));
        let err = rewrite_cards(&mut json!({"Cast": {"card": "x"}}), PATHS, name).unwrap_err();
        assert_eq!(err, "Cast.card: no");
    }

    #[test]
    fn a_star_walks_every_element_and_names_the_one_refused() {
        let name = |v: &Value| card_number(v).map(|n| json!(format!("card-{n}"))).ok_or_else(|| "no".to_string());
        let paths: &[CardPath] = &[&["mages", "*", "hand"], &["decks", "*"]];
        let mut table = json!({"mages": [{"hand": [1]}, {"hand": [2, 3]}], "decks": {"a": 4, "b": [5]}});
        rewrite_cards(&mut table, paths, name).unwrap();
        assert_eq!(
            table,
            json!({"mages": [{"hand": ["card-1"]}, {"hand": ["card-2", "card-3"]}], "decks": {"a": "card-4", "b": ["card-5"]}})
        );
        let err = rewrite_cards(&mut json!({"mages": [{"hand": [1]}, {"hand": ["x"]}]}), paths, name).unwrap_err();
        assert_eq!(err, "mages.1.hand: no");
    }
}

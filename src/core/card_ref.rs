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
/// field is a list). The first refusal stops it, naming the field.
pub fn rewrite_cards(
    value: &mut Value,
    paths: &[CardPath],
    mut convert: impl FnMut(&Value) -> Result<Value, String>,
) -> Result<(), String> {
    for path in paths {
        let Some(node) = path.iter().try_fold(&mut *value, |node, key| node.get_mut(*key)) else { continue };
        let field = path.join(".");
        let mut one = |card: &mut Value| -> Result<(), String> {
            *card = convert(card).map_err(|e| format!("{field}: {e}"))?;
            Ok(())
        };
        match node {
            Value::Array(cards) => cards.iter_mut().try_for_each(&mut one)?,
            card => one(card)?,
        }
    }
    Ok(())
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

/// Reads an action whose cards at `paths` are ids, `number` giving the engine's number of
/// each (`Game::action_from_json`); its refusal names the field.
pub fn action_from_ids<A: DeserializeOwned>(
    value: &Value,
    paths: &[CardPath],
    number: impl Fn(&Value) -> Result<usize, String>,
) -> Result<A, String> {
    let mut value = value.clone();
    rewrite_cards(&mut value, paths, |card| number(card).map(Value::from))?;
    serde_json::from_value(value).map_err(|e| e.to_string())
}

/// The engine's number of a card in an action's JSON (as serde writes it).
pub fn card_number(value: &Value) -> Option<usize> {
    value.as_u64().and_then(|n| usize::try_from(n).ok())
}

/// A card id in a record: a text.
pub fn card_id_text(value: &Value) -> Result<&str, String> {
    value.as_str().ok_or_else(|| format!("a card is named by its id (a text such as \"fireball\"), not {value}"))
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
}

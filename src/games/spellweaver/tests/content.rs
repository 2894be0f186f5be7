use super::support::game;

#[test]
fn builtin_content_loads() {
    let g = game();
    assert!(g.content.cards.len() >= 150);
}

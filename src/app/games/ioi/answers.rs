//! The callbacks that answer the question asked now (a tap on a card or a pile, a button of the
//! choice bar, "cancel"), made once per question: the same question keeps the same callbacks,
//! so `Picks` compares equal and a card, a seat's panel or a pile whose cards did not change is
//! not drawn again after an action elsewhere (docs/performance.md, "Main-thread long tasks").

use super::picks::Picks;
use super::question::{Pick, Question};
use super::Moment;
use crate::core::{Game, Seat};
use crate::games::ioi::{Action, CardId, Ioi, IoiView};
use std::rc::Rc;
use yew::prelude::*;

/// What answers the question: the choice bar's callbacks and the taps on cards and piles.
pub struct Answers {
    pub choose: Callback<Vec<Action>>,
    pub cancel: Callback<()>,
    pub picks: Picks,
}

/// What the answers depend on: the moment, the seat acting (none: the answers do nothing), the
/// view the question was asked from, the question, the card chosen, the hint marks and where
/// complete choices go.
pub type Deps =
    (Moment, Option<Seat>, IoiView, Option<Question>, Option<CardId>, Vec<(CardId, AttrValue)>, Callback<Vec<Action>>);

/// The answers of `q` (none: nobody acts here), kept while nothing they depend on changes.
/// `plan` and `selected` are the board's state of a choice in parts and of the card chosen.
#[hook]
pub fn use_answers(
    game: &'static Ioi,
    deps: Deps,
    plan: UseStateHandle<(Moment, Vec<Action>)>,
    selected: UseStateHandle<(Moment, Option<CardId>)>,
) -> Rc<Answers> {
    use_memo(deps, move |(moment, acting, view, q, chosen, marks, on_actions)| {
        let (moment, acting, chosen) = (*moment, *acting, *chosen);
        let choose = {
            let (plan, selected, on_actions, view) = (plan.clone(), selected.clone(), on_actions.clone(), view.clone());
            let base = q.as_ref().map(|q| q.plan.clone()).unwrap_or_default();
            Callback::from(move |path: Vec<Action>| {
                let Some(seat) = acting else { return };
                let mut full = base.clone();
                full.extend(path);
                match game.preview(&view, seat, &full) {
                    Ok(next) if !next.is_complete() => plan.set((moment, full)),
                    // Complete, or refused (the table then says why not).
                    _ => {
                        plan.set((moment, vec![]));
                        selected.set((moment, None));
                        on_actions.emit(full);
                    }
                }
            })
        };
        let cancel = {
            let (plan, selected) = (plan.clone(), selected.clone());
            Callback::from(move |_: ()| {
                plan.set((moment, vec![]));
                selected.set((moment, None));
            })
        };
        let marks = Rc::new(marks.clone());
        let picks = match q {
            Some(q) => {
                let card_picks = q.card_picks.clone();
                let on_card = {
                    let choose = choose.clone();
                    Callback::from(move |card: CardId| match card_picks.iter().find(|(c, _, _)| *c == card) {
                        Some((_, _, Pick::Path(path))) => choose.emit(path.clone()),
                        Some((_, _, Pick::Select)) => {
                            let now = if chosen == Some(card) { None } else { Some(card) };
                            selected.set((moment, now));
                        }
                        None => {}
                    })
                };
                let pile_picks = q.pile_picks.clone();
                let on_pile = {
                    let choose = choose.clone();
                    Callback::from(move |pile: u8| {
                        if let Some((_, _, path)) = pile_picks.iter().find(|(p, _, _)| *p == pile) {
                            choose.emit(path.clone());
                        }
                    })
                };
                let on_new_spell = q.new_spell.clone().map(|path| {
                    let choose = choose.clone();
                    Callback::from(move |_: ()| choose.emit(path.clone()))
                });
                Picks {
                    cards: Rc::new(q.card_picks.iter().map(|(c, l, _)| (*c, l.clone())).collect()),
                    piles: Rc::new(q.pile_picks.iter().map(|(p, l, _)| (*p, l.clone())).collect()),
                    selected: chosen,
                    marks,
                    on_card,
                    on_pile,
                    on_new_spell,
                }
            }
            None => Picks { marks, ..Picks::none() },
        };
        Answers { choose, cancel, picks }
    })
}

//! What tapping a card or a pile does right now, shared by every piece that shows cards: the
//! cards and piles that answer the current question (with the words a screen reader says for
//! the tap), the card chosen, and the computer's suggestions marked on cards.

use crate::games::ioi::CardId;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, PartialEq)]
pub struct Picks {
    /// Cards that can be tapped now, and what the tap does ("Weave", "Conceal this card").
    pub cards: Rc<Vec<(CardId, AttrValue)>>,
    /// Discard pile slots that can be tapped now, and what the tap does.
    pub piles: Rc<Vec<(u8, AttrValue)>>,
    pub selected: Option<CardId>,
    /// Hints: "Computer's choice 1 · 62%" on the card it concerns.
    pub marks: Rc<Vec<(CardId, AttrValue)>>,
    pub on_card: Callback<CardId>,
    pub on_pile: Callback<u8>,
    /// Tapping the tableau's empty place weaves the chosen card as a new spell (none: no such tap).
    pub on_new_spell: Option<Callback<()>>,
}

impl Picks {
    pub fn none() -> Picks {
        Picks {
            cards: Rc::new(vec![]),
            piles: Rc::new(vec![]),
            selected: None,
            marks: Rc::new(vec![]),
            on_card: Callback::noop(),
            on_pile: Callback::noop(),
            on_new_spell: None,
        }
    }

    pub fn card(&self, id: CardId) -> Option<AttrValue> {
        self.cards.iter().find(|(c, _)| *c == id).map(|(_, l)| l.clone())
    }

    pub fn pile(&self, pile: u8) -> Option<AttrValue> {
        self.piles.iter().find(|(p, _)| *p == pile).map(|(_, l)| l.clone())
    }

    pub fn marks_of(&self, id: CardId) -> Vec<AttrValue> {
        self.marks.iter().filter(|(c, _)| *c == id).map(|(_, m)| m.clone()).collect()
    }
}

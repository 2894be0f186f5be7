//! "ASPECTS AND ABILITIES", "BOUND SPELLS" and "COMBINING ABILITIES": declaring an ability,
//! the response window in which the other apprentices may answer, and resolution
//! last-in-first-out.

use super::content::{card_bit, Ability, Aspect, CardId, Content};
use super::state::{apprentice, rule, Declaration, IoiState, Pending, Sub, Table, Via, Window};
use crate::core::{Event, Log, Rule, RuleError};

pub const ABILITIES: Rule = rule("ASPECTS AND ABILITIES", "");
pub const COMBINING: Rule = rule("COMBINING ABILITIES", "");
pub const BOUND: Rule = rule("BOUND SPELLS", "");

pub fn ability_rule(a: Ability) -> Rule {
    rule("ASPECTS AND ABILITIES", a.section())
}

/// Abilities a Morph may copy: those of cards in any tableau other than `except` (Morph itself
/// excluded, as copying Morph would only ask the question again).
pub fn copyable(c: &Content, s: &IoiState, except: CardId) -> impl Iterator<Item = Ability> {
    let mut seen = 0u8;
    for id in s.table.tableaus.iter().flatten().flat_map(|sp| sp.cards()) {
        if id != except {
            seen |= c.aspect(id).bit();
        }
    }
    Aspect::ALL.into_iter().filter(move |a| seen & a.bit() != 0 && *a != Aspect::Aether).map(|a| a.ability())
}

/// The cards `seat` may use abilities from: hand, then tableau.
pub fn own_cards(s: &IoiState, seat: u8) -> impl Iterator<Item = CardId> + '_ {
    s.hand(seat).iter().copied().chain(s.table.tableau(seat).iter().flat_map(|sp| sp.cards()))
}

/// The ways `seat` may use `card` now, all checked.
pub fn uses_of(c: &Content, s: &IoiState, seat: u8, card: CardId) -> Vec<(Ability, Via)> {
    let mut out = Vec::new();
    for_each_use(c, s, seat, card, |ability, via| {
        out.push((ability, via));
        true
    });
    out
}

/// Visits `uses_of`'s list in its order, without building it, while `visit` returns true (the
/// search asks at every Use and Choosing step). Returns false if `visit` stopped it.
pub fn for_each_use(
    c: &Content,
    s: &IoiState,
    seat: u8,
    card: CardId,
    mut visit: impl FnMut(Ability, Via) -> bool,
) -> bool {
    let targets = Targets::new(c, &s.table);
    for_each_candidate(c, s, seat, Some(card), |_, ability, via| {
        !candidate_ok(&targets, c, s, seat, card, ability) || visit(ability, via)
    })
}

/// Every (card, ability, via) `seat` could declare now (or for one card), before checking targets.
pub fn candidate_uses(c: &Content, s: &IoiState, seat: u8, only: Option<CardId>) -> Vec<(CardId, Ability, Via)> {
    let mut out = Vec::new();
    for_each_candidate(c, s, seat, only, |card, ability, via| {
        out.push((card, ability, via));
        true
    });
    out
}

/// Visits `candidate_uses`' list in its order, without building it, while `visit` returns true
/// (listing legal actions asks this at most steps of every playout). Returns false if `visit`
/// stopped it.
pub fn for_each_candidate(
    c: &Content,
    s: &IoiState,
    seat: u8,
    only: Option<CardId>,
    mut visit: impl FnMut(CardId, Ability, Via) -> bool,
) -> bool {
    for card in own_cards(s, seat) {
        if only.is_none_or(|o| o == card) && !card_candidates(c, s, seat, card, &mut visit) {
            return false;
        }
    }
    true
}

/// `card`'s part of `for_each_candidate`: its own ability (or those a Morph copies), then those
/// the seat's Bound spells not yet turned this round lend it, each named by its first card.
fn card_candidates(
    c: &Content,
    s: &IoiState,
    seat: u8,
    card: CardId,
    visit: &mut impl FnMut(CardId, Ability, Via) -> bool,
) -> bool {
    if s.table.used(card) || s.table.ability_value(c, card) == 0 {
        return true;
    }
    let aspect = c.aspect(card);
    if aspect == Aspect::Aether {
        for ab in copyable(c, s, card) {
            if !visit(card, ab, Via::Morph) {
                return false;
            }
        }
    } else if !visit(card, aspect.ability(), Via::Natural) {
        return false;
    }
    for spell in s.table.tableau(seat).iter().filter(|sp| sp.is_bound(c) && !sp.turned) {
        if spell.contains(card) {
            continue;
        }
        let first = spell.first;
        let bound_aspect = c.aspect(first);
        if bound_aspect == Aspect::Aether {
            for ab in copyable(c, s, card) {
                if !visit(card, ab, Via::Binding { spell: first }) {
                    return false;
                }
            }
        } else if !visit(card, bound_aspect.ability(), Via::Binding { spell: first }) {
            return false;
        }
    }
    true
}

/// May `seat` use `card` as `ability` this way now? (Turn, step and window are checked by the caller.)
pub fn check_use(
    c: &Content,
    s: &IoiState,
    seat: u8,
    card: CardId,
    ability: Ability,
    via: Via,
) -> Result<(), RuleError> {
    check_way(c, s, seat, card, ability, via)?;
    if !has_target(c, s, seat, card, ability) {
        return Err(RuleError::new(ability_rule(ability), format!("{ability} has nothing it could be used on now.")));
    }
    Ok(())
}

/// Everything `check_use` asks except whether there is a target.
fn check_way(c: &Content, s: &IoiState, seat: u8, card: CardId, ability: Ability, via: Via) -> Result<(), RuleError> {
    let t = &s.table;
    let in_hand = s.hand(seat).contains(&card);
    let in_tableau = matches!(t.in_tableau(card), Some((owner, _, _)) if owner == seat);
    if !in_hand && !in_tableau {
        return Err(RuleError::new(ABILITIES, "You can only use the ability of a card in your hand or your tableau."));
    }
    if t.used(card) {
        return Err(RuleError::new(
            ABILITIES,
            format!("{} has already been woven or used this turn: once per turn.", c.label(card)),
        ));
    }
    let value = t.ability_value(c, card);
    if value == 0 {
        return Err(RuleError::new(
            ability_rule(Ability::Block),
            format!("{} has an ability value of 0: it has been Blocked down to nothing.", c.label(card)),
        ));
    }
    let aspect = c.aspect(card);
    match via {
        Via::Natural => {
            if aspect == Aspect::Aether {
                return Err(RuleError::new(
                    ability_rule(Ability::Morph),
                    "An Aether card Morphs: use it as the ability of another card in a tableau.",
                ));
            }
            if ability != aspect.ability() {
                return Err(RuleError::new(
                    ABILITIES,
                    format!("{} card's ability is {}, not {ability}.", crate::core::wording::capitalised(&crate::core::wording::with_article(&aspect.to_string())), aspect.ability()),
                ));
            }
        }
        Via::Morph => {
            if aspect != Aspect::Aether {
                return Err(RuleError::new(ability_rule(Ability::Morph), "Only an Aether card can Morph."));
            }
            check_copyable(c, s, card, ability)?;
        }
        Via::Binding { spell } => {
            let Some(sp) = t.spell_of(spell).filter(|_| matches!(t.in_tableau(spell), Some((o, _, _)) if o == seat))
            else {
                return Err(RuleError::new(BOUND, "That is not a spell in your tableau."));
            };
            if !sp.is_bound(c) {
                return Err(RuleError::new(
                    BOUND,
                    "That spell is not Bound: it needs two value 3 cards of one Aspect.",
                ));
            }
            if sp.turned {
                return Err(RuleError::new(
                    BOUND,
                    "That Bound spell has been used this round; it turns back at the start of your next turn.",
                ));
            }
            if sp.contains(card) {
                return Err(RuleError::new(
                    BOUND,
                    "Cast a Binding with another card, not one of the Bound spell's own.",
                ));
            }
            let bound_aspect = c.aspect(spell);
            if bound_aspect == Aspect::Aether {
                check_copyable(c, s, card, ability)?;
            } else if ability != bound_aspect.ability() {
                return Err(RuleError::new(
                    BOUND,
                    format!("A Bound {bound_aspect} spell lends {}, not {ability}.", bound_aspect.ability()),
                ));
            }
        }
    }
    if ability == Ability::Trade && (t.stack.iter().any(|p| p.ability == Ability::Trade)) {
        return Err(RuleError::new(ability_rule(Ability::Trade), "Only one Trade may be active at a time."));
    }
    Ok(())
}

/// `check_use` without the sentence, for listing legal actions. The way is checked first, as
/// its refusals are rare, then the targets, whose absence is common and should cost nothing.
pub fn use_ok(c: &Content, s: &IoiState, seat: u8, card: CardId, ability: Ability, via: Via) -> bool {
    check_way(c, s, seat, card, ability, via).is_ok() && has_target(c, s, seat, card, ability)
}

/// `use_ok` for a way `for_each_candidate` visited, with the table's `Targets` worked out once
/// for many uses. A candidate is made by the rules `check_way` asks (the seat's own card, not
/// yet used, with an ability value, and the ability its way gives), so of those only "one Trade
/// at a time" is left to ask, then the targets. The IOI fuzz test compares it with `use_ok` for
/// every candidate in every position it reaches.
pub fn candidate_ok(targets: &Targets, c: &Content, s: &IoiState, seat: u8, card: CardId, ability: Ability) -> bool {
    let second_trade = ability == Ability::Trade && s.table.stack.iter().any(|p| p.ability == Ability::Trade);
    !second_trade && targets.any(c, s, seat, card, ability)
}

/// Is there a card `declared_target_ok` would accept? The same answer as trying every
/// `targetable` card (the IOI fuzz test compares them), from `Targets`' sets.
pub fn has_target(c: &Content, s: &IoiState, seat: u8, card: CardId, ability: Ability) -> bool {
    Targets::new(c, &s.table).any(c, s, seat, card, ability)
}

/// The cards each kind of ability may be aimed at now, as sets of card ids (bit `id`): worked
/// out in one pass over the table, where trying each card as a target looked every card up
/// again (listing legal uses asks this for every card in hand and tableau, in every playout).
/// Each set follows `target_fault` and `declared_target_fault` rule for rule.
pub struct Targets {
    /// Cards in a tableau whose spell is not Bound (a card's first place, as `in_tableau` finds it).
    unbound: u64,
    /// Cards in a Bound spell: immune to other cards' abilities.
    bound: u64,
    /// Cards on the stack (their abilities are waiting to resolve).
    stack: u64,
    /// Cards in a discard pile.
    piles: u64,
    /// The cards an answer may be aimed at while abilities wait (every card when none waits).
    answers: u64,
    /// `unbound` by the seat whose tableau holds the card (five seats at most).
    unbound_of: [u64; 8],
}

impl Targets {
    pub fn new(c: &Content, t: &Table) -> Targets {
        let mut sets = Targets { unbound: 0, bound: 0, stack: 0, piles: 0, answers: !0, unbound_of: [0; 8] };
        for (seat, tableau) in t.tableaus.iter().enumerate() {
            for spell in tableau {
                let is_bound = spell.is_bound(c);
                for card in spell.cards() {
                    let b = card_bit(card);
                    if (sets.unbound | sets.bound) & b != 0 {
                        continue;
                    }
                    if is_bound {
                        sets.bound |= b;
                    } else {
                        sets.unbound |= b;
                        if let Some(of) = sets.unbound_of.get_mut(seat) {
                            *of |= b;
                        }
                    }
                }
            }
        }
        for p in &t.stack {
            sets.stack |= card_bit(p.card);
        }
        for card in t.piles.iter().flatten() {
            sets.piles |= card_bit(*card);
        }
        if t.window.is_some() {
            sets.answers = t.stack.iter().fold(0, |m, p| m | card_bit(p.card) | card_bit(p.target));
        }
        sets
    }

    /// `has_target` with these sets.
    pub fn any(&self, c: &Content, s: &IoiState, seat: u8, card: CardId, ability: Ability) -> bool {
        let t = &s.table;
        let tableau = self.unbound | self.bound;
        let open = self.answers & !card_bit(card);
        match ability {
            Ability::Conceal | Ability::Strengthen => self.unbound & open != 0,
            Ability::Empower | Ability::Block => (self.unbound | (self.stack & !tableau)) & open != 0,
            // No immunity here: Recall takes from a pile.
            Ability::Recall => self.piles & open != 0,
            Ability::Morph => false,
            Ability::Trade => {
                let value = t.ability_value(c, card);
                let mut others = self.unbound & open & !self.unbound_of.get(seat as usize).copied().unwrap_or(0);
                while others != 0 {
                    let target = others.trailing_zeros() as CardId;
                    others &= others - 1;
                    if t.aspect_value_unbound(c, target) <= value {
                        return true;
                    }
                }
                false
            }
        }
    }
}

fn check_copyable(c: &Content, s: &IoiState, card: CardId, ability: Ability) -> Result<(), RuleError> {
    if ability == Ability::Morph || !copyable(c, s, card).any(|a| a == ability) {
        return Err(RuleError::new(
            ability_rule(Ability::Morph),
            format!("Morph copies the ability of another card in a tableau, and no card there has {ability}."),
        ));
    }
    Ok(())
}

/// An ability about to be aimed: who uses which card, as which ability, at what value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Aim {
    pub owner: u8,
    pub source: CardId,
    pub ability: Ability,
    pub value: u8,
}

impl Declaration {
    /// The declaration aimed at the card's ability value now.
    pub fn aim(&self, value: u8) -> Aim {
        Aim { owner: self.owner, source: self.card, ability: self.ability, value }
    }
}

/// A target chosen now. While abilities wait to resolve, an answer must be aimed at them
/// (ruling): at a card whose ability is waiting (Block, Empower) or at a card one of them
/// targets (e.g. Strengthen the card a Trade wants).
pub fn check_declared_target(c: &Content, s: &IoiState, aim: Aim, target: CardId) -> Result<(), RuleError> {
    declared_target_fault(c, s, aim, target).map_or(Ok(()), |fault| Err(fault.error(c, aim, target)))
}

/// `check_declared_target` without the sentence, for trying every card cheaply.
pub fn declared_target_ok(c: &Content, s: &IoiState, aim: Aim, target: CardId) -> bool {
    declared_target_fault(c, s, aim, target).is_none()
}

fn declared_target_fault(c: &Content, s: &IoiState, aim: Aim, target: CardId) -> Option<TargetFault> {
    let t = &s.table;
    if t.window.is_some() && !t.stack.iter().any(|p| p.card == target || p.target == target) {
        return Some(TargetFault::NotAnAnswer);
    }
    target_fault(c, s, aim, target)
}

/// Why a target is refused. The sentence is written only when someone reads it: legal-move
/// generation tries every card as a target, and formatting each refusal dominated the AI's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TargetFault {
    NotAnAnswer,
    Itself,
    Bound,
    NotInTableau,
    NotInTableauOrStack,
    NotOthersTableau,
    AspectTooHigh(u8),
    NotInPile,
    MorphItself,
}

impl TargetFault {
    /// The rule `error` cites, without writing its sentence.
    fn rule(self, ability: Ability) -> Rule {
        match self {
            TargetFault::NotAnAnswer => COMBINING,
            TargetFault::Bound => BOUND,
            _ => ability_rule(ability),
        }
    }

    fn error(self, c: &Content, aim: Aim, target: CardId) -> RuleError {
        let (ability, value) = (aim.ability, aim.value);
        let message: std::borrow::Cow<'static, str> = match self {
            TargetFault::NotAnAnswer => {
                "An answer must be aimed at an ability waiting to resolve: its card, or the card it targets.".into()
            }
            TargetFault::Itself => "An ability affects another card, not the card being used.".into(),
            TargetFault::Bound => "A Bound spell cannot be affected by the abilities of other cards.".into(),
            TargetFault::NotInTableau => format!("{ability} works on a card in a tableau.").into(),
            TargetFault::NotInTableauOrStack => {
                format!("{ability} works on a card in a tableau or on a card whose ability is being used.").into()
            }
            TargetFault::NotOthersTableau => "Trade takes a card from another apprentice's tableau.".into(),
            TargetFault::AspectTooHigh(aspect) => {
                format!("{} has Aspect value {aspect}, more than the Trade's value {value}.", c.label(target)).into()
            }
            TargetFault::NotInPile => "Recall takes a card from a discard pile.".into(),
            TargetFault::MorphItself => "Morph is used as another ability.".into(),
        };
        RuleError::new(self.rule(ability), message)
    }
}

fn target_fault(c: &Content, s: &IoiState, aim: Aim, target: CardId) -> Option<TargetFault> {
    let Aim { owner, source, ability, value } = aim;
    let t = &s.table;
    if target == source {
        return Some(TargetFault::Itself);
    }
    let in_tableau = t.in_tableau(target);
    let immune = || t.in_bound_spell(c, target).then_some(TargetFault::Bound);
    match ability {
        Ability::Conceal | Ability::Strengthen => {
            if in_tableau.is_none() {
                return Some(TargetFault::NotInTableau);
            }
            immune()
        }
        Ability::Empower | Ability::Block => {
            if in_tableau.is_none() && !t.on_stack(target) {
                return Some(TargetFault::NotInTableauOrStack);
            }
            immune()
        }
        Ability::Trade => {
            match in_tableau {
                Some((other, _, _)) if other != owner => {}
                _ => return Some(TargetFault::NotOthersTableau),
            }
            if let Some(fault) = immune() {
                return Some(fault);
            }
            let aspect = t.aspect_value(c, target);
            (aspect > value).then_some(TargetFault::AspectTooHigh(aspect))
        }
        Ability::Recall => t.pile_of(target).is_none().then_some(TargetFault::NotInPile),
        Ability::Morph => Some(TargetFault::MorphItself),
    }
}

/// The declaration is complete: the card goes on the stack and the others are asked.
pub fn push(c: &Content, s: &mut IoiState, d: Declaration, target: CardId, amount: u8, log: &mut Log) {
    if !s.remove_from_hand(d.owner, d.card) {
        // From the tableau: the card keeps its Empower/Block while its ability is pending.
        s.table.remove_from_tableau(d.card);
    }
    s.table.mark_used(d.card);
    let who = || apprentice(d.owner);
    if let Via::Binding { spell } = d.via {
        if let Some((seat, i, _)) = s.table.in_tableau(spell) {
            if let Some(sp) = s.table.tableaus.get_mut(seat as usize).and_then(|t| t.get_mut(i)) {
                sp.turned = true;
            }
        }
        log.push(|| {
            Event::new(
                rule("ON YOUR TURN", "Cast a Binding"),
                format!("{} casts a Binding: their Bound {} spell is turned for this round.", who(), c.aspect(spell)),
            )
            .about(d.owner as usize)
        });
    }
    log.push(|| {
        let how = match d.via {
            Via::Natural => "",
            Via::Morph => " (Morph)",
            Via::Binding { .. } => " (through the Binding)",
        };
        let what = match d.ability {
            Ability::Trade => format!("to Trade for {}", where_is(c, s, target)),
            Ability::Recall => format!("to Recall {} from a discard pile", c.label(target)),
            ab => format!("to {ab} {} by {amount}", where_is(c, s, target)),
        };
        Event::new(ability_rule(d.ability), format!("{} uses {}{how} {what}.", who(), c.label(d.card)))
            .about(d.owner as usize)
    });
    s.table.stack.push(Pending { owner: d.owner, card: d.card, ability: d.ability, via: d.via, target, amount });
    s.table.sub = Sub::None;
    match s.table.window.as_mut() {
        Some(w) => {
            w.last = d.owner;
            w.asked = d.owner;
            w.passes = 0;
        }
        None => {
            let asked = s.table.next(d.owner);
            s.table.window = Some(Window { asked, last: d.owner, passes: 0 });
        }
    }
}

fn where_is(c: &Content, s: &IoiState, card: CardId) -> String {
    match s.table.in_tableau(card) {
        Some((seat, _, _)) => format!("{} in {}'s tableau", c.label(card), apprentice(seat)),
        None => format!("{} (being used)", c.label(card)),
    }
}

/// The asked seat lets the stack be. When every seat but the last to add an ability has passed
/// in a row, the stack resolves, last first.
pub fn pass(c: &Content, s: &mut IoiState, log: &mut Log) {
    let seats = s.table.seats;
    let Some(mut w) = s.table.window else { return };
    if w.asked == w.last {
        w.asked = s.table.next(w.asked);
    } else {
        w.passes += 1;
        if w.passes + 1 >= seats {
            s.table.window = None;
            resolve_stack(c, s, log);
            return;
        }
        w.asked = s.table.next(w.asked);
    }
    s.table.window = Some(w);
}

fn resolve_stack(c: &Content, s: &mut IoiState, log: &mut Log) {
    while let Some(p) = s.table.stack.pop() {
        resolve(c, s, p, log);
    }
    s.table.clear_bound_modifiers(c);
}

fn resolve(c: &Content, s: &mut IoiState, p: Pending, log: &mut Log) {
    let who = || apprentice(p.owner);
    let r = ability_rule(p.ability);
    let value_now = s.table.ability_value(c, p.card);
    let value = if p.ability.has_amount() { p.amount.min(value_now) } else { value_now };
    // The sentence is written only when the log keeps it (the AI's worlds are quiet).
    let fail = |s: &mut IoiState, log: &mut Log, rule: Rule, why: &dyn Fn() -> String| {
        s.unravel(p.owner, p.card);
        log.push(|| Event::new(rule, format!("{} {} is unraveled.", why(), c.label(p.card))).about(p.owner as usize));
    };
    if value == 0 {
        let why = || format!("{}'s {} was Blocked down to nothing and has no effect.", who(), p.ability);
        return fail(s, log, ability_rule(Ability::Block), &why);
    }
    let aim = Aim { owner: p.owner, source: p.card, ability: p.ability, value };
    // The target must still be valid ("used when declaring and again when resolving": the
    // table may have changed in between).
    if let Some(fault) = target_fault(c, s, aim, p.target) {
        let e = || fault.error(c, aim, p.target);
        let why = || {
            if p.ability == Ability::Trade {
                format!("{}'s Trade cannot be completed: {}", who(), e().message)
            } else {
                format!("{}'s {} has no effect: {}", who(), p.ability, e().message)
            }
        };
        return fail(s, log, if p.ability == Ability::Trade { r } else { fault.rule(p.ability) }, &why);
    }
    let target = || c.label(p.target);
    let v = value as i8;
    match p.ability {
        Ability::Conceal => s.table.add_modifier(p.target, -v, 0),
        Ability::Strengthen => s.table.add_modifier(p.target, v, 0),
        Ability::Empower => s.table.add_modifier(p.target, 0, v),
        Ability::Block => s.table.add_modifier(p.target, 0, -v),
        Ability::Recall => {
            if let Some(pile) = s.table.pile_of(p.target) {
                if let Some(pile) = s.table.piles.get_mut(pile) {
                    pile.retain(|&x| x != p.target);
                }
            }
            s.add_to_hand(p.owner, p.target, true);
            s.unravel(p.owner, p.card);
            log.push(|| {
                Event::new(r, format!("{} Recalls {} into their hand; {} is unraveled.", who(), target(), c.label(p.card)))
                    .about(p.owner as usize)
            });
            return;
        }
        Ability::Trade => {
            if let Some((other, i, second)) = s.table.in_tableau(p.target) {
                if let Some(sp) = s.table.tableaus.get_mut(other as usize).and_then(|t| t.get_mut(i)) {
                    if second {
                        sp.second = Some(p.card);
                    } else {
                        sp.first = p.card;
                    }
                }
                s.table.clear_modifier(p.card);
                s.table.clear_modifier(p.target);
                s.add_to_hand(p.owner, p.target, true);
                log.push(|| {
                    Event::new(
                        r,
                        format!(
                            "{} Trades {} into {}'s tableau and takes {} into their hand.",
                            who(),
                            c.label(p.card),
                            apprentice(other),
                            target()
                        ),
                    )
                    .about(p.owner as usize)
                });
            }
            return;
        }
        Ability::Morph => {}
    }
    s.unravel(p.owner, p.card);
    let verb = match p.ability {
        Ability::Conceal => "lowering its Aspect value",
        Ability::Strengthen => "raising its Aspect value",
        Ability::Empower => "raising its ability value",
        _ => "lowering its ability value",
    };
    log.push(|| {
        Event::new(
            r,
            format!(
                "{}'s {} takes effect on {}, {verb} by {value}; {} is unraveled.",
                who(),
                p.ability,
                target(),
                c.label(p.card)
            ),
        )
        .about(p.owner as usize)
    });
}

//! Spellweaver content: cards, heroes with their skills and the preconstructed decks, loaded
//! from `cards/spellweaver/*.ron` and validated (schema: `cards/spellweaver/README.md`). A
//! card's behaviour is data: a few triggers, each a list of effects from a small vocabulary.

use crate::core::{fnv64, read_content, slug_is, slugify, ContentFormat};
use crate::games::built;
use serde::{Deserialize, Serialize};

pub const CARDS_FILE: &str = "cards/spellweaver/cards.ron";
pub const HEROES_FILE: &str = "cards/spellweaver/heroes.ron";
pub const DECKS_FILE: &str = "cards/spellweaver/decks.ron";

/// A card definition: its index in `cards.ron`.
pub type DefId = u16;
/// A skill: its index in the skill list of `heroes.ron`.
pub type SkillId = u8;

/// The six aspects ("Levels").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Aspect {
    Order,
    Wisdom,
    Nature,
    Rage,
    Dominion,
    Corruption,
}

impl Aspect {
    pub const ALL: [Aspect; 6] =
        [Aspect::Order, Aspect::Wisdom, Aspect::Nature, Aspect::Rage, Aspect::Dominion, Aspect::Corruption];

    /// The letter used in level requirements ("1R" = one level of any aspect and one of Rage).
    pub fn letter(self) -> char {
        ['O', 'W', 'N', 'R', 'D', 'C'][self as usize]
    }

    pub fn from_letter(c: char) -> Option<Aspect> {
        Aspect::ALL.into_iter().find(|a| a.letter() == c.to_ascii_uppercase())
    }
}

/// The card types ("Card Types").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    Creature,
    Instant,
    Action,
    Blessing,
    Curse,
    Artifact,
    Shrine,
}

/// Keywords; each is defined in `docs/rulings.md` ("Spellweaver", "Keywords").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Keyword {
    Flying,
    Support,
    Swift,
    Ranged,
    Deadly,
    Freeze,
    Unstoppable,
    Lifebound,
    Protected,
    Reach,
    Shock,
    Rampage,
    Channeling,
}

impl Keyword {
    pub fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

/// A set of keywords as bits.
pub type Keywords = u16;

/// Lasting marks on a creature ("Emblems").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EmblemKind {
    Might,
    Weakness,
    Shield,
}

/// What a card or skill must be aimed at when played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aim {
    AnyCreature,
    EnemyCreature,
    AllyCreature,
    /// A creature or a hero.
    Anything,
    /// A card or skill waiting on the stack.
    Spell,
}

/// Who an effect reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Who {
    /// What the card was aimed at.
    Target,
    /// The creature (or card) the text is on.
    Itself,
    /// The controller's hero.
    You,
    /// The other hero.
    Foe,
    /// Every creature of the controller.
    Allies,
    /// Every creature of the other player.
    Enemies,
    AllCreatures,
}

/// The effect vocabulary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    Damage(u8, Who),
    /// Heals a hero (life) or a creature (removes damage).
    Heal(u8, Who),
    /// The controller draws.
    Draw(u8),
    /// The other player decays: the top cards of their deck go to their graveyard.
    Decay(u8),
    /// Until end of turn.
    Buff {
        attack: i8,
        hp: i8,
        speed: i8,
        to: Who,
    },
    /// Until end of turn.
    Grant(Keyword, Who),
    Emblem(EmblemKind, Who),
    Destroy(Who),
    /// Back to its owner's hand.
    Bounce(Who),
    Exhaust(Who),
    Ready(Who),
    Freeze(Who),
    /// Moves a creature to its owner's support row.
    Retreat(Who),
    /// Mana for this turn.
    GainMana(u8),
    /// Energy on the card the text is on.
    GainEnergy(u8),
    /// The aimed-at card on the stack goes to the graveyard without resolving.
    Cancel,
    /// The controller wins when the card's energy has reached the number.
    WinAtEnergy(u8),
}

/// A lasting change while the card is in play: to its host when attached, else to every
/// creature of its controller (`to_allies`) or of the other player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Aura {
    pub attack: i8,
    pub hp: i8,
    pub speed: i8,
    pub keywords: Vec<Keyword>,
    /// Prohibitions beat permissions ("Conflicting Rules").
    pub cannot_attack: bool,
    pub cannot_block: bool,
    /// For an unattached card: whose creatures it changes (else the other player's).
    pub to_allies: bool,
}

/// Creature values ("Creatures").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stats {
    pub speed: u8,
    pub attack: u8,
    pub hp: u8,
}

/// A level requirement: `any` levels of any aspect plus the listed aspect levels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Levels {
    pub any: u8,
    pub aspects: [u8; 6],
}

impl Levels {
    /// "2RR" → two of any aspect and two of Rage.
    pub fn parse(text: &str) -> Result<Levels, String> {
        let mut l = Levels::default();
        let digits: String = text.chars().take_while(|c| c.is_ascii_digit()).collect();
        if !digits.is_empty() {
            l.any = digits.parse().map_err(|_| format!("bad number in levels '{text}'"))?;
        }
        for c in text.chars().skip(digits.len()) {
            let a = Aspect::from_letter(c).ok_or_else(|| format!("unknown aspect letter '{c}' in levels '{text}'"))?;
            l.aspects[a as usize] = l.aspects[a as usize].saturating_add(1);
        }
        Ok(l)
    }

    pub fn total(&self) -> u8 {
        self.any + self.aspects.iter().sum::<u8>()
    }

    /// Whether `have` meets this requirement ("Levels": levels are not spent).
    pub fn met_by(&self, have: &[u8; 6]) -> bool {
        let total: u16 = have.iter().map(|&x| x as u16).sum();
        self.aspects.iter().zip(have).all(|(need, got)| got >= need) && total >= self.total() as u16
    }

    pub fn label(&self) -> String {
        let mut s = if self.any > 0 { self.any.to_string() } else { String::new() };
        for a in Aspect::ALL {
            for _ in 0..self.aspects[a as usize] {
                s.push(a.letter());
            }
        }
        if s.is_empty() {
            s.push('0');
        }
        s
    }
}

/// A card as written in `cards.ron`, or among a scenario's homebrew cards (the same schema,
/// `cards/spellweaver/README.md`); `Content` validates it into a `Card`. Written back, a field
/// left at its default is left out.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub name: String,
    pub aspect: Aspect,
    pub kind: Kind,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cost: u8,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub levels: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stats: Option<Stats>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<Keyword>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub valor: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub energy: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aim: Option<Aim>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attach: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub on_play: Vec<Effect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub on_death: Vec<Effect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub start_of_turn: Vec<Effect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub end_of_turn: Vec<Effect>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aura: Option<Aura>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skill: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gated: Option<GateDef>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Level-gated text ("LEVELS – power"): the aura exists only while the controller has the levels.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateDef {
    pub levels: String,
    pub aura: Aura,
}

/// How fast an activated ability is ("Creatures", "Abilities"): like an instant, or like an
/// action (own main phase, nothing waiting).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Speed {
    Instant,
    Action,
}

/// An ability a creature's controller activates ("Creatures", "Abilities"): its costs (mana,
/// and exhausting the creature), its speed, what it is aimed at and its effects. It waits on
/// the stack like a card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    #[serde(default)]
    pub cost: u8,
    /// Exhausting the creature is part of the cost: it must be ready.
    #[serde(default)]
    pub exhaust: bool,
    pub speed: Speed,
    #[serde(default)]
    pub aim: Option<Aim>,
    pub effects: Vec<Effect>,
}

/// A validated card.
#[derive(Clone, Debug, PartialEq)]
pub struct Card {
    pub name: String,
    pub aspect: Aspect,
    pub kind: Kind,
    pub cost: u8,
    pub levels: Levels,
    pub stats: Option<Stats>,
    pub keywords: Keywords,
    pub valor: u8,
    pub energy: Option<u8>,
    pub aim: Option<Aim>,
    pub attach: bool,
    pub on_play: Vec<Effect>,
    pub on_death: Vec<Effect>,
    pub start_of_turn: Vec<Effect>,
    pub end_of_turn: Vec<Effect>,
    pub aura: Option<Aura>,
    /// A skill shrine's skill.
    pub skill: Option<SkillId>,
    /// Creatures: a change to itself while its controller has these levels.
    pub gated: Option<(Levels, Aura)>,
    /// Creatures: abilities their controller activates.
    pub abilities: Vec<Ability>,
    pub text: String,
}

impl Card {
    pub fn has(&self, k: Keyword) -> bool {
        self.keywords & k.bit() != 0
    }
    pub fn is_basic_shrine(&self) -> bool {
        self.kind == Kind::Shrine && self.skill.is_none()
    }
    pub fn is_permanent(&self) -> bool {
        matches!(self.kind, Kind::Blessing | Kind::Curse | Kind::Artifact)
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSkill {
    name: String,
    cost: u8,
    #[serde(default)]
    levels: String,
    cooldown: u8,
    #[serde(default)]
    aim: Option<Aim>,
    effects: Vec<Effect>,
    #[serde(default)]
    text: String,
}

/// A hero skill ("Heroes"): used like an action, with a mana cost, levels and a cooldown.
#[derive(Clone, Debug, PartialEq)]
pub struct Skill {
    pub name: String,
    pub cost: u8,
    pub levels: Levels,
    pub cooldown: u8,
    pub aim: Option<Aim>,
    pub effects: Vec<Effect>,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHero {
    name: String,
    aspect: Aspect,
    skill: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Hero {
    pub name: String,
    pub aspect: Aspect,
    pub skill: SkillId,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHeroes {
    skills: Vec<RawSkill>,
    heroes: Vec<RawHero>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    name: String,
    hero: String,
    cards: Vec<(u8, String)>,
}

/// A deck list: a hero and the cards, by definition.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deck {
    pub name: String,
    pub hero: u8,
    pub cards: Vec<DefId>,
}

/// Where a scenario's homebrew cards are validated from (errors name it, then the card and field).
pub const HOMEBREW_FIELD: &str = "homebrew";
/// The most homebrew cards a scenario may define.
pub const MAX_HOMEBREW_CARDS: usize = 40;

#[derive(Clone, Debug, PartialEq)]
pub struct Content {
    /// The built-in cards, then (in a game from a scenario) its homebrew cards.
    pub cards: Vec<Card>,
    pub skills: Vec<Skill>,
    pub heroes: Vec<Hero>,
    pub decks: Vec<Deck>,
    pub hash: u64,
    /// How many of `cards` are built in (`cards.ron`); the rest are homebrew.
    pub builtin_cards: usize,
}

/// What a scenario's homebrew card's id starts with (`Content::card_id`).
const HOMEBREW_ID_PREFIX: &str = "homebrew/";

impl Content {
    /// The built-in content, as build.rs wrote it from `cards/spellweaver/` (with the hash of
    /// the RON texts).
    pub fn builtin() -> Result<Content, String> {
        let [(_, cards), (_, heroes), (_, decks)] = built::SPELLWEAVER_FILES else {
            return Err("build.rs wrote the wrong number of Spellweaver card files".to_string());
        };
        let content = Content::read(ContentFormat::Json, cards, heroes, decks)?;
        Ok(Content { hash: built::SPELLWEAVER_HASH, ..content })
    }

    /// The three files in RON (native builds).
    pub fn parse(cards_src: &str, heroes_src: &str, decks_src: &str) -> Result<Content, String> {
        let content = Content::read(ContentFormat::Ron, cards_src, heroes_src, decks_src)?;
        Ok(Content { hash: fnv64(format!("{cards_src}\u{0}{heroes_src}\u{0}{decks_src}").as_bytes()), ..content })
    }

    /// The three files in `format`, validated; the hash is left to the caller.
    fn read(format: ContentFormat, cards_src: &str, heroes_src: &str, decks_src: &str) -> Result<Content, String> {
        let raw_cards: Vec<CardDef> = read_content(format, CARDS_FILE, cards_src)?;
        let raw_heroes: RawHeroes = read_content(format, HEROES_FILE, heroes_src)?;
        let raw_decks: Vec<RawDeck> = read_content(format, DECKS_FILE, decks_src)?;
        let skills = validate_skills(raw_heroes.skills)?;
        let cards = validate_cards(CARDS_FILE, raw_cards, &skills, &[])?;
        let heroes = validate_heroes(raw_heroes.heroes, &skills)?;
        let builtin_cards = cards.len();
        let mut content = Content { cards, skills, heroes, decks: Vec::new(), hash: 0, builtin_cards };
        for raw in raw_decks {
            let at = |field: &str| format!("{DECKS_FILE}: deck '{}', {field}", raw.name);
            let hero =
                content.hero_named(&raw.hero).ok_or_else(|| at(&format!("hero: unknown hero '{}'", raw.hero)))?;
            let mut cards = Vec::new();
            for (count, name) in &raw.cards {
                let def = content.card_named(name).ok_or_else(|| at(&format!("cards: unknown card '{name}'")))?;
                cards.extend(std::iter::repeat_n(def, *count as usize));
            }
            let deck = Deck { name: raw.name.clone(), hero, cards };
            super::deck::validate(&content, &deck).map_err(|e| at(&format!("cards: {e}")))?;
            content.decks.push(deck);
        }
        if content.decks.is_empty() {
            return Err(format!("{DECKS_FILE}: no preconstructed deck"));
        }
        Ok(content)
    }

    /// This content with a scenario's homebrew cards after the built-in ones, each validated
    /// exactly as `cards.ron` is (the same function: a refusal names `homebrew`, the card and the
    /// field). Their names, and the ids made from them, must differ from every other card's.
    pub fn with_homebrew(&self, homebrew: &[CardDef]) -> Result<Content, String> {
        if homebrew.len() > MAX_HOMEBREW_CARDS {
            return Err(format!(
                "{HOMEBREW_FIELD}: a scenario defines at most {MAX_HOMEBREW_CARDS} cards, not {}",
                homebrew.len()
            ));
        }
        let mut content = self.clone();
        content.cards.truncate(self.builtin_cards);
        let added = validate_cards(HOMEBREW_FIELD, homebrew.to_vec(), &content.skills, &content.cards)?;
        content.cards.extend(added);
        Ok(content)
    }

    /// Whether `def` is one of a scenario's homebrew cards.
    pub fn is_homebrew(&self, def: DefId) -> bool {
        def as usize >= self.builtin_cards
    }

    pub fn card(&self, def: DefId) -> Option<&Card> {
        self.cards.get(def as usize)
    }

    /// A card definition by its stable id (`card_id`) or its printed name, letter case aside:
    /// scenarios, decks and records all look cards up here.
    pub fn card_named(&self, name: &str) -> Option<DefId> {
        let name = name.trim();
        let at = (0..self.cards.len()).position(|i| {
            let card = &self.cards[i].name;
            // `card_id`, compared without building it for every card.
            let id = if i >= self.builtin_cards { name.strip_prefix(HOMEBREW_ID_PREFIX) } else { Some(name) };
            card.eq_ignore_ascii_case(name) || id.is_some_and(|id| slug_is(card, id))
        })?;
        DefId::try_from(at).ok()
    }

    /// A card definition's stable id (docs/records.md, "Card ids"): its name's slug, prefixed
    /// by `homebrew/` for a scenario's homebrew card, so no id depends on how many cards are
    /// built in and none can be a built-in card's.
    pub fn card_id(&self, def: DefId) -> String {
        let slug = slugify(self.name(def));
        if self.is_homebrew(def) {
            format!("{HOMEBREW_ID_PREFIX}{slug}")
        } else {
            slug
        }
    }

    pub fn hero_named(&self, name: &str) -> Option<u8> {
        self.heroes.iter().position(|h| h.name.eq_ignore_ascii_case(name.trim())).map(|i| i as u8)
    }

    pub fn deck_named(&self, name: &str) -> Option<&Deck> {
        self.decks.iter().find(|d| d.name.eq_ignore_ascii_case(name.trim()))
    }

    pub fn name(&self, def: DefId) -> &str {
        self.card(def).map(|c| c.name.as_str()).unwrap_or("?")
    }
}

fn validate_skills(raw: Vec<RawSkill>) -> Result<Vec<Skill>, String> {
    let mut out: Vec<Skill> = Vec::new();
    for r in raw {
        let at = |field: &str, msg: String| format!("{HEROES_FILE}: skill '{}', {field}: {msg}", r.name);
        if out.iter().any(|s| s.name == r.name) {
            return Err(at("name", "used twice".into()));
        }
        let levels = Levels::parse(&r.levels).map_err(|e| at("levels", e))?;
        if r.cooldown == 0 {
            return Err(at("cooldown", "must be at least 1 turn".into()));
        }
        check_effects(&r.effects, r.aim).map_err(|e| at("effects", e))?;
        out.push(Skill {
            name: r.name,
            cost: r.cost,
            levels,
            cooldown: r.cooldown,
            aim: r.aim,
            effects: r.effects,
            text: r.text,
        });
    }
    if out.len() > u8::MAX as usize {
        return Err(format!("{HEROES_FILE}: too many skills"));
    }
    Ok(out)
}

/// An effect aimed at `Who::Target` needs an aim; `Cancel` needs a spell on the stack.
fn check_effects(effects: &[Effect], aim: Option<Aim>) -> Result<(), String> {
    for e in effects {
        let uses_target = matches!(
            e,
            Effect::Damage(_, Who::Target)
                | Effect::Heal(_, Who::Target)
                | Effect::Buff { to: Who::Target, .. }
                | Effect::Grant(_, Who::Target)
                | Effect::Emblem(_, Who::Target)
                | Effect::Destroy(Who::Target)
                | Effect::Bounce(Who::Target)
                | Effect::Exhaust(Who::Target)
                | Effect::Ready(Who::Target)
                | Effect::Freeze(Who::Target)
                | Effect::Retreat(Who::Target)
        );
        if uses_target && !matches!(aim, Some(a) if a != Aim::Spell) {
            return Err(format!("{e:?} reaches the target, but the card is not aimed at a creature or hero"));
        }
        if *e == Effect::Cancel && aim != Some(Aim::Spell) {
            return Err("Cancel needs `aim: Some(Spell)`".into());
        }
    }
    Ok(())
}

/// Validates cards as written in `file` (`cards.ron`, or a scenario's `homebrew`): every
/// refusal names `file`, the card and the field. `earlier` are cards validated before (the
/// built-in ones, for homebrew cards): names and ids must differ from theirs too.
fn validate_cards(file: &str, raw: Vec<CardDef>, skills: &[Skill], earlier: &[Card]) -> Result<Vec<Card>, String> {
    let mut out: Vec<Card> = Vec::new();
    // Each id made so far, with the name it was made from.
    let mut ids: std::collections::HashMap<String, String> =
        earlier.iter().map(|c| (slugify(&c.name), c.name.clone())).collect();
    for r in raw {
        let at = |field: &str, msg: String| format!("{file}: card '{}', {field}: {msg}", r.name);
        if r.name.trim().is_empty() {
            return Err(at("name", "empty".into()));
        }
        if earlier.iter().chain(&out).any(|c| c.name.eq_ignore_ascii_case(&r.name)) {
            return Err(at("name", "used twice".into()));
        }
        let slug = slugify(&r.name);
        if slug.is_empty() {
            return Err(at("name", "needs a letter or a digit (a card's id is made of them)".into()));
        }
        if let Some(twin) = ids.get(&slug) {
            return Err(at(
                "name",
                format!("would have the id '{slug}', as '{twin}' has (ids are the name in lowercase letters and digits)"),
            ));
        }
        ids.insert(slug, r.name.clone());
        let levels = Levels::parse(&r.levels).map_err(|e| at("levels", e))?;
        match (r.kind, r.stats) {
            (Kind::Creature, None) => return Err(at("stats", "a creature needs speed, attack and hp".into())),
            (Kind::Creature, Some(s)) if s.hp == 0 || s.speed > 9 => {
                return Err(at("stats", "hp must be at least 1 and speed at most 9".into()))
            }
            (k, Some(_)) if k != Kind::Creature => return Err(at("stats", "only creatures have stats".into())),
            _ => {}
        }
        let skill = match (&r.skill, r.kind) {
            (Some(name), Kind::Shrine) => Some(
                skills
                    .iter()
                    .position(|s| &s.name == name)
                    .ok_or_else(|| at("skill", format!("unknown skill '{name}'")))? as SkillId,
            ),
            (Some(_), _) => return Err(at("skill", "only shrines give skills".into())),
            (None, _) => None,
        };
        if r.kind == Kind::Shrine && (r.cost > 0 || levels.total() > 0 || !r.on_play.is_empty()) {
            return Err(at("cost", "a shrine has no cost, levels or effects".into()));
        }
        if r.attach && !(matches!(r.kind, Kind::Blessing | Kind::Curse | Kind::Artifact)) {
            return Err(at("attach", "only blessings, curses and artifacts attach".into()));
        }
        if r.attach && !matches!(r.aim, Some(Aim::AnyCreature | Aim::EnemyCreature | Aim::AllyCreature)) {
            return Err(at("aim", "an attached card must be aimed at a creature".into()));
        }
        if r.kind == Kind::Instant && r.aim == Some(Aim::Spell) && !r.on_play.contains(&Effect::Cancel) {
            return Err(at("on_play", "a card aimed at a spell must Cancel it".into()));
        }
        let uses_energy = r
            .on_play
            .iter()
            .chain(&r.start_of_turn)
            .chain(&r.end_of_turn)
            .any(|e| matches!(e, Effect::GainEnergy(_) | Effect::WinAtEnergy(_)));
        if (uses_energy || r.keywords.contains(&Keyword::Channeling)) && r.energy.is_none() {
            return Err(at("energy", "text uses energy, so the card needs an energy rating".into()));
        }
        check_effects(&r.on_play, r.aim).map_err(|e| at("on_play", e))?;
        for (field, list) in
            [("on_death", &r.on_death), ("start_of_turn", &r.start_of_turn), ("end_of_turn", &r.end_of_turn)]
        {
            check_effects(list, None).map_err(|e| at(field, e))?;
        }
        let gated = match &r.gated {
            Some(g) if r.kind == Kind::Creature => {
                Some((Levels::parse(&g.levels).map_err(|e| at("gated", e))?, g.aura.clone()))
            }
            Some(_) => return Err(at("gated", "level-gated text is for creatures".into())),
            None => None,
        };
        for ability in &r.abilities {
            if r.kind != Kind::Creature {
                return Err(at("abilities", "only creatures have activated abilities".into()));
            }
            // A free ability that does not exhaust could be used without end.
            if ability.cost == 0 && !ability.exhaust {
                return Err(at("abilities", "an ability costs mana or exhausts its creature".into()));
            }
            if ability.effects.iter().any(|e| matches!(e, Effect::Cancel | Effect::WinAtEnergy(_))) {
                return Err(at("abilities", "Cancel and WinAtEnergy are for cards".into()));
            }
            if ability.aim == Some(Aim::Spell) {
                return Err(at("abilities", "an ability aims at creatures or heroes".into()));
            }
            if ability.effects.iter().any(|e| matches!(e, Effect::GainEnergy(_))) && r.energy.is_none() {
                return Err(at("energy", "text uses energy, so the card needs an energy rating".into()));
            }
            check_effects(&ability.effects, ability.aim).map_err(|e| at("abilities", e))?;
        }
        if r.kind != Kind::Creature && (r.valor > 0 || !r.on_death.is_empty()) {
            return Err(at("valor", "valor and on_death are for creatures".into()));
        }
        out.push(Card {
            keywords: r.keywords.iter().fold(0, |acc, k| acc | k.bit()),
            name: r.name,
            aspect: r.aspect,
            kind: r.kind,
            cost: r.cost,
            levels,
            stats: r.stats,
            valor: r.valor,
            energy: r.energy,
            aim: r.aim,
            attach: r.attach,
            on_play: r.on_play,
            on_death: r.on_death,
            start_of_turn: r.start_of_turn,
            end_of_turn: r.end_of_turn,
            aura: r.aura,
            skill,
            gated,
            abilities: r.abilities,
            text: r.text,
        });
    }
    if earlier.len() + out.len() > 4000 {
        return Err(format!("{file}: too many cards"));
    }
    Ok(out)
}

fn validate_heroes(raw: Vec<RawHero>, skills: &[Skill]) -> Result<Vec<Hero>, String> {
    let mut out = Vec::new();
    for r in raw {
        let skill = skills
            .iter()
            .position(|s| s.name == r.skill)
            .ok_or_else(|| format!("{HEROES_FILE}: hero '{}', skill: unknown skill '{}'", r.name, r.skill))?;
        out.push(Hero { name: r.name, aspect: r.aspect, skill: skill as SkillId });
    }
    if out.is_empty() || out.len() > 200 {
        return Err(format!("{HEROES_FILE}: between 1 and 200 heroes"));
    }
    Ok(out)
}

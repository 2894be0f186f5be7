//! What the story did, counted as it is played: the computer's objective (issue 31, "Weave's
//! computer plays for the story") and the measuring tool's figures. A search world starts its
//! tally at zero (`view::determinize`), so the search compares what each line of play adds.
//!
//! The tally is bookkeeping beside the season, not part of it: it is not saved, not shown, and two
//! states that differ only in their tallies are the same position.

use super::content::Playset;
use super::dice;
use super::actions::Action;
use super::state::*;

/// The most seats a season has (`Weave::INFO.max_seats`).
pub const SEATS: usize = 5;

/// One seat's characters: how their rolls went and what they made of enticements.
#[derive(Clone, Copy, Debug, Default)]
pub struct SeatTally {
    /// Challenges its characters faced, counted when each is over (passed, failed or enticed).
    pub faced: u16,
    /// Challenge rolls made (against an enticement too) and the passes among them.
    pub rolls: u16,
    pub passes: u16,
    pub epic_passes: u16,
    pub epic_fails: u16,
    /// Challenges the storyteller let pass without a roll ("AUTO-PASS").
    pub auto_passes: u16,
    pub wounds: u16,
    /// Times a character left a scene after its third wound ("RECEIVING WOUNDS").
    pub removals: u16,
    pub consequences: u16,
    pub accepted: u16,
    pub refused: u16,
    pub redeemed: u16,
    pub signatures: u16,
}

/// The season's pacing, as the storyteller shapes it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pacing {
    /// Challenges issued, and those whose level the storyteller (or the oracle) settled.
    pub challenges: u16,
    pub levelled: u16,
    /// Sum over settled challenges of how well the level fits the episode's arc (`level_fit`).
    pub level_fit: i32,
    /// Sums and counts of settled levels before and after the Boss is discovered.
    pub level_sum: [u16; 2],
    pub level_count: [u16; 2],
    pub enticements: u16,
    /// Enticements whose card a character could well fail to resist (`tempts`).
    pub tempting: u16,
    /// Location and Boss discoveries, and those made in the rising order (`discovery_in_time`).
    pub discovered: u16,
    pub discovered_in_time: u16,
    pub scenes: u16,
    /// Scenes ended with fewer than `SHORT_SCENE` beats, and with a challenge-rich middle length.
    pub short_scenes: u16,
    pub paced_scenes: u16,
    pub episodes: u16,
    /// Episodes ended with the Location or the Boss still face down.
    pub hidden_at_end: u16,
    pub over: bool,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    pub seats: [SeatTally; SEATS],
    pub pacing: Pacing,
}

/// Bookkeeping, not position: every tally equals every other, so a state's equality (records,
/// replays, the conformance suite's comparisons) is the season's alone.
impl PartialEq for Tally {
    fn eq(&self, _: &Tally) -> bool {
        true
    }
}

/// A scene with fewer beats than this was cut short; one from `SHORT_SCENE` to `LONG_SCENE`
/// beats is well paced (Loomhall's bound is `MAX_BEATS`).
pub const SHORT_SCENE: u8 = 4;
pub const LONG_SCENE: u8 = 8;

/// The level a challenge fits at this point of the episode: 1 in the first scene, 2 from the
/// second, one more once the Boss is discovered ("BOSS": "All roads should eventually lead to a
/// confrontation with this person").
pub fn arc_level(t: &Table) -> u8 {
    let scene = if t.scene.number >= 2 { 1 } else { 0 };
    let boss = u8::from(t.foundation.found[Slot::Boss.index()]);
    1 + scene + boss
}

/// +2 for the level the arc asks for, one less for each level away.
pub fn level_fit(level: u8, arc: u8) -> i32 {
    2 - (level as i32 - arc as i32).abs()
}

/// An enticement tempts when the character could well fail to resist it: a card of level 2 or
/// more whose roll the character passes less than three times in four, but not hopeless.
pub fn tempts(set: &Playset, c: &Character, card: u8) -> bool {
    let Some(k) = set.challenges.get(card as usize) else { return false };
    let chance = pass_chance_plain(set, c, k.suit, k.level);
    k.level >= 2 && (0.15..0.75).contains(&chance)
}

/// The character's chance to pass a roll of `suit` at `level` with the plain pool (base, focus,
/// wounds; no qualities or signature).
pub fn pass_chance_plain(set: &Playset, c: &Character, suit: Suit, level: u8) -> f64 {
    let pool = dice::challenge_pool(c, suit, &PoolChoices::default(), super::challenge::signature_effect(set, c));
    dice::pass_chance(dice::pool_size(&pool), 0, level)
}

/// What an action may change that the tally reads afterwards.
pub struct Before {
    /// The character in a challenge: index, wounds counted, removed, qualities.
    challenged: Option<(u8, usize, bool, usize)>,
    setting: bool,
    enticed: bool,
    beats: u8,
    episode: u8,
    found: [bool; 3],
    arc: u8,
    over: bool,
}

impl Before {
    pub fn of(t: &Table, action: &Action) -> Before {
        let (challenged, setting, enticed) = match &t.stage {
            Stage::Challenge(ch) => {
                let c = t.character(ch.character);
                (
                    c.map(|c| (ch.character, c.wounds_counted(t.rules), c.removed, c.qualities.len())),
                    ch.step == ChallengeStep::Setting,
                    ch.enticement.is_some(),
                )
            }
            _ => (None, matches!(action, Action::IssueChallenge { .. }), false),
        };
        Before {
            challenged,
            setting,
            enticed,
            beats: t.scene.beats,
            episode: t.episode,
            found: t.foundation.found,
            arc: arc_level(t),
            over: matches!(t.stage, Stage::Over),
        }
    }
}

/// Counts saturate: a tally never panics, however long the season.
fn add(count: &mut u16, n: u16) {
    *count = count.saturating_add(n);
}

fn owner(t: &Table, character: u8) -> Option<usize> {
    t.character(character).map(|c| c.owner as usize).filter(|&o| o < SEATS)
}

/// Counts what `action` (taken by `seat`, with the oracle's decisions that followed it) did.
pub fn record(set: &Playset, s: &mut WeaveState, seat: u8, action: &Action, before: &Before) {
    let t = &s.table;
    let tally = &mut s.tally;
    let by = (seat as usize).min(SEATS - 1);
    match action {
        Action::IssueChallenge { .. } => add(&mut tally.pacing.challenges, 1),
        Action::Roll => {
            if let Some(r) = &t.last_roll {
                if let Some(o) = owner(t, r.character) {
                    let st = &mut tally.seats[o];
                    add(&mut st.rolls, 1);
                    match r.verdict {
                        Verdict::EpicPass => {
                            add(&mut st.passes, 1);
                            add(&mut st.epic_passes, 1);
                        }
                        Verdict::Pass => add(&mut st.passes, 1),
                        Verdict::EpicFail => add(&mut st.epic_fails, 1),
                        Verdict::Fail => {}
                    }
                }
            }
        }
        Action::AutoPass => {
            if let Some(o) = before.challenged.and_then(|(ch, ..)| owner(t, ch)) {
                add(&mut tally.seats[o].auto_passes, 1);
            }
        }
        Action::Accept => add(&mut tally.seats[by].accepted, 1),
        Action::Refuse => add(&mut tally.seats[by].refused, 1),
        Action::Redeem { .. } => add(&mut tally.seats[by].redeemed, 1),
        Action::UseSignature => add(&mut tally.seats[by].signatures, 1),
        Action::Discover { slot } => {
            add(&mut tally.pacing.discovered, 1);
            // The Location first; the Boss once the Location is known or the story is under way.
            let in_time = match slot {
                Slot::Boss => before.found[Slot::Location.index()] || t.scene.number >= 2,
                _ => true,
            };
            add(&mut tally.pacing.discovered_in_time, u16::from(in_time));
        }
        _ => {}
    }
    // Wounds, removals and consequences, whoever decided them (a storyteller seat or the oracle).
    if let Some((ch, counted, removed, qualities)) = before.challenged {
        if let (Some(c), Some(o)) = (t.character(ch), owner(t, ch)) {
            let st = &mut tally.seats[o];
            add(&mut st.wounds, c.wounds_counted(t.rules).saturating_sub(counted) as u16);
            add(&mut st.removals, u16::from(c.removed && !removed));
            let added = c.qualities.len() > qualities
                && c.qualities.last().is_some_and(|q| q.kind == QualityKind::Consequence);
            add(&mut st.consequences, u16::from(added));
        }
    }
    if let Some((ch, ..)) = before.challenged {
        if !matches!(t.stage, Stage::Challenge(_)) {
            if let Some(o) = owner(t, ch) {
                add(&mut tally.seats[o].faced, 1);
            }
        }
    }
    // The level is settled when the challenge leaves its setting step for the roll's preparation.
    if let Stage::Challenge(ch) = &t.stage {
        if before.setting && ch.step != ChallengeStep::Setting {
            let p = &mut tally.pacing;
            add(&mut p.levelled, 1);
            p.level_fit = p.level_fit.saturating_add(level_fit(ch.level, before.arc));
            let i = usize::from(before.found[Slot::Boss.index()]);
            add(&mut p.level_sum[i], ch.level as u16);
            add(&mut p.level_count[i], 1);
        }
        if !before.enticed {
            if let (Some(e), Some(c)) = (ch.enticement, t.character(ch.character)) {
                add(&mut tally.pacing.enticements, 1);
                add(&mut tally.pacing.tempting, u16::from(tempts(set, c, e.card)));
            }
        }
    }
    if matches!(action, Action::EndScene | Action::EndEpisode) {
        let p = &mut tally.pacing;
        add(&mut p.scenes, 1);
        add(&mut p.short_scenes, u16::from(before.beats < SHORT_SCENE));
        add(&mut p.paced_scenes, u16::from((SHORT_SCENE..=LONG_SCENE).contains(&before.beats)));
        if t.episode != before.episode || (matches!(t.stage, Stage::Over) && !before.over) {
            add(&mut p.episodes, 1);
            let hidden = before.found[1..].iter().filter(|&&found| !found).count();
            add(&mut p.hidden_at_end, hidden as u16);
        }
    }
    tally.pacing.over |= matches!(t.stage, Stage::Over);
}

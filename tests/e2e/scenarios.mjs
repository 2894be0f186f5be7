// Positions shared by the browser tests, the layout test and the screenshot script
// (scripts/screenshots.mjs), as scenario files, and `openTable`, which opens a mid-game table of
// each of the five games the same way every time.
import { readFileSync, readdirSync } from 'node:fs';
import { fillNewGame, fixSeeds, openHome, openScenarioLink, scenarioLink } from './harness.mjs';
import { MIDGAME5 } from './ioi-scenarios.mjs';
import { playChoice } from './weavers-helpers.mjs';

/** Weavers in round 3's Casting phase: both hands full, three spells woven part-way on each
 *  side, shields and statuses on both (cards/weavers/*.ron). */
export const WEAVERS_MID = {
  round: 3,
  phase: 'Casting',
  seats: [
    {
      hand: ['Fireball', 'Wall of Flame', 'Smoke Screen', 'Heat Shimmer', 'Blood Pyre'],
      deck: ['Spark Flick', 'Ember Dart'],
      active: [{ card: 'Ember Dart' }, { card: 'Fireball', progress: 1 }, { card: 'Scorching Palm' }],
      discard: ['Spark Flick'],
      shields: 3,
      statuses: { dazed: 1, sick: 1 },
    },
    {
      hand: ['Shield of Dawn', 'Radiant Lance', 'Mending Light', 'Halo', 'Sunflare'],
      deck: ['Dawnstrike'],
      active: [{ card: 'Bulwark Hymn' }, { card: 'Dawnstrike' }, { card: 'Purifying Flame' }],
      shields: 5,
      statuses: { weak: 1, cursed: 1 },
    },
  ],
};

// The scene of src/games/weave/tests/table_scene.rs (`browser_scenario`, `SCENE_SEED`): Wren, focus
// Stones, two Flames wounds, signature move "Sudden Blaze" (Story card 0, +2 dice), and Moss; the
// storyteller holds Gales 2 (card 26) and Stones 1 (card 0).
export const WEAVE_SCENE_SEED = 34n;
export const WEAVE_SCENE = {
  options: { playset: '', episodes: 3, oracle: false, rules: 2 },
  seats: 2,
  characters: [
    {
      owner: 1,
      name: 'Wren',
      focus: 'Stones',
      qualities: [
        { kind: 'Backstory', text: 'Raised above a candle shop' },
        { kind: 'Talent', text: 'Steady Hands' },
        { kind: 'Flaw', text: 'Afraid of the Dark' },
        { kind: 'Item', text: 'Tin of Matches' },
      ],
      signature: 0,
      signature_used: false,
      wounds: ['Flames', 'Flames'],
      kept: [],
    },
    {
      owner: 1,
      name: 'Moss',
      focus: 'Brooks',
      qualities: [
        { kind: 'Backstory', text: "Ferryman's youngest" },
        { kind: 'Talent', text: 'Quiet Feet' },
        { kind: 'Flaw', text: 'Hates the Cold' },
        { kind: 'Item', text: 'Long Pole' },
      ],
      signature: 2,
    },
  ],
  hand_challenges: [26, 0],
  hand_stories: [0, 1],
  challenge_top: [],
};

/** A position where Ada attacks Bot (3 life) with two 2-attack creatures of speed 2. Bot has one
 *  creature fast enough to block (a blocker needs at least the attacker's speed) and one too
 *  slow, so it must block one attacker or fall; Ada holds Rallying Cry (+1 attack to her
 *  creatures), an instant that makes the unblocked attacker's 2 damage the 3 that win. */
export const SPELLWEAVER_COMBAT = {
  seats: [
    {
      hero: 'Aurelia, Dawn Regent',
      hand: ['Rallying Cry', 'Dawn Sentry'],
      board: [{ name: 'Gilded Lancer' }, { name: 'Oathsworn Captain' }],
      crystals: 2,
      mana: 2,
      levels: 'OO',
    },
    {
      hero: 'Korrag Emberfist',
      life: 3,
      board: [{ name: 'Chapel Guard' }, { name: 'Warden of the Gate' }],
    },
  ],
  active: 0,
  phase: 'Attack',
  turn: 3,
};

/** The eight window sizes every screen is checked (tests/e2e/layout.test.mjs) and photographed
 *  (scripts/screenshots.mjs) at: [width, height, name]. "200%" is a 1920×1080 window zoomed to
 *  200%: the page is laid out in 960×540 CSS pixels (see layout.test.mjs). */
export const SIZES = [
  [390, 844, '390x844'],
  [844, 390, '844x390'],
  [768, 1024, '768x1024'],
  [1024, 600, '1024x600'],
  [1024, 768, '1024x768'],
  [1440, 900, '1440x900'],
  [1920, 1080, '1920x1080'],
  [960, 540, 'zoom200-960x540'],
];

/** A Woven position a teacher might share: the first chapter's of Woven's shipped lesson (its
 *  browser tests build their positions in code). */
export const WOVEN_SHARED = JSON.parse(
  readFileSync(new URL('../../lessons/woven/spell-patterns.json', import.meta.url), 'utf8'),
).chapters[0].start.scenario;

/** The five games, in library order, each with what `openTable` waits for. */
export const GAMES = ['weavers', 'ioi', 'spellweaver', 'woven', 'weave'];

/** A mid-game position of each game, as a teacher would share it (`scenarioLink`). */
/** The pages of `game`'s shipped lessons (lessons/<game>/<name>.json). */
export const lessonRoutes = (game) =>
  readdirSync(new URL(`../../lessons/${game}`, import.meta.url))
    .filter((file) => file.endsWith('.json'))
    .map((file) => `#/lessons/shipped-${game}-${file.slice(0, -'.json'.length)}`);

export const SHARED_POSITIONS = {
  weavers: WEAVERS_MID,
  ioi: MIDGAME5,
  spellweaver: SPELLWEAVER_COMBAT,
  woven: WOVEN_SHARED,
  weave: WEAVE_SCENE,
};

/** Opens a mid-game table of `game` (a teaching game from a scenario link; Woven's first turn
 *  of a new game) and waits until its board has rendered. */
export async function openTable(page, url, game) {
  await openHome(page, url);
  const open = (scenario) => openScenarioLink(page, url, scenarioLink(game, 'Layout', scenario));
  if (game === 'weavers') {
    await open(WEAVERS_MID);
    await page.locator('.choice-bar').waitFor({ timeout: 30000 });
  } else if (game === 'ioi') {
    await open(MIDGAME5);
    await page.locator('.ioi').waitFor({ timeout: 30000 });
  } else if (game === 'spellweaver') {
    await open(SPELLWEAVER_COMBAT);
    await page.locator('.spellweaver').waitFor({ timeout: 30000 });
  } else if (game === 'weave') {
    await fixSeeds(page, WEAVE_SCENE_SEED);
    await open(WEAVE_SCENE);
    await page.locator('.weave').waitFor({ timeout: 30000 });
  } else if (game === 'woven') {
    await fillNewGame(page, url, 'woven', [['Ada', 'human']], 3);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//, { timeout: 30000 });
    await page.getByRole('button', { name: 'Start with the front face' }).click();
    await page.getByRole('heading', { name: 'Hand' }).waitFor({ timeout: 30000 });
  } else {
    throw new Error(`no table for ${game}`);
  }
}

/** Weavers' last round: each seat plays its only card, and the one left with an empty hand at
 *  the end of the round loses (Weavers rules, "Ending the Game"). */
export const WEAVERS_LAST_CARDS = {
  round: 4,
  phase: 'Casting',
  seats: [{ hand: ['Spark Flick', 'Ember Dart'], shields: 2 }, { hand: ['Psalm of the Rampart'], shields: 1 }],
};

/** Opens the end screen of a finished game: WEAVERS_LAST_CARDS played out in teaching mode (the
 *  teacher casts for both seats and skips through the narrated events). */
export async function openEndScreen(page, url) {
  await openHome(page, url);
  await openScenarioLink(page, url, scenarioLink('weavers', 'The last round', WEAVERS_LAST_CARDS));
  const end = page.locator('.end-dialog');
  for (let i = 0; i < 20 && !(await end.count()); i++) {
    await page.waitForSelector('.choice-bar:not(.waiting), .event-stepper, .end-dialog', { timeout: 20000 });
    const step = page.locator('.event-stepper');
    if (await step.count()) {
      // The end screen waits until the narration of the last move is over.
      if ((await end.count()) && (await step.count())) throw new Error('the end screen opened over the narration');
      await step.getByRole('button', { name: /^(Show all|Done)$/ }).first().click();
    }
    else if (!(await end.count())) await playChoice(page);
    await page.waitForTimeout(100);
  }
  await end.waitFor({ timeout: 20000 });
}

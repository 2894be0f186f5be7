// Spellweaving IOI positions for the browser tests and the screenshots, as scenario files
// (`src/games/ioi/scenario.rs`; cards named by their Target word) and the links that open them.
import { scenarioLink } from './harness.mjs';

/** A link fragment that opens `scenario` (teaching mode, seats named Player 1..N). */
export function scenarioHash(scenario, title = 'IOI test') {
  return scenarioLink('ioi', title, scenario);
}

/** Three apprentices near the end: the deck is empty and everyone has cleared the noise, so
 *  the game ends after one more round (Cy, then Ada, then Bo). Ada holds Lantern (Light:
 *  Conceal 3), so on her turn she can use an ability and open a response window. No Air,
 *  Aether or Earth card is within the computer's reach (hand, pile tops, tableaus), so it has
 *  no Trade, Morph or Recall to go round in circles with. */
export const ENDGAME3 = {
  seats: [
    {
      hand: ['Lantern', 'Tide', 'Pebble'],
      tableau: [['Nail', 'Coin'], ['Cinder']],
      challenge: 'Trial of the Deep Forge',
      cleared_noise: true,
    },
    {
      hand: ['Brook', 'Hill'],
      tableau: [['Rain', 'Mist'], ['Spark', 'Ember']],
      challenge: 'Trial of the Open Sky',
      cleared_noise: true,
    },
    {
      hand: ['Halo', 'Wave', 'Anvil'],
      tableau: [['Glimmer', 'Dawn'], ['Bell']],
      challenge: 'Trial of Steam and Dreams',
      cleared_noise: true,
    },
  ],
  deck: [],
  piles: [['Chain'], ['Beacon'], ['Hearth'], ['Flame']],
  rest: { Pile: 3 },
  to_move: 2,
  round: 9,
};

/** Four apprentices in the middle of a game, for the screenshots: partial and complete spells,
 *  a Bound spell already used this round, values changed by abilities, cleared noise. */
export const MIDGAME4 = {
  seats: [
    {
      hand: ['Lantern', 'Tide', 'Ember', 'Halo', 'Pebble'],
      tableau: [['Nail', 'Coin'], ['Dream']],
      challenge: 'Trial of the Deep Forge',
    },
    {
      hand: ['Brook', 'Hill', 'Whisper'],
      tableau: [['Gust', 'Breeze'], ['Rain', 'Mist'], ['Blaze', 'Inferno']],
      turned: [2],
      challenge: 'Trial of the Open Sky',
      cleared_noise: true,
    },
    {
      hand: ['Root', 'Spark', 'Omen', 'Cloud'],
      tableau: [['Glimmer', 'Dawn'], ['Cinder']],
      challenge: 'Trial of Steam and Dreams',
    },
    {
      hand: ['Clay', 'Wave'],
      tableau: [['Echo', 'Riddle'], ['Bell', 'Chain'], ['Feather']],
      challenge: 'Trial of the Lit Path',
    },
  ],
  deck: ['Spring', 'Ocean', 'Gate'],
  piles: [['Flame', 'Hearth'], ['Anvil'], ['Beacon', 'Sunrise'], ['Cavern']],
  to_move: 0,
  start: 'Actions',
  round: 4,
};

/** Five apprentices with full tableaus (three or four spells each, Bound spells, one turned),
 *  for the layout test: every one of the 49 cards is placed, so no tableau could be fuller at
 *  this point of a game. */
export const MIDGAME5 = {
  seats: [
    {
      hand: ['Lantern', 'Tide', 'Ember', 'Pebble', 'Halo'],
      tableau: [['Nail', 'Coin'], ['Dream'], ['Breeze']],
      challenge: 'Trial of the Deep Forge',
    },
    {
      hand: ['Brook', 'Hill', 'Omen'],
      tableau: [['Gust', 'Feather'], ['Rain', 'Mist'], ['Blaze', 'Inferno'], ['Glimmer']],
      turned: [2],
      challenge: 'Trial of the Open Sky',
      cleared_noise: true,
    },
    {
      hand: ['Root', 'Spark', 'Cloud'],
      tableau: [['Dawn', 'Beacon'], ['Cinder', 'Flame'], ['Echo']],
      challenge: 'Trial of Steam and Dreams',
    },
    {
      hand: ['Clay', 'Wave'],
      tableau: [['Bell', 'Chain'], ['Spring', 'Ocean'], ['Sunrise', 'Prism']],
      challenge: 'Trial of the Lit Path',
    },
    {
      hand: ['Cavern', 'Anvil'],
      tableau: [['Boulder', 'Mountain'], ['Zephyr', 'Tempest'], ['Comet'], ['Riddle']],
      challenge: 'Trial of the Ringing Wind',
      cleared_noise: true,
    },
  ],
  deck: ['Hearth', 'Blade'],
  piles: [['Gate'], ['Starfield'], ['Whisper'], ['Spirit']],
  to_move: 0,
  start: 'Actions',
  round: 6,
};

// A new Dice Game: shuffled decks, 3 milestones, the bonus cards for the player count, the solo
// starting tiles; then the chart's setup state deals corporations and hands.
import { DICE_PER_COLOUR, DIE_COLOURS, type DieColour } from '../../shared/dice/basics';
import { diceSetupSchema, type DiceSetup } from '../../shared/dice/setup';
import { startingRng, shuffleInPlace } from '../core/rng';
import { settle } from './apply';
import { BONUS_CARDS, bonusCardCount } from './data/bonusCards';
import { MILESTONES } from './data/milestones';
import { PROJECT_CARDS } from './data/projects';
import { initialDiceFlow } from './flow/runFlow';
import { log } from './log';
import { newTurnProgress, runEntries } from './phases';
import { drawSoloStart } from './soloStart';
import type { DicePlayer, DiceState } from './state';

const SOLO_START = { oxygen: 2, temperature: 1 }; // 2 % and -28 °C

function newPlayer(seat: DiceSetup['players'][number]): DicePlayer {
  return {
    name: seat.name,
    color: seat.color,
    kind: seat.kind,
    corporation: null,
    corporationOptions: [],
    hand: [],
    played: [],
    used: [],
    bonusCards: [],
    dice: [],
    wild: 0,
    vp: 0,
    bonusStepsTaken: 0,
    placed: { ocean: 0, greenery: 0, city: 0, special: 0 },
  };
}

/** Solo: the parameters' start, and the neutral tiles (soloStart.ts) to place or drawn at once. */
function soloSetup(state: DiceState, setup: ReturnType<typeof diceSetupSchema.parse>): void {
  state.oxygen = SOLO_START.oxygen;
  state.temperature = SOLO_START.temperature;
  // A human places the tiles (the rulebook); a bot seat, and a setup from before that choice, draws them.
  if (setup.options.soloStart === 'chosen' && setup.players[0].kind === 'human') state.soloStartChosen = true;
  else drawSoloStart(state);
}

export function createGame(input: DiceSetup): DiceState {
  const setup = diceSetupSchema.parse(input);
  const solo = setup.players.length === 1;
  const state: DiceState = {
    system: 'dice',
    version: 1,
    seed: setup.seed,
    rng: startingRng(setup.seed, setup.seedKind),
    boardSide: setup.options.boardSide,
    solo,
    players: setup.players.map(newPlayer),
    pool: Object.fromEntries(DIE_COLOURS.map((c) => [c, DICE_PER_COLOUR])) as Record<DieColour, number>,
    deck: [],
    discard: [],
    bonusDeck: [],
    corporationDeck: [],
    milestones: [],
    awards: [],
    temperature: 0,
    oxygen: 0,
    oceans: 0,
    tiles: {},
    firstPlayer: 0,
    current: 0,
    turn: 1,
    flow: '',
    turnProgress: newTurnProgress(),
    setupQueue: [],
    queue: [],
    pending: null,
    endTriggered: false,
    lastTurnsLeft: null,
    finished: false,
    scores: null,
    log: [],
    lastRoll: null,
    rollSeq: 0,
    stats: {},
  };
  state.deck = shuffleInPlace(state, PROJECT_CARDS.map((c) => c.id));
  state.bonusDeck = shuffleInPlace(state, BONUS_CARDS.map((c) => c.id)).slice(0, bonusCardCount(setup.players.length));
  state.milestones = shuffleInPlace(state, MILESTONES.map((m) => m.id))
    .slice(0, 3)
    .map((id) => ({ id, claimedBy: null, removed: false }));
  if (solo) soloSetup(state, setup);
  log(state, 'begins', { players: setup.players.length });
  const first = initialDiceFlow();
  state.flow = first.value;
  runEntries(state, first.entries);
  settle(state);
  return state;
}

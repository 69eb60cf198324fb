// The work of each flow state: entry actions named by the chart, and what the current state needs
// next once nothing is pending (a decision, or the event that moves the chart on).
import { diceCardName, diceMilestoneName, facesList } from '../../shared/dice/words';
import { DIE_COLOURS, sidesOf } from '../../shared/dice/basics';
import { randomInt, shuffleInPlace } from '../core/rng';
import { BONUS_STEPS } from './data/bonusCards';
import { CORPORATIONS } from './data/corporations';
import { SOLO_MILESTONE_DEADLINES } from './data/milestones';
import { SOLO_TURNS } from './data/scoring';
import type { DiceFlowEvent, DicePhaseEntry } from './flow/diceMachine';
import { corporation, keepLimit, milestone } from './cards/catalogue';
import { choicesFor } from './choices';
import { count, log, nameOf } from './log';
import { produce, rollProduction } from './production';
import { enqueue } from './queue';
import { distinctResources } from './resources';
import { finalScores } from './scoring';
import { nextSoloStartTile } from './soloStart';
import type { DiceState } from './state';

const CORPORATIONS_DEALT = 2;
const STARTING_HAND = 5;

export const newTurnProgress = (): DiceState['turnProgress'] => ({
  kind: null,
  productionStep: 'keep',
  supportsDone: 0,
  mainDone: false,
  secondSupport: false,
  ended: false,
});

const ENTRIES: Record<DicePhaseEntry, (state: DiceState) => void> = {
  dealSetup(state) {
    const n = state.players.length;
    state.corporationDeck = shuffleInPlace(state, CORPORATIONS.map((c) => c.id));
    state.firstPlayer = randomInt(state, n);
    state.current = state.firstPlayer;
    // A solo start the player places comes first: the board is set up before the deal (dealing draws nothing
    // at random, so dealing later changes no roll).
    if (!state.soloStartChosen) dealHands(state);
    // Three award symbols: one die of each of three random colours leaves the pool, rolled, for the game.
    const colours = shuffleInPlace(state, [...DIE_COLOURS]).slice(0, 3);
    state.awards = colours.map((colour) => ({ colour, face: sidesOf(colour)[randomInt(state, 6)] }));
    for (const colour of colours) state.pool[colour]--;
    log(state, 'goesFirst', { player: nameOf(state, state.firstPlayer), awards: facesList(state.awards.map((a) => a.face)) });
  },
  askGift(state) {
    const giver = state.firstPlayer;
    const to = (giver + state.players.length - 1) % state.players.length;
    if (distinctResources(state.players[giver]).length > 0) state.pending = { kind: 'gift', seat: giver, to };
  },
  offerSoloBonus(state) {
    if (state.bonusDeck.length > 0) state.pending = { kind: 'bonus', seat: 0 };
  },
  startTurn(state) {
    state.turnProgress = newTurnProgress();
    if (state.solo) removeLateMilestones(state);
    log(state, 'turnStarts', { turn: state.turn, player: nameOf(state, state.current) });
    state.pending = { kind: 'turn', seat: state.current };
  },
  startProduction(state) {
    state.turnProgress.productionStep = 'keep';
    count(state, 'productionTurns');
  },
  startActionTurn(state) {
    count(state, 'actionTurns');
  },
  scoreGame(state) {
    state.scores = finalScores(state);
  },
  endGame(state) {
    state.finished = true;
    state.pending = null;
  },
};

/** Five project cards and two corporations to each seat, in player order. */
function dealHands(state: DiceState): void {
  const n = state.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (state.firstPlayer + k) % n;
    const player = state.players[seat];
    player.hand = state.deck.splice(state.deck.length - STARTING_HAND, STARTING_HAND);
    player.corporationOptions = state.corporationDeck.splice(0, CORPORATIONS_DEALT);
    state.setupQueue.push(seat);
  }
}

/**
 * Once every seat has chosen, in player order: the corporation is placed face up, its starting bonus is
 * gained and its production dice are rolled (the rulebook's setup; nobody sees another's choice before).
 */
function foundCorporation(state: DiceState, seat: number): void {
  const player = state.players[seat];
  const id = player.corporationOptions[0];
  player.corporation = id;
  player.corporationOptions = [];
  log(state, 'founds', { player: player.name, corporation: diceCardName(id) });
  enqueue(state, seat, corporation(id).start, id);
  rollProduction(state, seat);
}

/** Solo: the unclaimed milestone of each slot leaves the game at its deadline turn. */
function removeLateMilestones(state: DiceState): void {
  SOLO_MILESTONE_DEADLINES.forEach((turn, i) => {
    const m = state.milestones[i];
    if (m && state.turn >= turn && m.claimedBy === null && !m.removed) {
      m.removed = true;
      log(state, 'milestoneRemoved', { turn, milestone: diceMilestoneName(m.id) });
    }
  });
}

export function runEntries(state: DiceState, entries: readonly DicePhaseEntry[]): void {
  for (const entry of entries) ENTRIES[entry](state);
}

function bonusOwed(state: DiceState, seat: number): boolean {
  const p = state.players[seat];
  return state.bonusDeck.length > 0 && BONUS_STEPS.filter((s) => p.vp >= s).length > p.bonusStepsTaken;
}

/** Ends the turn; returns whether the game is over. */
function closeTurn(state: DiceState): boolean {
  const n = state.players.length;
  let over: boolean;
  if (state.solo) {
    // Solo always plays all 50 turns; a finished Mars only decides whether the score counts.
    over = state.turn >= SOLO_TURNS;
  } else {
    if (state.endTriggered) state.lastTurnsLeft = state.lastTurnsLeft === null ? n : state.lastTurnsLeft - 1;
    over = state.lastTurnsLeft === 0;
  }
  if (!over) {
    state.current = (state.current + 1) % n;
    state.turn++;
  }
  return over;
}

/** With nothing pending and the queue empty: the next decision to ask, or the event for the chart. */
export function nextStep(state: DiceState): DiceFlowEvent | null {
  const t = state.turnProgress;
  const seat = state.current;
  switch (state.flow) {
    case 'setup': {
      if (state.soloStartChosen) {
        const tile = nextSoloStartTile(state);
        if (tile) {
          state.pending = { kind: 'soloStart', seat: 0, tile };
          return null;
        }
        delete state.soloStartChosen;
        dealHands(state);
      }
      if (state.setupQueue.length > 0) {
        state.pending = { kind: 'corporation', seat: state.setupQueue[0] };
        return null;
      }
      const n = state.players.length;
      const unfounded = Array.from({ length: n }, (_, k) => (state.firstPlayer + k) % n).find((s) => state.players[s].corporation === null);
      if (unfounded !== undefined) {
        foundCorporation(state, unfounded);
        return null;
      }
      return { type: 'CORPORATIONS_CHOSEN', solo: state.solo };
    }
    case 'startingGift':
      return { type: 'GIFT_DONE' };
    case 'soloBonus':
      return { type: 'BONUS_DONE' };
    case 'turn.choosing':
      if (t.kind === 'production') return { type: 'PRODUCTION_CHOSEN' };
      if (t.kind === 'action') return { type: 'ACTION_CHOSEN' };
      state.pending = { kind: 'turn', seat };
      return null;
    case 'turn.production':
      return productionStep(state);
    case 'turn.support':
      if (t.supportsDone >= 1) return { type: 'SUPPORT_DONE' };
      state.pending = { kind: 'support', seat };
      return null;
    case 'turn.main':
      if (t.mainDone) return { type: 'MAIN_DONE' };
      if (t.secondSupport) return { type: 'SECOND_SUPPORT' };
      state.pending = { kind: 'main', seat };
      return null;
    case 'turn.extraSupport':
      if (t.supportsDone >= 2) return { type: 'SUPPORT_DONE' };
      state.pending = { kind: 'support', seat };
      return null;
    case 'turn.closing':
      if (!t.ended && choicesFor(state, { kind: 'finish', seat }).length > 1) {
        state.pending = { kind: 'finish', seat };
        return null;
      }
      if (bonusOwed(state, seat)) {
        state.pending = { kind: 'bonus', seat };
        return null;
      }
      return { type: 'TURN_CLOSED', gameOver: closeTurn(state) };
    case 'scoring':
      return { type: 'SCORED' };
    default:
      throw new Error(`no next step in flow state ${state.flow}`);
  }
}

function productionStep(state: DiceState): DiceFlowEvent | null {
  const t = state.turnProgress;
  const seat = state.current;
  const player = state.players[seat];
  switch (t.productionStep) {
    case 'keep':
      if (player.dice.length > keepLimit(player)) {
        state.pending = { kind: 'keepDice', seat };
        return null;
      }
      t.productionStep = 'discard';
      return productionStep(state);
    case 'discard':
      if (player.hand.length > 0) {
        state.pending = { kind: 'discardCards', seat };
        return null;
      }
      t.productionStep = 'produce';
      return productionStep(state);
    case 'produce':
      produce(state, seat);
      t.productionStep = 'done';
      return null;
    case 'done':
      return { type: 'PRODUCTION_DONE' };
  }
}

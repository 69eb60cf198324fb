// Research: cards are drawn one by one and each drawer decides which end faces whom. In solitaire
// the player sees all three cards first, then orients each.
import { otherFace, faceEnds } from './data/cards';
import { tinyProjectName } from '../../shared/tiny/contentKeys';
import type { TinyFlowEvent } from './flow/tinyMachine';
import { log } from './log';
import { isSolo, opponentOf, playerName, startSeat } from './players';
import type { TinyState } from './state';

const TABLE_SIZE = 3;

/** Draws the top card and flips it: the face that lay up is not the one used. */
function drawCard(state: TinyState, drawer: number): number {
  const top = state.deck.shift();
  if (!top) throw new Error('the project deck is empty');
  const face = otherFace(top.up);
  state.table.push({ card: top.card, face, drawer, facing: [null, null], used: [false, false], credit: [false, false] });
  const [first, second] = faceEnds(top.card, face).map(tinyProjectName);
  if (!isSolo(state)) log(state, 'tiny.log.drewCard', { player: playerName(state, drawer), first, second });
  return state.table.length - 1;
}

/** The drawer of the n-th card: start player, other player, start player. */
const drawerOf = (state: TinyState, n: number) => (isSolo(state) || n % 2 === 0 ? startSeat(state) : 1 - startSeat(state));

export function startResearch(state: TinyState): null {
  state.table = [];
  if (isSolo(state)) {
    for (let i = 0; i < TABLE_SIZE; i++) drawCard(state, 0);
    log(state, 'tiny.log.cardsRevealed', { generation: state.generation });
    state.pending = { kind: 'orient', seat: 0, table: 0 };
  } else {
    const drawer = drawerOf(state, 0);
    state.pending = { kind: 'orient', seat: drawer, table: drawCard(state, drawer) };
  }
  return null;
}

export function resolveOrient(state: TinyState, keep: 0 | 1): TinyFlowEvent | null {
  const pending = state.pending;
  if (pending?.kind !== 'orient') throw new Error('no card to orient');
  const t = state.table[pending.table];
  t.facing[keep] = t.drawer;
  t.facing[1 - keep] = opponentOf(state, t.drawer);
  const kept = tinyProjectName(faceEnds(t.card, t.face)[keep]);
  log(state, 'tiny.log.keptEnd', { player: playerName(state, t.drawer), project: kept });
  state.pending = null;
  if (isSolo(state)) {
    const next = state.table.findIndex((c) => c.facing[0] === null);
    if (next >= 0) {
      state.pending = { kind: 'orient', seat: 0, table: next };
      return null;
    }
  } else if (state.table.length < TABLE_SIZE) {
    const drawer = drawerOf(state, state.table.length);
    state.pending = { kind: 'orient', seat: drawer, table: drawCard(state, drawer) };
    return null;
  }
  return { type: 'RESEARCH_DONE', firstGeneration: state.generation === 1 };
}

/** After the action phase the cards go under the deck, in drawn order, with the used face up. */
export function returnTableToDeck(state: TinyState): void {
  for (const t of state.table) state.deck.push({ card: t.card, up: t.face });
  state.table = [];
}

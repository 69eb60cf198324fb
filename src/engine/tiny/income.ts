// End of the action phase and the income phase: credits come back from the projects, cards go under
// the deck, then each player earns 1 per city and 1 per water next to each city, keeping at most 5.
import { neighbours } from './board';
import type { TinyFlowEvent } from './flow/tinyMachine';
import { isGameOver } from './gameEnd';
import { log } from './log';
import { citiesOf, isSolo, playerName, startSeat } from './players';
import { returnTableToDeck } from './research';
import { gainCredits } from './supply';
import { INCOME_CAP, type TinyState } from './state';

export function incomeOf(state: TinyState, seat: number): number {
  return citiesOf(state, seat).reduce((n, city) => n + 1 + neighbours(city).filter((h) => state.hexes[h]?.kind === 'water').length, 0);
}

function returnProjectCredits(state: TinyState): void {
  for (const t of state.table) {
    for (const end of [0, 1] as const) {
      if (t.credit[end]) state.supply.credits++;
      t.credit[end] = false;
    }
  }
}

export function collectIncome(state: TinyState): TinyFlowEvent {
  returnProjectCredits(state);
  returnTableToDeck(state);
  state.turn = null;
  const first = startSeat(state);
  const order = isSolo(state) ? [0] : [first, 1 - first];
  for (const seat of order) {
    const p = state.players[seat];
    p.usedStandard = false;
    const got = gainCredits(state, seat, incomeOf(state, seat));
    const taxed = Math.max(0, p.credits - INCOME_CAP);
    p.credits -= taxed;
    state.supply.credits += taxed;
    if (taxed) log(state, 'tiny.log.collectedReturned', { player: playerName(state, seat), count: got, returned: taxed, cap: INCOME_CAP });
    else log(state, 'tiny.log.collected', { player: playerName(state, seat), count: got });
  }
  return { type: 'INCOME_DONE', gameOver: isGameOver(state) };
}

export function startGeneration(state: TinyState): TinyFlowEvent {
  state.generation++;
  log(state, 'tiny.log.generationBegins', { generation: state.generation });
  return { type: 'GENERATION_STARTED' };
}

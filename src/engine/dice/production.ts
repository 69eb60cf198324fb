// The production turn's automatic part: draw up to 5, roll production dice, extra production effects,
// flip blue cards back. A pool that runs short gives 1 wild token instead.
import { facesList } from '../../shared/dice/words';
import { DIE_COLOURS } from '../../shared/dice/basics';
import { lastingSources, productionOf } from './cards/catalogue';
import { drawCards } from './deck';
import { count, log, nameOf } from './log';
import { enqueue } from './queue';
import { noteRoll, takeDice } from './resources';
import type { DiceState } from './state';

export const HAND_SIZE = 5;

/** Rolls a player's production dice; returns whether the pool ran short. */
export function rollProduction(state: DiceState, seat: number): boolean {
  const production = productionOf(state.players[seat]);
  let short = false;
  const rolled = DIE_COLOURS.flatMap((colour) => {
    const got = takeDice(state, seat, colour, production[colour]);
    if (got.length < production[colour]) short = true;
    return got;
  });
  noteRoll(state, seat, rolled);
  log(state, 'produces', { player: nameOf(state, seat), count: rolled.length, faces: facesList(rolled.map((d) => d.face)) });
  return short;
}

export function produce(state: DiceState, seat: number): void {
  const player = state.players[seat];
  const drawn = drawCards(state, seat, Math.max(0, HAND_SIZE - player.hand.length));
  if (drawn) log(state, 'drawsCards', { player: nameOf(state, seat), count: drawn });
  if (rollProduction(state, seat)) {
    player.wild++;
    count(state, 'poolShortWild');
    log(state, 'poolShortWild', { player: nameOf(state, seat) });
  }
  for (const source of lastingSources(player)) {
    if (source.onProduction) enqueue(state, seat, source.onProduction, source.id);
  }
  player.used = [];
}

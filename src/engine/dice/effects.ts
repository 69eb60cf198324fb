// Resolves queued effects one at a time. An effect that needs a choice leaves a decision and the
// queue waits; an effect that cannot happen is skipped, as the rules say.
import { colourName, faceName, facesList } from '../../shared/dice/words';
import { DIE_COLOURS } from '../../shared/dice/basics';
import { runHook } from './cards/hooks';
import type { Effect } from './cards/vocabulary';
import { drawCards } from './deck';
import { log, nameOf } from './log';
import { enqueueNext } from './queue';
import { distinctResources, gainFace, rollDice } from './resources';
import type { DiceState, QueuedEffect } from './state';
import { addVp, legalAreas, oceanBeyondComplete, oceansComplete, placeTile, raiseTrack } from './terraform';

export function resolveNextEffect(state: DiceState): void {
  const item = state.queue.shift();
  if (item) resolveEffect(state, item);
}

function resolveEffect(state: DiceState, { seat, effect, source }: QueuedEffect): void {
  const who = nameOf(state, seat);
  const player = state.players[seat];
  if ('gain' in effect) {
    const got = gainFace(state, seat, effect.gain, effect.n ?? 1);
    log(state, got.length < (effect.n ?? 1) ? 'gainsFacesShort' : 'gainsFaces', { player: who, count: got.length, face: faceName(effect.gain) });
  } else if ('roll' in effect) {
    const got = rollDice(state, seat, effect.roll, effect.n);
    log(state, 'rolls', { player: who, count: got.length, colour: colourName(effect.roll), faces: facesList(got.map((d) => d.face)) });
  } else if ('rollChoice' in effect) {
    if (DIE_COLOURS.some((c) => state.pool[c] > 0)) state.pending = { kind: 'chooseColour', seat, n: effect.rollChoice, source };
  } else if ('wild' in effect) {
    player.wild += effect.wild;
    log(state, 'gainsWild', { player: who, count: effect.wild });
  } else if ('vp' in effect) {
    addVp(state, seat, effect.vp);
    log(state, 'gainsVp', { player: who, vp: effect.vp });
  } else if ('draw' in effect) {
    const n = drawCards(state, seat, effect.draw);
    log(state, 'drawsCards', { player: who, count: n });
  } else if ('raise' in effect) {
    const times = effect.n ?? 1;
    if (times > 1) enqueueNext(state, seat, Array.from({ length: times }, () => ({ raise: effect.raise })), source);
    else raiseTrack(state, seat, effect.raise);
  } else if ('place' in effect) {
    resolvePlacement(state, seat, effect, source);
  } else if ('rotate' in effect) {
    if (player.dice.length > 0 && effect.rotate > 0) state.pending = { kind: 'rotate', seat, left: effect.rotate, source };
  } else if ('attack' in effect) {
    const opponents = state.players.map((_, s) => s).filter((s) => s !== seat);
    // Opponents answer in seat order after the attacker.
    opponents.sort((a, b) => ((a - seat + state.players.length) % state.players.length) - ((b - seat + state.players.length) % state.players.length));
    state.queue.unshift(...opponents.map((s) => ({ seat: s, effect: { lose: effect.attack } as Effect, source })));
  } else if ('lose' in effect) {
    if (effect.lose > 0 && distinctResources(player).length > 0) {
      state.pending = { kind: 'lose', seat, source };
      if (effect.lose > 1) enqueueNext(state, seat, [{ lose: effect.lose - 1 }], source);
    }
  } else if ('hook' in effect) {
    runHook(state, seat, effect.hook);
  }
}

function resolvePlacement(state: DiceState, seat: number, effect: Extract<Effect, { place: unknown }>, source: string): void {
  if (effect.place === 'ocean' && oceansComplete(state)) {
    oceanBeyondComplete(state, seat);
    return;
  }
  const areas = legalAreas(state, effect.place, effect.special);
  if (effect.place === 'special') {
    // A special tile has exactly one reserved area; no choice to make.
    if (areas.length > 0) placeTile(state, seat, 'special', areas[0], effect.special);
    return;
  }
  if (areas.length > 0) {
    state.pending = { kind: 'place', seat, tile: effect.place, source };
    return;
  }
  // No room for the tile: a greenery still raises oxygen; anything else is lost.
  if (effect.place === 'greenery') raiseTrack(state, seat, 'oxygen');
  else log(state, 'noRoom', { player: nameOf(state, seat), tile: effect.place });
}

// Dice and wild tokens: taking dice from the limited pool, rolling them, paying exact faces.
import { msg, type Message } from '../../shared/message';
import { colourName, faceName } from '../../shared/dice/words';
import { colourOf, sidesOf, wildsNeeded as wildsNeededFor, type Die, type DieColour, type Face, type ResourceRef } from '../../shared/dice/basics';
import { randomInt } from '../core/rng';
import type { DicePlayer, DiceState } from './state';

/** Takes up to n dice of a colour from the pool, rolled or set to a face. Missing dice are simply lost. */
export function takeDice(state: DiceState, seat: number, colour: DieColour, n: number, face?: Face): Die[] {
  const got: Die[] = [];
  const count = Math.min(n, state.pool[colour]);
  for (let i = 0; i < count; i++) {
    state.pool[colour]--;
    const die = { colour, face: face ?? sidesOf(colour)[randomInt(state, 6)] };
    state.players[seat].dice.push(die);
    got.push(die);
  }
  return got;
}

/** Records a roll so the table can animate it. */
export function noteRoll(state: DiceState, seat: number, dice: Die[]): void {
  if (dice.length === 0) return;
  state.rollSeq++;
  state.lastRoll = { seat, dice: dice.map((d) => ({ ...d })), seq: state.rollSeq };
}

export function rollDice(state: DiceState, seat: number, colour: DieColour, n: number): Die[] {
  const got = takeDice(state, seat, colour, n);
  noteRoll(state, seat, got);
  return got;
}

export function gainFace(state: DiceState, seat: number, face: Face, n: number): Die[] {
  return takeDice(state, seat, colourOf(face), n, face);
}

/** Wild tokens needed on top of a player's matching dice to pay a cost. */
export function wildsNeeded(player: DicePlayer, cost: Face[]): number {
  return wildsNeededFor(player.dice, cost);
}

export function canPay(player: DicePlayer, cost: Face[]): boolean {
  return wildsNeeded(player, cost) <= player.wild;
}

/**
 * Pays exact faces, matching dice first and wild tokens for the rest: a die can only ever be
 * its own face while a wild token can be anything, so spending dice first never loses options.
 */
export function pay(state: DiceState, seat: number, cost: Face[]): void {
  const player = state.players[seat];
  if (!canPay(player, cost)) throw new Error(`seat ${seat} cannot pay ${cost.join(', ')}`);
  for (const face of cost) {
    const i = player.dice.findIndex((d) => d.face === face);
    if (i >= 0) {
      const [die] = player.dice.splice(i, 1);
      state.pool[die.colour]++;
    } else {
      player.wild--;
    }
  }
}

/** Whether a player has a resource at this reference. */
export function hasResource(player: DicePlayer, ref: ResourceRef): boolean {
  return ref === 'wild' ? player.wild > 0 : Number.isInteger(ref) && ref >= 0 && ref < player.dice.length;
}

/** Removes one resource (a die goes back to the pool). Returns what was removed, for the log. */
export function removeResource(state: DiceState, seat: number, ref: ResourceRef): Message {
  const player = state.players[seat];
  const removed = resourceLabel(player, ref);
  if (ref === 'wild') {
    player.wild--;
    return removed;
  }
  const [die] = player.dice.splice(ref, 1);
  state.pool[die.colour]++;
  return removed;
}

/** Every distinct resource a player could hand over: one index per distinct die, plus a wild token. */
export function distinctResources(player: DicePlayer): ResourceRef[] {
  const seen = new Set<string>();
  const refs: ResourceRef[] = [];
  player.dice.forEach((d, i) => {
    if (seen.has(d.face)) return;
    seen.add(d.face);
    refs.push(i);
  });
  if (player.wild > 0) refs.push('wild');
  return refs;
}

/** A resource as a player names it: "a wild token", or a die by its face and colour ("heat (red)"). */
export function resourceLabel(player: DicePlayer, ref: ResourceRef): Message {
  if (ref === 'wild') return msg('dice.resource.wild');
  const die = player.dice[ref];
  return msg('dice.resource.die', { face: faceName(die.face), colour: colourName(die.colour) });
}

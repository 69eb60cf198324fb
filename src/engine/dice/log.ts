// The game log, as words-as-data (keys in the renderer's `dice` catalogue with parameters), and the
// counters the simulator reports. The log is left out of rulesHash: how the game is told is not a rule.
import { msg, type Message, type MessageParam } from '../../shared/message';
import { diceCardName, standardProjectName } from '../../shared/dice/words';
import type { StandardProject } from '../../shared/dice/basics';
import { isContent } from './cards/catalogue';
import type { DiceState } from './state';

const LOG_LIMIT = 200;

/** Adds `dice.log.<event>` with its parameters. */
export function log(state: DiceState, event: string, params?: Record<string, MessageParam>): void {
  state.log.push(msg(`dice.log.${event}`, params));
  if (state.log.length > LOG_LIMIT) state.log.splice(0, state.log.length - LOG_LIMIT);
}

export function count(state: DiceState, stat: string, n = 1): void {
  state.stats[stat] = (state.stats[stat] ?? 0) + n;
}

/** A player's name: a proper name, said verbatim in every language. */
export function nameOf(state: DiceState, seat: number): string {
  return state.players[seat].name;
}

/**
 * What started an effect, as a player would name it: a card, corporation or bonus card (by id), a standard
 * project ("standard ocean"), a track bonus ("oxygen bonus") or an area's bonus ("area c3").
 */
export function sourceName(source: string): Message {
  if (isContent(source)) return diceCardName(source);
  const standard = /^standard (\w+)$/.exec(source);
  if (standard) return standardProjectName(standard[1] as StandardProject);
  const bonus = /^(temperature|oxygen) bonus$/.exec(source);
  if (bonus) return msg('dice.source.trackBonus', { track: bonus[1] });
  if (source.startsWith('area ')) return msg('dice.source.areaBonus');
  return msg('dice.source.game');
}

// Turns the waiting decision into the Prompt a seat sees, with every legal answer listed. Titles are
// words-as-data (`dice.prompt.*`), said by the renderer in the seat's language.
import { msg, type Message } from '../../shared/message';
import type { DicePrompt } from '../../shared/dice/prompt';
import { keepLimit } from './cards/catalogue';
import { choicesFor } from './choices';
import { sourceName } from './log';
import type { Decision, DiceState } from './state';

function titleOf(state: DiceState, d: Decision): Message {
  switch (d.kind) {
    case 'soloStart':
      return msg(`dice.prompt.soloStart.${d.tile}`);
    case 'corporation':
      return msg('dice.prompt.chooseCorporation');
    case 'gift':
      return msg('dice.prompt.gift', { to: state.players[d.to].name });
    case 'turn':
      return msg('dice.prompt.turnKind');
    case 'support':
      return msg(state.turnProgress.supportsDone > 0 ? 'dice.prompt.secondSupport' : 'dice.prompt.support');
    case 'main':
      return msg('dice.prompt.main');
    case 'finish':
      return msg('dice.prompt.finish');
    case 'bonus':
      return msg('dice.prompt.bonus');
    case 'place':
      return msg('dice.prompt.place', { tile: d.tile, source: sourceName(d.source) });
    case 'rotate':
      return msg('dice.prompt.rotate', { left: d.left });
    case 'chooseColour':
      return msg('dice.prompt.chooseColour', { count: d.n });
    case 'lose':
      return msg('dice.prompt.lose', { source: sourceName(d.source) });
    case 'keepDice':
      return msg('dice.prompt.keepDice', { max: keepLimit(state.players[d.seat]) });
    case 'discardCards':
      return msg('dice.prompt.discardCards');
  }
}

const STEP: Record<Decision['kind'], DicePrompt['step']> = {
  soloStart: 'effect',
  corporation: 'corporation',
  gift: 'gift',
  turn: 'turn',
  support: 'support',
  main: 'main',
  finish: 'finish',
  bonus: 'bonus',
  place: 'effect',
  rotate: 'effect',
  chooseColour: 'effect',
  lose: 'lose',
  keepDice: 'production',
  discardCards: 'production',
};

export function promptOf(state: DiceState, d: Decision): DicePrompt {
  const player = state.players[d.seat];
  if (d.kind === 'keepDice') {
    return { kind: 'keepDice', seat: d.seat, step: 'production', title: titleOf(state, d), dice: player.dice.map((_, i) => i), max: keepLimit(player) };
  }
  if (d.kind === 'discardCards') {
    return { kind: 'discardCards', seat: d.seat, step: 'production', title: titleOf(state, d), cards: [...player.hand] };
  }
  const step = STEP[d.kind] as Exclude<DicePrompt['step'], 'production'>;
  return { kind: 'choice', seat: d.seat, step, title: titleOf(state, d), choices: choicesFor(state, d) };
}

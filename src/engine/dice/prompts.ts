// Turns the waiting decision into the Prompt a seat sees, with every legal answer listed.
import { withArticle } from '../../shared/words';
import type { DicePrompt } from '../../shared/dice/prompt';
import { cardName, keepLimit } from './cards/catalogue';
import { choicesFor } from './choices';
import type { SoloStartTile } from './soloStart';
import type { Decision, DiceState } from './state';

const SOLO_START_TITLES: Record<SoloStartTile, string> = {
  city: 'Solo setup: place the neutral city on an area with a VP bonus (no VP, no bonus)',
  ocean: 'Solo setup: place the neutral ocean next to the city',
  greenery: 'Solo setup: place the neutral greenery next to the city and the ocean',
};

function titleOf(state: DiceState, d: Decision): string {
  switch (d.kind) {
    case 'soloStart':
      return SOLO_START_TITLES[d.tile];
    case 'corporation':
      return 'Choose your corporation';
    case 'gift':
      return `As first player, give one resource to ${state.players[d.to].name}`;
    case 'turn':
      return 'Production turn or action turn?';
    case 'support':
      return state.turnProgress.supportsDone > 0 ? 'Second support action (instead of a main action)' : 'Support action';
    case 'main':
      return 'Main action';
    case 'finish':
      return 'Use free actions or end your turn';
    case 'bonus':
      return 'Choose a bonus card to play for free';
    case 'place':
      return `Place ${withArticle(d.tile)} (${cardName(d.source)})`;
    case 'rotate':
      return `Turn a die to another face (${d.left} left)`;
    case 'chooseColour':
      return `Choose a colour to roll ${d.n} dice`;
    case 'lose':
      return `${cardName(d.source)}: lose one resource`;
    case 'keepDice':
      return 'Production turn: choose the dice to keep';
    case 'discardCards':
      return 'Production turn: discard any cards, then draw back up to 5';
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
    const max = keepLimit(player);
    return { kind: 'keepDice', seat: d.seat, step: 'production', title: `Production turn: keep up to ${max} dice`, dice: player.dice.map((_, i) => i), max };
  }
  if (d.kind === 'discardCards') {
    return { kind: 'discardCards', seat: d.seat, step: 'production', title: titleOf(state, d), cards: [...player.hand] };
  }
  const step = STEP[d.kind] as Exclude<DicePrompt['step'], 'production'>;
  return { kind: 'choice', seat: d.seat, step, title: titleOf(state, d), choices: choicesFor(state, d) };
}

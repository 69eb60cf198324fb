// What a seat must answer now. Every legal answer is listed, so a UI or a bot offers only legal moves.
import type { Message } from '../message';
import type { DiceMove } from './moves';

/** Where in the game a decision belongs; the UI uses it for headings and grouping. */
export type DiceStep =
  | 'corporation'
  | 'gift'
  | 'turn'
  | 'support'
  | 'main'
  | 'effect'
  | 'bonus'
  | 'finish'
  | 'lose';

/** A heading for grouping buttons (said as `dice.group.<id>`). */
export type DiceChoiceGroup =
  | 'soloSetup'
  | 'corporation'
  | 'gift'
  | 'turn'
  | 'support'
  | 'changeDie'
  | 'standard'
  | 'cards'
  | 'blueCards'
  | 'free'
  | 'main'
  | 'bonus'
  | 'place'
  | 'rotate'
  | 'colour'
  | 'lose';

export interface DiceChoice {
  /** What the button says, as words-as-data (`dice.choice.*`). */
  label: Message;
  group: DiceChoiceGroup;
  move: DiceMove;
}

export type DicePrompt =
  | { kind: 'choice'; seat: number; step: DiceStep; title: Message; choices: DiceChoice[] }
  /** Pick at most `max` of the listed dice (by index in the seat's dice) to keep; the rest return to the pool. */
  | { kind: 'keepDice'; seat: number; step: 'production'; title: Message; dice: number[]; max: number }
  /** Pick any number of these hand cards to discard (none is fine). */
  | { kind: 'discardCards'; seat: number; step: 'production'; title: Message; cards: string[] };

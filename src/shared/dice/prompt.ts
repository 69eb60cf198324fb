// What a seat must answer now. Every legal answer is listed, so a UI or a bot offers only legal moves.
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

export interface DiceChoice {
  label: string;
  /** A heading for grouping buttons: "Support", "Standard", "Cards", "Blue cards", "Free"… */
  group: string;
  move: DiceMove;
}

export type DicePrompt =
  | { kind: 'choice'; seat: number; step: DiceStep; title: string; choices: DiceChoice[] }
  /** Pick at most `max` of the listed dice (by index in the seat's dice) to keep; the rest return to the pool. */
  | { kind: 'keepDice'; seat: number; step: 'production'; title: string; dice: number[]; max: number }
  /** Pick any number of these hand cards to discard (none is fine). */
  | { kind: 'discardCards'; seat: number; step: 'production'; title: string; cards: string[] };

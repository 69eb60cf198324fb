// The board's placement bonuses as short marks a hex has room for: at 1280x800 a hex is about 45 px wide,
// and "roll 1 (grey)" in words takes three lines and runs into the next hex's label. A mark is a count and a
// symbol (a die in its colour, a card, a wild token, VP); the face key under the table explains the symbols,
// and the label's accessible name keeps the full words. Read from the engine's own effect messages
// (`dice.effect.*` keys and their parameters): data, not English text.
import { DIE_COLOURS, type DieColour } from '../../shared/dice/basics';
import { isMessage, type Message } from '../../shared/message';

export type BonusMark =
  | { kind: 'roll'; count: number; colour: DieColour }
  | { kind: 'draw'; count: number }
  | { kind: 'wild'; count: number }
  | { kind: 'vp'; count: number };

const isColour = (value: string): value is DieColour => (DIE_COLOURS as readonly string[]).includes(value);

/** The mark of one bonus effect, or null for an effect with no short mark (it is then said in words). */
export function bonusMark(effect: Message): BonusMark | null {
  const count = effect.params?.count;
  if (typeof count !== 'number') return null;
  switch (effect.key) {
    case 'dice.effect.roll': {
      const colour = effect.params?.colour;
      const name = isMessage(colour) ? colour.key.replace(/^dice\.colour\./, '') : '';
      return isColour(name) ? { kind: 'roll', count, colour: name } : null;
    }
    case 'dice.effect.draw':
      return { kind: 'draw', count };
    case 'dice.effect.wild':
      return { kind: 'wild', count };
    case 'dice.effect.vp':
      return { kind: 'vp', count };
    default:
      return null;
  }
}

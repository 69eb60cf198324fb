// A TINYforming Mars or Dice Game answer in a player's words, for the hint: the label of the prompt's
// own button for that answer (the same words the player clicks), or a plain fallback. The move comes
// from a host (perhaps a hostile one on the LAN), so it is only compared and shown as text.
import type { DiceView } from '../../shared/dice/view';
import type { TinyMove } from '../../shared/tiny/moves';
import type { TinyView } from '../../shared/tiny/view';
import { choicesOf } from '../tiny/promptChoices';
import { msg, type Message } from '../../shared/message';
import { sameData } from '../../shared/canonicalJson';
import { useSettings } from '../common/settings';
import { sayIn, type Say } from '../i18n/say';

const typeOf = (move: unknown): string => (move && typeof move === 'object' && typeof (move as { type?: unknown }).type === 'string' ? (move as { type: string }).type : '');

/** In the player's language (the settings' one: the hint row calls this outside a hook). */
export function describeTinyMove(view: TinyView, move: unknown, say: Say = sayIn(useSettings.getState().language)): string {
  const prompt = view.prompt;
  if (prompt) {
    const from = typeOf(move) === 'city' ? ((move as { from?: unknown }).from as number | null) : null;
    const found = choicesOf(prompt, typeof from === 'number' ? from : null).find((c) => sameData(c.move, move));
    if (found) return typeof from === 'number' ? say('tiny.choice.fromHex', { choice: found.label, hex: from }) : say(found.label);
  }
  return say(typeOf(move) === 'pass' ? 'tiny.choice.pass' : 'tiny.choice.unknown');
}

/** A Dice Game answer as words-as-data: the prompt's own label for it, else what a pick of dice or cards does. */
export function diceMoveWords(view: DiceView, move: unknown): Message {
  const prompt = view.prompt;
  if (prompt?.kind === 'choice') {
    const found = prompt.choices.find((c) => sameData(c.move, move));
    if (found) return found.label;
  }
  const m = move as { type?: unknown; dice?: unknown; cards?: unknown };
  if (m?.type === 'keepDice' && Array.isArray(m.dice)) return msg('dice.hint.keepDice', { count: m.dice.length });
  if (m?.type === 'discardCards' && Array.isArray(m.cards)) return msg('dice.hint.discardCards', { count: m.cards.length });
  return msg('dice.hint.unknownAnswer');
}

/** The same, said in the player's language (the hint row re-renders as the hint sharpens). */
export function describeDiceMove(view: DiceView, move: unknown): string {
  return sayIn(useSettings.getState().language)(diceMoveWords(view, move));
}

export type { TinyMove };

// What a player reading English sees of the host's words (messages, or plain sentences from older code):
// host tests check the host's answers as a player would read them.
import type { MessageOrText } from '../../../src/shared/message';
import { sayIn, sayMessageOrText } from '../../../src/renderer/i18n/say';

const say = sayIn('en');

export function english(words: MessageOrText | undefined | null): string {
  return words === undefined || words === null ? '' : sayMessageOrText(say, words);
}

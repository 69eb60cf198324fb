// A space's own name in the player's language: a space kept for a card (Noctis City, the cities in orbit) is
// named by that card, a printed proper name (Tharsis Tholus, the Mons) is said as printed.
import { spaceName } from '../../shared/tm/messages';
import type { SpaceView } from '../../shared/tm/view';
import type { Say } from '../i18n/say';

export function saySpaceName(say: Say, space: Pick<SpaceView, 'name' | 'reservedCard'>): string | undefined {
  const name = spaceName(space);
  return name === undefined || typeof name === 'string' ? name : say(name);
}

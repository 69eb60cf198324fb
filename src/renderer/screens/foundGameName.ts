// A game heard on the network, named in the player's language from what its beacon says (who hosts, which
// game); an older host sends only an English name, shown as it is.
import type { DiscoveredGame } from '../../shared/protocol';
import { SYSTEM_NAME_KEYS } from '../campaigns/campaignWords';
import type { Say } from '../i18n/say';

export function foundGameName(say: Say, game: DiscoveredGame): string {
  if (game.system === undefined) return game.name;
  if (game.system === null) return say('lan.find.gameNotStarted');
  const name = say(SYSTEM_NAME_KEYS[game.system]);
  return game.host ? say('lan.find.hostsGame', { host: game.host, game: name }) : name;
}

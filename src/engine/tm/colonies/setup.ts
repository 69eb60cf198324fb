// Setting up Colonies: tiles by player count, one trade fleet each, the solo rules, corporation offers.
import type { CardId } from '../../../shared/tm/basics';
import { shuffleInPlace } from '../../core/rng';
import { getCard } from '../cards/catalogue';
import { ask } from '../queue';
import type { TmState } from '../state';
import { COLONY_TILES, MARKER_START, tilesForPlayerCount } from './tiles';
import { msg } from '../../../shared/message';

export const SOLO_COLONY_TILES_DRAWN = 4;
export const SOLO_MC_PRODUCTION_PENALTY = 2;

/**
 * Draws the tiles and gives each player a fleet. In solo the player keeps 3 of 4 drawn tiles, so the
 * game waits for that choice first: returns true when a decision is pending before the game can start.
 */
export function setupColonies(state: TmState): boolean {
  if (!state.options.colonies) return false;
  const names = shuffleInPlace(state, COLONY_TILES.map((t) => t.name));
  const solo = state.options.solo;
  const count = solo ? SOLO_COLONY_TILES_DRAWN : tilesForPlayerCount(state.players.length);
  state.colonies = {
    tiles: names.slice(0, count).map((name) => ({ name, marker: MARKER_START, colonies: [], fleet: null })),
    unused: names.slice(count),
    fleets: state.players.map(() => 1),
  };
  if (!solo) return false;
  state.players[0].production.megacredits -= SOLO_MC_PRODUCTION_PENALTY;
  ask(state, { kind: 'colony', seat: 0, title: msg('tmPrompt.title.soloDropColony'), tiles: state.colonies.tiles.map((t) => t.name) }, 'soloDropColonyTile');
  return true;
}

/**
 * The corporations offered to one player: normally the top two, but with Colonies one Colonies
 * corporation and one other, so that every player gets to consider the new ones.
 */
export function dealCorporationOffer(state: TmState, count: number): CardId[] {
  if (!state.options.colonies) return state.corporationDeck.splice(0, count);
  const take = (wantColonies: boolean): CardId[] => {
    const i = state.corporationDeck.findIndex((c) => (getCard(c).set === 'colonies') === wantColonies);
    return i >= 0 ? state.corporationDeck.splice(i, 1) : [];
  };
  const offer = [...take(true), ...take(false)];
  while (offer.length < count && state.corporationDeck.length) offer.push(state.corporationDeck.shift()!);
  return offer;
}

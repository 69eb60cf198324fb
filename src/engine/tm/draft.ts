// The working copy of one move (see applyMove): a deep copy of what moves edit in place, sharing the
// parts the engine only ever replaces, appends to or writes through `setTile`. A move then costs what it
// changes rather than the size of the state, and the state it was given stays untouched.
import type { SpaceId } from '../../shared/tm/basics';
import { clonePlain } from '../core/clonePlain';
import { carryInPlay } from './players';
import type { PlayerState, Tile, TmState } from './state';

/** Which state owns (may write into) which tiles object: only a draft that copied it on its first tile. */
const ownTiles = new WeakMap<TmState, TmState['tiles']>();

function shallowCopy<T extends object>(source: T): T {
  return { ...source };
}

/**
 * A move's working copy. Shared with the original:
 * - the board's tiles, whole, until the draft's first `setTile` copies them (a tile is set once per
 *   space and never edited in place);
 * - the entries of the log, the effect queue, claimed milestones, funded awards, pending decisions and
 *   Land Claim markers (in a new container: entries are only ever appended, shifted off, set or
 *   deleted whole);
 * - the options, which never change.
 * Everything else (players, with what is remembered about their cards in play; decks, parameters, the expansions' state…) is copied deeply. Only for the
 * engine's own moves: a bot that edits a prompt in its copy needs `cloneState`. A test replays the
 * recorded games on deep-frozen states, so an in-place edit of a shared part throws.
 */
export function draftState(state: TmState): TmState {
  const source = state as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key in source) {
    const value = source[key];
    if (value === null || typeof value !== 'object') {
      copy[key] = value;
      continue;
    }
    switch (key) {
      case 'tiles':
      case 'options':
        copy[key] = value;
        break;
      case 'log':
      case 'queue':
      case 'claimedMilestones':
      case 'fundedAwards':
        copy[key] = (value as unknown[]).slice();
        break;
      case 'players':
        copy[key] = copyPlayers(value as PlayerState[]);
        break;
      case 'pending':
      case 'claims':
        copy[key] = shallowCopy(value);
        break;
      default:
        copy[key] = clonePlain(value);
    }
  }
  return copy as unknown as TmState;
}

/** Deep copies that keep what is remembered about each player's cards in play (see players.ts). */
function copyPlayers(players: PlayerState[]): PlayerState[] {
  return players.map((p) => {
    const copy = clonePlain(p);
    carryInPlay(p, copy);
    return copy;
  });
}

/** Puts a tile on a space: the one way the engine writes the board, so a draft copies the board at most once. */
export function setTile(state: TmState, space: SpaceId, tile: Tile): void {
  if (ownTiles.get(state) !== state.tiles) {
    state.tiles = shallowCopy(state.tiles);
    ownTiles.set(state, state.tiles);
  }
  state.tiles[space] = tile;
}

// The working copy of one move (see applyMove): a deep copy of what moves edit in place, sharing the
// parts the engine only ever replaces, appends to or writes through `setTile`. A move then costs what it
// changes rather than the size of the state, and the state it was given stays untouched.
import type { SpaceId } from '../../shared/tm/basics';
import { clonePlain } from '../core/clonePlain';
import { copyPlayer } from './players';
import { forgetBoardAnswers, noteTilePlaced } from './boardAnswers';
import type { Tile, TmState } from './state';

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
export function draftState(s: TmState): TmState {
  const copy: TmState = {
    system: s.system,
    version: s.version,
    seed: s.seed,
    rng: typeof s.rng === 'number' ? s.rng : [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    options: s.options,
    flow: s.flow,
    generation: s.generation,
    maxGenerations: s.maxGenerations,
    firstPlayer: s.firstPlayer,
    activePlayer: s.activePlayer,
    players: s.players.map(copyPlayer),
    parameters: { ...s.parameters },
    tiles: s.tiles,
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    corporationDeck: s.corporationDeck.slice(),
    claimedMilestones: s.claimedMilestones.slice(),
    fundedAwards: s.fundedAwards.slice(),
    pending: copyPending(s.pending, s.players.length),
    queue: s.queue.slice(),
    acting: s.acting,
    log: s.log.slice(),
    moveCount: s.moveCount,
    finished: s.finished,
    scores: s.scores === null ? null : clonePlain(s.scores),
    stats: { ...s.stats },
  };
  if (s.claims !== undefined) copy.claims = shallowCopy(s.claims);
  if (s.colonies !== undefined) copy.colonies = clonePlain(s.colonies);
  if (s.cornucopia !== undefined) copy.cornucopia = clonePlain(s.cornucopia);
  return copy;
}

/** A new container with the same decisions, by seat (a spread of an object keyed by numbers is slow). */
function copyPending(pending: TmState['pending'], seats: number): TmState['pending'] {
  const copy: TmState['pending'] = {};
  for (let seat = 0; seat < seats; seat++) {
    const decision = pending[seat];
    if (decision !== undefined) copy[seat] = decision;
  }
  return copy;
}

/** Puts a tile on a space: the one way the engine writes the board, so a draft copies the board at most once. */
export function setTile(state: TmState, space: SpaceId, tile: Tile): void {
  const before = state.tiles;
  if (ownTiles.get(state) !== state.tiles) {
    state.tiles = shallowCopy(state.tiles);
    ownTiles.set(state, state.tiles);
  }
  state.tiles[space] = tile;
  forgetBoardAnswers(state.tiles);
  noteTilePlaced(before, state.tiles, space, tile);
}

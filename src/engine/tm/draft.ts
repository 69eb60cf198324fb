// The working copy of one move (see applyMove): a deep copy of what moves edit in place, sharing the
// parts the engine only ever replaces, appends to or writes through `setTile`. A move then costs what it
// changes rather than the size of the state, and the state it was given stays untouched.
import type { SpaceId, Stock } from '../../shared/tm/basics';
import { clonePlain } from '../core/clonePlain';
import { carryInPlay } from './players';
import { forgetBoardAnswers } from './boardAnswers';
import type { PlayedCard, PlayerState, Tile, TmState } from './state';

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
    players: copyPlayers(s.players),
    parameters: { ...s.parameters },
    tiles: s.tiles,
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    corporationDeck: s.corporationDeck.slice(),
    claimedMilestones: s.claimedMilestones.slice(),
    fundedAwards: s.fundedAwards.slice(),
    pending: shallowCopy(s.pending),
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

/** Deep copies that keep what is remembered about each player's cards in play (see players.ts). */
function copyPlayers(players: PlayerState[]): PlayerState[] {
  const out = new Array<PlayerState>(players.length);
  for (let i = 0; i < players.length; i++) {
    const copy = copyPlayer(players[i]);
    carryInPlay(players[i], copy);
    out[i] = copy;
  }
  return out;
}

function copyStock(s: Stock): Stock {
  return { megacredits: s.megacredits, steel: s.steel, titanium: s.titanium, plants: s.plants, energy: s.energy, heat: s.heat };
}

function copyPlayed(c: PlayedCard): PlayedCard {
  return { id: c.id, resources: c.resources, actionUsed: c.actionUsed };
}

/**
 * A player's deep copy, field by field: a generic copy (spread, then every nested value) was most of a
 * move's cost. Every field of PlayerState is named here (the type makes a missing required one an
 * error; a test compares the copy with the original for every recorded game).
 */
export function copyPlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = {
    seat: p.seat,
    name: p.name,
    color: p.color,
    beginner: p.beginner,
    corporation: p.corporation,
    tr: p.tr,
    stock: copyStock(p.stock),
    production: copyStock(p.production),
    hand: p.hand.slice(),
    played: p.played.map(copyPlayed),
    corporationCard: p.corporationCard === null ? null : copyPlayed(p.corporationCard),
    passed: p.passed,
    actionsThisTurn: p.actionsThisTurn,
    firstActionPending: p.firstActionPending,
    offered: p.offered.slice(),
    corporationsOffered: p.corporationsOffered.slice(),
    trRaisedThisGeneration: p.trRaisedThisGeneration,
    draftHand: p.draftHand.slice(),
    flow: { produced: copyStock(p.flow.produced), spent: copyStock(p.flow.spent) },
  };
  if (p.nextCard !== undefined) copy.nextCard = { discount: p.nextCard.discount, slack: p.nextCard.slack, generation: p.nextCard.generation };
  if (p.factory !== undefined) copy.factory = clonePlain(p.factory);
  return copy;
}

/** Puts a tile on a space: the one way the engine writes the board, so a draft copies the board at most once. */
export function setTile(state: TmState, space: SpaceId, tile: Tile): void {
  if (ownTiles.get(state) !== state.tiles) {
    state.tiles = shallowCopy(state.tiles);
    ownTiles.set(state, state.tiles);
  }
  state.tiles[space] = tile;
  forgetBoardAnswers(state.tiles);
}

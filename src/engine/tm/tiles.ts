// Tile placement: where each kind of tile may go, and what placing it gives.
import { spaceMessage, specialTile, tileWithArticle } from '../../shared/tm/messages';
import { msg } from '../../shared/message';
import type { CardId, Seat, SpaceId, TileKind } from '../../shared/tm/basics';
import { ALL_CARDS } from './cards/catalogue';
import { ADJACENT_NUMBERS, countAdjacent, isOnMars, MARS_SPACES, spaceById, type MapSpace } from './board';
import type { Placement } from './cards/vocabulary';
import { drawCards } from './deck';
import { setTile } from './draft';
import { boardAnswer, tilesByNumber } from './boardAnswers';
import { changeTr, isMaxed, PARAMETER_RULES, raiseParameter } from './parameters';
import { EFFECT_HOOKS } from './cards/hooks';
import { bump, enqueueNext, log } from './queue';
import type { Tile, TmState } from './state';
import { fireTriggers } from './triggers';

export interface TileRequest {
  tile: TileKind;
  special?: string;
  where?: Placement;
  /** The card asking, for spaces reserved for one card (Noctis City, the off-map cities). */
  cardName?: string;
  /** Effect hook to run with the chosen space once the tile is down, and the card it belongs to. */
  then?: string;
  source?: CardId | null;
  /** Solo final conversion: the greenery raises neither oxygen nor TR. */
  noOxygen?: boolean;
}

export const OCEAN_ADJACENCY_MC = 2;

/** Land spaces Land Claim may mark: free, not reserved for oceans or a named card, not claimed yet. */
export function claimableSpaces(state: TmState): SpaceId[] {
  const at = tilesByNumber(state.tiles);
  const spaces: SpaceId[] = [];
  for (let n = 0; n < MARS_SPACES.length; n++) {
    const s = MARS_SPACES[n];
    if (isFreeLandAt(state, at, n, null) && !s.reservedFor && state.claims?.[s.id] === undefined) spaces.push(s.id);
  }
  return spaces;
}

function hasBonus(s: MapSpace): boolean {
  return (s.bonus.steel ?? 0) > 0 || (s.bonus.titanium ?? 0) > 0;
}

// The scans below read tiles by space number (`tilesByNumber`), with loops rather than array callbacks:
// they run for every space of every placement check. A Mars space's number is its index in MARS_SPACES.
type NumberedTiles = readonly (Tile | undefined)[];

function adjacentOfKind(at: NumberedTiles, n: number, kind: TileKind): number {
  let count = 0;
  for (const m of ADJACENT_NUMBERS[n]) if (at[m]?.kind === kind) count++;
  return count;
}

function touchesCity(at: NumberedTiles, n: number): boolean {
  for (const m of ADJACENT_NUMBERS[n]) if (at[m]?.kind === 'city') return true;
  return false;
}

function touchesOwnTile(at: NumberedTiles, n: number, seat: Seat): boolean {
  for (const m of ADJACENT_NUMBERS[n]) if (at[m]?.owner === seat) return true;
  return false;
}

function touchesNoTile(at: NumberedTiles, n: number): boolean {
  for (const m of ADJACENT_NUMBERS[n]) if (at[m]) return false;
  return true;
}

/** Free land that this seat may use: no tile, not claimed by another player, not reserved for another card. */
function isFreeLandAt(state: TmState, at: NumberedTiles, n: number, seat: Seat | null, cardName?: string): boolean {
  const s = MARS_SPACES[n];
  if (s.type !== 'land' || at[n]) return false;
  const claimedBy = state.claims?.[s.id];
  if (claimedBy !== undefined && claimedBy !== seat) return false;
  return !s.reservedFor || s.reservedFor === cardName;
}

/**
 * Whether Mars space number `n` may take the tile, before the standard greenery's "next to your own tiles
 * when possible" preference (see legalSpaces). One predicate serves both listing the spaces and asking whether
 * any exists, so "can it be placed?" (asked for several choices on every turn) stops at the first space.
 */
function spaceAllows(state: TmState, at: NumberedTiles, seat: Seat, req: TileRequest, where: Placement, n: number): boolean {
  const s = MARS_SPACES[n];
  if (where === 'oceanSpace' ? s.type !== 'ocean' || at[n] : !isFreeLandAt(state, at, n, seat, req.cardName)) return false;
  switch (where) {
    case 'volcanic': return !!s.volcanic;
    case 'isolated': return touchesNoTile(at, n);
    case 'nextToCity': return touchesCity(at, n);
    case 'nextToOwn': return touchesOwnTile(at, n, seat);
    case 'nextToGreenery': return adjacentOfKind(at, n, 'greenery') > 0;
    case 'steelOrTitaniumBonus': return hasBonus(s);
    case 'bonusNextToOwn': return hasBonus(s) && touchesOwnTile(at, n, seat);
    case 'nextToTwoCities': return adjacentOfKind(at, n, 'city') >= 2;
    case 'standard': return req.tile !== 'city' || !touchesCity(at, n);
    default: return true;
  }
}

/** The placements answered before any space scan (fixed spaces and oceans); undefined for the rest. */
function fixedSpaces(state: TmState, seat: Seat, req: TileRequest, where: Placement): SpaceId[] | undefined {
  if (where === 'phobos' || where === 'ganymede') return state.tiles[where] ? [] : [where];
  if (where === 'noctis') {
    const noctis = MARS_SPACES.find((s) => s.reservedFor === 'Noctis City');
    return noctis && !state.tiles[noctis.id] ? [noctis.id] : [];
  }
  if (req.tile === 'ocean') {
    if (isMaxed(state, 'oceans')) return []; // all 9 oceans are out: further ocean placements are skipped
    // Artificial Lake: an ocean on land, on any free land space not reserved for a card.
    const at = tilesByNumber(state.tiles);
    const free: SpaceId[] = [];
    for (let n = 0; n < MARS_SPACES.length; n++) {
      if (where === 'anyLand' ? isFreeLandAt(state, at, n, seat) : MARS_SPACES[n].type === 'ocean' && !at[n]) free.push(MARS_SPACES[n].id);
    }
    return free;
  }
  return undefined;
}

/** Spaces where the seat may put this tile now; empty when it cannot be placed. */
export function legalSpaces(state: TmState, seat: Seat, req: TileRequest): SpaceId[] {
  const where = req.where ?? 'standard';
  const fixed = fixedSpaces(state, seat, req, where);
  if (fixed) return fixed;
  const at = tilesByNumber(state.tiles);
  const spaces: SpaceId[] = [];
  // A standard greenery goes next to one of your own tiles when that is possible; anywhere on land otherwise.
  const nextToOwn: SpaceId[] | null = where === 'standard' && req.tile === 'greenery' ? [] : null;
  for (let n = 0; n < MARS_SPACES.length; n++) {
    if (!spaceAllows(state, at, seat, req, where, n)) continue;
    spaces.push(MARS_SPACES[n].id);
    if (nextToOwn && touchesOwnTile(at, n, seat)) nextToOwn.push(MARS_SPACES[n].id);
  }
  return nextToOwn && nextToOwn.length > 0 ? nextToOwn : spaces;
}

/** True when the tile can be placed, or when it is an ocean and the oceans are all placed (then it is skipped). */
export function canPlaceTile(state: TmState, seat: Seat, req: TileRequest): boolean {
  if (req.tile === 'ocean' && isMaxed(state, 'oceans')) return true;
  const where = req.where ?? 'standard';
  // Oceans also read the parameters, Land Claim markers the claims: only the rest is remembered by board.
  if (req.tile === 'ocean' || hasClaims(state)) return anySpaceAllows(state, seat, req, where);
  return boardAnswer(state.tiles, `${seat}|${req.tile}|${where}|${req.cardName ?? ''}`, () => anySpaceAllows(state, seat, req, where));
}

function hasClaims(state: TmState): boolean {
  for (const _ in state.claims) return true;
  return false;
}

function anySpaceAllows(state: TmState, seat: Seat, req: TileRequest, where: Placement): boolean {
  const fixed = fixedSpaces(state, seat, req, where);
  // A standard greenery falls back to any free land, so any allowed space will do.
  if (fixed) return fixed.length > 0;
  const at = tilesByNumber(state.tiles);
  for (let n = 0; n < MARS_SPACES.length; n++) if (spaceAllows(state, at, seat, req, where, n)) return true;
  return false;
}

/** Puts the tile down and pays out everything the placement earns. */
export function placeTile(state: TmState, seat: Seat, space: SpaceId, req: TileRequest): void {
  const map = spaceById(space);
  if (!map) throw new Error(`unknown space ${space}`);
  const owner = req.tile === 'ocean' ? null : seat;
  setTile(state, space, req.special ? { kind: req.tile, owner, special: req.special } : { kind: req.tile, owner });
  const p = state.players[seat];
  const tile = req.special ? specialTile(cardIdNamed(req.special)) : tileWithArticle(req.tile);
  log(state, seat, msg('tm.log.placedTile', { player: p.name, tile, space: spaceMessage({ type: map.type, bonus: map.bonus, ...spaceNaming(map) }) }));
  bump(state, 'tilesPlaced');

  for (const [key, amount] of Object.entries(map.bonus)) {
    if (!amount) continue;
    if (key === 'cards') drawCards(state, seat, amount);
    else p.stock[key as 'steel' | 'titanium' | 'plants'] += amount;
  }
  const adjacentOceans = countAdjacent(state, space, 'ocean');
  if (adjacentOceans > 0) p.stock.megacredits += OCEAN_ADJACENCY_MC * adjacentOceans;

  if (req.tile === 'ocean') {
    state.parameters.oceans += PARAMETER_RULES.oceans.step;
    changeTr(state, seat, 1);
  } else if (req.tile === 'greenery' && !req.noOxygen) {
    raiseParameter(state, seat, 'oxygen', 1);
  }
  fireTriggers(state, { on: 'tilePlaced', actor: seat, tile: req.tile, onMars: isOnMars(space), space }, true);
  if (req.then) {
    const hook = EFFECT_HOOKS[req.then];
    if (!hook) throw new Error(`unknown effect hook "${req.then}"`);
    const more = hook({ state, seat, card: req.source ?? null, space });
    if (more?.length) enqueueNext(state, seat, req.source ?? null, more);
  }
}

/** How a space is named to players: a space kept for a card by that card (its id), else by its printed name. */
export function spaceNaming(space: MapSpace): { name?: string; reservedCard?: CardId } {
  if (space.reservedFor) return { reservedCard: cardIdNamed(space.reservedFor) };
  return space.name ? { name: space.name } : {};
}

/** Special tiles carry the English name of the card that places them (saved as such); the log and the view name the card. */
let cardIdsByName: Map<string, CardId> | undefined; // built on first use: the catalogue imports this module
export function cardIdNamed(name: string): CardId {
  cardIdsByName ??= new Map(ALL_CARDS.map((card) => [card.name, card.id]));
  const id = cardIdsByName.get(name);
  if (id === undefined) throw new Error(`no card is named ${name}`);
  return id;
}

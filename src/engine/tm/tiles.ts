// Tile placement: where each kind of tile may go, and what placing it gives.
import type { CardId, Seat, SpaceId, TileKind } from '../../shared/tm/basics';
import { spaceWords, withArticle } from '../../shared/tm/words';
import { allSpaces, isOnMars, MARS_SPACES, neighbours, spaceById, type MapSpace } from './board';
import type { Placement } from './cards/vocabulary';
import { drawCards } from './deck';
import { setTile } from './draft';
import { boardAnswer } from './boardAnswers';
import { changeTr, isMaxed, PARAMETER_RULES, raiseParameter } from './parameters';
import { EFFECT_HOOKS } from './cards/hooks';
import { bump, enqueueNext, log } from './queue';
import type { TmState } from './state';
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

const OCEAN_ADJACENCY_MC = 2;

function isFreeLand(state: TmState, s: MapSpace, seat: Seat | null, cardName?: string): boolean {
  if (s.type !== 'land' || state.tiles[s.id]) return false;
  const claimedBy = state.claims?.[s.id];
  if (claimedBy !== undefined && claimedBy !== seat) return false;
  return !s.reservedFor || s.reservedFor === cardName;
}

/** Land spaces Land Claim may mark: free, not reserved for oceans or a named card, not claimed yet. */
export function claimableSpaces(state: TmState): SpaceId[] {
  return MARS_SPACES.filter((s) => isFreeLand(state, s, null) && !s.reservedFor && state.claims?.[s.id] === undefined).map((s) => s.id);
}

function hasBonus(s: MapSpace): boolean {
  return (s.bonus.steel ?? 0) > 0 || (s.bonus.titanium ?? 0) > 0;
}

// Loops rather than array callbacks: these run for every space of every placement check.
function adjacentOfKind(state: TmState, s: MapSpace, kind: TileKind): number {
  let n = 0;
  for (const id of s.adjacent) if (state.tiles[id]?.kind === kind) n++;
  return n;
}

function touchesCity(state: TmState, s: MapSpace): boolean {
  for (const id of s.adjacent) if (state.tiles[id]?.kind === 'city') return true;
  return false;
}

function touchesOwnTile(state: TmState, s: MapSpace, seat: Seat): boolean {
  for (const id of s.adjacent) if (state.tiles[id]?.owner === seat) return true;
  return false;
}

function touchesNoTile(state: TmState, s: MapSpace): boolean {
  for (const id of s.adjacent) if (state.tiles[id]) return false;
  return true;
}

/**
 * Whether this Mars space may take the tile, before the standard greenery's "next to your own tiles when
 * possible" preference (see legalSpaces). One predicate serves both listing the spaces and asking whether
 * any exists, so "can it be placed?" (asked for several choices on every turn) stops at the first space.
 */
function spaceAllows(state: TmState, seat: Seat, req: TileRequest, where: Placement, s: MapSpace): boolean {
  if (where === 'oceanSpace' ? s.type !== 'ocean' || state.tiles[s.id] : !isFreeLand(state, s, seat, req.cardName)) return false;
  switch (where) {
    case 'volcanic': return !!s.volcanic;
    case 'isolated': return touchesNoTile(state, s);
    case 'nextToCity': return touchesCity(state, s);
    case 'nextToOwn': return touchesOwnTile(state, s, seat);
    case 'nextToGreenery': return adjacentOfKind(state, s, 'greenery') > 0;
    case 'steelOrTitaniumBonus': return hasBonus(s);
    case 'bonusNextToOwn': return hasBonus(s) && touchesOwnTile(state, s, seat);
    case 'nextToTwoCities': return adjacentOfKind(state, s, 'city') >= 2;
    case 'standard': return req.tile !== 'city' || !touchesCity(state, s);
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
    const free: SpaceId[] = [];
    for (const s of MARS_SPACES) {
      if (where === 'anyLand' ? isFreeLand(state, s, seat) : s.type === 'ocean' && !state.tiles[s.id]) free.push(s.id);
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
  const spaces: SpaceId[] = [];
  // A standard greenery goes next to one of your own tiles when that is possible; anywhere on land otherwise.
  const nextToOwn: SpaceId[] | null = where === 'standard' && req.tile === 'greenery' ? [] : null;
  for (const s of MARS_SPACES) {
    if (!spaceAllows(state, seat, req, where, s)) continue;
    spaces.push(s.id);
    if (nextToOwn && touchesOwnTile(state, s, seat)) nextToOwn.push(s.id);
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
  for (const s of MARS_SPACES) if (spaceAllows(state, seat, req, where, s)) return true;
  return false;
}

/** Puts the tile down and pays out everything the placement earns. */
export function placeTile(state: TmState, seat: Seat, space: SpaceId, req: TileRequest): void {
  const map = spaceById(space);
  if (!map) throw new Error(`unknown space ${space}`);
  const owner = req.tile === 'ocean' ? null : seat;
  setTile(state, space, req.special ? { kind: req.tile, owner, special: req.special } : { kind: req.tile, owner });
  const p = state.players[seat];
  const what = req.special ?? req.tile;
  log(state, seat, `${p.name} placed ${withArticle(what)} on ${spaceWords(map)}`);
  bump(state, 'tilesPlaced');

  for (const [key, amount] of Object.entries(map.bonus)) {
    if (!amount) continue;
    if (key === 'cards') drawCards(state, seat, amount);
    else p.stock[key as 'steel' | 'titanium' | 'plants'] += amount;
  }
  const adjacentOceans = neighbours(space).filter((n) => state.tiles[n]?.kind === 'ocean').length;
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

export function spaceLabel(id: SpaceId): string {
  const s = allSpaces().find((x) => x.id === id);
  return s?.name ?? id;
}

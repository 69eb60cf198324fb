// Reading the colonies state: which tiles are open, who has colonies, which fleets are free.
import type { Seat } from '../../../shared/tm/basics';
import { getCard } from '../cards/catalogue';
import { cardsInPlay } from '../players';
import type { TmState } from '../state';
import type { ColoniesState, ColonyTileState } from './model';
import { colonyTileDef } from './tiles';

export const MAX_TRADE_FLEETS = 4;

/** The colonies state, or null when the expansion is not in play (and in saves from before it). */
export function coloniesOf(state: TmState): ColoniesState | null {
  return state.colonies ?? null;
}

export function colonyTile(state: TmState, name: string): ColonyTileState | undefined {
  return state.colonies?.tiles.find((t) => t.name === name);
}

/**
 * A tile that needs a card resource (Titan, Enceladus, Miranda) opens once any card in play can hold it.
 * Being derived, it can never disagree with the cards on the table.
 */
export function isTileOpen(state: TmState, name: string): boolean {
  const needs = colonyTileDef(name).needs;
  if (!needs) return true;
  return state.players.some((p) => cardsInPlay(p).some((c) => getCard(c.id).holds === needs));
}

export function openTiles(state: TmState): ColonyTileState[] {
  return (state.colonies?.tiles ?? []).filter((t) => isTileOpen(state, t.name));
}

/** Colonies the seat owns, counting two on one tile twice. */
export function coloniesOwned(state: TmState, seat: Seat): number {
  let n = 0;
  for (const t of state.colonies?.tiles ?? []) for (const owner of t.colonies) if (owner === seat) n++;
  return n;
}

export function coloniesInPlay(state: TmState): number {
  return (state.colonies?.tiles ?? []).reduce((n, t) => n + t.colonies.length, 0);
}

export function fleetsOwned(state: TmState, seat: Seat): number {
  return state.colonies?.fleets[seat] ?? 0;
}

export function freeFleets(state: TmState, seat: Seat): number {
  const docked = (state.colonies?.tiles ?? []).filter((t) => t.fleet === seat).length;
  return fleetsOwned(state, seat) - docked;
}

// Building colonies: where a seat may build, asking for the tile, and placing the colony with its bonus.
import { colonyName } from '../../../shared/tm/contentKeys';
import { msg } from '../../../shared/message';
import type { Seat } from '../../../shared/tm/basics';
import type { Effect } from '../cards/vocabulary';
import { activeCards } from '../players';
import { ask, bump, enqueueLast, enqueueNext, log } from '../queue';
import type { TmState } from '../state';
import { colonyTile, openTiles } from './access';
import { rewardEffects } from './rewards';
import { colonyTileDef, MAX_COLONIES_PER_TILE } from './tiles';

export interface BuildOptions {
  /** Research Colony, Space Port Colony: a second colony of yours on the same tile is allowed. */
  allowSecond?: boolean;
  /** Only these tiles (Minority Refuge at very low M€ production must use Luna). */
  only?: string[];
  /** Effects queued right after the placement bonus (Minority Refuge's -2 M€ production). */
  then?: Effect[];
  /** The Build Colony standard project: paid when the moon is chosen, and cancellable until then. */
  standardProject?: boolean;
}

/** Open tiles with a free spot the seat may take. */
export function buildableTiles(state: TmState, seat: Seat, options: BuildOptions = {}): string[] {
  return openTiles(state)
    .filter((t) => t.colonies.length < MAX_COLONIES_PER_TILE)
    .filter((t) => options.allowSecond || !t.colonies.includes(seat))
    .filter((t) => !options.only || options.only.includes(t.name))
    .map((t) => t.name);
}

/** Asks the seat where to build; nothing happens when no tile is available. */
export function askBuildColony(state: TmState, seat: Seat, options: BuildOptions = {}): void {
  const tiles = buildableTiles(state, seat, options);
  if (tiles.length === 0) return;
  const prompt = { kind: 'colony' as const, seat, title: msg('tmPrompt.title.buildColony', { player: state.players[seat].name }), tiles };
  ask(state, options.standardProject ? { ...prompt, cancellable: true } : prompt, 'buildColonyOn', { ...options });
}

/**
 * Puts the seat's colony on the lowest free spot, pushes the marker above the colonies, then gives
 * the spot's placement bonus and lets colony-building triggers (Poseidon) react.
 */
export function placeColony(state: TmState, seat: Seat, name: string, then: Effect[] = []): void {
  const tile = colonyTile(state, name);
  if (!tile) throw new Error(`colony tile ${name} is not in play`);
  tile.colonies.push(seat);
  tile.marker = Math.max(tile.marker, tile.colonies.length);
  log(state, seat, msg('tm.log.builtColony', { player: state.players[seat].name, colony: colonyName(name) }));
  bump(state, 'coloniesBuilt');
  enqueueNext(state, seat, null, [...rewardEffects(colonyTileDef(name).placementBonus), ...then]);
  for (const p of state.players) {
    for (const { played, def } of activeCards(p)) {
      const reaction = def.colonyRules?.onAnyColonyBuilt;
      if (reaction?.length) enqueueLast(state, p.seat, played.id, reaction);
    }
  }
}

// What every seat sees of the Colonies expansion: all of it is public.
import type { ColoniesView } from '../../../shared/tm/view';
import type { TmState } from '../state';
import { freeFleets, isTileOpen } from './access';
import { colonyTileDef } from './tiles';

export function coloniesView(state: TmState): ColoniesView | undefined {
  const colonies = state.colonies;
  if (!colonies) return undefined;
  return {
    tiles: colonies.tiles.map((t) => {
      const def = colonyTileDef(t.name);
      return {
        name: t.name, open: isTileOpen(state, t.name), marker: t.marker, track: def.track.map((r) => ({ ...r })),
        colonies: [...t.colonies], fleet: t.fleet,
        colonyBonus: { ...def.colonyBonus }, placementBonus: { ...def.placementBonus },
      };
    }),
    fleets: state.players.map((p) => ({ seat: p.seat, total: colonies.fleets[p.seat] ?? 0, free: freeFleets(state, p.seat) })),
  };
}

// Colony production, the last step of the solar phase: fleets come home and open tracks move up.
import { msg } from '../../../shared/message';
import { log } from '../queue';
import type { TmState } from '../state';
import { isTileOpen } from './access';
import { TRACK_TOP } from './tiles';

export function runColonyProduction(state: TmState): void {
  const colonies = state.colonies;
  if (!colonies) return;
  for (const tile of colonies.tiles) {
    tile.fleet = null;
    // Closed tiles keep their marker where it started until a card opens them.
    if (isTileOpen(state, tile.name)) tile.marker = Math.min(TRACK_TOP, tile.marker + 1);
  }
  log(state, null, msg('tm.log.colonyProductionPhase', { generation: state.generation }));
}

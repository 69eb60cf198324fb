// The last state of a save, restored without bots or autosave (for results and statistics).
import type { SaveFile } from '../../shared/save';
import type { AnyGameEngine } from '../engine';
import { Session } from '../session';

/** The state the save ends in, or null when it cannot be restored. */
export function savedState(engine: AnyGameEngine, save: SaveFile, gameId: string): unknown {
  const resumed = Session.resume(save, gameId, { engine, store: null, bots: {} });
  if (!resumed.ok) return null;
  const state = resumed.value.state;
  resumed.value.close();
  return state;
}

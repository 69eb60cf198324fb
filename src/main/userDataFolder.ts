// Where the app keeps its data: Electron's userData folder (saves/ inside it unless THARSIS_SAVES_DIR says
// otherwise), moved elsewhere when THARSIS_USER_DATA_DIR names a folder. The Electron end-to-end suite
// gives each launch a fresh one, away from a player's own saves and from the single-instance lock of a
// Tharsis already running (the lock lives in that folder).
import * as path from 'node:path';

export const USER_DATA_ENV = 'THARSIS_USER_DATA_DIR';

/** Must run before the app is ready and before the single-instance lock is taken. Returns the folder chosen, if any. */
export function applyUserDataFolder(app: { setPath(name: 'userData', dir: string): void }, env: NodeJS.ProcessEnv = process.env): string | null {
  const chosen = env[USER_DATA_ENV]?.trim();
  if (!chosen) return null;
  const dir = path.resolve(chosen);
  app.setPath('userData', dir);
  return dir;
}

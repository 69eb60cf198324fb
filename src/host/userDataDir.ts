// Where the app keeps its data when Electron is not there to say (browser mode). Mirrors Electron's
// app.getPath('userData') for an app named "tharsis", so both modes find the same saves.
import * as os from 'node:os';
import * as path from 'node:path';

export const APP_DIR_NAME = 'tharsis';

export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const home = os.homedir();
  if (platform === 'win32') return path.join(env.APPDATA || path.join(home, 'AppData', 'Roaming'), APP_DIR_NAME);
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_DIR_NAME);
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), APP_DIR_NAME);
}

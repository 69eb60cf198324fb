// THARSIS_USER_DATA_DIR moves Electron's userData folder (and with it the saves and the single-instance lock).
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyUserDataFolder } from '../../src/main/userDataFolder';

function recordingApp() {
  const set: [string, string][] = [];
  return { set, setPath: (name: 'userData', dir: string) => void set.push([name, dir]) };
}

describe('user data folder', () => {
  it('is moved to THARSIS_USER_DATA_DIR, as an absolute path', () => {
    const app = recordingApp();
    expect(applyUserDataFolder(app, { THARSIS_USER_DATA_DIR: join('some', 'folder') })).toBe(resolve('some', 'folder'));
    expect(app.set).toEqual([['userData', resolve('some', 'folder')]]);
  });

  it("stays Electron's own when the variable is unset or blank", () => {
    for (const env of [{}, { THARSIS_USER_DATA_DIR: '   ' }]) {
      const app = recordingApp();
      expect(applyUserDataFolder(app, env)).toBeNull();
      expect(app.set).toEqual([]);
    }
  });
});

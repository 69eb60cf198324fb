// Run as its own process (tsx): writes one save through the real SaveStore and is killed (SIGKILL) at the
// moment the temp file is written but not yet renamed, as a host killed during autosave would be.
// Usage: tsx killedWriter.ts SAVES_DIR GAME_ID
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { sampleSave } from './saves';

const [dir, gameId] = process.argv.slice(2);
fs.fsyncSync = () => {
  process.kill(process.pid, 'SIGKILL');
};
// The store imports node:fs as an ES module: make it see the replaced function too.
syncBuiltinESMExports();
const { SaveStore } = await import('../../../src/host/saveStore');
new SaveStore(dir).write(sampleSave(gameId));

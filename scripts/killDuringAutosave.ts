// Kills a process that autosaves without pause, again and again (SIGKILL at a random moment), and checks
// after each kill what a restarting host would find: every save loads, and the temp files the killed
// writes left behind are removed by the start-up clean-up. Usage: npx tsx scripts/killDuringAutosave.ts [kills]
// The writer is bundled once with esbuild so each restart costs a bare node start-up, not a TypeScript one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaveStore } from '../src/host/saveStore';
import { refusalLine } from '../src/host/answer';

const KILLS = Number(process.argv[2] ?? 100);

if (process.argv[2] === 'writer') {
  writeForever(process.argv[3]);
} else {
  void main();
}

/** The killed process: writes a growing save (about 1 MB) to the same game over and over. */
function writeForever(dir: string): void {
  const store = new SaveStore(dir);
  const padding = 'x'.repeat(1000);
  for (let i = 0; ; i++) {
    const moves = Array.from({ length: 1000 }, (_, k) => ({ seat: 0, move: { type: 'note', text: `${i}-${k}-${padding}` } }));
    const done = store.write({
      format: 'tharsis-save', version: 1, system: 'tm', setup: { round: i }, moves, snapshot: { system: 'tm', round: i },
      meta: { savedAt: new Date().toISOString(), generation: 1, phase: 'action', players: ['A'], finished: false, gameId: 'killed' },
    });
    if (!done.ok) throw new Error(refusalLine(done.error));
    if (i === 0) process.stdout.write('ready\n');
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'tharsis-kill-'));
  const bundle = join(work, 'writer.mjs');
  const built = spawnSync('npx', ['esbuild', 'scripts/killDuringAutosave.ts', '--bundle', '--platform=node', '--format=esm', `--outfile=${bundle}`], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('could not bundle the writer');
  const dir = join(work, 'saves');
  mkdirSync(dir);
  let corrupt = 0;
  let orphansRemoved = 0;
  let tempsSeen = 0;
  for (let kill = 0; kill < KILLS; kill++) {
    const child = spawn(process.execPath, [bundle, 'writer', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 200));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    tempsSeen += readdirSync(dir).filter((name) => name.endsWith('.tmp')).length;
    const store = new SaveStore(dir, { onSkipped: () => undefined });
    orphansRemoved += store.removeOrphanTemps().length;
    if (!store.load('killed').ok) corrupt++;
    if (readdirSync(dir).some((name) => name.endsWith('.tmp'))) throw new Error('a temp file survived the start-up clean-up');
  }
  rmSync(work, { recursive: true, force: true });
  console.log(JSON.stringify({ kills: KILLS, corruptSaves: corrupt, killsThatLeftATempFile: tempsSeen, orphanTempsRemoved: orphansRemoved }));
}

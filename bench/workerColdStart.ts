// How long the built app's bot worker takes from `new Worker` to its first answer: to a job it refuses at
// once (a hint for a system without a coach: the start alone), and to a TINYforming Mars hint's plan at the
// game's start (the start and a real job). What the first hint of a session pays once, in the packaged app,
// which loads out/main/hintWorker.js rather than booting TypeScript source through tsx as the CLI host and
// bench/hintLatency.ts do. Needs `npx electron-vite build` first.
//   npx tsx bench/workerColdStart.ts [runs]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as tiny from '../src/engine/tiny';
import { ENGINES } from '../src/host/systems';
import { tinyCoach } from '../src/host/hints/tinyCoach';
import { percentile, report } from './measure';

const bundle = resolve('out/main/hintWorker.js');
if (!existsSync(bundle)) {
  console.error('no out/main/hintWorker.js: run `npx electron-vite build` first');
  process.exit(1);
}
const setup = ENGINES.tiny!.setupSchema.parse({ seed: 'bench-cold', options: { map: 'tharsis', intense: false }, players: [{ name: 'P1', color: 'white', kind: 'human' }] });
const state = tiny.createGame(setup as never);
const seat = tiny.waitingFor(state)[0];
const planJob = { task: 'hint', system: 'tiny', step: 'plan', prepared: tinyCoach.prepare(state, seat, 1), seat, seed: 1 };
const refusedJob = { task: 'hint', system: 'none', step: 'plan', prepared: null, seat: 0, seed: 1 };

function once(job: object, refused: boolean): Promise<number> {
  const started = performance.now();
  const worker = new Worker(pathToFileURL(bundle));
  return new Promise((done, fail) => {
    worker.once('message', (reply: { ok: boolean; error?: string }) => {
      const ms = performance.now() - started;
      void worker.terminate();
      if (reply.ok !== refused) done(ms);
      else fail(new Error(reply.error ?? 'the job was answered when it should have been refused'));
    });
    worker.once('error', fail);
    worker.postMessage(job);
  });
}

const runs = Number(process.argv[2] ?? 7);
for (const [name, job, refused] of [['start', refusedJob, true], ['start-and-plan', planJob, false]] as const) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once(job, refused));
  times.sort((a, b) => a - b);
  report(`built-worker-cold-${name}-p50`, percentile(times, 0.5), 'ms');
  report(`built-worker-cold-${name}-max`, times[times.length - 1], 'ms');
}

// `npm run bench`: every benchmark, each printing JSON lines {name, value, unit}.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runComparison } from './compare';
import { runEngineBench } from './engine';
import { runViewSizeBench } from './viewSize';
import { runWorkersBench } from './workers';

await runComparison();
await runWorkersBench();
runEngineBench();
runViewSizeBench();
if (existsSync('bench/saves.ts')) spawnSync('npx', ['tsx', 'bench/saves.ts'], { stdio: 'inherit' });
spawnSync('npx', ['tsx', 'bench/dice.ts'], { stdio: 'inherit' });
spawnSync('npx', ['tsx', 'bench/seedSearch.ts'], { stdio: 'inherit' });
if (existsSync('bench/board-fps.ts') && existsSync('out/renderer/index.html')) {
  spawnSync('npx', ['tsx', 'bench/board-fps.ts'], { stdio: 'inherit' });
}
if (existsSync('out/renderer/index.html')) spawnSync('npx', ['tsx', 'bench/click-update.ts'], { stdio: 'inherit' });

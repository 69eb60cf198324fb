// Global setup of the Electron suite: says in one line what it opens, or why it is skipped, before any
// test runs. Playwright then reports each test as passed, failed or skipped as usual.
import { existsSync } from 'node:fs';
import { BUILT_MAIN, electronToLaunch, REQUIRED_ENV } from './electronApp';

export default function announce(): void {
  const electron = electronToLaunch();
  if (electron.kind === 'missing') {
    if (process.env[REQUIRED_ENV] === '1') throw new Error(`Electron suite: ${electron.reason}, and ${REQUIRED_ENV}=1 asks for it to run`);
    console.log(`Electron suite SKIPPED: ${electron.reason}; its tests are reported as skipped, not passed.`);
    return;
  }
  if (electron.kind === 'development' && !existsSync(BUILT_MAIN)) throw new Error(`Electron suite: ${BUILT_MAIN} is missing: run \`npm run build\` first`);
  console.log(`Electron suite: opening ${electron.description}`);
}

// Board rendering speed and renderer bundle size. Assumes `out/renderer` was built (npm run build).
// Starts the real host in browser mode, begins a two-player hot-seat game in Debian's chromium at 1280x800 and
// prints JSON lines: frames per second while the camera is dragged (the way players render: on demand, with
// adaptive resolution), the pixel ratio during the drag and after a short rest, the frames rendered per second at
// rest, and for comparison the frame rate when every frame is forced at the full pixel ratio.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startHost, type RunningHost } from '../tests/e2e/support/host';
import { startBeginnerGame, waitForPrompt } from '../tests/e2e/support/ui';

const ROOT = resolve('out/renderer');
const MEASURE_MS = 5000;
/** Shaders compile and textures upload once after the board appears. */
const SETTLE_MS = 4000;
/** How long the camera rests before the "at rest" numbers are read. */
const REST_MS = 2000;

function report(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ name, value: +value.toFixed(2), unit }));
}

function bundleBytes(): number {
  const dir = join(ROOT, 'assets');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
}

// Passed as source text: tsx would otherwise inject helpers (__name) that do not exist in the page.
const FRAMES = 'window.__tharsisBoard.frames()';
const PIXEL_RATIO = 'window.__tharsisBoard.pixelRatio()';

/** Frames rendered per second over `ms` while `during` runs (or the page idles). */
async function framesPerSecond(page: Page, ms: number, during?: (deadline: number) => Promise<void>): Promise<number> {
  const f0 = (await page.evaluate(FRAMES)) as number;
  const start = Date.now();
  if (during) await during(start + ms);
  else await page.waitForTimeout(ms);
  const seconds = (Date.now() - start) / 1000;
  return (((await page.evaluate(FRAMES)) as number) - f0) / seconds;
}

/**
 * Drags the camera around Mars with the left button held, as a player orbiting the board. The pointer moves
 * are dispatched inside the page once per animation frame, as a browser delivers a real mouse's moves (one
 * batch per frame), so the figure measures drawing, not how fast DevTools can feed synthetic input (the earlier
 * way, one round trip per move, capped the rate on a loaded machine).
 */
async function dragCamera(page: Page, deadline: number): Promise<void> {
  const ms = Math.max(0, deadline - Date.now());
  // Passed as source text: tsx would otherwise inject helpers (__name) that do not exist in the page.
  await page.evaluate(`new Promise((done) => {
    const canvas = document.querySelector('[data-testid="board-canvas"] canvas');
    const box = canvas.getBoundingClientRect();
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    const at = (type, x, y, buttons) => canvas.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons, clientX: x, clientY: y }));
    at('pointerdown', cx, cy, 1);
    const end = performance.now() + ${ms};
    let step = 0;
    const move = () => {
      if (performance.now() >= end) { at('pointerup', cx, cy, 0); done(); return; }
      step++;
      at('pointermove', cx + 150 * Math.sin(step / 6), cy + 40 * Math.sin(step / 9), 1);
      requestAnimationFrame(move);
    };
    requestAnimationFrame(move);
  })`);
}

/** A new hot-seat game on its own host (a host with a game open skips the title screen), at the first action. */
async function openBoard(page: Page, query: string, options: string[] = []): Promise<RunningHost> {
  const host = await startHost();
  // The host's address ends in its per-launch key (#key=…): the query goes before it.
  const url = new URL(host.url);
  url.search = query;
  await startBeginnerGame(page, url.toString(), 'bench', options);
  await waitForPrompt(page, 'action'); // also takes the hot-seat hand-over screen off the board
  await page.waitForFunction(() => !!window.__tharsisBoard, undefined, { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  return host;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'index.html'))) {
    console.error('out/renderer/index.html is missing: run `npm run build` first');
    process.exit(1);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const host = await openBoard(page, 'bench=1');
    let dragRatio = 0;
    const moving = await framesPerSecond(page, MEASURE_MS, async (deadline) => {
      const sampler = setInterval(() => void page.evaluate(PIXEL_RATIO).then((r) => { dragRatio = r as number; }), 1000);
      await dragCamera(page, deadline);
      clearInterval(sampler);
    });
    report('board-fps-camera-moving', moving, 'fps');
    report('board-pixel-ratio-camera-moving', dragRatio, 'ratio');
    await page.waitForTimeout(REST_MS);
    report('board-pixel-ratio-at-rest', (await page.evaluate(PIXEL_RATIO)) as number, 'ratio');
    report('board-renders-per-second-at-rest', await framesPerSecond(page, MEASURE_MS), 'fps');
    await page.close();
    await host.stop();

    // Every frame forced at the full pixel ratio: what the machine can draw at most.
    const forced = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const forcedHost = await openBoard(forced, 'frameloop=always&resolution=fixed');
    report('board-fps-full-resolution-forced', await framesPerSecond(forced, MEASURE_MS), 'fps');
    await forced.close();
    await forcedHost.stop();

    // The Colonies scene: the moons with their HTML labels beside Mars, the camera dragged as above.
    const colonies = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const coloniesHost = await openBoard(colonies, 'bench=1', ['opt-colonies']);
    const coloniesMoving = await framesPerSecond(colonies, MEASURE_MS, (deadline) => dragCamera(colonies, deadline));
    report('board-fps-colonies-camera-moving', coloniesMoving, 'fps');
    await colonies.waitForTimeout(REST_MS);
    report('board-renders-per-second-colonies-at-rest', await framesPerSecond(colonies, MEASURE_MS), 'fps');
    await colonies.close();
    await coloniesHost.stop();
  } finally {
    await browser.close();
  }
  report('renderer-bundle-bytes', bundleBytes(), 'bytes');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

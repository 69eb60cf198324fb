// Board rendering speed and renderer bundle size. Assumes `out/renderer` was built (npm run build).
// Serves out/renderer on loopback, opens the fixture board (no host needed) in Debian's chromium at 1280x800,
// counts rendered frames over ~5 s with the canvas forced to render every frame (with adaptive resolution,
// then at the full pixel ratio), and prints JSON lines.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = resolve('out/renderer');
const MEASURE_MS = 5000;
/** Long enough for adaptive resolution to settle (it decides every 20 frames). */
const SETTLE_MS = 8000;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.json': 'application/json',
};

function report(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ name, value: +value.toFixed(2), unit }));
}

function bundleBytes(): number {
  const dir = join(ROOT, 'assets');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'index.html'))) {
    console.error('out/renderer/index.html is missing: run `npm run build` first');
    process.exit(1);
  }
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(ROOT, path === '/' ? 'index.html' : path));
    if (!file.startsWith(ROOT) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    // Adaptive resolution first (what players get), then the full pixel ratio for comparison.
    // Then the Colonies scene: five moons with their HTML labels over the board.
    for (const [name, query] of [['board-fps', ''], ['board-fps-full-resolution', '&resolution=fixed'], ['board-fps-colonies', '&colonies=1']] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://127.0.0.1:${port}/?fixture=1&frameloop=always${query}`);
      await page.waitForFunction(() => !!window.__tharsisBoard, undefined, { timeout: 30_000 });
      await page.waitForTimeout(SETTLE_MS); // shaders compile, textures upload, the resolution settles
      // passed as source text: tsx would otherwise inject helpers (__name) that do not exist in the page
      const result = (await page.evaluate(`(async () => {
        const ms = ${MEASURE_MS};
        const api = window.__tharsisBoard;
        const start = performance.now();
        const f0 = api.frames();
        let raf = 0;
        await new Promise((done) => {
          const tick = () => {
            raf++;
            if (performance.now() - start < ms) requestAnimationFrame(tick);
            else done();
          };
          requestAnimationFrame(tick);
        });
        const seconds = (performance.now() - start) / 1000;
        return { renders: (api.frames() - f0) / seconds, raf: raf / seconds, pixelRatio: api.pixelRatio() };
      })()`)) as { renders: number; raf: number; pixelRatio: number };
      report(name, Math.min(result.renders, result.raf), 'fps');
      report(`${name}-pixel-ratio`, result.pixelRatio, 'ratio');
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  report('renderer-bundle-bytes', bundleBytes(), 'bytes');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// Click-to-update time per game: how long after a player's click the screen shows the answer. Assumes
// `out/renderer` was built (npm run build). Starts the real host in browser mode and plays a game against a bot in
// Debian's chromium at 1280x800 by clicking answers in the prompt panel with the mouse, for TINYforming Mars, the
// Dice Game and Terraforming Mars. Each click is timed inside the page, from the pointer press (the event's own
// time stamp, so time the page spent busy before it could handle the press counts) to the first frame after the
// prompt area's text changed. Prints JSON lines: median and slowest click per game.
//   npx tsx bench/click-update.ts          (CLICKS=n for more clicks per game)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { startHost } from '../tests/e2e/support/host';
import { startSmallGame, takeDeviceIfOffered } from '../tests/e2e/support/ui';

const CLICKS = Number(process.env.CLICKS ?? 10);
/** Shaders compile and textures upload once after the board appears. */
const SETTLE_MS = 3000;

function report(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ name, value: +value.toFixed(1), unit }));
}

// Passed as source text: tsx would otherwise inject helpers (__name) that do not exist in the page.
// Notes when the page sends a message to the host and when the host's next message arrives (browser mode
// talks over one WebSocket), so a click's time splits into input, host round trip and drawing.
const SOCKET_TIMES = `(() => {
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    const t = window.__clickTiming;
    if (t && t.start && !t.sent) t.sent = performance.now();
    if (!this.__timed) {
      this.__timed = true;
      this.addEventListener('message', () => { const c = window.__clickTiming; if (c && c.sent && !c.answered) c.answered = performance.now(); });
    }
    return send.call(this, data);
  };
})()`;

const ARM = (watch: string) => `(() => {
  const area = () => document.querySelector(${JSON.stringify(watch)});
  const before = area()?.innerText ?? '';
  const timing = { start: 0, sent: 0, answered: 0, changed: 0, end: 0 };
  window.__clickTiming = timing;
  document.addEventListener('pointerdown', (e) => { timing.start = e.timeStamp; }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (!timing.start || (area()?.innerText ?? '') === before) return;
    observer.disconnect();
    timing.changed = performance.now();
    // The change is on screen once the next frame has been drawn.
    requestAnimationFrame(() => setTimeout(() => { timing.end = performance.now(); }, 0));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

const CLICK_TIMING = 'window.__clickTiming';

interface ClickTiming {
  start: number;
  sent: number;
  answered: number;
  changed: number;
  end: number;
}

interface GamePlan {
  name: string;
  /** The element whose text shows the answer to a click (the prompt area). */
  watch: string;
  start(page: Page, url: string): Promise<void>;
  /** The next answer to click, once the game asks this seat something. */
  nextAnswer(page: Page, clicked: number): Promise<Locator>;
}

async function firstVisible(candidates: Locator, pick: (count: number) => number): Promise<Locator> {
  for (let tries = 0; tries < 600; tries++) {
    const count = await candidates.count();
    if (count > 0) {
      const answer = candidates.nth(pick(count));
      if (await answer.isVisible()) return answer;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no answer to click appeared within a minute');
}

const ANSWER = 'button:enabled:not([data-testid^="undo"]):not([data-testid="hint"])';

const PLANS: GamePlan[] = [
  {
    name: 'tiny',
    watch: '.tiny-right',
    start: (page, url) => startSmallGame(page, url, 'tiny', 'bench-click', ['human', 'bot']),
    // The last answer is always a whole move (Pass, Keep …, a hex); earlier ones may only select a city to move.
    nextAnswer: (page) => firstVisible(page.getByTestId('tiny-prompt').locator(ANSWER), (n) => n - 1),
  },
  {
    name: 'dice',
    watch: '[data-testid="dice-screen"] [data-covers="left"]',
    start: (page, url) => startSmallGame(page, url, 'dice', 'bench-click', ['human', 'bot']),
    nextAnswer: (page, clicked) => firstVisible(page.getByTestId('dice-prompt').locator(`${ANSWER}[data-move], [data-testid="keep-confirm"], [data-testid="keep-none-yes"], [data-testid="discard-confirm"]`), (n) => clicked % n),
  },
  {
    name: 'tm',
    watch: '[data-testid="prompt-panel"]',
    start: async (page, url) => {
      await page.goto(url);
      await page.getByTestId('new-game').click();
      await page.getByTestId('player-name-0').fill('Ada');
      await page.getByTestId('player-beginner-0').check();
      await page.getByTestId('player-kind-1').selectOption('bot');
      await page.getByTestId('player-level-1').selectOption('greedy');
      await page.getByTestId('secret-seed').uncheck();
      await page.getByTestId('seed').fill('bench-click');
      await page.getByTestId('start-game').click();
    },
    // Alternately opens the standard projects (Sell Patents asks which cards) and takes the step back (Cancel).
    nextAnswer: async (page) => {
      const panel = page.getByTestId('prompt-panel');
      for (let tries = 0; tries < 600; tries++) {
        await takeDeviceIfOffered(page);
        const kind = await panel.getAttribute('data-prompt-kind').catch(() => null);
        if (kind === 'action') {
          const sell = panel.getByTestId('project-Sell-Patents');
          if (!(await sell.isVisible())) await panel.getByTestId('choice-standardProject').click();
          return sell;
        }
        if (kind === 'cards' && (await panel.getByTestId('cancel').isVisible())) return panel.getByTestId('cancel');
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the TM action prompt did not come');
    },
  },
];

/** Where to click the next answer; asks again if the panel re-rendered under the locator (a bot's view arriving). */
async function answerBox(page: Page, plan: GamePlan, clicked: number): Promise<{ x: number; y: number; width: number; height: number }> {
  for (let tries = 0; ; tries++) {
    try {
      const answer = await plan.nextAnswer(page, clicked);
      await answer.scrollIntoViewIfNeeded({ timeout: 5000 });
      const box = await answer.boundingBox({ timeout: 5000 });
      if (box) return box;
    } catch (err) {
      if (tries >= 5) throw err;
    }
    await page.waitForTimeout(200);
  }
}

async function measure(page: Page, plan: GamePlan): Promise<ClickTiming[]> {
  const times: ClickTiming[] = [];
  for (let i = 0; i < CLICKS; i++) {
    const box = await answerBox(page, plan, i);
    await page.evaluate(ARM(plan.watch));
    await page.mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 2, 10));
    await page.waitForFunction(() => (window as unknown as { __clickTiming: { end: number } }).__clickTiming.end > 0, undefined, { timeout: 30_000 }).catch(async (err) => {
      if (process.env.VERBOSE) await page.screenshot({ path: `/tmp/click-update-${plan.name}.png` });
      throw err;
    });
    times.push((await page.evaluate(CLICK_TIMING)) as ClickTiming);
    await takeDeviceIfOffered(page);
  }
  return times;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => xs[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  if (!existsSync(join(resolve('out/renderer'), 'index.html'))) {
    console.error('out/renderer/index.html is missing: run `npm run build` first');
    process.exit(1);
  }
  const only = process.argv.slice(2);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    for (const plan of PLANS.filter((p) => only.length === 0 || only.includes(p.name))) {
      const host = await startHost();
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(SOCKET_TIMES);
      try {
        await plan.start(page, host.url);
        await page.waitForTimeout(SETTLE_MS);
        const clicks = await measure(page, plan);
        const total = sorted(clicks.map((t) => t.end - t.start));
        if (process.env.VERBOSE) console.error(plan.name, clicks.map((t) => `${Math.round(t.end - t.start)}ms(${t.sent ? `input ${Math.round(t.sent - t.start)} host ${Math.round(t.answered - t.sent)} ` : 'no move '}react ${Math.round(t.changed - (t.answered || t.start))} frame ${Math.round(t.end - t.changed)})`).join(' '));
        report(`click-to-update-${plan.name}-median`, median(total), 'ms');
        report(`click-to-update-${plan.name}-slowest`, total[total.length - 1], 'ms');
        // Where the time goes, for clicks that sent a move: host round trip, and the page from the host's answer to the frame.
        const moves = clicks.filter((t) => t.sent && t.answered);
        if (moves.length) {
          report(`click-to-update-${plan.name}-host-median`, median(sorted(moves.map((t) => t.answered - t.sent))), 'ms');
          report(`click-to-update-${plan.name}-page-median`, median(sorted(moves.map((t) => t.end - t.answered))), 'ms');
        }
      } finally {
        await page.close();
        await host.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

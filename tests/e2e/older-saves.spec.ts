// A large save of the older format (no header line, written before saves had one) is listed on the Load
// screen as a game to resume, not as damaged, and resumes where it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { applyMove, createGame, legalMoves } from '../../src/engine/dice';
import { SaveStore } from '../../src/host/saveStore';
import { Session } from '../../src/host/session';
import { diceEngine } from '../../src/host/systems/dice';
import { freshSavesDir, startHost, type RunningHost } from './support/host';

let host: RunningHost | null = null;
test.afterEach(async () => {
  await host?.stop();
  host = null;
});

test('a 6 MB save without a header line is listed with its players and resumes', async ({ page }) => {
  const setup = { seed: 'older-1', players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Boris', color: 'green', kind: 'human' }] } as const;
  const savesDir = freshSavesDir();
  const store = new SaveStore(savesDir);
  const created = Session.create(structuredClone(setup), { engine: diceEngine as never, store }, 'older-dice');
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let state = createGame(structuredClone(setup) as never);
  for (let i = 0; i < 3; i++) {
    const seat = state.pending!.seat;
    const move = legalMoves(state, seat)[0];
    expect(created.value.submit(seat, move)).toEqual({ ok: true });
    const next = applyMove(state, seat, move);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    state = next.state;
  }
  created.value.close();
  const file = join(savesDir, 'older-dice.json');
  const save = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // One line, as older versions wrote it (meta last), grown past 4 MB by a field the reader ignores.
  const { meta, ...rest } = save;
  writeFileSync(file, JSON.stringify({ ...rest, padding: 'x'.repeat(6 * 1024 * 1024), meta }));

  host = await startHost(savesDir);
  await page.goto(host.url);
  await page.getByTestId('load-game').click();
  const row = page.getByTestId('save-row').filter({ hasText: 'The Dice Game' });
  await expect(row).toContainText('Ada');
  await expect(page.getByText(/could not be read|damaged/i)).toHaveCount(0);
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/screens/older-save-load-${size.width}.png` });
  }
  await row.getByTestId('resume').click();
  await expect(page.getByTestId('game-screen-dice')).toBeVisible();
});

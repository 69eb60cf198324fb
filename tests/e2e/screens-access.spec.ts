// Issue 27 item 5 in all three games: the colour-blind setting (the palette and a shape per player on every
// player marker, 3D boards included) and the keyboard-only player (every answer by Tab, a visible focus ring,
// Enter or Space to press, Esc to back out, names a screen reader reads). screens-common.spec.ts checks the
// keyboard layers and the ☰ menu; this spec plays prompts with page.keyboard alone. Screenshots go to .tmp/screens/.
import { expect, test, type Page } from '@playwright/test';
import { freshHostPerTest } from './support/host';
import { promptPanel, startBeginnerGame, startSmallGame, waitForPrompt } from './support/ui';
import { resumeSavedGame, saveDraftGame, saveHelionResearchGame, saveSteelGame, STEEL_GAME } from './support/tmSaves';
import { colourBlindOn } from './support/storedSettings';

const host = freshHostPerTest(test);
const SIZES = [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }];

/** The expected shape of each TM colour (colors.ts); the Dice Game's seats use the same colour names. */
const SHAPE_OF: Record<string, string> = { red: 'triangle', green: 'circle', blue: 'square', yellow: 'diamond', black: 'star' };

const markers = (page: Page) => page.evaluate(() => window.__tharsisMarkers?.() ?? []);

/** Screenshots at both sizes, then the board's middle in greyscale at 1920x1080 (can the shapes be told apart without colour?). */
async function shots(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `.tmp/screens/access-colour-blind-${name}-${size.width}.png` });
  }
  await page.evaluate(() => (document.documentElement.style.filter = 'grayscale(1)'));
  await page.screenshot({ path: `.tmp/screens/access-colour-blind-${name}-grey.png`, clip: { x: 560, y: 240, width: 800, height: 560 } });
  await page.evaluate(() => (document.documentElement.style.filter = ''));
}

/** Every marker carries a shape, one shape per owner, different owners different shapes. */
function checkShapes(list: { owner: number; shape: string | null }[], expected?: (owner: number) => string): void {
  expect(list.length).toBeGreaterThan(0);
  const byOwner = new Map<number, Set<string | null>>();
  for (const m of list) byOwner.set(m.owner, new Set([...(byOwner.get(m.owner) ?? []), m.shape]));
  for (const [owner, shapes] of byOwner) {
    expect(shapes.has(null), `owner ${owner} has a marker without a shape`).toBe(false);
    expect(shapes.size).toBe(1);
    if (expected) expect([...shapes][0]).toBe(expected(owner));
  }
  const distinct = new Set([...byOwner.values()].map((s) => [...s][0]));
  expect(distinct.size).toBe(byOwner.size);
}

test('colour-blind: Terraforming Mars board markers (tiles, colony tracks) carry each owner\'s shape', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize(SIZES[0]);
  await page.goto(host().url);
  await page.getByTestId('new-game').click();
  for (const i of [0, 1]) await page.getByTestId(`player-kind-${i}`).selectOption('bot');
  await page.getByTestId('opt-colonies').check();
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill('access-cb-tm');
  await page.getByTestId('start-game').click();
  await page.waitForFunction(() => !!window.__tharsisMarkers);
  // Bots at full speed: wait for owned tiles and colonies.
  await expect.poll(async () => new Set((await markers(page)).map((m) => m.name.split('-')[0])).size, { timeout: 180_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await markers(page)).filter((m) => m.name.startsWith('colony-')).length + (await markers(page)).length, { timeout: 180_000 }).toBeGreaterThan(4);
  const before = await markers(page);
  expect(before.every((m) => m.shape === null)).toBe(true);

  await colourBlindOn(page, 'menu');
  // A list emptied while the board redraws would pass "every" vacuously: wait for markers, all with shapes.
  await expect.poll(async () => { const list = await markers(page); return list.length > 0 && list.every((m) => m.shape !== null); }).toBe(true);
  const after = await markers(page);
  const colours = await page.evaluate(() => window.__tharsisBoard?.playerColours() ?? []);
  checkShapes(after, colours.length ? (owner) => SHAPE_OF[colours[owner]] : undefined);
  // The moons' track strips name colony owners by shape too, where any colony stands.
  const colonySteps = after.filter((m) => m.name.startsWith('colony-')).length;
  if (colonySteps > 0) await expect(page.locator('.moon-strip [data-testid="player-shape"]').first()).toBeAttached();
  // The bots play on to the end: the finished board, scores closed, shows the most markers.
  await expect(page.getByTestId('close-scores')).toBeVisible({ timeout: 240_000 });
  await page.getByTestId('close-scores').click();
  checkShapes(await markers(page));
  await shots(page, 'tm');
});

for (const system of ['dice', 'tiny'] as const) {
  test(`colour-blind: ${system} panels and board markers carry each player's shape`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(SIZES[0]);
    await startSmallGame(page, host().url, system, `access-cb-${system}`, ['bot', 'bot']);
    await page.waitForFunction(() => !!window.__tharsisMarkers);
    await expect.poll(async () => new Set((await markers(page)).map((m) => m.owner)).size, { timeout: 180_000 }).toBeGreaterThan(1);
    expect((await markers(page)).every((m) => m.shape === null)).toBe(true);
    const screen = page.getByTestId(`game-screen-${system}`);
    await expect(screen.getByTestId('player-shape')).toHaveCount(0);

    await colourBlindOn(page, 'small-game-settings-toggle');
    // A list emptied while the board redraws would pass "every" vacuously: wait for markers, all with shapes.
  await expect.poll(async () => { const list = await markers(page); return list.length > 0 && list.every((m) => m.shape !== null); }).toBe(true);
    checkShapes(await markers(page));
    // Panels: each player's board heads with its shape, two different shapes.
    const boards = system === 'dice' ? page.locator('[data-testid="player-0"], [data-testid="player-1"]') : page.locator('[data-testid="tiny-player-0"], [data-testid="tiny-player-1"]');
    const shapes = await boards.locator('[data-testid="player-shape"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-shape')));
    expect(new Set(shapes).size).toBeGreaterThanOrEqual(2);
    if (system === 'dice') {
      // Award standings: every player's count has its shape.
      const standings = page.locator('[data-testid^="award-"] [data-testid="player-shape"]');
      await expect(standings.first()).toBeAttached();
    }
    for (const close of ['tiny-scores-close']) if (await page.getByTestId(close).isVisible()) await page.getByTestId(close).click();
    await shots(page, system);
  });
}

// ------------------------------------------------------------------ keyboard only

interface Focused {
  testId: string | null;
  tag: string;
  name: string;
  ring: boolean;
}

/** What has the focus: its test id, whether it shows a focus ring, and the name a screen reader would read. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { testId: null, tag: '', name: '', ring: false };
    const style = getComputedStyle(el);
    const ring = el.matches(':focus-visible') && ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none');
    const labelled = el.getAttribute('aria-labelledby');
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? null;
    const name = (el.getAttribute('aria-label') ?? (labelled ? document.getElementById(labelled)?.textContent : null) ?? label ?? el.textContent ?? '').trim();
    return { testId: el.dataset.testid ?? null, tag: el.tagName, name, ring };
  });

/** Presses Tab (Shift+Tab with `back`) until the focus is on an element whose test id matches; checks its ring and name. */
async function tabTo(page: Page, id: RegExp, { back = false, limit = 150 } = {}): Promise<string> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (f.testId && id.test(f.testId)) {
      expect(f.ring, `${f.testId} shows a focus ring`).toBe(true);
      expect(f.name.length, `${f.testId} has a name to read`).toBeGreaterThan(0);
      return f.testId;
    }
  }
  throw new Error(`no element matching ${id} within ${limit} tabs`);
}

test('keyboard only: a Terraforming Mars opening, an action with a space from the list, Esc on the pass question, then a pass', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES[0]);
  await page.goto(host().url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-name-0').fill('Ada');
  await page.getByTestId('player-kind-1').selectOption('bot');
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill('access-keys-tm');
  await page.getByTestId('start-game').click();
  await waitForPrompt(page, 'opening');
  const panel = promptPanel(page);
  await expect(panel).toHaveAttribute('aria-labelledby', 'prompt-title');

  // The opening: a corporation and one card, by Tab and Space/Enter, then Start.
  const corp = await tabTo(page, /^opening-corp-/);
  await page.keyboard.press('Space');
  await expect(page.getByTestId(corp)).toHaveAttribute('aria-pressed', 'true');
  const card = await tabTo(page, /^card-/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(card)).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, /^confirm$/);
  await page.screenshot({ path: '.tmp/screens/access-keys-opening-1280.png' });
  await page.keyboard.press('Enter');

  // An action: the standard projects by Tab, the Aquifer, its ocean from the list (the hex lights on focus).
  await waitForPrompt(page, 'action');
  await tabTo(page, /^choice-standardProject$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^project-Aquifer$/);
  await page.keyboard.press('Enter');
  await waitForPrompt(page, 'space');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
  await page.keyboard.press('Enter');
  const space = await tabTo(page, /^space-(?!list)/);
  await expect.poll(() => page.evaluate(() => window.__tharsisBoard?.hoveredSpace?.() ?? null)).toBe(space.replace(/^space-/, ''));
  await page.screenshot({ path: '.tmp/screens/access-keys-space-1280.png' });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('log')).toContainText(/ocean/i);

  // The turn's second action is not needed: End turn. At the next turn, Pass: the question opens on "Keep playing";
  // Esc backs out of it; then Pass for real.
  await waitForPrompt(page, 'action');
  if (await panel.getByTestId('choice-endTurn').count()) {
    await tabTo(page, /^choice-endTurn$/);
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('choice-pass')).toBeVisible({ timeout: 60_000 });
  }
  await page.locator('body').focus();
  await tabTo(page, /^choice-pass$/);
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('pass-confirmation')).toBeVisible();
  expect((await focused(page)).testId).toBe('pass-cancel');
  await page.keyboard.press('Escape');
  await expect(panel.getByTestId('pass-confirmation')).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).testId).toBe('choice-pass');
  await page.keyboard.press('Enter');
  await tabTo(page, /^pass-confirm$/, { back: true });
  await page.keyboard.press('Enter');
  // The log, not the board's badge: the bot may pass at once, ending the generation and the badge with it.
  await expect(page.getByTestId('log')).toContainText(/Ada passed/);
});

/** After a move the new question's title has the focus (the control that sent the move is gone), so Tab goes on into the prompt. */
async function expectFocusOnPromptTitle(page: Page): Promise<void> {
  await expect.poll(async () => (await focused(page)).testId).toBe('prompt-title');
}

/** Hot-seat: the "pass the device" card takes the focus on its button; Enter hands the device over. */
async function takeDeviceByKeyboard(page: Page): Promise<void> {
  const ok = page.getByTestId('pass-device-ok');
  if (!(await ok.isVisible())) return;
  await expect.poll(async () => (await focused(page)).testId).toBe('pass-device-ok');
  await page.keyboard.press('Enter');
  await expect(ok).toHaveCount(0);
  // The card's button is gone: the question now on screen has the focus, not the page.
  if (await page.getByTestId('prompt-title').getAttribute('id')) await expectFocusOnPromptTitle(page);
}

async function shotsAtBothSizes(page: Page, name: string): Promise<void> {
  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `.tmp/screens/access-keys-${name}-${size.width}.png` });
  }
}

test('keyboard only: Helion pays for a research card with heat in the payment editor; a refused step keeps the focus', async ({ page }) => {
  test.setTimeout(180_000);
  saveHelionResearchGame(host().savesDir);
  await page.setViewportSize(SIZES[0]);
  await resumeSavedGame(page, host().url);
  await waitForPrompt(page, 'cards', /^Ada/);
  const card = await tabTo(page, /^card-/);
  await page.keyboard.press('Space');
  await expect(page.getByTestId(card)).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, /^confirm$/);
  await page.keyboard.press('Enter');

  await waitForPrompt(page, 'payment');
  await expectFocusOnPromptTitle(page);
  const heatBefore = Number(await page.getByTestId('stock-0-heat').innerText());
  const cost = Number((await page.getByTestId('pay-cost').innerText()).replace(/\D+/g, ''));
  await tabTo(page, /^pay-heat-plus$/);
  expect((await focused(page)).name).toMatch(/heat/i);
  // Enter adds heat until a further step is refused: the step stays focused (aria-disabled), saying why.
  const plus = page.getByTestId('pay-heat-plus');
  for (let i = 0; i < 12 && (await plus.getAttribute('aria-disabled')) !== 'true'; i++) await page.keyboard.press('Enter');
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  expect((await focused(page)).testId).toBe('pay-heat-plus');
  const heatPaid = Number(await page.getByTestId('pay-heat').innerText());
  expect(heatPaid).toBe(Math.min(cost, heatBefore));
  await expect(page.getByTestId('pay-megacredits')).toHaveText(String(cost - heatPaid));
  // One step back down by Shift+Tab: the − step names its resource too.
  await tabTo(page, /^pay-heat-minus$/, { back: true });
  expect((await focused(page)).name).toMatch(/heat/i);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('pay-heat')).toHaveText(String(heatPaid - 1));
  await shotsAtBothSizes(page, 'payment');
  await tabTo(page, /^confirm$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stock-0-heat')).toHaveText(String(heatBefore - (heatPaid - 1)));
});

test('keyboard only: a building card paid with steel from the hand: the editor opens with the focus on the question', async ({ page }) => {
  test.setTimeout(180_000);
  saveSteelGame(host().savesDir);
  await page.setViewportSize(SIZES[0]);
  await resumeSavedGame(page, host().url);
  await waitForPrompt(page, 'action', /^Ada/);
  const card = STEEL_GAME.buildingCard;
  await tabTo(page, /^choice-playCard$/);
  await page.keyboard.press('Enter');
  await tabTo(page, new RegExp(`^play-card-${card}$`));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play-editor')).toBeVisible();
  // The card's button went with the list: the question's title holds the focus, Tab goes on into the editor.
  await expectFocusOnPromptTitle(page);
  // The editor opens paying with all the steel that helps (5 × 2 M€); three steps down leave 2 steel and 6 M€.
  await expect(page.getByTestId('pay-steel')).toHaveText('5');
  await tabTo(page, /^pay-steel-minus$/);
  expect((await focused(page)).name).toMatch(/steel/i);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(page.getByTestId('pay-steel')).toHaveText('2');
  await expect(page.getByTestId('pay-megacredits')).toHaveText('6');
  await shotsAtBothSizes(page, 'steel');
  await page.setViewportSize(SIZES[0]);
  // Cancel closes the editor; the focus is on the question again, not lost to the page.
  await tabTo(page, /^cancel$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play-editor')).toHaveCount(0);
  await expectFocusOnPromptTitle(page);
  // The list of cards is still open: the card is a few Tabs away.
  await expect(page.getByTestId('choice-playCard')).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, new RegExp(`^play-card-${card}$`), { limit: 10 });
  await page.keyboard.press('Enter');
  // Five steel pay the 10 M€ in full: the + step is refused, but it can be reached, says so and keeps the focus.
  await expect(page.getByTestId('pay-steel')).toHaveText('5');
  await tabTo(page, /^pay-steel-plus$/);
  await expect(page.getByTestId('pay-steel-plus')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pay-steel')).toHaveText('5');
  expect((await focused(page)).testId).toBe('pay-steel-plus');
  await tabTo(page, /^confirm$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stock-0-steel')).toHaveText('0');
  await expect(page.getByTestId('stock-0-megacredits')).toHaveText('27');
});

test('keyboard only: a draft pick, the device handed over by Enter, and the kept card gone from what is passed on', async ({ page }) => {
  test.setTimeout(180_000);
  saveDraftGame(host().savesDir);
  await page.setViewportSize(SIZES[0]);
  await resumeSavedGame(page, host().url);
  await waitForPrompt(page, 'cards', /^Ada: draft/);
  await expect(promptPanel(page).locator('[data-testid^="card-"]')).toHaveCount(4);
  const kept = await tabTo(page, /^card-/);
  await page.keyboard.press('Space');
  await expect(page.getByTestId(kept)).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, /^confirm$/);
  await shotsAtBothSizes(page, 'draft');
  await page.keyboard.press('Enter');

  // Boris drafts from his own four, then each gets the other's three: Boris's next pick is from Ada's rest.
  await expect(async () => {
    await takeDeviceByKeyboard(page);
    await expect(page.getByTestId('prompt-title')).toHaveText(/^Boris: draft/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(promptPanel(page).locator('[data-testid^="card-"]')).toHaveCount(4);
  await tabTo(page, /^card-/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^confirm$/);
  await page.keyboard.press('Enter');
  await expect(async () => {
    await takeDeviceByKeyboard(page);
    await expect(promptPanel(page).locator('[data-testid^="card-"]')).toHaveCount(3, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // Whoever is shown now drafts from the other's three: Ada's kept card is in neither.
  await expect(promptPanel(page).getByTestId(kept)).toHaveCount(0);
});

test('keyboard only: a Colonies trade, paid with M€, with the moon from the list', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(SIZES[0]);
  await startBeginnerGame(page, host().url, 'e2e-colonies-1', ['opt-colonies']);
  await waitForPrompt(page, 'action');
  await takeDeviceByKeyboard(page);
  const name = (await page.getByTestId('prompt-title').innerText()).startsWith('Ada') ? 'Ada' : 'Boris';
  const money = page.getByTestId(`stock-${name === 'Ada' ? 0 : 1}-megacredits`);
  const before = Number(await money.innerText());

  await tabTo(page, /^choice-trade$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^trade-megacredits$/);
  expect((await focused(page)).name).toMatch(/9 M€/);
  await page.keyboard.press('Enter');
  await waitForPrompt(page, 'colony');
  await expectFocusOnPromptTitle(page);
  await tabTo(page, /^colony-list-toggle$/);
  await page.keyboard.press('Enter');
  // A moon whose trade needs no further decision (Europa places an ocean, Pluto asks for a discard).
  const moon = (await tabTo(page, /^colony-(?!Europa|Pluto|list)/)).replace('colony-', '');
  expect((await focused(page)).name).toContain(moon);
  await shotsAtBothSizes(page, 'trade');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('log')).toContainText(`${name} traded with ${moon}`);
  await expect(money).toHaveText(String(before - 9));
});

test('keyboard only: Cornucopia: a food factory, then a production module bought and placed on the grid', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES[0]);
  // This typed seed opens with Ada first and Microfluid Manipulation first in the marketplace (cornucopia.spec.ts).
  await startBeginnerGame(page, host().url, 'e2e-cornucopia-16', ['opt-cornucopia']);
  await waitForPrompt(page, 'action', /^Ada/);
  await takeDeviceByKeyboard(page);
  // A city first (a Hydroponicum needs one), its space from the list.
  await tabTo(page, /^choice-standardProject$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^project-City$/);
  await page.keyboard.press('Enter');
  await waitForPrompt(page, 'space');
  await tabTo(page, /^space-list-toggle$/);
  await page.keyboard.press('Enter');
  const space = (await tabTo(page, /^space-(?!list)/)).replace('space-', '');
  await expect.poll(() => page.evaluate(() => window.__tharsisBoard?.hoveredSpace?.() ?? null)).toBe(space);
  await page.keyboard.press('Enter');
  // The food factory: its type is an option. The hex the list lit is no longer lit.
  await waitForPrompt(page, 'action', /^Ada/);
  await expect.poll(() => page.evaluate(() => window.__tharsisBoard?.hoveredSpace?.() ?? null)).toBeNull();
  await expectFocusOnPromptTitle(page);
  await tabTo(page, /^choice-standardProject$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^project-Food-Factory$/);
  await page.keyboard.press('Enter');
  await waitForPrompt(page, 'option');
  await tabTo(page, /^option-0$/);
  expect((await focused(page)).name).toBe('Build a Hydroponicum');
  await shotsAtBothSizes(page, 'factory-type');
  await page.setViewportSize(SIZES[0]);
  await page.keyboard.press('Enter');

  // Boris passes (Esc would back out of the question; Shift+Tab reaches Pass).
  await expect(async () => {
    await takeDeviceByKeyboard(page);
    await expect(page.getByTestId('prompt-title')).toHaveText(/^Boris/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await tabTo(page, /^choice-pass$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^pass-confirm$/, { back: true });
  await page.keyboard.press('Enter');

  // Ada buys a module (a toggle tile, read by its name) and places it on a lit cell named by where it is.
  await expect(async () => {
    await takeDeviceByKeyboard(page);
    await expect(page.getByTestId('prompt-title')).toHaveText(/^Ada/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await tabTo(page, /^choice-standardProject$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^project-Production-Module$/);
  await page.keyboard.press('Enter');
  await waitForPrompt(page, 'cards');
  const module = await tabTo(page, /^card-/);
  expect((await focused(page)).name).toContain('Microfluid Manipulation');
  await page.keyboard.press('Space');
  await expect(page.getByTestId(module)).toHaveAttribute('aria-pressed', 'true');
  await shotsAtBothSizes(page, 'module');
  await page.setViewportSize(SIZES[0]);
  await tabTo(page, /^confirm$/);
  await page.keyboard.press('Enter');
  await waitForPrompt(page, 'grid');
  await expectFocusOnPromptTitle(page);
  // The module being placed is shown, not a button: the first Tab stop is a lit cell.
  const cell = await tabTo(page, /^grid-cell-/, { limit: 1 });
  expect(cell).toBe('grid-cell-3');
  expect((await focused(page)).name).toMatch(/^Left of the factory: place here, connects \d of \d$/);
  const below = await tabTo(page, /^grid-cell-7$/);
  expect(below).toBe('grid-cell-7');
  expect((await focused(page)).name).toBe('Below the factory: place here, connects 1 of 1');
  // At both sizes a lit cell's words stay clear of its left and right edge marks.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const clashes = await page.locator('[data-testid^="grid-cell-"]').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const marks = [...cell.querySelectorAll('.edge-left, .edge-right')].map((m) => m.getBoundingClientRect());
        return [...cell.querySelectorAll(':scope > span:not(.edge), :scope > small')].flatMap((text) => {
          const range = document.createRange();
          range.selectNodeContents(text);
          return [...range.getClientRects()].filter((t) => marks.some((m) => t.left < m.right && m.left < t.right && t.top < m.bottom && m.top < t.bottom)).map(() => `${cell.getAttribute('data-testid')}: "${text.textContent}" over an edge mark`);
        });
      }),
    );
    expect(clashes).toEqual([]);
  }
  await shotsAtBothSizes(page, 'grid');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('log')).toContainText('Microfluid Manipulation');
  await waitForPrompt(page, 'action', /^Ada/);
});

test('keyboard only: a TINYforming Mars turn and a Dice Game turn', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES[0]);
  // TINY: answer prompts by Tab and Enter until the seat has made three moves.
  await startSmallGame(page, host().url, 'tiny', 'access-keys-tiny', ['human', 'bot']);
  const tinyPrompt = page.getByTestId('tiny-prompt');
  for (let move = 0; move < 3; move++) {
    await expect(tinyPrompt).toBeVisible({ timeout: 60_000 });
    await expect(tinyPrompt).toHaveAttribute('role', 'region');
    const before = await page.getByTestId('tiny-log-line').count();
    await page.locator('body').focus();
    await tabTo(page, /^tiny-(orient|city-to|project|standard|pass|hex-choice|skip|token|option)/);
    if (move === 0) await page.screenshot({ path: '.tmp/screens/access-keys-tiny-1280.png' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('tiny-log-line').count(), { timeout: 60_000 }).toBeGreaterThan(before);
  }
  await page.getByTestId('leave-game').click();

  // Dice: the corporation, then every step of the turn by Tab and Enter/Space (dice to keep are toggle buttons).
  await startSmallGame(page, host().url, 'dice', 'access-keys-dice', ['human', 'bot']);
  const dicePrompt = page.getByTestId('dice-prompt');
  for (let step = 0; step < 6; step++) {
    await expect(dicePrompt).toBeVisible({ timeout: 60_000 });
    await expect(dicePrompt).toHaveAttribute('role', 'region');
    const kind = await dicePrompt.getAttribute('data-step');
    const before = await page.getByTestId('dice-log-line').count();
    await page.locator('body').focus();
    if (await page.getByTestId('keep-die-0').count()) {
      await tabTo(page, /^keep-die-0$/);
      await page.keyboard.press('Space');
      await expect(page.getByTestId('keep-die-0')).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, /^keep-confirm$/);
      await page.screenshot({ path: '.tmp/screens/access-keys-dice-keep-1280.png' });
    } else if (await page.getByTestId('discard-confirm').count()) {
      const box = await tabTo(page, /^discard-/);
      await page.keyboard.press('Space');
      await expect(page.getByTestId(box)).toBeChecked();
      await tabTo(page, /^discard-confirm$/);
    } else {
      await tabTo(page, /^choice-\d+$/);
    }
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await page.getByTestId('dice-log-line').count()) > before || (await dicePrompt.getAttribute('data-step').catch(() => null)) !== kind, { timeout: 60_000 }).toBe(true);
  }
});

test('the ☰ menu, open, covers none of the action prompt at both sizes, and its choices stay clickable', async ({ page }) => {
  test.setTimeout(180_000);
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
    Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  await page.setViewportSize(SIZES[0]);
  await page.goto(host().url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-beginner-0').check();
  await page.getByTestId('player-kind-1').selectOption('bot');
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill('access-menu');
  await page.getByTestId('start-game').click();
  await waitForPrompt(page, 'action');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.getByTestId('menu').click();
    const menu = page.getByTestId('menu-panel');
    await expect(menu).toBeVisible();
    await expect.poll(async () => overlap((await menu.boundingBox())!, (await promptPanel(page).boundingBox())!)).toBe(0);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    // The prompt's choices stay usable with the menu open: a choice is the topmost element at its centre.
    const pass = (await promptPanel(page).getByTestId('choice-pass').boundingBox())!;
    const hit = await page.evaluate(([x, y]) => (document.elementFromPoint(x, y) as HTMLElement | null)?.closest('[data-testid]')?.getAttribute('data-testid'), [pass.x + pass.width / 2, pass.y + pass.height / 2]);
    expect(hit).toBe('choice-pass');
    await page.screenshot({ path: `.tmp/screens/access-menu-${size.width}.png` });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
});

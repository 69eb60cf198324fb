// Terraforming Mars screens read without hunting (issue 27, items 6-12 and 14): standard projects all listed
// with why not, hand prices after discounts, milestone and award terms with names, the hand's overflow, effect
// cards not marked ready, the opening picker, the colony moons at 1280x800 and the named spaces.
import { expect, test, type Page } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { resumeSavedGame, saveThorgateGame, THORGATE_GAME } from './support/tmSaves';
import { chooseAction, promptPanel, startBeginnerGame, waitForPrompt } from './support/ui';
import { cardOverflows, clippedText, coveredControls, overlappingPanels } from './support/layout';
import { FIVE_PLAYER_MOONS, saveMoonGame, TWO_PLAYER_MOONS } from './support/moonSaves';
import { withStoredSettings } from './support/storedSettings';

let host: RunningHost | null = null;

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

const SIZES = [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }] as const;
const { cards } = THORGATE_GAME;

/** The board's frame count now (it renders on demand, so a new frame means it drew a change). */
const boardFrames = (page: Page) => page.evaluate(() => window.__tharsisBoard?.frames() ?? 0);

/**
 * Resizes the window and, when the size changed, waits until the board has drawn a frame at the new size: the
 * camera is framed again and the labels pinned to the scene (moved on each frame) stand where they will stay. A
 * fixed pause can end before that frame when rendering is slow, and the labels are then measured where they were.
 */
async function resizeBoard(page: Page, size: { width: number; height: number }): Promise<void> {
  const was = page.viewportSize();
  const framesBefore = await boardFrames(page);
  await page.setViewportSize(size);
  if (was?.width === size.width && was.height === size.height) return;
  await expect.poll(() => boardFrames(page), { timeout: 30_000 }).toBeGreaterThan(framesBefore);
}

async function openThorgateGame(page: Page): Promise<void> {
  const savesDir = freshSavesDir();
  saveThorgateGame(savesDir);
  host = await startHost(savesDir);
  await resumeSavedGame(page, host.url);
  await waitForPrompt(page, 'action', /Ada/);
}

test('item 8: every standard project in the rulebook order, the unusable ones greyed with the reason', async ({ page }) => {
  await openThorgateGame(page);
  await chooseAction(page, 'standardProject');
  const list = promptPanel(page).getByTestId('choice-list-standardProject');
  const names = await list.locator('.sp-name').allInnerTexts();
  expect(names).toEqual(['Sell Patents', 'Power Plant', 'Asteroid', 'Aquifer', 'Greenery', 'City']);
  // 9 M€: Sell Patents and ThorGate's 8 M€ Power Plant are usable; the others say what they need.
  await expect(list.getByTestId('project-Sell-Patents')).toBeEnabled();
  await expect(list.getByTestId('project-Power-Plant')).toBeEnabled();
  await expect(list.getByTestId('project-Power-Plant').locator('.mini-cost')).toHaveText('811');
  await expect(list.getByTestId('project-Power-Plant').locator('.mini-cost s')).toHaveText('11');
  for (const [name, cost] of [['Asteroid', 14], ['Aquifer', 18], ['Greenery', 23], ['City', 25]] as const) {
    await expect(list.getByTestId(`project-${name}`)).toBeDisabled();
    await expect(list.getByTestId(`project-${name}-why`)).toHaveText(`needs ${cost} M€`);
  }
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/screens/tm-projects-${size.width}.png` });
  }
});

test('item 7: a hand card shows the price ThorGate pays, the printed one struck, playable or not', async ({ page }) => {
  await openThorgateGame(page);
  const price = (id: string) => page.getByTestId(`hand-card-${id}`).locator('.card-cost');
  // Power Plant (4, playable now) and Beam From A Thorium Asteroid (32, needs Jovian tags): both 3 M€ off.
  await expect(page.locator(`[data-testid="hand-play-${cards.powerPlant}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="hand-play-${cards.beamFromThorium}"]`)).toHaveCount(0);
  await expect(price(cards.powerPlant)).toHaveText('14');
  await expect(price(cards.beamFromThorium)).toHaveText('2932');
  await expect(price(cards.beamFromThorium).locator('s')).toHaveText('32');
  // No discount: the printed price alone.
  await expect(price(cards.corporateStronghold)).toHaveText('11');
  await expect(price(cards.corporateStronghold).locator('s')).toHaveCount(0);
});

test('item 6: milestones and awards show their price, points and each player by name', async ({ page }) => {
  await openThorgateGame(page);
  await page.getByTestId('tab-milestones').click();
  await expect(page.getByTestId('milestone-terms')).toHaveText('Claim for 8 M€ · worth 5 VP · 0 of 3 claimed');
  await expect(page.getByTestId('milestone-Mayor-0')).toHaveText('Ada 0/3');
  await expect(page.getByTestId('milestone-Mayor-1')).toHaveText('Boris 0/3');
  await expect(page.getByTestId('milestone-row-Mayor')).toContainText('open · 8 M€ · 5 VP');
  await page.screenshot({ path: '.tmp/screens/tm-milestones-1280.png' });
  await page.getByTestId('tab-awards').click();
  await expect(page.getByTestId('award-terms')).toContainText('Fund for 8 / 14 / 20 M€ (next: 8 M€) · 1st 5 VP');
  // Two players: only first place scores, and the panel says so.
  await expect(page.getByTestId('award-terms')).toContainText('2nd place scores only with 3 or more players');
  await expect(page.getByTestId('award-Scientist-0')).toHaveText(/^Ada \d+$/);
  await expect(page.getByTestId('award-Scientist-1')).toHaveText(/^Boris \d+$/);
  await page.screenshot({ path: '.tmp/screens/tm-awards-1280.png' });
});

test('item 14: an effect card (Viral Enhancers) is not marked ready; only cards with an action are', async ({ page }) => {
  await openThorgateGame(page);
  await page.getByTestId('show-played-0').click();
  await expect(page.getByTestId(`played-0-${cards.viralEnhancers}`)).toBeVisible();
  await expect(page.getByTestId(`action-state-${cards.viralEnhancers}`)).toHaveCount(0);
  await expect(page.getByTestId(`played-0-${cards.viralEnhancers}`)).not.toContainText('ready');
});

test('item 12: at 1280x800 the hand says how many cards are out of view, pages to them, and keeps every card one height', async ({ page }) => {
  await openThorgateGame(page);
  const handPanel = page.getByTestId('hand');
  await expect(page.getByTestId('hand-shown')).toHaveText(/^cards 1–\d of 9$/);
  await expect(page.getByTestId('hand-prev')).toBeDisabled();
  const shownBefore = await page.getByTestId('hand-shown').innerText();
  await page.getByTestId('hand-next').click();
  await expect(page.getByTestId('hand-prev')).toBeEnabled();
  await expect(page.getByTestId('hand-shown')).not.toHaveText(shownBefore);
  // The last card can be reached: Corporate Stronghold among them, as tall as the rest, inside the panel.
  for (let i = 0; i < 5 && (await page.getByTestId('hand-next').isEnabled()); i++) {
    const before = await page.getByTestId('hand-shown').innerText();
    await page.getByTestId('hand-next').click();
    await expect(page.getByTestId('hand-shown')).not.toHaveText(before);
  }
  await expect(page.getByTestId('hand-shown')).toHaveText(/–9 of 9$/);
  await expect(page.getByTestId('hand-next')).toBeDisabled();
  const boxes = await page.locator('[data-testid^="hand-card-"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  expect(new Set(boxes.map(Math.round)).size).toBe(1);
  const panel = (await handPanel.boundingBox())!;
  const stronghold = (await page.getByTestId(`hand-card-${cards.corporateStronghold}`).boundingBox())!;
  expect(stronghold.y + stronghold.height).toBeLessThanOrEqual(panel.y + panel.height);
  expect(await cardOverflows(page, '[data-testid="hand"]')).toEqual([]);
  await page.screenshot({ path: '.tmp/screens/tm-hand-1280.png' });
  // At 1920x1080 more of them fit (the count follows the window).
  await page.setViewportSize({ width: 1920, height: 1080 });
  // The old count ("7–9 of 9") still matches until the strip is measured again, so wait for the new one.
  const cardsInView = async () => {
    const shown = (await page.getByTestId('hand-shown').innerText()).match(/^cards (\d)–9 of 9$/);
    return shown ? 9 - Number(shown[1]) + 1 : 0;
  };
  await expect.poll(cardsInView).toBeGreaterThan(4);
  await page.screenshot({ path: '.tmp/screens/tm-hand-1920.png' });
});

/** A new two-player game with dealt corporations (seed tms-4285): the opening picker. */
async function startDealtGame(page: Page): Promise<void> {
  host = await startHost();
  await page.goto(host.url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-name-0').fill('Ada');
  await page.getByTestId('player-name-1').fill('Boris');
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill(THORGATE_GAME.seed);
  await page.getByTestId('start-game').click();
  await waitForPrompt(page, 'opening');
}

test('item 11: the opening picker shows more than six of the ten cards at 1280x800, a chosen card pins nothing, and the footer is opaque', async ({ page }) => {
  await startDealtGame(page);
  const panel = promptPanel(page);
  const inView = async () => {
    const box = (await panel.boundingBox())!;
    const footer = (await panel.locator('.opening-footer').boundingBox())!;
    const tops = await panel.getByTestId('opening-cards').locator('.card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    return tops.filter((r) => r.top >= box.y - 1 && r.bottom <= footer.y + 1).length;
  };
  await page.screenshot({ path: '.tmp/screens/tm-opening-before-1280.png' });
  expect(await inView()).toBeGreaterThan(6);
  // Hovering a card previews it; a card clicked straight away (as a player does) shows no preview once chosen,
  // even after the hover delay, so the next card can be clicked and its preview is its own.
  const grid = panel.getByTestId('opening-cards').locator('.card');
  await grid.nth(3).hover();
  await expect(page.getByTestId('card-preview-pop')).toHaveCount(1);
  await page.mouse.move(5, 5);
  await expect(page.getByTestId('card-preview-pop')).toHaveCount(0);
  const first = grid.first();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(400);
  await expect(page.getByTestId('card-preview-pop')).toHaveCount(0);
  await grid.nth(1).click({ timeout: 5000 });
  await expect(grid.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const firstId = await first.getAttribute('data-card');
  await grid.nth(2).hover();
  await page.waitForTimeout(300);
  const shown = await page.getByTestId('card-preview-pop').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(shown).not.toContain(firstId);
  await page.mouse.move(5, 5);
  await expect(page.getByTestId('card-preview-pop')).toHaveCount(0);
  // The footer's background hides what scrolls under it.
  const background = await panel.locator('.opening-footer').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toMatch(/^rgb\(/);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/screens/tm-opening-${size.width}.png` });
    expect(await coveredControls(page, '[data-testid="prompt-panel"]')).toEqual([]);
  }
});

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

test('item 10: with Colonies at 1280x800 a moon\'s panel stays in the board area, strips leave the gauge headings free, track numbers read', async ({ page }) => {
  host = await startHost();
  await startBeginnerGame(page, host.url, 'e2e-moons-5', ['opt-colonies']);
  await waitForPrompt(page, 'action');
  await expect(page.locator('[data-testid^="moon-trade-"]').first()).toBeAttached();
  const names = (await page.locator('[data-testid^="moon-trade-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('moon-trade-', ''))));
  expect(names.length).toBeGreaterThan(2);
  // Moons stand still under reduced motion, so their strips are measured where they stay.
  await page.getByTestId('menu').click();
  await page.getByTestId('setting-reducedMotion').check();
  await page.getByTestId('menu').click();
  for (const size of SIZES) {
    await resizeBoard(page, size);
    const gauges = await page.evaluate(() => [window.__tharsisBoard!.gaugeHeadingRect('temperature'), window.__tharsisBoard!.gaugeHeadingRect('oxygen')]);
    for (const name of names) {
      const strip = (await page.getByTestId(`moon-trade-${name}`).evaluate((e) => e.getBoundingClientRect().toJSON())) as Box;
      for (const gauge of gauges) if (gauge) expect(overlaps(strip, gauge), `${name}'s strip on a gauge heading at ${size.width}`).toBe(false);
    }
    const region = (await page.locator('[data-board-region]').evaluate((e) => e.getBoundingClientRect().toJSON())) as Box;
    const panels = await page.locator('.overlay > :not(.board-region)').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box));
    for (const name of names) {
      await page.waitForFunction((n) => window.__tharsisMoons?.isMoonClickable(n) === true, name);
      const point = (await page.evaluate((n) => window.__tharsisMoons!.moonScreenPosition(n), name))!;
      await page.mouse.move(point.x, point.y);
      const info = page.getByTestId('moon-info');
      await expect(info).toHaveAttribute('data-moon', name);
      await page.waitForTimeout(100);
      // The floating frame is what shows: a panel taller than the room below its moon scrolls inside it.
      const box = (await page.getByTestId('moon-info-float').evaluate((e) => e.getBoundingClientRect().toJSON())) as Box;
      expect(box.left, `${name}'s panel inside the board area`).toBeGreaterThanOrEqual(region.left - 1);
      expect(box.right).toBeLessThanOrEqual(region.right + 1);
      expect(box.top).toBeGreaterThanOrEqual(region.top - 1);
      expect(box.bottom).toBeLessThanOrEqual(region.bottom + 1);
      for (const panel of panels) expect(overlaps(box, panel), `${name}'s panel over a screen panel`).toBe(false);
      // Nothing in it is cut off or hidden sideways.
      expect(await page.getByTestId('moon-info-float').evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
      expect(await clippedText(page, '[data-testid="moon-info-float"]')).toEqual([]);
      // The track's numbers are body-size text.
      expect(await info.getByTestId('moon-track-0').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(13);
      if (name === names[0]) await page.screenshot({ path: `.tmp/screens/tm-moon-info-${size.width}.png` });
      await page.mouse.move(5, 400);
      await expect(info).toHaveCount(0);
    }
    await page.screenshot({ path: `.tmp/screens/tm-colonies-${size.width}.png` });
  }
});

/** Each moon strip's box, its cells' boxes and texts, and its unit marks' boxes and texts, as drawn now. */
function stripBoxes(page: Page) {
  return page.locator('[data-testid^="moon-trade-"]').evaluateAll((strips) => strips.map((strip) => {
    const name = strip.getAttribute('data-testid')!.replace('moon-trade-', '');
    const box = (el: Element) => el.getBoundingClientRect().toJSON() as { left: number; top: number; right: number; bottom: number };
    return {
      name,
      box: box(strip),
      cells: [...strip.querySelectorAll(`[data-testid^="moon-strip-${name}-"]`)].map((c) => ({ text: c.textContent ?? '', box: box(c) })),
      units: [...strip.querySelectorAll('.moon-strip-unit')].map((u) => ({ text: u.textContent ?? '', box: box(u) })),
    };
  }));
}

/** Pairs of boxes in a list that overlap (by more than a pixel's rounding), named by `label`. */
function overlappingPairs(boxes: { box: Box }[], label: (i: number) => string): string[] {
  const out: string[] = [];
  const shrunk = (b: Box) => ({ left: b.left + 0.5, right: b.right - 0.5, top: b.top + 0.5, bottom: b.bottom - 0.5 });
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    if (overlaps(shrunk(boxes[i].box), shrunk(boxes[j].box))) out.push(`${label(i)} over ${label(j)}`);
  }
  return out;
}

for (const game of [TWO_PLAYER_MOONS, FIVE_PLAYER_MOONS]) {
  test(`item 10: every colony moon's track strip is compact, a number per step and one mark per track (${game.players} players: ${game.tiles.join(', ')})`, async ({ page }) => {
    test.setTimeout(300_000);
    const savesDir = freshSavesDir();
    saveMoonGame(savesDir, game);
    host = await startHost(savesDir);
    for (const language of ['en', 'de', 'en-XA'] as const) {
      // The moons stand still under reduced motion, so the strips are measured where they stay.
      await withStoredSettings(page, { language, reducedMotion: true });
      if (language === 'en') await resumeSavedGame(page, host.url);
      // The host keeps this window's seat in the open game: a reload comes straight back to it, in the new language.
      else await page.reload();
      await expect(page.locator('[data-testid^="moon-trade-"]')).toHaveCount(game.tiles.length, { timeout: 30_000 });
      for (const size of SIZES) {
        await resizeBoard(page, size);
        const where = `${language} ${size.width}x${size.height}`;
        const region = (await page.locator('[data-board-region]').evaluate((e) => e.getBoundingClientRect().toJSON())) as Box;
        const panels = await page.locator('.overlay > :not(.board-region)').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box));
        // Labels pinned to the scene move on the frame after a resize: poll until the whole layout holds.
        await expect(async () => {
          const gauges = await page.evaluate(() => [window.__tharsisBoard!.gaugeHeadingRect('temperature'), window.__tharsisBoard!.gaugeHeadingRect('oxygen')]);
          const strips = await stripBoxes(page);
          const names = await page.locator('[data-testid^="moon-label-"]').evaluateAll((els) => els.map((e) => ({ name: e.getAttribute('data-testid')!.replace('moon-label-', ''), box: e.getBoundingClientRect().toJSON() as Box })));
          expect(strips.map((s) => s.name).sort()).toEqual([...game.tiles].sort());
          const problems: string[] = [];
          for (const strip of strips) {
            const def = strip.name;
            // A number on every step, one mark for the whole track (Europa: one per kind of production).
            if (strip.cells.length !== 7 || strip.cells.some((c) => !/^\d+$/.test(c.text.trim()))) problems.push(`${def}'s steps are not numbers: ${strip.cells.map((c) => c.text).join('|')}`);
            if (strip.units.length !== (def === 'Europa' ? 3 : 1)) problems.push(`${def} has ${strip.units.length} marks: ${strip.units.map((u) => u.text).join('|')}`);
            problems.push(...overlappingPairs([...strip.cells, ...strip.units], (i) => `${def}'s ${i < 7 ? `step ${i + 1}` : `mark ${i - 6}`}`));
            for (const unit of strip.units) if (unit.box.right > strip.box.right + 1 || unit.box.left < strip.box.left - 1) problems.push(`${def}'s mark "${unit.text}" sticks out of its strip`);
            for (const gauge of gauges) if (gauge && overlaps(strip.box, gauge)) problems.push(`${def}'s strip on a gauge heading`);
            if (strip.box.left < region.left - 1 || strip.box.right > region.right + 1 || strip.box.top < region.top - 1 || strip.box.bottom > region.bottom + 1) problems.push(`${def}'s strip leaves the board area`);
            for (const panel of panels) if (overlaps(strip.box, panel)) problems.push(`${def}'s strip under a screen panel`);
            for (const moon of names) if (overlaps(strip.box, moon.box)) problems.push(`${def}'s strip over ${moon.name}'s name`);
          }
          problems.push(...overlappingPairs(strips, (i) => `${strips[i].name}'s strip`));
          problems.push(...(await clippedText(page, '[data-testid^="moon-trade-"]')));
          expect(problems, where).toEqual([]);
        }).toPass({ timeout: 20_000 });
        if (language !== 'en-XA') await page.screenshot({ path: `.tmp/screens/tm-moon-strips-${game.players}p-${language}-${size.width}.png` });
      }
    }
  });
}

/** Boxes of the named spaces' labels and the page points of every Mars space. */
async function labelsAndSpaces(page: Page) {
  const labels = await page.locator('[data-testid^="space-name-"]').evaluateAll((els) =>
    els.map((e) => ({ id: e.getAttribute('data-testid')!.replace('space-name-', ''), box: e.getBoundingClientRect().toJSON() as Box })));
  const ids = await page.evaluate(() => {
    const out: string[] = [];
    const rows = [5, 6, 7, 8, 9, 8, 7, 6, 5];
    rows.forEach((n, r) => { for (let c = 0; c < n; c++) out.push(`r${r}c${c}`); });
    return out;
  });
  const points = new Map<string, { x: number; y: number }>();
  for (const id of ids) {
    const p = await page.evaluate((s) => window.__tharsisBoard!.spaceScreenPosition(s), id);
    if (p) points.set(id, p);
  }
  return { labels, points };
}

/** Labels drawn over the middle of a space other than their own (a square of 8 px around its centre). */
function coveredSpaces(labels: { id: string; box: Box }[], points: Map<string, { x: number; y: number }>, only?: string[]): string[] {
  const out: string[] = [];
  for (const { id, box } of labels) {
    for (const [space, p] of points) {
      if (space === id || (only && !only.includes(space))) continue;
      if (overlaps(box, { left: p.x - 8, right: p.x + 8, top: p.y - 8, bottom: p.y + 8 })) out.push(`${id}'s name over ${space}`);
    }
  }
  return out;
}

test('item 9: named spaces\' labels cover no other hex, none covers a lit space while placing, and the space list names bonus and neighbours', async ({ page }) => {
  host = await startHost();
  await startBeginnerGame(page, host.url, 'e2e-names', []);
  await waitForPrompt(page, 'action');
  for (const size of SIZES) {
    await resizeBoard(page, size);
    await expect(page.getByTestId('space-name-r2c0')).toBeVisible();
    const { labels, points } = await labelsAndSpaces(page);
    expect(labels.length).toBe(5);
    expect(coveredSpaces(labels, points)).toEqual([]);
    await page.screenshot({ path: `.tmp/screens/tm-names-${size.width}.png` });
  }
  await page.setViewportSize(SIZES[0]);
  // Placing a greenery: the names inside the map step aside; the ones beside it cover no lit space.
  await chooseAction(page, 'standardProject', 'project-Greenery');
  await waitForPrompt(page, 'space');
  await expect(page.getByTestId('space-name-r4c2')).toHaveCount(0);
  await expect(page.getByTestId('space-name-r1c1')).toHaveCount(0);
  const legal = await page.evaluate(() => window.__tharsisBoard!.legalSpaces());
  const { labels, points } = await labelsAndSpaces(page);
  expect(coveredSpaces(labels, points, legal)).toEqual([]);
  await page.screenshot({ path: '.tmp/screens/tm-names-placing-1280.png' });
  // The list names Ascraeus Mons with its bonus and says what is next to it.
  await promptPanel(page).getByTestId('space-list').locator('summary').click();
  const ascraeus = promptPanel(page).getByTestId('space-r2c0');
  await expect(ascraeus).toContainText('Ascraeus Mons');
  await expect(ascraeus).toContainText('bonus: 1 card');
  await expect(ascraeus).toContainText('no tiles next to it');
  await expect(promptPanel(page).getByText(/^Space r\d/)).toHaveCount(0);
  await promptPanel(page).getByTestId('space-r0c0').click();
  // Then an ocean: the ocean space beside that greenery says so, with what its neighbouring oceans pay (none yet).
  await chooseAction(page, 'standardProject', 'project-Aquifer');
  await waitForPrompt(page, 'space');
  await promptPanel(page).getByTestId('space-list').locator('summary').click();
  await expect(promptPanel(page).getByTestId('space-near-r0c1')).toHaveText(' · next to 1 greenery (1 yours)');
  await page.screenshot({ path: '.tmp/screens/tm-space-list-1280.png' });
});

for (const size of SIZES) {
  test(`layout ${size.width}x${size.height}: no text cut off and no panel over another's controls (projects open, each side tab)`, async ({ page }) => {
    await page.setViewportSize(size);
    await openThorgateGame(page);
    await chooseAction(page, 'standardProject');
    const panels = '[data-testid="prompt-panel"], [data-testid="hand"], [data-testid="player-boards"], .panel.side, .topbar';
    for (const tab of ['log', 'milestones', 'awards', 'projects']) {
      await page.getByTestId(`tab-${tab}`).click();
      expect(await cardOverflows(page), tab).toEqual([]);
      expect(await overlappingPanels(page, '.overlay > :not(.board-region)'), tab).toEqual([]);
      expect(await coveredControls(page, panels), tab).toEqual([]);
      expect(await clippedText(page, '[data-testid="prompt-panel"], .panel.side, [data-testid="hand"]'), tab).toEqual([]);
    }
    await page.screenshot({ path: `.tmp/screens/tm-layout-${size.width}.png` });
  });
}

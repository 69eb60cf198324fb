// Small steps a player takes in the UI, shared by the end-to-end specs.
import { expect, type Locator, type Page } from '@playwright/test';

export const promptPanel = (page: Page): Locator => page.getByTestId('prompt-panel');

/** Waits until the prompt panel asks for the given kind of decision and shows the given title text. */
export async function waitForPrompt(page: Page, kind: string, title?: RegExp): Promise<void> {
  await expect(async () => {
    await takeDeviceIfOffered(page);
    await expect(promptPanel(page)).toHaveAttribute('data-prompt-kind', kind, { timeout: 500 });
    if (title) await expect(page.getByTestId('prompt-title')).toHaveText(title, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

/** Hot-seat: when the screen asks to pass the device to the next player, that player confirms. */
export async function takeDeviceIfOffered(page: Page): Promise<void> {
  const handoff = page.getByTestId('pass-device-ok');
  if (await handoff.isVisible()) await handoff.click();
}

/** Answers a "choose cards" prompt by picking the first `count` cards offered, then confirming. */
export async function pickCards(page: Page, count: number): Promise<void> {
  const panel = promptPanel(page);
  const cards = panel.locator('[data-testid^="card-"]');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < count; i++) await cards.nth(i).click();
  await panel.getByTestId('confirm').click();
}

/** The on-screen point of a Mars space, as the 3D board projects it now. */
export async function spaceOnScreen(page: Page, space: string): Promise<{ x: number; y: number }> {
  await page.waitForFunction((id) => window.__tharsisBoard?.isSpaceClickable(id) === true, space);
  const point = await page.evaluate((id) => window.__tharsisBoard!.spaceScreenPosition(id), space);
  if (!point) throw new Error(`space ${space} is not on screen`);
  return point;
}

/** Spaces the current space prompt allows, read from the board's own list. */
export function legalSpaces(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__tharsisBoard?.legalSpaces() ?? []);
}

/** Clicks a space on the 3D board (a real mouse click on the canvas, not a DOM shortcut). */
export async function clickSpace(page: Page, space: string): Promise<void> {
  const { x, y } = await spaceOnScreen(page, space);
  await page.mouse.move(x, y);
  await page.mouse.click(x, y);
}

/** From the title screen: a two-player hot-seat game (Ada and Boris, Beginner Corporation) with these option boxes ticked. */
export async function startBeginnerGame(page: Page, url: string, seed: string, options: string[]): Promise<void> {
  await page.goto(url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-name-0').fill('Ada');
  await page.getByTestId('player-name-1').fill('Boris');
  await page.getByTestId('player-beginner-0').check();
  await page.getByTestId('player-beginner-1').check();
  for (const option of options) await page.getByTestId(option).check();
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
}

/** Passes for the generation from the action prompt, answering the "are you sure?" question with Pass. */
export async function passTurn(page: Page): Promise<void> {
  // In a hot-seat game the seat's choices come alive once its player has taken the device (the hand-over may
  // show a moment after the previous move's view).
  // A click on a page short of frames may land and still report a timeout: the question showing means it landed.
  const pass = promptPanel(page).getByTestId('choice-pass');
  const confirm = promptPanel(page).getByTestId('pass-confirm');
  await expect(async () => {
    await takeDeviceIfOffered(page);
    if (await confirm.isVisible()) return;
    await pass.click({ timeout: 1000 });
    await expect(confirm).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await confirm.click();
}

/** Opens an action group in the action prompt (e.g. standard projects) and clicks one entry. */
export async function chooseAction(page: Page, group: string, entry?: string): Promise<void> {
  await waitForPrompt(page, 'action');
  await promptPanel(page).getByTestId(`choice-${group}`).click();
  if (entry) await promptPanel(page).getByTestId(entry).click();
}

/**
 * How much of a screenshot is "picture": the share of sampled pixels that differ clearly from the most
 * common colour. A blank or single-colour canvas scores near 0. Decoded by the browser itself, so the
 * test needs no image library.
 */
export async function pictureShare(page: Page, png: Buffer): Promise<number> {
  const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, img.width, img.height);
    const counts = new Map<number, number>();
    const samples: number[] = [];
    for (let i = 0; i < data.length; i += 4 * 7) {
      const key = ((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3);
      samples.push(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let background = 0;
    let most = 0;
    for (const [key, n] of counts) if (n > most) [background, most] = [key, n];
    return samples.filter((k) => k !== background).length / samples.length;
  }, dataUrl);
}

/** From the title screen: a two-seat game of a compact game (Ada and Boris, each human or bot). */
export async function startSmallGame(page: Page, url: string, system: 'tiny' | 'dice', seed: string, kinds: ('human' | 'bot')[] = ['human', 'human']): Promise<void> {
  await page.goto(url);
  await page.getByTestId('new-game').click();
  await page.getByTestId(`game-${system}`).click();
  // The setup screen opens with two seats; a one-seat list plays alone.
  if (kinds.length === 1) await page.getByTestId('remove-player-1').click();
  for (const [i, kind] of kinds.entries()) {
    await page.getByTestId(`player-name-${i}`).fill(['Ada', 'Boris'][i]);
    await page.getByTestId(`player-kind-${i}`).selectOption(kind);
  }
  await page.getByTestId('secret-seed').uncheck();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId(`game-screen-${system}`)).toBeVisible();
  await takeDeviceIfOffered(page);
}

/**
 * Opens the game on screen to the LAN from its open LAN panel and returns the join code. If the host
 * cannot (say, its LAN port is taken), the test fails at once with the host's own words instead of
 * waiting for a code that will not come.
 */
export async function openGameToLan(page: Page): Promise<string> {
  await page.getByTestId('lan-host').click();
  const code = page.getByTestId('lan-join-code');
  const failure = page.getByText(/Could not open the game to the network/);
  await expect(code.or(failure)).toBeVisible({ timeout: 30_000 });
  if (await failure.isVisible()) throw new Error(await failure.innerText());
  return (await code.innerText()).trim();
}

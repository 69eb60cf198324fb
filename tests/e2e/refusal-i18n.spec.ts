// The host's refusals on screen in the player's language: the Load screen names why a save is damaged, and the
// campaigns screen why an imported file is refused, in German (and French), with no English sentence left.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshSavesDir, startHost, type RunningHost } from './support/host';
import { withStoredSettings } from './support/storedSettings';

let host: RunningHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** English words of the host's old sentences: none may show through in German or French. */
const ENGLISH = /\b(the|is|not|save|damaged|valid|campaign|exported|files?)\b/i;

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/screens/refusal-${name}-${size.width}.png` });
  }
  await page.setViewportSize(SIZES[0]!);
}

function damagedSaves(dir: string): void {
  writeFileSync(join(dir, 'cut-short.json'), '{"format": "tharsis-save", "version": 1, "sys');
  writeFileSync(join(dir, 'spreadsheet.json'), JSON.stringify({ format: 'spreadsheet' }));
  // A header line whose description lacks its date: a part of the save named, not the validator's words.
  writeFileSync(join(dir, 'edited.json'), '{"format":"tharsis-save","version":1,"system":"tm","meta":{"gameId":"edited"},\n"moves":[]}');
}

test('the Load screen says in German why each damaged save cannot be opened', async ({ page }) => {
  const dir = freshSavesDir();
  damagedSaves(dir);
  host = await startHost(dir);
  await withStoredSettings(page, { language: 'de' });
  await page.goto(host.url);
  await page.getByTestId('load-game').click();
  await expect(page.getByTestId('damaged-save')).toHaveCount(3);
  const reason = (id: string) => page.locator(`[data-testid="damaged-save"][data-save-id="${id}"]`).getByTestId('damaged-reason');
  await expect(reason('cut-short')).toHaveText('Die Spielstanddatei ist kein gültiges JSON (abgeschnitten oder beschädigt?).');
  await expect(reason('spreadsheet')).toHaveText('Das ist kein Tharsis-Spielstand (sein Format ist "spreadsheet").');
  await expect(reason('edited')).toHaveText(
    'Der Spielstand ist beschädigt: seine Beschreibung (Datum, Spieler, Generation) entspricht nicht dem, was Tharsis geschrieben hat (bei meta.savedAt).',
  );
  for (const text of await page.getByTestId('damaged-reason').allInnerTexts()) expect(text).not.toMatch(ENGLISH);
  await shoot(page, 'load-de');
});

test('the Load screen says the same damage in French', async ({ page }) => {
  const dir = freshSavesDir();
  damagedSaves(dir);
  host = await startHost(dir);
  await withStoredSettings(page, { language: 'fr' });
  await page.goto(host.url);
  await page.getByTestId('load-game').click();
  await expect(page.getByTestId('damaged-save')).toHaveCount(3);
  await expect(page.locator('[data-save-id="cut-short"]').getByTestId('damaged-reason')).toHaveText('Le fichier de sauvegarde n’est pas du JSON valide (tronqué ou endommagé ?).');
  await shoot(page, 'load-fr');
});

test('importing a broken campaign file shows the refusal in German', async ({ page }) => {
  host = await startHost(freshSavesDir());
  await withStoredSettings(page, { language: 'de' });
  await page.goto(host.url);
  await page.getByTestId('campaigns').click();
  const files = freshSavesDir();
  const notJson = join(files, 'broken.tharsis-campaign.json');
  writeFileSync(notJson, '{"format": "tharsis-campaign-export", "campaign": ');
  await page.getByTestId('import-campaign-file').setInputFiles(notJson);
  const error = page.getByTestId('transfer-error');
  await expect(error).toContainText('Die Kampagnendatei ist kein gültiges JSON (abgeschnitten oder beschädigt?).');
  expect(await error.innerText()).not.toMatch(ENGLISH);
  await shoot(page, 'import-de');

  // A save offered as a campaign: refused as not an export, still in German.
  const aSave = join(files, 'a-save.json');
  writeFileSync(aSave, JSON.stringify({ format: 'tharsis-save', version: 1 }));
  await error.getByRole('button').click();
  await page.getByTestId('import-campaign-file').setInputFiles(aSave);
  await expect(page.getByTestId('transfer-error')).toContainText('Das ist keine exportierte Tharsis-Kampagne.');
});

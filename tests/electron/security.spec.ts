// Electron's guards, in the real app (src/main/guards.ts and the window's webPreferences): the page cannot
// leave our origin, has no Node, is refused every permission, and cannot open a second window.
import { expect, test } from '@playwright/test';
import { electronToLaunch, freshUserDataDir, launchTharsis, type RunningApp } from './support/electronApp';

const electron = electronToLaunch();
test.skip(electron.kind === 'missing', electron.kind === 'missing' ? electron.reason : '');

let running: RunningApp;
test.beforeAll(async () => {
  running = await launchTharsis(freshUserDataDir());
  await expect(running.page.getByTestId('new-game')).toBeVisible();
});
test.afterAll(async () => {
  await running?.app.close();
});

/** The URL the main process says the window shows (not only what the page believes). */
const shownUrl = () => running.app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.getURL() ?? '');

test('navigation to another origin is refused: the window stays on app://tharsis', async () => {
  const { page } = running;
  const home = await shownUrl();
  expect(home).toMatch(/^app:\/\/tharsis\//);
  for (const url of ['https://example.invalid/', 'file:///etc/passwd', 'app://evil/index.html']) {
    await page.evaluate((target) => {
      window.location.href = target;
    }, url);
    // A navigation that was not stopped would have replaced the page by now.
    await page.waitForTimeout(1000);
    expect(await shownUrl()).toBe(home);
    await expect(page.getByTestId('new-game')).toBeVisible();
  }
});

test('the page has no Node: no require, process, module or Buffer; only the bridge', async () => {
  const globals = await running.page.evaluate(() => {
    const scope = window as unknown as Record<string, unknown>;
    return {
      require: typeof scope.require,
      process: typeof scope.process,
      module: typeof scope.module,
      Buffer: typeof scope.Buffer,
      bridge: Object.keys(scope.tharsis as object).sort(),
    };
  });
  expect(globals).toEqual({ require: 'undefined', process: 'undefined', module: 'undefined', Buffer: 'undefined', bridge: ['exportCampaign', 'importCampaign', 'onMessage', 'send'] });
});

test('permission requests and checks are denied', async () => {
  const answers = await running.page.evaluate(async () => ({
    notifications: await Notification.requestPermission(),
    geolocationCheck: (await navigator.permissions.query({ name: 'geolocation' })).state,
    geolocationRequest: await new Promise<number>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        () => resolve(0),
        (error) => resolve(error.code),
        { timeout: 10_000 },
      ),
    ),
  }));
  // 1 is GeolocationPositionError.PERMISSION_DENIED.
  expect(answers).toEqual({ notifications: 'denied', geolocationCheck: 'denied', geolocationRequest: 1 });
});

test('the page cannot open a second window', async () => {
  const { app, page } = running;
  const opened = await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = 'https://example.invalid/';
    link.target = '_blank';
    document.body.append(link);
    link.click();
    link.remove();
    return [window.open('app://tharsis/index.html'), window.open('https://example.invalid/')].map((w) => w === null);
  });
  expect(opened).toEqual([true, true]);
  await page.waitForTimeout(1000);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
  expect(app.windows()).toHaveLength(1);
});

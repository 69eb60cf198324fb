import { defineConfig } from '@playwright/test';

// The desktop app itself (tests/electron/): Playwright opens the real Electron app, built (out/main) or
// packaged (THARSIS_ELECTRON_EXECUTABLE). Where Electron's binary is missing, the suite is skipped.
export default defineConfig({
  testDir: 'tests/electron',
  globalSetup: './tests/electron/support/announce.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: { screenshot: 'off', trace: 'off' },
  outputDir: '.tmp/electron-results',
});

import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real UI in browser mode with Debian's chromium (no browser download).
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // Software GL on two shared cores can starve a page of frames long enough to miss a timeout. A test that fails,
  // then passes on its one retry, is reported as "flaky" in the summary: a bug to find, not a pass to forget.
  retries: 1,
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  outputDir: '.tmp/test-results',
});

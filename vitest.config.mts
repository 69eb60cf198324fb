import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/host/**/*.test.ts', 'tests/main/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The browser tests share CI's two cores with everything else; a failure must repeat to count.
    retry: 1,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Contract tests share one generated demo database; building it is done once, before any worker starts.
    globalSetup: ['server/demo-api/test-setup.ts'],
    // The demo chain stands still at the generated span's end (it lives by default), so exact values stay put.
    env: { DEMO_API_NOW: '2026-11-01T00:00:00Z' },
    testTimeout: 20_000,
    // The JSON report is what .ci/run counts for its closing line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});

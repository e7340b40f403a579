import { defineConfig } from 'vitest/config';

// Three projects: the CDK stack's assertions (offline), fast unit tests of pure code, and
// everything that needs the local stack (integration tests over HTTP, browser end-to-end tests
// and the build checks), which one global setup starts once for the whole run.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/support/unit-env.ts'],
          // EMF on stdout means nothing outside Lambda: the metrics tests record what is emitted.
          env: { LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
      {
        test: {
          name: 'local-stack',
          include: [
            'test/integration/**/*.test.ts',
            'test/e2e/**/*.test.ts',
            'test/build/**/*.test.ts',
          ],
          environment: 'node',
          // EMF on stdout means nothing outside Lambda: the metrics tests record what is emitted.
          env: { LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
          globalSetup: ['test/support/local-stack.global.ts'],
          setupFiles: ['test/support/worker-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

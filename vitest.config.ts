import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

import IntegrationSequencer from './tests/int/sequencer.ts'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Each integration file has its own database, so files run side by side; the longest start first (tests/int/sequencer.ts).
    sequence: { sequencer: IntegrationSequencer },
    // At least two at a time, also on a two-core machine (the default leaves one core idle there).
    maxWorkers: Math.max(2, os.availableParallelism()),
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 95, branches: 95 },
    },
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          // DATABASE_URL is the throwaway database before a test file imports anything (tests/int/database-env.ts).
          setupFiles: ['tests/int/database-env.ts'],
          // As behind the deployment's proxy: each test visitor sends its own X-Forwarded-For (src/server/client-address.ts).
          // No type generator spawned by each file's Payload start (payload.config.ts).
          env: { TRUST_PROXY: 'true', PAYLOAD_TYPES_AUTOGENERATE: 'false' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})

import path from 'node:path'
import { defineConfig } from 'vitest/config'

// The app's own react-i18next, as the build has it (vite.config.ts, decision 0062).
const resolve = {
  alias: { 'react-i18next': path.resolve('app/lib/react-i18n-lite.tsx') },
}

// Unit tests sit beside the code; integration tests talk to a real database.
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          // One module load per worker, not per file (decision 0041): a test that stubs a global
          // restores it.
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          // The migrated and seeded databases each file copies, made once per run.
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two files at a time: every file has databases of its own (tests/integration/
          // databases.ts), ports are free ones and each worker its own DATA_DIR (app.ts). Two
          // fill the 2-core CI machine; each file holds at most ~22 PostgreSQL connections
          // (two pools of 10 and one admin), well within max_connections = 100.
          fileParallelism: true,
          maxWorkers: 2,
          // A worker keeps the modules it loaded from one file to the next: importing the server
          // anew for every file was a third of the run. A file's state lives in its own app and
          // databases, never in a module (decision 0041).
          isolate: false,
          // A group of its own: Vitest refuses to run projects of different maxWorkers in one
          // group, as a plain `npx vitest run` with the unit project would on more than 2 cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})

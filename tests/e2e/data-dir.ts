import { test } from '@playwright/test'

// The end-to-end shops (playwright.config.ts) each have a data folder: its mails, the first
// owner's password file and the staff fixtures. A project names its shop's folder in its
// metadata; a test reads the folder of the shop its project talks to.

export function dataDirOf(metadata: Record<string, unknown>): string {
  const dir = metadata.dataDir
  if (typeof dir !== 'string')
    throw new Error('the project names no dataDir (playwright.config.ts)')
  return dir
}

/** The data folder of the running test's shop. */
export function dataDir(): string {
  return dataDirOf(test.info().project.metadata)
}

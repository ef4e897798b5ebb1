import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import {
  createPostgresTemplate,
  dropPostgresDatabase,
  pgliteTemplateDump,
  postgresBaseUrl,
} from './templates.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file with the dump of a migrated and seeded PGlite (templates.ts). */
    pgliteTemplate: string
    /** The PostgreSQL template database to clone, when a PostgreSQL answers. */
    postgresTemplate: { baseUrl: string; name: string } | null
  }
}

/** Once per run, before the workers start: the databases every test file begins from. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-integration-'))
  const file = path.join(dir, 'pglite-template.tar')
  const baseUrl = await postgresBaseUrl()
  const [dump, postgresName] = await Promise.all([
    pgliteTemplateDump(),
    baseUrl ? createPostgresTemplate(baseUrl) : Promise.resolve(null),
  ])
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  project.provide(
    'postgresTemplate',
    baseUrl && postgresName ? { baseUrl, name: postgresName } : null,
  )
  return async () => {
    await rm(dir, { recursive: true, force: true })
    if (baseUrl && postgresName) await dropPostgresDatabase(baseUrl, postgresName)
  }
}

import { execFile } from 'node:child_process'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// The committed migrations are the schema (decision 0002): Drizzle's generator, run on a copy
// of server/db/migrations, finds nothing to add. Migrations written by hand (several branches
// at once) and their snapshot must match server/db/schema; a snapshot that forgot a column of
// the schema fails here (planted below). The copy sits under
// node_modules/.cache because drizzle-kit reads paths relative to the project.

const run = promisify(execFile)
const bin = path.resolve('node_modules/drizzle-kit/bin.cjs')

async function generate(
  schema: string,
  place: string,
  plant?: (migrations: string) => Promise<void>,
): Promise<string> {
  const dir = path.join('node_modules/.cache/schema-drift', place)
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  await cp('server/db/migrations', path.join(dir, 'migrations'), { recursive: true })
  await plant?.(path.join(dir, 'migrations'))
  const config = path.join(dir, 'drizzle.config.ts')
  await writeFile(
    config,
    `export default ${JSON.stringify({ dialect: 'postgresql', schema, out: `./${dir}/migrations` })}\n`,
  )
  const { stdout, stderr } = await run(process.execPath, [bin, 'generate', `--config=${config}`], {
    timeout: 60_000,
  })
  return `${stdout}${stderr}`
}

describe('the schema and the committed migrations', () => {
  it('agree: drizzle-kit has nothing to generate', async () => {
    expect(await generate('./server/db/schema/index.ts', 'main')).toContain('No schema changes')
  })

  it('disagree when the migrations forget a column of the schema (planted)', async () => {
    const output = await generate('./server/db/schema/index.ts', 'planted', async (migrations) => {
      // The latest snapshot without orders.seen_at: as if its migration had never been written.
      const meta = path.join(migrations, 'meta')
      const latest = (await readdir(meta))
        .filter((f) => f.endsWith('_snapshot.json'))
        .sort()
        .at(-1)!
      const file = path.join(meta, latest)
      const snapshot = JSON.parse(await readFile(file, 'utf8'))
      expect(snapshot.tables['public.orders'].columns.seen_at).toBeDefined()
      delete snapshot.tables['public.orders'].columns.seen_at
      await writeFile(file, JSON.stringify(snapshot))
    })
    expect(output).not.toContain('No schema changes')
    expect(output).toMatch(/Your SQL migration file/)
  })
})

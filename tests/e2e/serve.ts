import '#server/node-env.ts'
import { existsSync } from 'node:fs'
import { cp, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { generateSecret } from 'otplib'
import postgres from 'postgres'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { prepareDatabase } from '#server/db/prepare.ts'
import { openFileStore } from '#server/modules/storage/open-store.ts'
import { staff } from '#server/db/schema/index.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createFirstOwner } from '#server/modules/staff/first-owner.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'
import { writeSeedMedia } from '#server/db/seed/seed.ts'
import { STAFF_FILE, type StaffFixtures, WORKER_SLOTS } from './staff-fixtures.ts'
import { seedFairCustomers } from './fair-customers.ts'

// The end-to-end tests' shop: `npm start`'s server on a fresh DATA_DIR, with staff of every role
// made before it starts — a set per test worker, so tests log in as their own members and run in
// parallel (an owner's code counts once per 30 s, STAFF-3). The first owner of the first start
// stays untouched for the test of that start (admin-first-owner.spec.ts).

/**
 * Both shops of a run draw the same demo images (~30 s of CPU each, decision 0041): the first to
 * start draws them once into the run's E2E_MEDIA_DIR (playwright.config.ts), and each shop copies
 * them into its DATA_DIR, where the seed finds them and draws nothing.
 */
async function copySharedSeedMedia(dataDir: string) {
  const shared = process.env.E2E_MEDIA_DIR
  if (!shared) return
  const done = path.join(shared, 'done')
  let drawer = true
  try {
    await mkdir(path.join(shared, 'drawing'))
  } catch {
    drawer = false
  }
  if (drawer) {
    await writeSeedMedia(createLocalStore(shared))
    await writeFile(done, '')
  } else {
    // The other shop draws; should it die first, this one draws for itself in the seed.
    for (let waited = 0; !existsSync(done) && waited < 180_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    if (!existsSync(done)) return
  }
  await cp(path.join(shared, 'media'), path.join(dataDir, 'media'), { recursive: true })
}

// E2E_POSTGRES_URL: the shop runs on a fresh database of that server, named after its port
// (dropped and made anew at every start), instead of PGlite in DATA_DIR.
if (process.env.E2E_POSTGRES_URL) {
  const name = `shop_e2e_${process.env.PORT}`
  const admin = postgres(process.env.E2E_POSTGRES_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.unsafe(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(process.env.E2E_POSTGRES_URL)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
}

const config = loadConfig()
await copySharedSeedMedia(config.dataDir)
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
await prepareDatabase(database, { files: openFileStore(config) })
const settings = createSettingsService(database.db)
const members = createStaffService({
  db: database.db,
  issuer: async () => (await settings.get()).shopName,
})
const silent = { warn: () => {} } as unknown as Parameters<typeof createFirstOwner>[1]['log']
await createFirstOwner(members, {
  email: config.adminEmail ?? (await settings.get()).email,
  dataDir: config.dataDir,
  log: silent,
})

const fixtures: StaffFixtures = { workers: [] }
for (let slot = 0; slot < WORKER_SLOTS; slot++) {
  const set = {} as StaffFixtures['workers'][number]
  for (const role of ['owner', 'sales', 'production', 'content'] as const) {
    const email = `e2e.${role}.${slot}@example.com`
    const { member, password } = await members.create(
      { email, name: `E2E ${role} ${slot}`, role },
      null,
    )
    // An owner has a second factor (STAFF-3): set up here as the login's setup step would.
    const totpSecret = role === 'owner' ? generateSecret() : null
    if (totpSecret) {
      await database.db
        .update(staff)
        .set({ totpSecret, totpEnabledAt: new Date() })
        .where(eq(staff.id, member.id))
    }
    set[role] = { email, password, name: member.name, totpSecret }
  }
  fixtures.workers.push(set)
}
await writeFile(path.join(config.dataDir, STAFF_FILE), JSON.stringify(fixtures))
await seedFairCustomers(database.db, config.dataDir)
await database.close()

await import('#server/main.ts')

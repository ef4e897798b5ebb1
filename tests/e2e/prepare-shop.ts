import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { prepareDatabase } from '#server/db/prepare.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createFirstOwner } from '#server/modules/staff/first-owner.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'

// Runs before the end-to-end shop starts (playwright.config.ts): the first start's work (the
// demo data, the first owner and its password file, as the shop itself would write them), and
// one staff member per role without a second factor for specs that need the back office
// without depending on another spec (tests/e2e/staff.ts reads E2E_DATA_DIR/e2e-fixture-staff.json).

export const FIXTURE_STAFF_FILE = 'e2e-fixture-staff.json'

const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
try {
  await prepareDatabase(database, { dataDir: config.dataDir })
  const settings = createSettingsService(database.db)
  const staff = createStaffService({
    db: database.db,
    issuer: async () => (await settings.get()).shopName,
  })
  await createFirstOwner(staff, {
    email: config.adminEmail ?? (await settings.get()).email,
    dataDir: config.dataDir,
    log: { warn: () => undefined } as never,
  })
  const file = path.join(config.dataDir, FIXTURE_STAFF_FILE)
  // A data folder used again (E2E_DATA_DIR set by hand) has its members already.
  const members: Record<string, { email: string; password: string }> = {}
  if (!existsSync(file))
    for (const role of ['content', 'sales', 'production'] as const) {
      const email = `e2e-fixture-${role}@example.com`
      const { password } = await staff.create({ email, name: `E2E ${role}`, role }, null)
      members[role] = { email, password }
    }
  if (!existsSync(file)) await writeFile(file, JSON.stringify({ members }), { mode: 0o600 })
} finally {
  await database.close()
}

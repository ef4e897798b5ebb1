import { parseArgs } from 'node:util'
import { configOrFail, fail } from '#server/command.ts'
import { openDatabase } from '#server/db/client.ts'
import { STAFF_ROLES, type StaffRole } from '#core/staff/roles.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { isAppError } from '#core/errors/errors.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'

// `npm run admin:create -- --email anna@example.com --role sales [--name "Anna Berg"]`: adds a
// staff member (STAFF-4) to the database of DATABASE_URL or DATA_DIR and prints the password once.

const usage = `Usage: npm run admin:create -- --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--name <name>]`

const { values } = (() => {
  try {
    return parseArgs({
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    })
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`)
  }
})()
const email = values.email?.trim() ?? ''
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`An e-mail address is needed.\n${usage}`)
if (!STAFF_ROLES.includes(values.role as StaffRole)) fail(`A role is needed.\n${usage}`)

const config = configOrFail()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.exclusively(() => database.migrate())
  const settings = createSettingsService(database.db)
  const staff = createStaffService({
    db: database.db,
    issuer: async () => (await settings.get()).shopName,
  })
  const { member, password } = await staff.create(
    { email, name: values.name?.trim() || email, role: values.role as StaffRole },
    null,
  )
  console.log(`Staff member ${member.email} (${member.role}) created.`)
  console.log(`Password: ${password}`)
  console.log('The password is shown this once; the back office is at /admin/login.')
} catch (error) {
  if (isAppError(error)) fail(error.message)
  throw error
} finally {
  await database.close()
}

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { StaffService } from './staff.service.ts'

export const INITIAL_PASSWORD_FILE = 'initial-admin-password.txt'

/**
 * STAFF-4: the first start of a shop without staff creates one owner with a random password,
 * written once to the log and to `DATA_DIR/initial-admin-password.txt` (readable by the shop's
 * user only). The owner is led through the second factor's setup at the first login.
 */
export async function createFirstOwner(
  staff: StaffService,
  { email, dataDir, log }: { email: string; dataDir: string; log: FastifyBaseLogger },
): Promise<void> {
  const created = await staff.createFirstOwner(email)
  if (!created) return
  await mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, INITIAL_PASSWORD_FILE)
  await writeFile(
    file,
    [
      'The back office of the shop: /admin/login',
      `E-mail:   ${created.member.email}`,
      `Password: ${created.password}`,
      'Delete this file once the password is kept somewhere safe.',
      '',
    ].join('\n'),
    { mode: 0o600 },
  )
  // Once, at the first start only: the log is where a container's owner looks first.
  log.warn(
    { email: created.member.email, file },
    `First start: back office owner ${created.member.email} created, password ${created.password}`,
  )
}

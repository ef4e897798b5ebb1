import { mkdtemp, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, staff, staffSessions } from '#server/db/schema/index.ts'
import { INITIAL_PASSWORD_FILE } from '#server/modules/staff/first-owner.ts'
import { createRateLimiter } from '#server/modules/shared/rate-limiter.ts'
import { createStaffFlows } from '#server/modules/staff/staff.flows.ts'
import { createStaffService, STAFF_IDLE_MS } from '#server/modules/staff/staff.service.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

// STAFF-1..STAFF-6 on both databases: the first owner, accounts, sessions, the second factor and
// the append-only audit log.

const databases = await testDatabases()

describe.each(databases)('staff accounts on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let dataDir: string
  let clock = new Date('2026-11-23T09:00:00Z')
  const service = () =>
    createStaffService({ db: database.db, issuer: async () => 'Nordlicht', now: () => clock })

  beforeAll(async () => {
    database = await kind.create()
    dataDir = await mkdtemp(path.join(tmpdir(), 'staff-'))
  })
  afterAll(async () => {
    await database?.drop()
  })

  /** A code of the authenticator for the service's clock. */
  const codeAt = (secret: string, at: Date) =>
    generate({ secret, epoch: Math.floor(at.getTime() / 1000) })

  it('creates one owner at the first start, with the password in a file and the log, once', async () => {
    const lines: string[] = []
    const logStream = { write: (line: string) => void lines.push(line) }
    const first = await testApp(
      database,
      { DATA_DIR: dataDir, ADMIN_EMAIL: 'inhaber@example.com', LOG_LEVEL: 'warn' },
      { logStream },
    )
    const file = path.join(dataDir, INITIAL_PASSWORD_FILE)
    const text = await readFile(file, 'utf8')
    const password = /Password: (\S+)/.exec(text)![1]!
    expect(password).toHaveLength(20)
    expect(text).toContain('E-mail:   inhaber@example.com')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(lines.filter((line) => line.includes(password))).toHaveLength(1)
    await first.close()

    // A second start (or a second process) creates nobody.
    const second = await testApp(database, { DATA_DIR: dataDir, ADMIN_EMAIL: 'x@example.com' })
    await second.close()
    const owners = await database.db.select().from(staff)
    expect(owners.map((row) => [row.email, row.role])).toEqual([['inhaber@example.com', 'owner']])
    expect(owners[0]!.passwordHash).toMatch(/^\$argon2id\$/)

    const login = await service().logIn('INHABER@example.com', password)
    // STAFF-3: an owner without a second factor may only set it up.
    expect(login?.session.access).toBe('setup')
  })

  it('adds staff with unique e-mails and records who did it', async () => {
    const [owner] = await database.db.select().from(staff).where(eq(staff.role, 'owner'))
    const { member, password } = await service().create(
      { email: 'Vertrieb@example.com', name: 'Vera Vertrieb', role: 'sales' },
      owner!.id,
    )
    expect(password).toHaveLength(20)
    await expect(
      service().create({ email: 'vertrieb@EXAMPLE.com', name: 'Again', role: 'content' }, null),
    ).rejects.toMatchObject({ kind: 'conflict' })
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(member.id)))
    expect(entries).toMatchObject([
      {
        staffId: owner!.id,
        action: 'staff.create',
        objectType: 'staff',
        after: { email: 'Vertrieb@example.com', role: 'sales' },
      },
    ])
    // A staff member without a second factor (not an owner) may work at once.
    const login = await service().logIn('vertrieb@example.com', password)
    expect(login?.session.access).toBe('full')
    expect(await service().logIn('vertrieb@example.com', `${password}x`)).toBeNull()
    expect(await service().logIn('niemand@example.com', password)).toBeNull()
  })

  it('sets up the second factor, takes each code once, and asks for it at the next login', async () => {
    const { password } = await service().create(
      {
        email: 'chefin@example.com',
        name: 'Chefin',
        role: 'owner',
        password: 'Lange-Passphrase-42',
      },
      null,
    )
    const first = (await service().logIn('chefin@example.com', password))!
    expect(first.session.access).toBe('setup')
    const setup = await service().beginTotpSetup(first.session.member.id)
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Nordlicht:chefin%40example\.com\?/)
    expect(setup.qrSvg).toContain('<svg')
    await expect(service().confirmTotpSetup(first.session, '000000', 'de')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { code: [expect.stringContaining('Code')] },
    })
    const code = await codeAt(setup.secret, clock)
    const confirmed = await service().confirmTotpSetup(first.session, code, 'de')
    expect(confirmed.access).toBe('full')
    expect((await service().session(first.token))?.access).toBe('full')

    const second = (await service().logIn('chefin@example.com', password))!
    expect(second.session.access).toBe('second-factor')
    expect((await service().session(second.token))?.access).toBe('second-factor')
    // The code that confirmed the setup cannot be used again (RFC 6238 §5.2).
    await expect(service().giveSecondFactor(second.session, code, 'en')).rejects.toMatchObject({
      kind: 'invalid',
    })
    clock = new Date(clock.getTime() + 30_000)
    const next = await codeAt(setup.secret, clock)
    expect((await service().giveSecondFactor(second.session, next, 'en')).access).toBe('full')
    expect((await service().session(second.token))?.access).toBe('full')
  })

  it('ends a session after 8 idle hours, at logout, and for a disabled account', async () => {
    const { password } = await service().create(
      { email: 'produktion@example.com', name: 'Paul', role: 'production' },
      null,
    )
    const login = (await service().logIn('produktion@example.com', password))!
    clock = new Date(clock.getTime() + STAFF_IDLE_MS - 60_000)
    expect(await service().session(login.token)).not.toBeNull()
    // Used just now: the 8 hours start again.
    clock = new Date(clock.getTime() + STAFF_IDLE_MS - 60_000)
    expect(await service().session(login.token)).not.toBeNull()
    clock = new Date(clock.getTime() + STAFF_IDLE_MS + 1)
    expect(await service().session(login.token)).toBeNull()

    const again = (await service().logIn('produktion@example.com', password))!
    await service().logOut(again.token)
    expect(await service().session(again.token)).toBeNull()

    const third = (await service().logIn('produktion@example.com', password))!
    await database.db
      .update(staff)
      .set({ disabledAt: clock })
      .where(eq(staff.id, third.session.member.id))
    expect(await service().session(third.token)).toBeNull()
    expect(await service().logIn('produktion@example.com', password)).toBeNull()
    const stored = await database.db
      .select({ hash: staffSessions.tokenHash })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, third.session.member.id))
    // Only hashes are stored, never the token.
    expect(stored.map((row) => row.hash)).not.toContain(third.token)
  })

  it('counts password and code guesses (STAFF-2, SEC-3)', async () => {
    const flows = createStaffFlows({ staff: service(), rateLimiter: createRateLimiter({}) })
    const asker = { ip: '10.9.8.7', locale: 'de' as const }
    const { password } = await service().create(
      { email: 'raten@example.com', name: 'Rita', role: 'owner' },
      null,
    )
    for (let i = 0; i < 5; i += 1) {
      await expect(
        flows.logIn(asker, { email: 'raten@example.com', password: 'falsch-falsch' }),
      ).rejects.toMatchObject({ kind: 'invalid' })
    }
    await expect(
      flows.logIn(asker, { email: 'raten@example.com', password }),
    ).rejects.toMatchObject({ kind: 'rate_limited' })
    const login = await flows.logIn(
      { ...asker, ip: '10.9.8.8' },
      { email: 'raten@example.com', password },
    )
    await service().beginTotpSetup(login.session.member.id)
    for (let i = 0; i < 5; i += 1) {
      await expect(
        flows.confirmSetup(login.session, asker, { code: '000000' }),
      ).rejects.toMatchObject({
        kind: 'invalid',
      })
    }
    await expect(
      flows.confirmSetup(login.session, asker, { code: '000000' }),
    ).rejects.toMatchObject({
      kind: 'rate_limited',
    })
  })

  it('counts wrong codes only: a right code is no guess and starts the count again (SEC-3)', async () => {
    const flows = createStaffFlows({ staff: service(), rateLimiter: createRateLimiter({}) })
    const asker = { ip: '10.9.8.9', locale: 'en' as const }
    const { password } = await service().create(
      { email: 'zaehlen@example.com', name: 'Zora', role: 'owner' },
      null,
    )
    const first = await flows.logIn(asker, { email: 'zaehlen@example.com', password })
    const { secret } = await service().beginTotpSetup(first.session.member.id)
    const nextCode = async () => {
      clock = new Date(clock.getTime() + 30_000)
      return codeAt(secret, clock)
    }
    await flows.confirmSetup(first.session, asker, { code: await nextCode() })
    const wrong = (session: typeof first.session) =>
      flows.secondFactor(session, asker, { code: '000000' })

    const second = await flows.logIn(asker, { email: 'zaehlen@example.com', password })
    // The set-up's right code counted nothing: five wrong ones are five answers, not a lock-out.
    for (let i = 0; i < 4; i += 1)
      await expect(wrong(second.session)).rejects.toMatchObject({ kind: 'invalid' })
    expect(
      (await flows.secondFactor(second.session, asker, { code: await nextCode() })).access,
    ).toBe('full')

    const third = await flows.logIn(asker, { email: 'zaehlen@example.com', password })
    for (let i = 0; i < 5; i += 1)
      await expect(wrong(third.session)).rejects.toMatchObject({ kind: 'invalid' })
    await expect(wrong(third.session)).rejects.toMatchObject({ kind: 'rate_limited' })
    // Used up, the limit holds for a right code too: the guesser gets no more tries.
    await expect(
      flows.secondFactor(third.session, asker, { code: await nextCode() }),
    ).rejects.toMatchObject({ kind: 'rate_limited' })
  })

  it('keeps the audit log unchanged: no update, no delete, no truncate', async () => {
    await expect(database.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow()
    await expect(database.db.delete(auditLog)).rejects.toThrow()
    await expect(database.db.execute(sql`truncate table audit_log`)).rejects.toThrow()
    // Nor by a cascade from the staff table it refers to.
    await expect(database.db.execute(sql`truncate table staff cascade`)).rejects.toThrow()
    const rows = await database.db.select().from(auditLog)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.action !== 'forged')).toBe(true)
  })
})

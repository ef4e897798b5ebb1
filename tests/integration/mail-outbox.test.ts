import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createMailService, type MailService } from '#server/modules/mail/mail.service.ts'
import { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'

// MAIL-1..MAIL-4 on both databases: a mail exists only with the change that caused it, the
// worker retries a refusing SMTP server with a growing delay, gives up visibly after the last
// attempt, and two workers on one database send every mail exactly once.

const databases = await testDatabases()
const quiet = { error: () => {} }

describe.each(databases)('the mail outbox on $name', (kind) => {
  let database: Database & { drop(): Promise<void>; url?: string }
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  const services: MailService[] = []

  const service = (db = database.db, retry = { firstDelayMs: 20, attempts: 3 }) => {
    const created = createMailService(db, {
      smtpUrl: mailbox.url,
      from: 'Shop <shop@example.com>',
      files: createLocalStore('/tmp/shop-test-outbox'),
      retry,
      log: quiet,
      pollMs: 20,
    })
    services.push(created)
    return created
  }
  const mail = (n: number | string) => ({
    template: 'test',
    locale: 'de',
    to: `outbox-${n}@example.com`,
    subject: `Mail ${n}`,
    text: `Text ${n}`,
    html: `<p>Text ${n}</p>`,
  })
  const row = async (id: number) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
  const until = async (check: () => Promise<boolean>, ms = 10_000) => {
    const deadline = Date.now() + ms
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not reached')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
  })
  afterEach(async () => {
    await Promise.all(services.splice(0).map((s) => s.stop()))
  })
  afterAll(async () => {
    await mailbox?.close()
    await database?.drop()
  })

  it('keeps no mail of a change that was rolled back, and sends the committed one', async () => {
    const outbox = service()
    const before = mailbox.received.length
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.queue(tx, mail('rolled-back'))
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const id = await database.db.transaction((tx) => outbox.queue(tx, mail('committed')))
    expect((await row(id)).status).toBe('queued')
    outbox.start()
    const sent = await mailbox.latest('outbox-committed@', { after: before })
    expect(sent.subject).toBe('Mail committed')
    expect(sent.text).toContain('Text committed')
    await until(async () => (await row(id)).status === 'sent')
    expect(await row(id)).toMatchObject({ attempts: 1, error: null })
    expect(mailbox.received.slice(before).map((m) => m.subject)).toEqual(['Mail committed'])
  })

  it('retries a refusing SMTP server with a growing delay and sends the mail once', async () => {
    const outbox = service()
    const before = mailbox.received.length
    mailbox.refuseNext(2)
    const id = await outbox.send(mail('retried'))
    // The first refusal is recorded with its error and the next attempt's time.
    expect(await outbox.runOnce()).toBe(1)
    const waiting = await row(id)
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 })
    expect(waiting.error).toMatch(/Try again later/)
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(waiting.createdAt.getTime())
    outbox.start()
    await mailbox.latest('outbox-retried@', { after: before })
    await until(async () => (await row(id)).status === 'sent')
    expect(await row(id)).toMatchObject({ attempts: 3, error: null })
    expect(mailbox.received.slice(before)).toHaveLength(1)
  })

  it('gives up after the last attempt, keeps the error, and sends again when asked', async () => {
    const outbox = service()
    mailbox.refuseNext(3)
    const id = await outbox.send(mail('failing'))
    outbox.start()
    await until(async () => (await row(id)).status === 'failed')
    const failed = await row(id)
    expect(failed.attempts).toBe(3)
    expect(failed.error).toMatch(/Try again later/)
    // Nothing more happens on its own.
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await row(id)).status).toBe('failed')

    const before = mailbox.received.length
    expect(await outbox.sendAgain(database.db, id)).toBe(true)
    expect(await outbox.sendAgain(database.db, id)).toBe(false)
    await mailbox.latest('outbox-failing@', { after: before })
    await until(async () => (await row(id)).status === 'sent')
    expect((await row(id)).error).toBeNull()
  })

  it('takes over a mail whose worker died while sending it', async () => {
    const outbox = service()
    const id = await outbox.queue(database.db, mail('orphan'))
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id))
    const before = mailbox.received.length
    outbox.start()
    await mailbox.latest('outbox-orphan@', { after: before })
    await until(async () => (await row(id)).status === 'sent')
    expect((await row(id)).attempts).toBe(2)
  })

  it('sends each of many mails exactly once with two workers on one database', async () => {
    // A second connection pool is what a second app process has; PGlite has one process.
    const second = database.url ? await openDatabase({ url: database.url, dataDir: '' }) : undefined
    try {
      const one = service(database.db)
      const two = service(second?.db ?? database.db)
      const before = mailbox.received.length
      const ids: number[] = []
      for (let n = 0; n < 40; n++) ids.push(await one.queue(database.db, mail(`pair-${n}`)))
      // Both race for the same due mails, passes interleaved.
      await Promise.all([
        (async () => {
          while ((await one.runOnce()) > 0);
        })(),
        (async () => {
          while ((await two.runOnce()) > 0);
        })(),
      ])
      await mailbox.waitFor(before + 40)
      const subjects = mailbox.received.slice(before).map((m) => m.subject)
      expect(subjects).toHaveLength(40)
      expect(new Set(subjects).size).toBe(40)
      const rows = await database.db.select().from(mailOutbox)
      const mine = rows.filter((r) => ids.includes(r.id))
      expect(mine.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
    } finally {
      await second?.close()
    }
  })
})

import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createWorkerLoop } from '#server/modules/shared/worker-loop.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import type { RenderedMail } from './templates.ts'

export interface MailOptions {
  /** smtp://user:pass@host:port; without it mails are kept under mail/ in the file store as .eml. */
  smtpUrl: string | undefined
  from: string
  files: FileStore
  /** MAIL-3: the first retry's delay (each further one doubles) and the attempts a mail gets. */
  retry: { firstDelayMs: number; attempts: number }
  log: { error(obj: unknown, msg?: string): void }
  /** How often the worker looks for due mails when nobody wakes it. */
  pollMs?: number
  now?: () => Date
}

export interface OutgoingMail extends RenderedMail {
  to: string
  template: string
  locale: string
  /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>
  /** The order the mail is about (its back-office page lists it). */
  orderId?: number
  /** Files sent with the mail (an issued invoice or credit note, INV-1). */
  attachments?: { filename: string; content: Uint8Array | string; contentType: string }[]
}

export type MailRow = typeof mailOutbox.$inferSelect

/** A claimed mail belongs to its worker this long; a worker that died gives it up after it. */
const CLAIM_MS = 5 * 60_000
const BATCH = 10
/** The longest wait between two attempts, however many came before. */
const MAX_DELAY_MS = 6 * 3600_000

/**
 * The one adapter to the mail system (MAIL-1..MAIL-4, decision 0021). `queue` writes a mail to
 * the outbox with the executor it is given — the transaction of the change that causes it — so
 * the change and its mail are committed together or not at all. The worker claims due mails
 * with `FOR UPDATE SKIP LOCKED` (two processes never take the same mail), sends them by SMTP or
 * writes them to DATA_DIR/mail, and retries failures with a doubling delay until the last
 * attempt marks the mail failed for the back office to send again.
 */
export function createMailService(db: Db, options: MailOptions) {
  const now = options.now ?? (() => new Date())
  // The stream transport renders the whole message; it is what the outbox keeps and sends.
  const renderer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : undefined
  /** STAFF-14: told when a mail failed for good; answers whether it queued mails. */
  let failedHook: ((executor: Db, row: MailRow) => Promise<boolean>) | undefined
  const fromAddress = options.from.match(/<([^>]+)>/)?.[1] ?? options.from

  async function render(mail: OutgoingMail): Promise<string> {
    const rendered = await renderer.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { ...mail.headers, 'X-Shop-Template': mail.template },
      attachments: mail.attachments?.map((file) => ({
        filename: file.filename,
        content: typeof file.content === 'string' ? file.content : Buffer.from(file.content),
        contentType: file.contentType,
      })),
    })
    return (rendered.message as Buffer).toString('utf8')
  }

  /** MAIL-1: the mail is in the outbox once `executor` commits; the worker sends it then. */
  async function queue(executor: Db, mail: OutgoingMail): Promise<number> {
    const raw = await render(mail)
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        template: mail.template,
        locale: mail.locale,
        to: mail.to,
        subject: mail.subject,
        raw,
        status: 'queued',
        orderId: mail.orderId ?? null,
        nextAttemptAt: now(),
      })
      .returning({ id: mailOutbox.id })
    return row!.id
  }

  /** MAIL-2: due mails, each claimed by exactly one worker (its attempt counted). */
  async function claim(): Promise<MailRow[]> {
    const at = now()
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, at)),
          // A worker that died while sending: its claim ran out.
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        lockedUntil: new Date(at.getTime() + CLAIM_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
  }

  async function deliver(row: MailRow): Promise<Partial<MailRow>> {
    if (smtp) {
      await smtp.sendMail({ envelope: { from: fromAddress, to: [row.to] }, raw: row.raw })
      return { status: 'sent' }
    }
    // Decision 0042: in the file store, so every machine's mails are in one place.
    const file = `mail/${now().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`
    await options.files.put(file, Buffer.from(row.raw, 'utf8'), 'message/rfc822')
    return { status: 'stored', file }
  }

  /** MAIL-3: the delay before attempt `attempts + 1`. */
  const delayAfter = (attempts: number) =>
    Math.min(options.retry.firstDelayMs * 2 ** (attempts - 1), MAX_DELAY_MS)

  async function sendOne(row: MailRow): Promise<void> {
    let outcome: Partial<MailRow>
    try {
      outcome = { ...(await deliver(row)), sentAt: now(), error: null, lockedUntil: null }
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 1000)
      const last = row.attempts >= options.retry.attempts
      options.log.error(
        { err: error, mailId: row.id, attempt: row.attempts },
        last ? 'mail failed for good; staff can send it again' : 'mail failed; will retry',
      )
      outcome = last
        ? { status: 'failed', error: message, lockedUntil: null }
        : {
            status: 'queued',
            error: message,
            lockedUntil: null,
            nextAttemptAt: new Date(now().getTime() + delayAfter(row.attempts)),
          }
    }
    // Only while this worker's claim stands: a mail taken over after a timeout is not undone.
    const settle = (executor: Db) =>
      executor
        .update(mailOutbox)
        .set(outcome)
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')))
        .returning({ id: mailOutbox.id })
    const hook = failedHook
    if (outcome.status !== 'failed' || !hook) {
      await settle(db)
      return
    }
    // STAFF-14: "failed for good" is told once, with the change that marks it (MAIL-1); a
    // notice that cannot be queued never keeps the mail from being marked failed.
    const told = await db.transaction(async (tx) => {
      const settled = await settle(tx)
      if (settled.length === 0) return false
      try {
        return await tx.transaction((savepoint) => hook(savepoint, { ...row, ...outcome }))
      } catch (error) {
        options.log.error({ err: error, mailId: row.id }, 'failed-mail notice not queued')
        return false
      }
    })
    if (told) wake()
  }

  /** One pass: claims due mails and sends them; answers how many it took. */
  async function runOnce(): Promise<number> {
    const claimed = await claim()
    for (const row of claimed) await sendOne(row)
    return claimed.length
  }

  // The worker: a pass when woken (a mail was queued in this process) or every pollMs; a full
  // batch means more may be due at once.
  const loop = createWorkerLoop({
    name: 'mail outbox',
    pollMs: options.pollMs ?? Math.min(2000, options.retry.firstDelayMs),
    log: options.log,
    pass: async () => (await runOnce()) === BATCH,
  })
  const wake = loop.wake

  return {
    queue,

    /** Queues a mail that no other change goes with, and wakes the worker. */
    async send(mail: OutgoingMail): Promise<number> {
      const id = await queue(db, mail)
      wake()
      return id
    },

    /** After a transaction that queued mails committed: send them now rather than at the poll. */
    wake,

    /** STAFF-14: `hook` runs in the transaction that marks a mail failed for good. */
    onFailedForGood(hook: (executor: Db, row: MailRow) => Promise<boolean>) {
      failedHook = hook
    },

    runOnce,

    /**
     * MAIL-4: a failed mail goes back into the queue with fresh attempts (staff's "send again");
     * false when it is not failed (already sent, or sent again by someone else).
     */
    async sendAgain(executor: Db, id: number): Promise<boolean> {
      const again = await executor
        .update(mailOutbox)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: now(), lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
        .returning({ id: mailOutbox.id })
      if (again.length > 0) wake()
      return again.length > 0
    },

    start: loop.start,

    /** Stops the worker after its current pass; mails left are sent by the next start. */
    async stop() {
      await loop.stop()
      smtp?.close()
    },
  }
}

export type MailService = ReturnType<typeof createMailService>

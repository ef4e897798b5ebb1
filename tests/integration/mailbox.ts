import { desc, eq } from 'drizzle-orm'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema/index.ts'

/** A real SMTP server on a free local port; what arrives is parsed and kept in order. */
export async function startMailbox() {
  const received: ParsedMail[] = []
  const waiting: (() => void)[] = []
  // Deliveries to refuse with a temporary error, as a server that is down or overloaded does.
  let refusing = 0
  let refused = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing > 0) {
        refusing -= 1
        refused += 1
        stream.resume()
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        )
        return
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          waiting.splice(0).forEach((wake) => wake())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `count` deliveries fail with 451 (temporary). */
    refuseNext(count: number) {
      refusing = count
    },
    refusedCount: () => refused,
    /** Waits up to `ms` until `count` mails arrived in all. */
    async waitFor(count: number, ms = 10_000) {
      const deadline = Date.now() + ms
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived`)
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
    /**
     * The newest mail to an address (of one template, as its X-Shop-Template header names it),
     * among those that arrived after the first `after`, waiting up to 5 s for it. Mails leave
     * through the outbox worker, so one queued earlier may arrive after one queued later.
     */
    async latest(
      to: string,
      wanted: { template?: string; after?: number; subject?: string } = {},
    ): Promise<ParsedMail> {
      const deadline = Date.now() + 5000
      for (;;) {
        const found = received
          .slice(wanted.after ?? 0)
          .filter((mail) => mail.to && JSON.stringify(mail.to).includes(to))
          .filter(
            (mail) => !wanted.template || mail.headers.get('x-shop-template') === wanted.template,
          )
          .filter((mail) => !wanted.subject || (mail.subject ?? '').includes(wanted.subject))
          .at(-1)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`)
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The outbox row of the newest mail to an address, once the worker is done with it. */
export async function settledMail(db: Db, to: string) {
  const deadline = Date.now() + 5000
  for (;;) {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
    if (row && row.status !== 'queued' && row.status !== 'sending') return row
    if (Date.now() > deadline) throw new Error(`the mail to ${to} was not sent`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

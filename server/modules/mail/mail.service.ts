import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import type { RenderedMail } from './templates.ts'

export interface MailOptions {
  /** smtp://user:pass@host:port; without it mails are written to `dataDir/mail` as .eml. */
  smtpUrl: string | undefined
  from: string
  dataDir: string
}

export interface OutgoingMail extends RenderedMail {
  to: string
  template: string
  locale: string
  /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>
}

/**
 * The one adapter to the mail system: nodemailer over SMTP when configured, otherwise
 * each message is rendered to RFC 822 and kept as a file. Every message lands in the outbox table.
 */
export function createMailService(db: Db, options: MailOptions) {
  // The stream transport renders the whole message; it is what a file or the outbox keeps.
  const renderer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  const mailDir = path.join(options.dataDir, 'mail')

  return {
    async send(mail: OutgoingMail): Promise<{ status: 'sent' | 'stored' }> {
      const message = {
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...mail.headers, 'X-Shop-Template': mail.template },
      }
      const rendered = await renderer.sendMail(message)
      const raw = (rendered.message as Buffer).toString('utf8')
      const row = {
        template: mail.template,
        locale: mail.locale,
        to: mail.to,
        subject: mail.subject,
        raw,
      }
      if (smtp) {
        try {
          await smtp.sendMail(message)
        } catch (error) {
          await db
            .insert(mailOutbox)
            .values({ ...row, status: 'failed', error: String((error as Error).message) })
          throw error
        }
        await db.insert(mailOutbox).values({ ...row, status: 'sent' })
        return { status: 'sent' }
      }
      await mkdir(mailDir, { recursive: true })
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      )
      await writeFile(file, raw)
      await db.insert(mailOutbox).values({ ...row, status: 'stored', file })
      return { status: 'stored' }
    },

    close() {
      smtp?.close()
    },
  }
}

export type MailService = ReturnType<typeof createMailService>

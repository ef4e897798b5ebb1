import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on a free local port; what arrives is parsed and kept in order. */
export async function startMailbox() {
  const received: ParsedMail[] = []
  const waiting: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
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
    /** The newest mail to an address, waiting up to 5 s for it. */
    async latest(to: string, after = 0): Promise<ParsedMail> {
      const deadline = Date.now() + 5000
      for (;;) {
        const found = received
          .slice(after)
          .filter((mail) => mail.to && JSON.stringify(mail.to).includes(to))
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

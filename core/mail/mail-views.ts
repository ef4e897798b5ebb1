// MAIL-4: the outbox as the back office shows it.

/** MAIL-2: where a mail of the outbox stands. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'stored', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export interface MailView {
  id: number
  template: string
  to: string
  subject: string
  status: MailStatus
  attempts: number
  error: string | null
  orderId: number | null
  /** The order's number as staff and customers know it. */
  orderNumber: number | null
  createdAt: string
  sentAt: string | null
  nextAttemptAt: string
}

/** 'failed': gave up; 'retrying': waiting for another attempt after an error. */
export type MailFilter = 'failed' | 'retrying' | 'all'

export const MAILS_PER_PAGE = 50

import { and, eq, sql } from 'drizzle-orm'
import { servicesFromText } from '#core/cart/lines.ts'
import { shopDayOf } from '#core/dates/dates.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { isValidityDay, quotedUnitCents, quoteNumber } from '#core/quotes/quotes.ts'
import { can } from '#core/staff/permissions.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { QuotePricingBody } from '#core/validation/quotes.ts'
import type { Db } from '#server/db/client.ts'
import { quoteCounters, quoteLines, quotes } from '#server/db/schema/index.ts'
import type { CustomerView } from '#server/modules/customers/customer-view.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import { quoteMail } from './quote-mail.ts'
import type { LineDescriber } from './quote-lines.ts'
import { linesOf, quoteList, quoteRow, quoteView, type QuoteView } from './quote-reads.ts'

// QUOTE-3..QUOTE-5, QUOTE-10 (decision 0058): the back office prices a request and sends the
// quote. Owner and sales (`quotes.manage`); every change is audited in its transaction.

/** The back office's list shows at most this many quotes. */
export const QUOTES_PER_ADMIN_LIST = 200

export interface QuotesAdminDeps {
  db: Db
  describer: LineDescriber
  mail: MailService
  settings: SettingsService
  audit: StaffService['audit']
  customer: (id: number) => Promise<CustomerView | undefined>
  publicUrl: string
  now?: (() => Date) | undefined
}

const invalid = (field: string, message: string) =>
  new AppError('invalid', message, { [field]: [message] })

export function assertQuoteManager(actor: StaffMember, locale: Locale) {
  if (!can(actor, 'quotes.manage')) {
    throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
  }
}

export function createQuotesAdmin(deps: QuotesAdminDeps) {
  const { db, describer } = deps
  const now = () => (deps.now ?? (() => new Date()))()
  const today = () => shopDayOf(now())

  async function requested(id: number, locale: Locale) {
    const row = await quoteRow(db, id)
    if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
    if (row.status !== 'requested') {
      throw new AppError('conflict', translate(locale, 'adminQuotes.alreadySent'))
    }
    return row
  }

  /** QUOTE-5: the next number of the year, gap-free (the counter row is locked). */
  async function nextNumber(tx: Db, year: number): Promise<string> {
    const [row] = await tx
      .insert(quoteCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({
        target: quoteCounters.year,
        set: { last: sql`${quoteCounters.last} + 1` },
      })
      .returning({ last: quoteCounters.last })
    return quoteNumber(year, row!.last)
  }

  return {
    /** QUOTE-3: every request and quote, newest first. */
    async list(actor: StaffMember, locale: Locale) {
      assertQuoteManager(actor, locale)
      return quoteList(db, today(), { limit: QUOTES_PER_ADMIN_LIST })
    },

    /** QUOTE-3: a request or quote with today's prices and its customer. */
    async get(actor: StaffMember, id: number, locale: Locale) {
      assertQuoteManager(actor, locale)
      const row = await quoteRow(db, id)
      if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      const [view, customer] = await Promise.all([
        quoteView(db, describer, row, locale, today()),
        deps.customer(row.customerId),
      ])
      return { quote: view, customer: customer ?? null, today: today() }
    },

    /**
     * QUOTE-4: each line priced by a unit price or a discount off today's unit price, the
     * shipping, the note and the validity day. Only a request not yet sent is priced.
     */
    async price(actor: StaffMember, id: number, body: QuotePricingBody, locale: Locale) {
      assertQuoteManager(actor, locale)
      const row = await requested(id, locale)
      if (!isValidityDay(body.valid_until, today())) {
        throw invalid('valid_until', translate(locale, 'quotes.datePassed'))
      }
      const lines = await linesOf(db, id)
      const priced = await Promise.all(
        lines.map(async (line, index) => {
          const given = body.lines.find((entry) => entry.id === line.id)
          if (!given) throw invalid(`lines.${index}`, translate(locale, 'quotes.priceOrDiscount'))
          const list = await todaysUnit(line)
          if (list === null) {
            throw invalid(`lines.${index}`, translate(locale, 'adminQuotes.notSold'))
          }
          const basisPoints =
            given.discount_percent == null ? null : Math.round(given.discount_percent * 100)
          const unitCents =
            basisPoints === null
              ? quotedUnitCents(list, { kind: 'unit', unitCents: given.unit_cents! })
              : quotedUnitCents(list, { kind: 'discount', basisPoints })
          return { id: line.id, listUnitCents: list, discountBasisPoints: basisPoints, unitCents }
        }),
      )
      await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(quotes)
          .set({
            shippingCents: body.shipping_cents,
            note: body.note,
            validUntil: body.valid_until,
            updatedAt: now(),
          })
          .where(and(eq(quotes.id, id), eq(quotes.status, 'requested')))
          .returning({ id: quotes.id })
        if (!changed) throw new AppError('conflict', translate(locale, 'adminQuotes.alreadySent'))
        for (const line of priced) {
          await tx
            .update(quoteLines)
            .set({
              listUnitCents: line.listUnitCents,
              discountBasisPoints: line.discountBasisPoints,
              unitCents: line.unitCents,
            })
            .where(and(eq(quoteLines.id, line.id), eq(quoteLines.quoteId, id)))
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'quote.price',
          objectType: 'quote',
          objectId: id,
          before: {
            shippingCents: row.shippingCents,
            note: row.note,
            validUntil: row.validUntil,
            lines: lines.map((line) => ({ id: line.id, unitCents: line.unitCents })),
          },
          after: {
            shippingCents: body.shipping_cents,
            note: body.note,
            validUntil: body.valid_until,
            lines: priced,
          },
        })
      })
    },

    /**
     * QUOTE-5: the priced request becomes the quote: its number, its PDF and its mail to the
     * customer (in the language they asked in) in one transaction.
     */
    async send(actor: StaffMember, id: number, locale: Locale): Promise<string> {
      assertQuoteManager(actor, locale)
      const row = await requested(id, locale)
      const customer = await deps.customer(row.customerId)
      if (!customer) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      const shop = await deps.settings.get()
      const view = await quoteView(db, describer, row, row.locale, today())
      if (!view.totals || !row.validUntil) {
        throw new AppError('conflict', translate(locale, 'adminQuotes.priceFirst'))
      }
      if (!isValidityDay(row.validUntil, today())) {
        throw invalid('valid_until', translate(locale, 'quotes.datePassed'))
      }
      const { drawQuotePdf } = await import('./quote-pdf.ts')
      const number = await db.transaction(async (tx) => {
        const sentAt = now()
        const number = await nextNumber(tx, Number(today().slice(0, 4)))
        const pdf = await drawQuotePdf({ ...view, number }, customer, shop, today())
        const [changed] = await tx
          .update(quotes)
          .set({ status: 'sent', number, pdf, sentAt, updatedAt: sentAt })
          .where(and(eq(quotes.id, id), eq(quotes.status, 'requested')))
          .returning({ id: quotes.id })
        if (!changed) throw new AppError('conflict', translate(locale, 'adminQuotes.alreadySent'))
        await deps.mail.queue(tx, {
          ...quoteMail(row.locale, shop, customer, {
            number,
            validUntil: row.validUntil!,
            url: `${deps.publicUrl}${row.locale === 'en' ? '/en' : ''}/profile/quotes/${id}`,
          }),
          to: customer.email,
          locale: row.locale,
          template: 'quote',
          attachments: [
            { filename: `${number}.pdf`, content: pdf, contentType: 'application/pdf' },
          ],
        })
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'quote.send',
          objectType: 'quote',
          objectId: id,
          before: { status: 'requested' },
          after: { status: 'sent', number, netCents: view.totals!.netCents },
        })
        return number
      })
      deps.mail.wake()
      return number
    },
  }

  /** Today's unit price of a stored line (its services included). */
  async function todaysUnit(line: {
    productId: number
    combinationId: number
    durationId: number
    services: string
    quantity: number
  }): Promise<number | null> {
    const described = await describer.describe(
      {
        productId: line.productId,
        combinationId: line.combinationId,
        durationId: line.durationId,
        serviceValueIds: servicesFromText(line.services),
        quantity: line.quantity,
      },
      'de',
    )
    return described.listUnitCents
  }
}

export type QuotesAdmin = ReturnType<typeof createQuotesAdmin>
export type AdminQuote = { quote: QuoteView; customer: CustomerView | null; today: string }

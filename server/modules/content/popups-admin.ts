import { desc, eq } from 'drizzle-orm'
import { shopDayOf, shopDayStart } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import { type PopupInput, popupInputSchema } from '#core/validation/admin-popups.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import type { Db } from '#server/db/client.ts'
import { popups } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { refuseEditorLoss } from './editor-check.ts'
import { sanitizeContent, sanitizeRemoves } from './sanitize.ts'

// CONT-3: staff keep the site popups (CONSENT-6). The HTML is cleaned when saved (and again
// when shown); the days are shop days: from the first day's midnight to the end of the last.
// The storefront reads popups without a cache, so a change shows at once everywhere.

export type PopupState = 'showing' | 'scheduled' | 'ended' | 'off'

export interface PopupAdminView {
  id: number
  titleDe: string
  titleEn: string
  contentDe: string
  contentEn: string
  firstDay: string | null
  lastDay: string | null
  isActive: boolean
  state: PopupState
}

const DAY_MS = 24 * 3600_000

/** The end of a shop day: the next day's midnight (a DST day has 23 or 25 hours). */
function dayEnd(day: string): Date {
  const next = new Date(shopDayStart(day).getTime() + DAY_MS + 2 * 3600_000)
  return shopDayStart(shopDayOf(next))
}

export function popupState(
  row: { isActive: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): PopupState {
  if (!row.isActive) return 'off'
  if (row.endsAt && row.endsAt <= now) return 'ended'
  if (row.startsAt && row.startsAt > now) return 'scheduled'
  return 'showing'
}

export function createPopupsAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
  now?: () => Date
}) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

  function allowed(actor: StaffMember, locale: Locale) {
    if (!can(actor, 'content.edit')) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }
  function parse(input: Record<string, unknown>, locale: Locale): PopupInput {
    const parsed = popupInputSchema.safeParse(input)
    if (!parsed.success) {
      throw new AppError(
        'invalid',
        translate(locale, 'validation.fixErrors'),
        issueMessages(parsed.error, locale),
      )
    }
    return parsed.data
  }
  /**
   * The row to write, and whether cleaning the HTML removed anything. A text the back office's
   * editor could not show whole is refused at its field (decision 0036).
   */
  async function rowOf(input: PopupInput, locale: Locale) {
    const contentDe = sanitizeContent(input.contentDe)
    const contentEn = sanitizeContent(input.contentEn)
    await refuseEditorLoss({ contentDe, contentEn }, locale)
    return {
      values: {
        title: { de: input.titleDe, en: input.titleEn },
        content: { de: contentDe, en: contentEn },
        isActive: input.isActive,
        startsAt: input.firstDay ? shopDayStart(input.firstDay) : null,
        endsAt: input.lastDay ? dayEnd(input.lastDay) : null,
      },
      // Only real removals count, not the cleaner's harmless rewrites (<br />, a link's rel).
      cleaned: sanitizeRemoves(input.contentDe) || sanitizeRemoves(input.contentEn),
    }
  }
  function viewOf(row: typeof popups.$inferSelect): PopupAdminView {
    return {
      id: row.id,
      titleDe: row.title.de,
      titleEn: row.title.en,
      contentDe: row.content.de,
      contentEn: row.content.en,
      firstDay: row.startsAt ? shopDayOf(row.startsAt) : null,
      // endsAt is the next day's midnight: the last day is the one before it.
      lastDay: row.endsAt ? shopDayOf(new Date(row.endsAt.getTime() - 1)) : null,
      isActive: row.isActive,
      state: popupState(row, now()),
    }
  }
  const audited = (row: typeof popups.$inferSelect) => ({
    title: row.title,
    isActive: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  })

  return {
    async list(): Promise<PopupAdminView[]> {
      return (await db.select().from(popups).orderBy(desc(popups.id))).map(viewOf)
    },

    async get(id: number, locale: Locale): Promise<PopupAdminView> {
      const [row] = await db.select().from(popups).where(eq(popups.id, id))
      if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      return viewOf(row)
    },

    async create(actor: StaffMember, input: Record<string, unknown>, locale: Locale) {
      allowed(actor, locale)
      const { values, cleaned } = await rowOf(parse(input, locale), locale)
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(popups).values(values).returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'popup.create',
          objectType: 'popup',
          objectId: created!.id,
          after: audited(created!),
        })
        return created!
      })
      await deps.invalidation.publish('popups')
      return { popup: viewOf(row), cleaned }
    },

    async update(actor: StaffMember, id: number, input: Record<string, unknown>, locale: Locale) {
      allowed(actor, locale)
      const { values, cleaned } = await rowOf(parse(input, locale), locale)
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(popups).where(eq(popups.id, id)).for('update')
        if (!before) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        const [after] = await tx.update(popups).set(values).where(eq(popups.id, id)).returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'popup.update',
          objectType: 'popup',
          objectId: id,
          before: audited(before),
          after: audited(after!),
        })
        return after!
      })
      await deps.invalidation.publish('popups')
      return { popup: viewOf(row), cleaned }
    },

    async remove(actor: StaffMember, id: number, locale: Locale): Promise<void> {
      allowed(actor, locale)
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(popups).where(eq(popups.id, id)).returning()
        if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'popup.delete',
          objectType: 'popup',
          objectId: id,
          before: audited(row),
        })
      })
      await deps.invalidation.publish('popups')
    },
  }
}

export type PopupsAdmin = ReturnType<typeof createPopupsAdmin>

import { asc, eq, inArray, sql } from 'drizzle-orm'
import {
  checkRedirect,
  type InactiveReason,
  inactiveReason,
  normalizePath,
  type RedirectProblem,
} from '#core/content/redirects.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import type { Db } from '#server/db/client.ts'
import { redirections } from '#server/db/schema/index.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'

// CONT-1, ROUTE-4 (decision 0025): staff keep the redirection list. Every write checks the whole
// list (no chains, no loops) under a table lock, is audited, and reaches every process's cache
// after it committed.

export interface RedirectView {
  id: number
  from: string
  to: string
  hits: number
  lastHitAt: string | null
  /** Why the rule does not act (SEC-11), or null when it does. */
  inactive: InactiveReason | null
}

const MESSAGE: Record<RedirectProblem, Parameters<typeof translate>[1]> = {
  fromInvalid: 'adminContent.redirects.fromInvalid',
  fromReserved: 'adminContent.redirects.fromReserved',
  toInvalid: 'adminContent.redirects.toInvalid',
  toOtherSite: 'adminContent.redirects.toOtherSite',
  same: 'adminContent.redirects.same',
  fromTaken: 'adminContent.redirects.fromTaken',
  loop: 'adminContent.redirects.loop',
  chainTo: 'adminContent.redirects.chainTo',
  chainFrom: 'adminContent.redirects.chainFrom',
}

export function createRedirectionsAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
  log: { error(obj: unknown, msg?: string): void }
}) {
  const { db } = deps

  function assertRole(actor: StaffMember, locale: Locale) {
    if (!can(actor, 'content.edit')) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }

  /** Checks and writes one rule with the list locked, so two editors cannot build a chain. */
  async function save(
    actor: StaffMember,
    input: { id?: number; from: string; to: string },
    locale: Locale,
  ): Promise<RedirectView> {
    assertRole(actor, locale)
    const saved = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${redirections} in share row exclusive mode`)
      const rules = await tx.select().from(redirections)
      const before = input.id ? rules.find((rule) => rule.id === input.id) : undefined
      if (input.id && !before) {
        throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      }
      const check = checkRedirect(
        rules.map((rule) => ({ id: rule.id, from: rule.fromPath, to: rule.toPath })),
        input,
        actor.role,
      )
      if (!check.ok) {
        const message = translate(locale, MESSAGE[check.problem], {
          from: check.other?.from ?? '',
          to: check.other?.to ?? '',
        })
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
          [check.field]: [message],
        })
      }
      const values = { fromPath: check.from, toPath: check.to, savedByRole: actor.role }
      const [row] = before
        ? await tx
            .update(redirections)
            .set(values)
            .where(eq(redirections.id, before.id))
            .returning()
        : await tx.insert(redirections).values(values).returning()
      await deps.audit(tx, {
        staffId: actor.id,
        action: before ? 'redirect.update' : 'redirect.create',
        objectType: 'redirect',
        objectId: row!.id,
        before: before ? { from: before.fromPath, to: before.toPath } : undefined,
        after: { from: row!.fromPath, to: row!.toPath },
      })
      return row!
    })
    await deps.invalidation.publish('redirections')
    return viewOf(saved)
  }

  return {
    /** The list by source path, with how often each rule was followed. */
    async list(): Promise<RedirectView[]> {
      const rows = await db.select().from(redirections).orderBy(asc(redirections.fromPath))
      return rows.map(viewOf)
    },

    create: (actor: StaffMember, input: { from: string; to: string }, locale: Locale) =>
      save(actor, { from: input.from, to: input.to }, locale),

    update: (actor: StaffMember, id: number, input: { from: string; to: string }, locale: Locale) =>
      save(actor, { id, from: input.from, to: input.to }, locale),

    async remove(actor: StaffMember, id: number, locale: Locale): Promise<void> {
      assertRole(actor, locale)
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(redirections).where(eq(redirections.id, id)).returning()
        if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'redirect.delete',
          objectType: 'redirect',
          objectId: id,
          before: { from: row.fromPath, to: row.toPath },
        })
      })
      await deps.invalidation.publish('redirections')
    },

    /**
     * A visitor followed the rule of `path` (ROUTE-4). Counted beside the request, never in its
     * way: a failed count is logged and forgotten.
     */
    hit(path: string): void {
      const from = normalizePath(path)
      void db
        .update(redirections)
        .set({ hits: sql`${redirections.hits} + 1`, lastHitAt: new Date() })
        .where(inArray(redirections.fromPath, [from, `${from}/`]))
        .catch((error: unknown) => deps.log.error({ err: error, path }, 'redirect hit not counted'))
    },
  }
}

function viewOf(row: typeof redirections.$inferSelect): RedirectView {
  return {
    id: row.id,
    from: row.fromPath,
    to: row.toPath,
    hits: row.hits,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
    inactive: inactiveReason({ from: row.fromPath, to: row.toPath, savedByRole: row.savedByRole }),
  }
}

export type RedirectionsAdmin = ReturnType<typeof createRedirectionsAdmin>

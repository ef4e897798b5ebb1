import { and, asc, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { staff, staffSessions } from '#server/db/schema/index.ts'
import { STAFF_ROLES, type StaffRole } from '#core/staff/roles.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from './staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { can } from '#core/staff/permissions.ts'

// STAFF-9: the owner manages the staff — lists them, adds a member with a role (the first
// password is shown once, to hand over), and disables or enables an account. A disabled
// member's sessions end at once. Every change is in the audit log (STAFF-6).

export interface StaffRow {
  id: number
  email: string
  name: string
  role: StaffRole
  secondFactor: boolean
  disabled: boolean
  lastLoginAt: string | null
  createdAt: string
}

export function createStaffAdmin(deps: { db: Db; staff: Pick<StaffService, 'create' | 'audit'> }) {
  const { db } = deps

  function ownerOnly(actor: StaffMember, locale: Locale) {
    if (!can(actor, 'staff.manage')) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }

  return {
    async list(): Promise<StaffRow[]> {
      const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.id))
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        secondFactor: row.totpEnabledAt !== null,
        disabled: row.disabledAt !== null,
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }))
    },

    /** A new member with a random first password, answered once to hand over. */
    async add(
      actor: StaffMember,
      input: { email: string; name: string; role: string },
      locale: Locale,
    ): Promise<{ member: StaffMember; password: string }> {
      ownerOnly(actor, locale)
      const schema = z.object({
        email: z.email({ error: translate(locale, 'admin.staff.emailInvalid') }).max(200),
        name: z
          .string()
          .trim()
          .min(1, { error: translate(locale, 'admin.staff.nameInvalid') })
          .max(100, { error: translate(locale, 'admin.staff.nameInvalid') }),
        role: z.enum(STAFF_ROLES, { error: translate(locale, 'admin.staff.roleInvalid') }),
      })
      const parsed = schema.safeParse({ ...input, email: input.email.trim() })
      if (!parsed.success) {
        const fields: Record<string, string[]> = {}
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0])
          fields[key] = [...(fields[key] ?? []), issue.message]
        }
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), fields)
      }
      try {
        return await deps.staff.create(parsed.data, actor.id)
      } catch (error) {
        if (error instanceof AppError && error.kind === 'conflict') {
          const message = translate(locale, 'admin.staff.emailTaken')
          throw new AppError('invalid', message, { email: [message] })
        }
        throw error
      }
    },

    /** Disables (sessions end) or enables an account; nobody disables their own. */
    async setDisabled(
      actor: StaffMember,
      input: { id: number; disabled: boolean },
      locale: Locale,
    ): Promise<void> {
      ownerOnly(actor, locale)
      if (input.id === actor.id) {
        throw new AppError('conflict', translate(locale, 'admin.staff.notYourself'))
      }
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(staff)
          .set({ disabledAt: input.disabled ? new Date() : null })
          .where(eq(staff.id, input.id))
          .returning({ id: staff.id, email: staff.email })
        if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        if (input.disabled) {
          await tx
            .update(staffSessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(staffSessions.staffId, input.id), isNull(staffSessions.revokedAt)))
        }
        await deps.staff.audit(tx, {
          staffId: actor.id,
          action: input.disabled ? 'staff.disable' : 'staff.enable',
          objectType: 'staff',
          objectId: input.id,
          after: { email: row.email, disabled: input.disabled },
        })
      })
    },
  }
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>

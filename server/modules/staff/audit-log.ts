import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { auditLog, staff } from '#server/db/schema/index.ts'

// STAFF-6: the audit log as the back office reads it — newest first, filtered by staff member
// and by object (type, and one object's id). The log itself is written by staff.service's
// `audit` in the transaction of each change, and the database refuses to change a row.

export const AUDIT_PER_PAGE = 50

export interface AuditEntryView {
  id: number
  staffId: number | null
  staffName: string | null
  action: string
  objectType: string
  objectId: string
  before: unknown
  after: unknown
  createdAt: string
}

export interface AuditFilters {
  staffId?: number | undefined
  objectType?: string | undefined
  objectId?: string | undefined
  page: number
}

export function createAuditLogReader(db: Db) {
  return {
    async list(filters: AuditFilters) {
      const conditions: (SQL | undefined)[] = [
        filters.staffId ? eq(auditLog.staffId, filters.staffId) : undefined,
        filters.objectType ? eq(auditLog.objectType, filters.objectType) : undefined,
        filters.objectId ? eq(auditLog.objectId, filters.objectId) : undefined,
      ]
      const where = and(...conditions)
      const [rows, [total], types, members] = await Promise.all([
        db
          .select({ entry: auditLog, staffName: staff.name })
          .from(auditLog)
          .leftJoin(staff, eq(staff.id, auditLog.staffId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(AUDIT_PER_PAGE)
          .offset((filters.page - 1) * AUDIT_PER_PAGE),
        db.select({ n: count() }).from(auditLog).where(where),
        db
          .selectDistinct({ type: auditLog.objectType })
          .from(auditLog)
          .orderBy(asc(auditLog.objectType)),
        db.select({ id: staff.id, name: staff.name }).from(staff).orderBy(asc(staff.name)),
      ])
      const n = total?.n ?? 0
      return {
        entries: rows.map(({ entry, staffName }): AuditEntryView => ({
          id: entry.id,
          staffId: entry.staffId,
          staffName,
          action: entry.action,
          objectType: entry.objectType,
          objectId: entry.objectId,
          before: entry.before,
          after: entry.after,
          createdAt: entry.createdAt.toISOString(),
        })),
        total: n,
        page: filters.page,
        lastPage: Math.max(1, Math.ceil(n / AUDIT_PER_PAGE)),
        objectTypes: types.map((t) => t.type),
        members,
      }
    },
  }
}

export type AuditLogReader = ReturnType<typeof createAuditLogReader>

import { createHash } from 'node:crypto'
import { stringify } from 'csv-stringify/sync'
import { asc, eq } from 'drizzle-orm'
import { safeCell } from '#core/catalog/catalog-file.ts'
import {
  checkFairRows,
  FAIR_FILE_COLUMNS,
  type FairFields,
  type FairFileCheck,
  type FairFileRow,
  type FairRowProblem,
  fairFileRecord,
  readFairFile,
} from '#core/fairs/fair-file.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { issueMessage } from '#core/validation/form-input.ts'
import type { Db } from '#server/db/client.ts'
import { fairs } from '#server/db/schema/index.ts'
import { catalogFileError } from '#server/modules/catalog/catalog-file-error.ts'
import { countryView } from '#server/modules/countries/country-reads.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import { assertFairEditor, auditedFair, fairAdminView, fairColumns } from './fairs-admin.ts'

// FAIR-5 (decision 0051): the trade fairs as a file, like the catalogue's (decision 0028) —
// exported, checked in a dry run that writes nothing, and imported all or nothing in one
// transaction, audited as one entry.

export interface FairFileRowView extends Omit<FairFileRow, 'problems' | 'next'> {
  problems: string[]
}

export interface FairFileDryRun {
  rows: FairFileRowView[]
  changed: number
  created: number
  unchanged: number
  errors: number
  /** What the import must find again: a hash of the changes this dry run showed. */
  fingerprint: string
}

export function createFairFileAdmin(deps: { db: Db; audit: StaffService['audit'] }) {
  const { db } = deps

  /** The stored fairs by code, with the country codes of the shop by id. */
  async function facts(reader: Db, lock = false) {
    const query = reader.select().from(fairs).orderBy(asc(fairs.opensOn), asc(fairs.id))
    const rows = lock ? await query.for('update') : await query
    const countries = await reader
      .select({ id: countryView.id, code: countryView.code })
      .from(countryView)
    const stored = new Map<string, { id: number; fields: FairFields }>(
      rows.map((row) => {
        const { id: _id, state: _state, ...view } = fairAdminView(row, '')
        const fields = Object.fromEntries(
          Object.entries(view).map(([field, value]) => [field, String(value)]),
        ) as FairFields
        return [row.key, { id: row.id, fields }]
      }),
    )
    return {
      rows,
      stored,
      codes: new Map(countries.map((c) => [c.id, c.code])),
      ids: new Map(countries.map((c) => [c.code, c.id])),
    }
  }

  async function check(reader: Db, text: string, locale: Locale, lock = false) {
    const file = readFairFile(text)
    if (!file.ok) throw catalogFileError(file.problem, locale)
    const known = await facts(reader, lock)
    return { result: checkFairRows(file, known.stored, known.ids), known }
  }

  return {
    /** FAIR-5: every fair as the file the import reads. */
    async exportCsv(actor: StaffMember, locale: Locale): Promise<string> {
      assertFairEditor(actor, locale)
      const { stored, rows, codes } = await facts(db)
      const records = rows.map((row) =>
        fairFileRecord(stored.get(row.key)!.fields, codes.get(row.venueCountryId) ?? '').map(
          safeCell,
        ),
      )
      const header = FAIR_FILE_COLUMNS.map((column) => column.heading)
      // A forwarder's address keeps its line breaks inside quotes, as Excel writes them: a
      // bare LF would become a new row once a browser posts the text back with CRLF.
      return `\uFEFF${stringify([header, ...records], {
        delimiter: ';',
        record_delimiter: '\r\n',
        quoted_match: /[\r\n]/,
      })}`
    },

    /** The dry run: every row unchanged, changed, new or in error, with the reasons. */
    async dryRun(actor: StaffMember, text: string, locale: Locale): Promise<FairFileDryRun> {
      assertFairEditor(actor, locale)
      const { result } = await check(db, text, locale)
      return {
        rows: result.rows.map(({ next: _next, ...row }) => ({
          ...row,
          problems: row.problems.map((problem) => problemText(problem, locale)),
        })),
        changed: result.changed,
        created: result.created,
        unchanged: result.unchanged,
        errors: result.errors,
        fingerprint: fingerprintOf(result),
      }
    },

    /**
     * Writes the file in one transaction, only when the same checks, run again on the locked
     * fairs, find no error and exactly the changes the dry run showed.
     */
    async importFile(actor: StaffMember, text: string, fingerprint: string, locale: Locale) {
      assertFairEditor(actor, locale)
      return db.transaction(async (tx) => {
        const { result } = await check(tx, text, locale, true)
        if (result.errors > 0 || fingerprintOf(result) !== fingerprint) {
          throw new AppError('conflict', translate(locale, 'adminFairs.file.changedSince'))
        }
        const changed = result.rows.filter((row) => row.status === 'changed')
        const fresh = result.rows.filter((row) => row.status === 'new')
        const before: Record<number, unknown> = {}
        for (const row of changed) {
          const [old] = await tx.select().from(fairs).where(eq(fairs.id, row.fairId!))
          before[row.fairId!] = auditedFair(old!)
          await tx
            .update(fairs)
            .set({ ...fairColumns(row.next!), updatedAt: new Date() })
            .where(eq(fairs.id, row.fairId!))
        }
        const createdIds: number[] = []
        for (const row of fresh) {
          const [created] = await tx
            .insert(fairs)
            .values(fairColumns(row.next!))
            .returning({ id: fairs.id })
          createdIds.push(created!.id)
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'fair.import',
          objectType: 'fair',
          objectId: 'file',
          before: { changed: before },
          after: {
            changed: Object.fromEntries(
              changed.map((row) => [
                row.fairId,
                Object.fromEntries(row.changes.map((c) => [c.field, c.after])),
              ]),
            ),
            createdIds,
            unchanged: result.unchanged,
          },
        })
        return { changed: changed.length, created: fresh.length }
      })
    },
  }
}

function problemText(problem: FairRowProblem, locale: Locale): string {
  switch (problem.kind) {
    case 'unknownCountry':
      return translate(locale, 'adminFairs.file.unknownCountry', { code: problem.code })
    case 'active':
      return translate(locale, 'adminFairs.file.activeInvalid')
    case 'duplicateKey':
      return translate(locale, 'adminFairs.file.duplicateKey', { key: problem.key })
    case 'field':
      return translate(locale, 'adminFairs.file.problem', {
        field: translate(locale, `adminFairs.fields.${problem.field}`),
        message: issueMessage(problem.issue, locale),
      })
  }
}

function fingerprintOf(result: FairFileCheck): string {
  const changes = result.rows
    .filter((row) => row.status === 'changed' || row.status === 'new')
    .map((row) => [row.fairId ?? `line ${row.line}`, row.changes])
  return createHash('sha256').update(JSON.stringify(changes)).digest('base64url')
}

export type FairFileAdmin = ReturnType<typeof createFairFileAdmin>

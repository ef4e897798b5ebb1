import type { z } from 'zod'
import { type FileColumn, readCatalogFile, yesNo } from '#core/catalog/catalog-file.ts'
import { fairInputSchema, type FairInput } from './fair-form.ts'

// FAIR-5 (decision 0051, like the catalogue's files of decisions 0026/0028): the trade fairs as
// a CSV file — semicolons, German headings or machine keys, Excel's BOM and dates. A row is found
// by its code (`key`): a known code changes that fair, a new one makes a new fair. Every row is
// checked by the back office form's own rules (FAIR-2); the dry run writes nothing.

/** The form's fields, in the file's order; each column's machine key and German heading. */
export const FAIR_FILE_COLUMNS = [
  { key: 'key', heading: 'Kürzel', field: 'key' },
  { key: 'name_de', heading: 'Name DE', field: 'nameDe' },
  { key: 'name_en', heading: 'Name EN', field: 'nameEn' },
  { key: 'city', heading: 'Stadt', field: 'city' },
  { key: 'venue_name', heading: 'Gelände', field: 'venueName' },
  { key: 'venue_street', heading: 'Straße', field: 'venueStreet' },
  { key: 'venue_postcode', heading: 'PLZ', field: 'venuePostcode' },
  { key: 'venue_city', heading: 'Ort', field: 'venueCity' },
  { key: 'country', heading: 'Land', field: 'venueCountryId' },
  { key: 'opens_on', heading: 'Erster Messetag', field: 'opensOn' },
  { key: 'closes_on', heading: 'Letzter Messetag', field: 'closesOn' },
  { key: 'build_up_from', heading: 'Aufbau ab', field: 'buildUpFrom' },
  { key: 'build_up_to', heading: 'Aufbau bis', field: 'buildUpTo' },
  { key: 'build_up_hours_from', heading: 'Aufbau von Uhr', field: 'buildUpHoursFrom' },
  { key: 'build_up_hours_to', heading: 'Aufbau bis Uhr', field: 'buildUpHoursTo' },
  { key: 'acceptance_at', heading: 'Annahme durch', field: 'acceptanceAt' },
  { key: 'acceptance_from', heading: 'Annahme ab', field: 'acceptanceFrom' },
  { key: 'acceptance_to', heading: 'Annahme bis', field: 'acceptanceTo' },
  { key: 'acceptance_hours_from', heading: 'Annahme von Uhr', field: 'acceptanceHoursFrom' },
  { key: 'acceptance_hours_to', heading: 'Annahme bis Uhr', field: 'acceptanceHoursTo' },
  { key: 'forwarder_name', heading: 'Spediteur', field: 'forwarderName' },
  { key: 'forwarder_address', heading: 'Adresse Spediteur', field: 'forwarderAddress' },
  { key: 'forwarder_contact', heading: 'Kontakt Spediteur', field: 'forwarderContact' },
  { key: 'website', heading: 'Webadresse', field: 'website' },
  { key: 'active', heading: 'Aktiv', field: 'isActive' },
] as const satisfies readonly (FileColumn<string> & { field: keyof FairInput })[]

export type FairFileKey = (typeof FAIR_FILE_COLUMNS)[number]['key']
export type FairField = keyof FairInput

const REQUIRED: FairFileKey[] = FAIR_FILE_COLUMNS.filter((c) => c.key !== 'active').map(
  (c) => c.key,
)

/** The place goods are accepted, as the file may write it. */
const PLACES: Record<string, 'venue' | 'forwarder'> = {
  venue: 'venue',
  gelände: 'venue',
  gelaende: 'venue',
  messegelände: 'venue',
  forwarder: 'forwarder',
  spediteur: 'forwarder',
  messespediteur: 'forwarder',
}

/** A day as the file holds it: ISO, or as German Excel writes it (31.01.2027). */
export function fileDay(cell: string): string {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cell)
  return german
    ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}`
    : cell
}

/** An hour as the file holds it: "7:00" is 07:00 (Excel drops the zero). */
export const fileHours = (cell: string) => (/^\d:\d\d$/.test(cell) ? `0${cell}` : cell)

/** A problem of one row: a field's message key with its values, as the form has them. */
export type FairRowProblem =
  | { kind: 'field'; issue: z.core.$ZodIssue; field: FairField }
  | { kind: 'unknownCountry'; code: string }
  | { kind: 'active' }
  | { kind: 'duplicateKey'; key: string }

export interface FairFileRow {
  line: number
  key: string
  name: string
  fairId: number | null
  status: 'unchanged' | 'changed' | 'new' | 'error'
  changes: { field: FairField; before: string; after: string }[]
  problems: FairRowProblem[]
  /** The checked fair to write (a row without errors only). */
  next: FairInput | null
}

export interface FairFileCheck {
  rows: FairFileRow[]
  changed: number
  created: number
  unchanged: number
  errors: number
}

/** The fields of a fair as the file compares them: each as text. */
export type FairFields = Record<FairField, string>

export function readFairFile(text: string) {
  return readCatalogFile(text, FAIR_FILE_COLUMNS, REQUIRED)
}

/** A fair's fields as the file writes them (the country as its code). */
export function fairFileRecord(fair: FairFields, countryCode: string): string[] {
  return FAIR_FILE_COLUMNS.map((column) =>
    column.field === 'venueCountryId'
      ? countryCode
      : column.field === 'isActive'
        ? fair.isActive === 'true'
          ? 'ja'
          : 'nein'
        : fair[column.field],
  )
}

/** A checked fair's fields as text, for comparing with what is stored. */
export function fieldsOf(fair: FairInput): FairFields {
  return Object.fromEntries(
    Object.entries(fair).map(([field, value]) => [field, value === null ? '' : String(value)]),
  ) as FairFields
}

/**
 * FAIR-5: each row checked — by the form's rules, its country among the shop's (`countryIds`
 * by code; CH also names the shop's Switzerland, coded SW by ACC-8), its code once in the file —
 * and compared with the stored fair of its code (`stored`).
 */
export function checkFairRows(
  file: Extract<ReturnType<typeof readFairFile>, { ok: true }>,
  stored: ReadonlyMap<string, { id: number; fields: FairFields }>,
  countryIds: ReadonlyMap<string, number>,
): FairFileCheck {
  const seen = new Map<string, number>()
  for (const { cells } of file.rows) seen.set(cells.key, (seen.get(cells.key) ?? 0) + 1)
  const rows = file.rows.map(({ line, cells }): FairFileRow => {
    const problems: FairRowProblem[] = []
    const code = cells.country.toUpperCase()
    const countryId = countryIds.get(code) ?? (code === 'CH' ? countryIds.get('SW') : undefined)
    if (countryId === undefined) problems.push({ kind: 'unknownCountry', code: cells.country })
    const active = file.present.has('active') ? yesNo(cells.active) : true
    if (active === null) problems.push({ kind: 'active' })
    if ((seen.get(cells.key) ?? 0) > 1) problems.push({ kind: 'duplicateKey', key: cells.key })
    const input: Record<string, unknown> = {}
    for (const column of FAIR_FILE_COLUMNS) {
      const cell = cells[column.key]
      input[column.field] =
        column.key.endsWith('_on') || /_(from|to)$/.test(column.key)
          ? column.key.includes('hours')
            ? fileHours(cell)
            : fileDay(cell)
          : cell
    }
    input.venueCountryId = countryId ?? ''
    input.acceptanceAt = PLACES[cells.acceptance_at.toLowerCase()] ?? cells.acceptance_at
    input.isActive = active === true
    const parsed = fairInputSchema.safeParse(input)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FairField
        // The country's own problem is already named with the code the row wrote.
        if (field === 'venueCountryId' && countryId === undefined) continue
        problems.push({ kind: 'field', issue, field })
      }
    }
    const before = stored.get(cells.key)
    const base = { line, key: cells.key, name: cells.name_de, fairId: before?.id ?? null }
    if (problems.length > 0 || !parsed.success) {
      return { ...base, status: 'error', changes: [], problems, next: null }
    }
    const after = fieldsOf(parsed.data)
    const changes = (Object.keys(after) as FairField[])
      .filter((field) => !before || before.fields[field] !== after[field])
      .map((field) => ({ field, before: before?.fields[field] ?? '', after: after[field] }))
    const status = !before ? 'new' : changes.length > 0 ? 'changed' : 'unchanged'
    return { ...base, status, changes, problems, next: parsed.data }
  })
  const count = (status: FairFileRow['status']) => rows.filter((r) => r.status === status).length
  return {
    rows,
    changed: count('changed'),
    created: count('new'),
    unchanged: count('unchanged'),
    errors: count('error'),
  }
}

import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import { EDGES, type Edge, type PrintLayout, type PrintZone } from '#core/preflight/print-layout.ts'
import { checkbox } from '#core/validation/form-fields.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '#core/validation/text.ts'

// TPL-1: the print layout as the product editor's "Print & zones" section posts it — one form
// with the product's layout (scope `p`) and each option value's own one (scope `v<id>`). A
// layout's fields are `<field>-<scope>`, a zone row's `<field>-<scope>-<row>`; each row names
// its kind and only that kind's fields are read (the others may stay filled, without
// JavaScript they are all shown). Messages are keys, translated by `readPrintLayout`.

export const SAFETY_MAX_MM = 200
export const ZONE_NAME_MAX = 60
/** More zones than a piece of hardware has; the form draws one empty row beyond the stored. */
export const ZONES_MAX = 12

export const ZONE_KINDS = ['band', 'eyelets', 'lines'] as const
export type ZoneKind = (typeof ZONE_KINDS)[number]

/** The number fields, their range in whole mm (parts: a count), and the kind that reads them. */
export const ZONE_NUMBERS = {
  depthMm: { min: 1, max: 1000, kinds: ['band'] },
  spacingMm: { min: 50, max: 5000, kinds: ['eyelets'] },
  insetMm: { min: 1, max: 500, kinds: ['eyelets'] },
  diameterMm: { min: 1, max: 100, kinds: ['eyelets'] },
  parts: { min: 2, max: 20, kinds: ['lines'] },
  gapMm: { min: 0, max: 100, kinds: ['lines'] },
} as const satisfies Record<string, { min: number; max: number; kinds: readonly ZoneKind[] }>
export type ZoneNumber = keyof typeof ZONE_NUMBERS

/** The edge checkboxes (`edgeTop`, …) in the order the layout names edges. */
export const EDGE_FIELDS: Record<Edge, string> = {
  top: 'edgeTop',
  right: 'edgeRight',
  bottom: 'edgeBottom',
  left: 'edgeLeft',
}

export const layoutField = (field: string, scope: string) => `${field}-${scope}`
export const zoneField = (field: string, scope: string, row: number) => `${field}-${scope}-${row}`

const asText = (value: unknown) =>
  value === undefined || value === null || value instanceof File ? '' : String(value).trim()

const message = (key: MessageKey, params?: Record<string, unknown>) => ({ error: key, params })

function whole(min: number, max: number, empty?: number) {
  return z
    .unknown()
    .optional()
    .transform(asText)
    .refine((value) => value !== '' || empty !== undefined, message('adminProducts.required'))
    .refine(
      (value) =>
        value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
      message('adminProducts.wholeBetween', { min, max }),
    )
    .transform((value) => (value === '' ? empty! : Number(value)))
}

const zoneName = z
  .unknown()
  .optional()
  .transform(asText)
  .refine((value) => !hasControlCharacters(value), message(CONTROL_CHARACTERS_MESSAGE))
  .refine((value) => value !== '', message('adminProducts.required'))
  .refine(
    (value) => value.length <= ZONE_NAME_MAX,
    message('adminProducts.tooLong', { max: ZONE_NAME_MAX }),
  )

const number = (field: ZoneNumber) => whole(ZONE_NUMBERS[field].min, ZONE_NUMBERS[field].max)

/**
 * The ticked edge boxes as one field `edges`: a band or eyelets lie along at least one (a
 * field of its own, so the message shows beside the other fields' ones).
 */
const withEdges = <S extends z.ZodType>(schema: S) =>
  z.preprocess((row) => {
    const fields = (row ?? {}) as Record<string, unknown>
    return { ...fields, edges: EDGES.filter((edge) => checkbox.parse(fields[EDGE_FIELDS[edge]])) }
  }, schema)

const edges = z
  .array(z.enum(EDGES as [Edge, ...Edge[]]))
  .min(1, { error: 'adminPrintZones.edgeNeeded' satisfies MessageKey })

/** One zone row by kind, from the row's own field names (no scope or row suffix). */
export const zoneSchemas = {
  band: withEdges(
    z
      .object({ edges, depthMm: number('depthMm'), nameDe: zoneName, nameEn: zoneName })
      .transform((input): PrintZone => ({
        kind: 'band',
        edges: input.edges,
        depthMm: input.depthMm,
        name: { de: input.nameDe, en: input.nameEn },
      })),
  ),
  eyelets: withEdges(
    z
      .object({
        edges,
        spacingMm: number('spacingMm'),
        insetMm: number('insetMm'),
        diameterMm: number('diameterMm'),
        nameDe: zoneName,
        nameEn: zoneName,
      })
      .transform((input): PrintZone => ({
        kind: 'eyelets',
        edges: input.edges,
        spacingMm: input.spacingMm,
        insetMm: input.insetMm,
        diameterMm: input.diameterMm,
        name: { de: input.nameDe, en: input.nameEn },
      })),
  ),
  lines: z
    .object({
      axis: z
        .unknown()
        .optional()
        .transform(asText)
        .refine(
          (value) => value === 'vertical' || value === 'horizontal',
          message('adminProducts.required'),
        )
        .transform((value) => value as 'vertical' | 'horizontal'),
      parts: number('parts'),
      gapMm: number('gapMm'),
      nameDe: zoneName,
      nameEn: zoneName,
    })
    .transform((input): PrintZone => ({
      kind: 'lines',
      axis: input.axis,
      parts: input.parts,
      gapMm: input.gapMm,
      name: { de: input.nameDe, en: input.nameEn },
    })),
} satisfies Record<ZoneKind, z.ZodType<PrintZone>>

/** The layout's own fields: the safety margin (empty: none) and whether the back is mirrored. */
export const layoutSchema = z.object({
  safetyMm: whole(0, SAFETY_MAX_MM, 0),
  mirrorBack: checkbox,
})

const isKind = (value: string): value is ZoneKind =>
  (ZONE_KINDS as readonly string[]).includes(value)

/** The fields a row is drawn with: a stored zone in the form's words (row's own names). */
export function zoneFormValues(zone: PrintZone | null): Record<string, string> {
  if (!zone) return { kind: '' }
  const edges =
    zone.kind === 'lines'
      ? {}
      : Object.fromEntries(zone.edges.map((edge) => [EDGE_FIELDS[edge], 'on']))
  const numbers: Partial<Record<ZoneNumber, number>> =
    zone.kind === 'band'
      ? { depthMm: zone.depthMm }
      : zone.kind === 'eyelets'
        ? { spacingMm: zone.spacingMm, insetMm: zone.insetMm, diameterMm: zone.diameterMm }
        : { parts: zone.parts, gapMm: zone.gapMm }
  return {
    kind: zone.kind,
    ...edges,
    ...Object.fromEntries(Object.entries(numbers).map(([name, value]) => [name, String(value)])),
    ...(zone.kind === 'lines' && { axis: zone.axis }),
    nameDe: zone.name.de,
    nameEn: zone.name.en,
  }
}

/** A row's zone when its fields make one (the live summary), else null. */
export function zoneOf(row: Record<string, unknown>): PrintZone | null {
  const kind = asText(row.kind)
  if (!isKind(kind)) return null
  const parsed = zoneSchemas[kind].safeParse(row)
  return parsed.success ? parsed.data : null
}

/** No margin and no zone: nothing to keep (a product stores null). */
export const isEmptyLayout = (layout: PrintLayout) =>
  layout.safetyMm === 0 && layout.zones.length === 0

const ROW_TEXT = ['nameDe', 'nameEn', ...Object.keys(ZONE_NUMBERS)]

export type LayoutRead =
  { ok: true; layout: PrintLayout } | { ok: false; errors: Record<string, string[]> }

/**
 * TPL-1: the layout of `scope` from the posted form: its rows in order, a row ticked "remove"
 * or left without a kind and empty dropped, the rest read by their kind. The field messages
 * come back under the form's names, in `locale`.
 */
export function readPrintLayout(
  form: Record<string, unknown>,
  scope: string,
  locale: Locale,
): LayoutRead {
  const errors: Record<string, string[]> = {}
  const refuse = (field: string, list: string[]) => {
    errors[field] = [...(errors[field] ?? []), ...list]
  }
  const own = layoutSchema.safeParse({
    safetyMm: form[layoutField('safetyMm', scope)],
    mirrorBack: form[layoutField('mirrorBack', scope)],
  })
  if (!own.success)
    for (const [field, list] of Object.entries(issueMessages(own.error, locale)))
      refuse(layoutField(field, scope), list)
  const zones: PrintZone[] = []
  for (let row = 0; row <= ZONES_MAX; row++) {
    const kindName = zoneField('kind', scope, row)
    if (!(kindName in form)) continue
    if (checkbox.parse(form[zoneField('remove', scope, row)])) continue
    const fields = Object.fromEntries(
      ['kind', ...ROW_TEXT, ...Object.values(EDGE_FIELDS), 'axis'].map((name) => [
        name,
        form[zoneField(name, scope, row)],
      ]),
    )
    const kind = asText(fields.kind)
    if (!isKind(kind)) {
      // The empty row adds nothing until something is typed into it.
      if (kind === '' && ROW_TEXT.every((name) => asText(fields[name]) === '')) continue
      refuse(kindName, [translate(locale, 'adminPrintZones.kindNeeded')])
      continue
    }
    if (zones.length >= ZONES_MAX) {
      refuse(kindName, [translate(locale, 'adminPrintZones.tooMany', { max: ZONES_MAX })])
      continue
    }
    const parsed = zoneSchemas[kind].safeParse(fields)
    if (parsed.success) zones.push(parsed.data)
    else
      for (const [field, list] of Object.entries(issueMessages(parsed.error, locale)))
        refuse(zoneField(field, scope, row), list)
  }
  if (Object.keys(errors).length > 0 || !own.success) return { ok: false, errors }
  return { ok: true, layout: { ...own.data, zones } }
}

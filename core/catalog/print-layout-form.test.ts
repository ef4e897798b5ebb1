import { describe, expect, it } from 'vitest'
import type { PrintLayout, PrintZone } from '#core/preflight/print-layout.ts'
import {
  isEmptyLayout,
  readPrintLayout,
  zoneField,
  zoneFormValues,
  zoneOf,
} from './print-layout-form.ts'

// TPL-1: the "Print & zones" form read into a layout — each row by its kind (the other kinds'
// fields ignored), removed and untouched empty rows dropped, field messages in the member's
// language under the form's names.

const cassette: PrintZone = {
  kind: 'band',
  edges: ['bottom'],
  depthMm: 100,
  name: { de: 'Kassettenbereich', en: 'cassette area' },
}
const eyelets: PrintZone = {
  kind: 'eyelets',
  edges: ['top', 'left'],
  spacingMm: 500,
  insetMm: 20,
  diameterMm: 12,
  name: { de: 'Ösenbereich', en: 'eyelet area' },
}
const joints: PrintZone = {
  kind: 'lines',
  axis: 'vertical',
  parts: 3,
  gapMm: 2,
  name: { de: 'Paneelstoß', en: 'panel joint' },
}

/** A zone as its row posts it, under `scope` and `row`. */
function rowFields(zone: PrintZone | null, scope: string, row: number, extra = {}) {
  return Object.fromEntries(
    Object.entries({ ...zoneFormValues(zone), ...extra }).map(([name, value]) => [
      zoneField(name, scope, row),
      value,
    ]),
  )
}

describe('the print layout form (TPL-1)', () => {
  it('reads every kind back as it was stored, the empty row adding nothing', () => {
    const form = {
      'safetyMm-p': '20',
      'mirrorBack-p': 'on',
      ...rowFields(cassette, 'p', 0),
      ...rowFields(eyelets, 'p', 1),
      ...rowFields(joints, 'p', 2),
      ...rowFields(null, 'p', 3),
    }
    expect(readPrintLayout(form, 'p', 'de')).toEqual({
      ok: true,
      layout: { safetyMm: 20, mirrorBack: true, zones: [cassette, eyelets, joints] },
    })
  })

  it('ignores the fields the row’s kind does not use', () => {
    const form = rowFields(cassette, 'p', 0, {
      parts: 'x',
      gapMm: '',
      spacingMm: '3',
      axis: 'diagonal',
    })
    const read = readPrintLayout(form, 'p', 'en')
    expect(read).toEqual({
      ok: true,
      layout: { safetyMm: 0, mirrorBack: false, zones: [cassette] },
    })
  })

  it('drops a row ticked for removal, keeping the others in order', () => {
    const form = {
      ...rowFields(cassette, 'v7', 0),
      ...rowFields(eyelets, 'v7', 1, { remove: 'on', depthMm: 'bad' }),
      ...rowFields(joints, 'v7', 2),
    }
    const read = readPrintLayout(form, 'v7', 'de')
    expect(read.ok && read.layout.zones).toEqual([cassette, joints])
  })

  it('answers each refused field in the member’s language under the form’s name', () => {
    const form = {
      'safetyMm-p': '201',
      ...rowFields(cassette, 'p', 0, { depthMm: '0', edgeBottom: undefined, nameEn: '' }),
      ...rowFields(joints, 'p', 1, { parts: '21' }),
      ...rowFields(eyelets, 'p', 2, { spacingMm: '49' }),
    }
    const de = readPrintLayout(form, 'p', 'de')
    expect(de.ok).toBe(false)
    expect(!de.ok && de.errors).toEqual({
      'safetyMm-p': [expect.stringMatching(/0.*200/)],
      'depthMm-p-0': [expect.stringMatching(/1.*1000/)],
      'edges-p-0': ['Mindestens eine Kante ankreuzen.'],
      'nameEn-p-0': [expect.any(String)],
      'parts-p-1': [expect.stringMatching(/2.*20/)],
      'spacingMm-p-2': [expect.stringMatching(/50.*5000/)],
    })
    const en = readPrintLayout(form, 'p', 'en')
    expect(!en.ok && en.errors['edges-p-0']).toEqual(['Tick at least one edge.'])
    expect(!en.ok && en.errors['depthMm-p-0']![0]).not.toBe(!de.ok && de.errors['depthMm-p-0']![0])
  })

  it('asks for a kind when the empty row was typed into, and both names', () => {
    const form = rowFields(null, 'p', 0, { nameDe: 'Saum', depthMm: '30' })
    const read = readPrintLayout(form, 'p', 'en')
    expect(!read.ok && read.errors).toEqual({ 'kind-p-0': ['Choose the kind of this zone.'] })
    const named = readPrintLayout(
      rowFields(null, 'p', 0, { kind: 'band', edgeTop: 'on', depthMm: '30', nameDe: 'Saum' }),
      'p',
      'de',
    )
    expect(!named.ok && Object.keys(named.errors)).toEqual(['nameEn-p-0'])
  })

  it('refuses a name with control characters and an overlong one', () => {
    const read = readPrintLayout(
      rowFields(cassette, 'p', 0, { nameDe: 'Kass\u0007ette', nameEn: 'x'.repeat(61) }),
      'p',
      'en',
    )
    expect(!read.ok && Object.keys(read.errors).sort()).toEqual(['nameDe-p-0', 'nameEn-p-0'])
  })

  it('knows an empty layout, and reads only its own scope', () => {
    const read = readPrintLayout({ 'safetyMm-p': '', ...rowFields(cassette, 'v1', 0) }, 'p', 'de')
    expect(read).toEqual({ ok: true, layout: { safetyMm: 0, mirrorBack: false, zones: [] } })
    expect(isEmptyLayout((read as { layout: PrintLayout }).layout)).toBe(true)
    expect(isEmptyLayout({ safetyMm: 5, mirrorBack: false, zones: [] })).toBe(false)
  })

  it('gives the live summary a zone only when the row makes one', () => {
    expect(zoneOf(zoneFormValues(joints))).toEqual(joints)
    expect(zoneOf({ ...zoneFormValues(joints), parts: '1' })).toBeNull()
    expect(zoneOf({ kind: '' })).toBeNull()
  })
})

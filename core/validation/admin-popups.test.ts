import { describe, expect, it } from 'vitest'
import { issueMessages } from './form-input.ts'
import { popupInputSchema } from './admin-popups.ts'

const valid = {
  titleDe: ' Messe-Aktion ',
  titleEn: 'Trade fair offer',
  contentDe: '<p>10 % auf Roll-ups</p>\n<p>bis Freitag</p>',
  contentEn: '<p>10 % off roll-ups</p>',
  firstDay: '2026-12-01',
  lastDay: '2026-12-24',
  isActive: 'on',
}

describe('popupInputSchema', () => {
  it('takes a popup with both languages, an optional period and the switch', () => {
    expect(popupInputSchema.parse(valid)).toEqual({
      ...valid,
      titleDe: 'Messe-Aktion',
      isActive: true,
    })
    expect(
      popupInputSchema.parse({ ...valid, firstDay: '', lastDay: '', isActive: undefined }),
    ).toMatchObject({
      firstDay: null,
      lastDay: null,
      isActive: false,
    })
  })

  it('refuses empty texts, bad days and a last day before the first, in the member’s language', () => {
    const result = popupInputSchema.safeParse({
      ...valid,
      titleEn: '',
      firstDay: '2026-02-30',
      lastDay: '2026-01-01',
    })
    expect(result.success).toBe(false)
    expect(issueMessages(result.error!, 'de')).toMatchObject({
      titleEn: ['Bitte füllen Sie dieses Feld aus.'],
      firstDay: ['Bitte geben Sie ein gültiges Datum ein.'],
    })
    const order = popupInputSchema.safeParse({
      ...valid,
      firstDay: '2026-12-24',
      lastDay: '2026-12-01',
    })
    expect(issueMessages(order.error!, 'en')).toEqual({
      lastDay: ['The last day cannot be before the first.'],
    })
  })

  it('takes an unticked switch, which a form does not send at all, as off (FORM-5)', () => {
    const { isActive: _ticked, firstDay: _first, lastDay: _last, ...form } = valid
    const result = popupInputSchema.safeParse(form)
    expect(result.error?.issues).toBeUndefined()
    expect(result.data).toMatchObject({ isActive: false, firstDay: null, lastDay: null })
  })

  it('refuses an unknown placeholder at its field and names the known ones (CONT-9)', () => {
    expect(
      popupInputSchema.parse({ ...valid, contentDe: '<p>Bis {{order_cutoff}}</p>' }),
    ).toMatchObject({ contentDe: '<p>Bis {{order_cutoff}}</p>' })
    const result = popupInputSchema.safeParse({ ...valid, contentEn: '<p>{{hotline}}</p>' })
    expect(issueMessages(result.error!, 'en')).toEqual({
      contentEn: [
        'Unknown placeholder {{hotline}}. Known are: {{free_shipping_threshold}}, {{order_cutoff}}, {{phone}}, {{email}}, {{opening_hours}}.',
      ],
    })
  })
})

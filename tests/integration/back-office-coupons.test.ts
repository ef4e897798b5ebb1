import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coupons } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { couponsOffice, form } from './back-office-coupons-helpers.ts'

// STAFF-10 on both databases: the back office creates, edits, lists, switches and deletes
// coupons (CHK-6) with the form's rules in both languages, for the owner and sales only, every
// write in the audit log; and what it writes is what the checkout's coupon check reads.

const databases = await testDatabases()

describe.each(databases)('the back office coupons on $name', (kind) => {
  const env = couponsOffice(kind)
  const { members, admin, refusal, rowOf, auditOf } = env

  it('creates a coupon with its code upper-case and a German decimal, and audits it', async () => {
    const created = await admin().create(
      members.sales,
      form({ validFrom: '2026-03-29', validUntil: '2026-10-25', maxUses: '100' }),
      'de',
    )
    expect(created.code).toBe('HERBST-25')
    const row = await rowOf(created.id)
    expect(row).toMatchObject({
      code: 'HERBST-25',
      percent: 12.5,
      maxUses: 100,
      maxUsesPerCustomer: null,
      usedCount: 0,
      isActive: true,
    })
    // The shop's days: from the first day's midnight to the last instant of the last day.
    expect(row.validFrom!.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(row.validUntil!.toISOString()).toBe('2026-10-25T22:59:59.999Z')
    const [entry] = await auditOf(created.id)
    expect(entry).toMatchObject({
      staffId: members.sales.id,
      action: 'coupon.create',
      before: null,
      after: { code: 'HERBST-25', percent: 12.5, maxUses: 100, isActive: true },
    })
    const other = await admin().create(
      members.owner,
      form({ code: 'Punkt', percent: '7.25' }),
      'de',
    )
    expect((await rowOf(other.id)).percent).toBe(7.25)
  })

  it.each([
    ['code', { code: 'ab' }, 'Bitte geben Sie 3 bis 32 Buchstaben, Ziffern, - oder _ ein.'],
    [
      'code',
      { code: 'mit leerzeichen' },
      'Bitte geben Sie 3 bis 32 Buchstaben, Ziffern, - oder _ ein.',
    ],
    [
      'code',
      { code: 'X'.repeat(33) },
      'Bitte geben Sie 3 bis 32 Buchstaben, Ziffern, - oder _ ein.',
    ],
    [
      'percent',
      { percent: '0' },
      'Bitte geben Sie einen Prozentsatz über 0 und höchstens 100 mit höchstens zwei Nachkommastellen ein.',
    ],
    [
      'percent',
      { percent: '100,01' },
      'Bitte geben Sie einen Prozentsatz über 0 und höchstens 100 mit höchstens zwei Nachkommastellen ein.',
    ],
    [
      'percent',
      { percent: '12,555' },
      'Bitte geben Sie einen Prozentsatz über 0 und höchstens 100 mit höchstens zwei Nachkommastellen ein.',
    ],
    [
      'percent',
      { percent: '' },
      'Bitte geben Sie einen Prozentsatz über 0 und höchstens 100 mit höchstens zwei Nachkommastellen ein.',
    ],
    ['validFrom', { validFrom: '2026-02-30' }, 'Bitte geben Sie ein Datum ein.'],
    [
      'validUntil',
      { validFrom: '2026-05-02', validUntil: '2026-05-01' },
      'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
    ],
    [
      'maxUses',
      { maxUses: '0' },
      'Bitte geben Sie eine ganze Zahl ab 1 ein oder lassen Sie das Feld leer.',
    ],
    [
      'maxUses',
      { maxUses: '1,5' },
      'Bitte geben Sie eine ganze Zahl ab 1 ein oder lassen Sie das Feld leer.',
    ],
    [
      'maxUsesPerCustomer',
      { maxUsesPerCustomer: '-1' },
      'Bitte geben Sie eine ganze Zahl ab 1 ein oder lassen Sie das Feld leer.',
    ],
  ])('refuses %s %j with its message', async (field, fields, message) => {
    const error = await refusal(
      admin().create(members.sales, form({ code: 'REGEL', ...fields }), 'de'),
    )
    expect(error.kind).toBe('invalid')
    expect(error.fields).toEqual({ [field]: [message] })
  })

  it('answers in English too, and a code in any case that exists is refused', async () => {
    const english = await refusal(admin().create(members.sales, form({ percent: '101' }), 'en'))
    expect(english.fields).toEqual({
      percent: ['Please enter a percentage above 0 and at most 100, with at most two decimals.'],
    })
    const taken = await refusal(admin().create(members.sales, form({ code: 'Herbst-25 ' }), 'de'))
    expect(taken.fields).toEqual({ code: ['Diesen Code gibt es schon.'] })
    const takenEn = await refusal(admin().create(members.sales, form({ code: 'messe10' }), 'en'))
    expect(takenEn.fields).toEqual({ code: ['This code exists already.'] })
  })

  it('lets production and content neither create nor change coupons (403)', async () => {
    const [seeded] = await env.database.db.select().from(coupons).where(eq(coupons.code, 'MESSE10'))
    for (const role of ['production', 'content'] as const) {
      const error = await refusal(admin().create(members[role], form({ code: 'VERBOTEN' }), 'de'))
      expect(error.kind).toBe('forbidden')
      expect((await refusal(admin().setActive(members[role], seeded!.id, false, 'de'))).kind).toBe(
        'forbidden',
      )
      expect((await refusal(admin().remove(members[role], seeded!.id, 'de'))).kind).toBe(
        'forbidden',
      )
    }
    expect(
      await env.database.db.select().from(coupons).where(eq(coupons.code, 'VERBOTEN')),
    ).toEqual([])
  })
})

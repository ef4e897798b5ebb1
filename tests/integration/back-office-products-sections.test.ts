import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/index.ts'
import * as productPage from '#app/routes/admin/product.tsx'
import { testDatabases } from './databases.ts'
import { staffRouteArgs } from './staff-route.ts'
import { productEditor } from './back-office-products-helpers.ts'

// PED-1 to PED-3 on both databases: the product editor's combination generator (every
// combination of the chosen values, priced base + surcharges, existing ones skipped, at most
// GENERATE_MAX a run), the combinations section saved as one atomic form, and add forms whose
// answer tells the page to draw them afresh.

const databases = await testDatabases()

interface Answer {
  status: number
  data: { ok?: boolean; message?: string; nonce?: string; errors?: Record<string, string[]> }
}

describe.each(databases)('the product editor sections on $name', (kind) => {
  const env = productEditor(kind)
  const { post, view, createProduct } = env

  /** Posts a form of the editor as name-value pairs. */
  async function postAll(id: number, entries: [string, string][]): Promise<Answer> {
    const body = new FormData()
    for (const [key, value] of entries) body.append(key, value)
    const answer = (await productPage.action(
      staffRouteArgs(
        env.app.services,
        env.tokens.content,
        `/en/admin/products/${id}`,
        { method: 'POST', body },
        { id: String(id) },
      ) as never,
    )) as unknown
    const wrapped = answer as { data?: Answer['data']; init?: { status?: number } }
    if (wrapped && typeof wrapped === 'object' && 'init' in wrapped) {
      return { status: wrapped.init?.status ?? 200, data: wrapped.data ?? {} }
    }
    return { status: 200, data: answer as Answer['data'] }
  }

  /** A product with the option Size (S, M, L) and the option Colour (White, Black). */
  async function sizedProduct(title: string) {
    const id = await createProduct(`${title} DE`, title)
    const option = async (de: string, en: string, values: string[]) => {
      const added = await post(id, {
        intent: 'option-add',
        part: '',
        titleDe: de,
        titleEn: en,
        valueDe: values[0]!,
        valueEn: values[0]!,
      })
      expect(added.status).toBe(200)
      const optionId = (await view(id)).options.at(-1)!.id
      for (const value of values.slice(1)) {
        await post(id, {
          intent: 'value-add',
          part: String(optionId),
          parent: String(optionId),
          titleDe: value,
          titleEn: value,
        })
      }
      return (await view(id)).options.find((each) => each.id === optionId)!
    }
    const size = await option('Größe', 'Size', ['S', 'M', 'L'])
    const colour = await option('Farbe', 'Colour', ['White', 'Black'])
    const ids = (option: typeof size) => option.values.map((value) => value.id)
    return { id, size: ids(size), colour: ids(colour), colourId: colour.id }
  }

  const generate = (id: number, picked: number[], extra: [string, string][] = []) =>
    postAll(id, [
      ['intent', 'combinations-generate'],
      ['part', ''],
      ['price', '100,00'],
      ['realPrice', '20'],
      ['additionalPrice', '0'],
      ['stock', '999'],
      ['isActive', 'on'],
      ...picked.map((value): [string, string] => [`use${value}`, 'on']),
      ...extra,
    ])

  it('generates every combination of the chosen values, priced base + surcharges, skipping existing ones', async () => {
    const { id, size, colour } = await sizedProduct('Generated wall')
    const [s, m, l] = size
    const [white, black] = colour
    const first = await generate(
      id,
      [s!, m!, white!, black!],
      [
        [`surcharge${m}`, '25,00'],
        [`surcharge${black}`, '5'],
      ],
    )
    expect(first.status).toBe(200)
    expect(first.data.message).toBe('4 made, 0 existing skipped: 0 combinations before, 4 now.')
    let combinations = (await view(id)).combinations
    const priceOf = (...values: number[]) =>
      combinations.find((each) => values.every((value) => each.valueIds.includes(value)))
    expect(combinations).toHaveLength(4)
    expect(priceOf(s!, white!)).toMatchObject({ priceCents: 10_000, realPriceCents: 2_000 })
    expect(priceOf(s!, black!)?.priceCents).toBe(10_500)
    expect(priceOf(m!, white!)?.priceCents).toBe(12_500)
    expect(priceOf(m!, black!)?.priceCents).toBe(13_000)
    expect(combinations.filter((each) => each.isDefault)).toHaveLength(1)

    // All three sizes in white: two exist, one is made; the existing keep their prices.
    const second = await generate(id, [s!, m!, l!, white!], [[`surcharge${l}`, '40']])
    expect(second.data.message).toBe('1 made, 2 existing skipped: 4 combinations before, 5 now.')
    combinations = (await view(id)).combinations
    expect(combinations).toHaveLength(5)
    expect(priceOf(l!, white!)?.priceCents).toBe(14_000)
    expect(priceOf(m!, white!)?.priceCents).toBe(12_500)
    expect(combinations.filter((each) => each.isDefault)).toHaveLength(1)

    // Every chosen combination exists: nothing is made.
    const third = await generate(id, [s!, white!])
    expect(third.data.message).toBe('0 made, 1 existing skipped: 5 combinations before, 5 now.')

    const actions = (
      await env.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'product'), eq(auditLog.objectId, String(id))))
    ).map((entry) => entry.action)
    expect(actions.filter((action) => action === 'product.combination.generate')).toHaveLength(3)
  })

  it('refuses a choice without a value of every option, a wrong surcharge and more than the maximum', async () => {
    const { id, size, colour, colourId } = await sizedProduct('Refused wall')
    const noColour = await generate(id, size)
    expect(noColour.status).toBe(422)
    expect(noColour.data.errors).toEqual({
      [`pick${colourId}`]: ['Please choose at least one value of this option.'],
    })
    const surcharge = await generate(id, [...size, ...colour], [[`surcharge${size[1]}`, 'zehn']])
    expect(surcharge.data.errors).toEqual({
      [`surcharge${size[1]}`]: ['An amount in euros, e.g. 49,90.'],
    })
    const price = await generate(id, [...size, ...colour], [['price', '1,0,0']])
    expect(price.data.errors).toMatchObject({ price: ['An amount in euros, e.g. 49,90.'] })

    // 3 sizes × 2 colours × 35 lengths = 210 > 200: refused, nothing made.
    const lengths = Array.from({ length: 35 }, (_, n) => `${n + 1} m`)
    await post(id, {
      intent: 'option-add',
      part: '',
      titleDe: 'Länge',
      titleEn: 'Length',
      valueDe: lengths[0]!,
      valueEn: lengths[0]!,
    })
    const lengthId = (await view(id)).options.at(-1)!.id
    for (const length of lengths.slice(1)) {
      await post(id, {
        intent: 'value-add',
        part: String(lengthId),
        parent: String(lengthId),
        titleDe: length,
        titleEn: length,
      })
    }
    const all = (await view(id)).options.flatMap((option) => option.values.map((v) => v.id))
    const tooMany = await generate(id, all)
    expect(tooMany.status).toBe(422)
    expect(tooMany.data.errors).toEqual({
      picked: ['This choice would give 210 combinations; at most 200 a run. Choose fewer values.'],
    })
    expect((await view(id)).combinations).toHaveLength(0)
    // One length fewer: 204, still refused; 33 lengths: 198 are made.
    const lengthValues = (await view(id)).options.at(-1)!.values.map((value) => value.id)
    const withLengths = (count: number) => [...size, ...colour, ...lengthValues.slice(0, count)]
    expect((await generate(id, withLengths(34))).status).toBe(422)
    const made = await generate(id, withLengths(33))
    expect(made.data.message).toBe('198 made, 0 existing skipped: 0 combinations before, 198 now.')
    expect((await view(id)).combinations).toHaveLength(198)
  })

  it('saves the combinations section as one form: one refused field and nothing is saved', async () => {
    const { id, size, colour } = await sizedProduct('Section wall')
    await generate(id, [size[0]!, size[1]!, colour[0]!])
    const [a, b] = (await view(id)).combinations
    const fields = (combination: typeof a, price: string): [string, string][] => [
      [`price-${combination!.id}`, price],
      [`realPrice-${combination!.id}`, '0'],
      [`additionalPrice-${combination!.id}`, '0'],
      [`stock-${combination!.id}`, '12'],
      [`sku-${combination!.id}`, `SEC-${combination!.id}`],
      [`isActive-${combination!.id}`, 'on'],
    ]
    const refused = await postAll(id, [
      ['intent', 'combinations-save'],
      ['part', ''],
      ['default', String(b!.id)],
      ...fields(a, '150,00'),
      ...fields(b, '1,5,0'),
    ])
    expect(refused.status).toBe(422)
    expect(refused.data.errors).toEqual({
      [`price-${b!.id}`]: ['An amount in euros, e.g. 49,90.'],
    })
    // Atomic: the first combination's valid change was not saved either.
    let combinations = (await view(id)).combinations
    expect(combinations.map((each) => each.priceCents)).toEqual([10_000, 10_000])
    expect(combinations.map((each) => each.stock)).toEqual([999, 999])

    // A duplicate article number is refused at the combination that repeats it.
    const twin = await postAll(id, [
      ['intent', 'combinations-save'],
      ['part', ''],
      ['default', String(b!.id)],
      ...fields(a, '150,00'),
      ...fields(b, '160,00').map(([name, value]): [string, string] =>
        name.startsWith('sku-') ? [name, `SEC-${a!.id}`] : [name, value],
      ),
    ])
    expect(twin.status).toBe(422)
    expect(Object.keys(twin.data.errors ?? {})).toEqual([`sku-${b!.id}`])
    expect((await view(id)).combinations.map((each) => each.priceCents)).toEqual([10_000, 10_000])

    const saved = await postAll(id, [
      ['intent', 'combinations-save'],
      ['part', ''],
      ['default', String(b!.id)],
      ...fields(a, '150,00'),
      ...fields(b, '160,00').filter(([name]) => !name.startsWith('isActive')),
    ])
    expect(saved.status).toBe(200)
    expect(saved.data.message).toBe('2 combinations saved.')
    combinations = (await view(id)).combinations
    expect(
      combinations.map((each) => [each.priceCents, each.stock, each.isActive, each.isDefault]),
    ).toEqual([
      [15_000, 12, true, false],
      [16_000, 12, false, true],
    ])
  })

  it('saves the names and print data of every option and value as one form, all or nothing', async () => {
    const { id, size, colour } = await sizedProduct('Names wall')
    const { options } = await view(id)
    const fields = (titleOf: (en: string) => string, width = ''): [string, string][] => [
      ...options.flatMap((option): [string, string][] => [
        [`titleDe-o${option.id}`, `${option.title.de} neu`],
        [`titleEn-o${option.id}`, titleOf(option.title.en)],
      ]),
      ...options.flatMap((option) =>
        option.values.flatMap((value): [string, string][] => [
          [`titleDe-v${value.id}`, value.title.de],
          [`titleEn-v${value.id}`, titleOf(value.title.en)],
          [`printWidthMm-v${value.id}`, value.id === size[2] ? width : ''],
          [`printHeightMm-v${value.id}`, ''],
          [`printPages-v${value.id}`, value.id === colour[1] ? '2' : ''],
        ]),
      ),
    ]
    // The last value's English title is empty and L's width is 0: two messages, nothing saved.
    const refused = await postAll(id, [
      ['intent', 'options-save'],
      ['part', ''],
      ...fields((en) => (en === 'Black' ? ' ' : `${en}!`), '0'),
    ])
    expect(refused.status).toBe(422)
    expect(refused.data.errors).toEqual({
      [`titleEn-v${colour[1]}`]: ['Please fill in this field.'],
      [`printWidthMm-v${size[2]}`]: ['A whole number from 1 to 20000.'],
    })
    expect((await view(id)).options.map((option) => option.title.en)).toEqual(['Size', 'Colour'])

    const saved = await postAll(id, [
      ['intent', 'options-save'],
      ['part', ''],
      ...fields((en) => `${en}!`, '1000'),
    ])
    expect(saved.status).toBe(200)
    const after = (await view(id)).options
    expect(after.map((option) => option.title)).toEqual([
      { de: 'Größe neu', en: 'Size!' },
      { de: 'Farbe neu', en: 'Colour!' },
    ])
    expect(after.flatMap((option) => option.values.map((value) => value.title.en))).toEqual([
      'S!',
      'M!',
      'L!',
      'White!',
      'Black!',
    ])
    expect(after.flatMap((option) => option.values.map((value) => value.print))).toEqual([
      null,
      null,
      { widthMm: 1000 },
      null,
      { pages: 2 },
    ])
  })

  it('answers every add with a fresh nonce, so its form is drawn empty again', async () => {
    const id = await createProduct('Leere Formulare', 'Empty forms')
    const add = (title: string) =>
      post(id, {
        intent: 'option-add',
        part: '',
        titleDe: title,
        titleEn: title,
        valueDe: 'Eins',
        valueEn: 'One',
      }) as Promise<Answer>
    const first = await add('Farbe')
    const second = await add('Größe')
    expect(first.data).toMatchObject({ ok: true, nonce: expect.any(String) })
    expect(second.data.nonce).not.toBe(first.data.nonce)
    expect((await view(id)).options.map((option) => option.title.en)).toEqual(['Farbe', 'Größe'])
  })
})

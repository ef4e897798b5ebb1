import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { orders } from '#server/db/schema/index.ts'
import * as editPage from '#app/routes/admin/order-edit.tsx'
import { testDatabases } from './databases.ts'
import { address, orderEditSuite } from './order-edit-helpers.ts'
import { ownerToken, staffPost, staffRouteArgs } from './staff-route.ts'

// EDIT-1, EDIT-4, ORD-14 (decision 0046) on both databases: what an edit refuses — production
// started or the order cancelled, a stale page, money taken whose total would change, a running
// payment, bad input — each with its message in the member's language, nothing changed.

const databases = await testDatabases()

interface Failure {
  data: { ok: false; message: string; errors: Record<string, string[]> }
  init: { status: number }
}
const statusOf = (thrown: unknown) =>
  (thrown as { init?: { status?: number } }).init?.status ?? (thrown as { status?: number }).status

describe.each(databases)('order edit refusals on $name', (kind) => {
  const suite = orderEditSuite(kind)
  let token = ''

  beforeAll(async () => {
    token = await ownerToken(suite.services, `edit-owner-${kind.name}-${Date.now()}@example.com`)
  })

  const setOrder = (orderId: number, values: Partial<typeof orders.$inferInsert>) =>
    suite.db.update(orders).set(values).where(eq(orders.id, orderId))

  it('refuses once production has started or the order is cancelled, in the member’s language', async () => {
    const { orderId } = await suite.place()
    const { items, order } = await suite.stored(orderId)
    for (const [state, locale] of [
      ['in_production', 'de'],
      ['shipped', 'en'],
      ['cancelled', 'en'],
    ] as const) {
      await setOrder(orderId, { workState: state })
      await expect(
        suite.edit(
          orderId,
          { intent: 'quantity', item: items[0]!.id, quantity: 2 },
          undefined,
          locale,
        ),
      ).rejects.toMatchObject({
        kind: 'conflict',
        message: translate(locale, 'adminOrderEdit.refusedState', {
          state: translate(locale, `admin.work.${state}`),
        }),
      })
    }
    const after = await suite.stored(orderId)
    expect(after.items).toEqual(items)
    expect(after.order.totalCents).toBe(order.totalCents)
    expect(await suite.auditOf(orderId)).toEqual([])
    // The page says so instead of showing its forms.
    const view = await suite.services.orderEdit.view(orderId, 'en')
    expect(view.editable).toBe(false)
  })

  it('refuses a stale edit: of two members editing at once, one wins', async () => {
    const { orderId } = await suite.place()
    const { items, order } = await suite.stored(orderId)
    const change = (quantity: number) =>
      suite.services.orderEdit.edit(
        suite.members.sales,
        orderId,
        { intent: 'quantity', item: items[0]!.id, quantity, version: order.version },
        'en',
      )
    const results = await Promise.allSettled([change(2), change(4)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({
      kind: 'conflict',
      message: translate('en', 'admin.order.changedMeanwhile'),
    })
    const after = await suite.stored(orderId)
    expect(after.order.version).toBe(order.version + 1)
    expect(await suite.auditOf(orderId)).toHaveLength(1)
    // The page of before is stale now too.
    await expect(change(5)).rejects.toMatchObject({ kind: 'conflict' })
  })

  it('never charges or refunds paid money: a paid order keeps its total, a running payment waits', async () => {
    const { orderId } = await suite.place({ payment: { paymentMethod: 'card' } })
    const { items, order } = await suite.stored(orderId)
    await setOrder(orderId, { paymentStatus: 'paid', status: 'paid' })
    const more = suite.edit(orderId, { intent: 'quantity', item: items[0]!.id, quantity: 2 })
    await expect(more).rejects.toMatchObject({ kind: 'conflict' })
    const message = ((await more.catch((e: unknown) => e)) as Error).message
    expect(message).toContain(`bereits bezahlt (${formatMoney(order.totalCents)})`)
    // The same total goes through: an address is no money.
    await suite.edit(orderId, { intent: 'billing-address', ...address() } as never)
    expect((await suite.stored(orderId)).order.totalCents).toBe(order.totalCents)

    await setOrder(orderId, { paymentStatus: 'pending', status: 'pending' })
    await expect(
      suite.edit(orderId, { intent: 'billing-address', ...address() } as never, undefined, 'en'),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: translate('en', 'adminOrderEdit.paymentRunning'),
    })
  })

  it('refuses too little stock and leaves everything as it was', async () => {
    const { orderId } = await suite.place()
    const { items, order } = await suite.stored(orderId)
    const item = items[0]!
    const { productCombinations } = await import('#server/db/schema/index.ts')
    await suite.db
      .update(productCombinations)
      .set({ stock: 1 })
      .where(eq(productCombinations.id, item.combinationId))
    await expect(
      suite.edit(orderId, { intent: 'quantity', item: item.id, quantity: 5 }),
    ).rejects.toMatchObject({ kind: 'conflict' })
    expect(await suite.stockOf(item.combinationId)).toBe(1)
    expect((await suite.stored(orderId)).order.version).toBe(order.version)
    await suite.db
      .update(productCombinations)
      .set({ stock: 1000 })
      .where(eq(productCombinations.id, item.combinationId))
  })

  it('answers bad input at its field or with a 4xx through the page’s action', async () => {
    const { orderId } = await suite.place()
    const { items, order } = await suite.stored(orderId)
    const path = `/admin/orders/${orderId}/edit`
    const params = { id: String(orderId) }
    const post = (fields: Record<string, string | string[]>, at = path) =>
      editPage.action(staffPost(suite.services, token, at, fields, params))
    const version = String(order.version)

    const zero = (await post({
      intent: 'quantity',
      version,
      item: String(items[0]!.id),
      quantity: '0',
    })) as Failure
    expect(zero.init.status).toBe(422)
    expect(zero.data.errors.quantity).toEqual(['Bitte eine Menge von 1 bis 50 angeben.'])

    const country = (await post(
      {
        intent: 'billing-address',
        version,
        ...Object.fromEntries(
          Object.entries(address({ country_id: 99999 }))
            .filter(([k]) => !k.startsWith('is_default'))
            .map(([k, v]) => [k, String(v)]),
        ),
      },
      `/en${path}`,
    )) as Failure
    expect(country.init.status).toBe(422)
    expect(country.data.errors.country_id).toEqual(['Please choose a country from the list.'])

    const missing = (await post({ intent: 'billing-address', version, first_name: '' })) as Failure
    expect(missing.init.status).toBe(422)
    expect(missing.data.errors.last_name).toEqual(['Nachname ist ein Pflichtfeld.'])

    const answer = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)
    expect(statusOf(await answer(post({ intent: 'drop', version })))).toBe(400)
    const unknownItem = (await post({
      intent: 'remove-line',
      version,
      item: '999999',
    })) as Failure
    expect(unknownItem.init.status).toBe(404)
    const gone = (await post({
      intent: 'add-line',
      version,
      package: String((await suite.stored(orderId)).packages[0]!.id),
      product: '999999',
      combination: '1',
      duration: '1',
      quantity: '1',
    })) as Failure
    expect(gone.init.status).toBe(422)
    expect(gone.data.errors.product).toEqual([translate('de', 'adminOrderEdit.productGone')])

    // A good post through the page: the answer names the change.
    const saved = await post({
      intent: 'quantity',
      version,
      item: String(items[0]!.id),
      quantity: '2',
    })
    expect(saved).toMatchObject({ ok: true, intent: 'quantity' })
    expect((saved as { message: string }).message).toMatch(/^Gespeichert\. Menge von „/)
    expect((await suite.stored(orderId)).items[0]!.quantity).toBe(2)
  })

  it('lets only the roles with orders.edit in', async () => {
    const { orderId } = await suite.place()
    const { order } = await suite.stored(orderId)
    await expect(
      suite.services.orderEdit.edit(
        suite.members.production,
        orderId,
        { intent: 'billing-address', ...address(), version: order.version } as never,
        'de',
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' })
    const page = await editPage.loader(
      staffRouteArgs(
        suite.services,
        token,
        `/admin/orders/${orderId}/edit`,
        {},
        { id: String(orderId) },
      ) as never,
    )
    expect(page?.order.number).toBe(order.number)
  })

  it('answers generated posts of every intent with a 4xx or a saved change, never a 5xx', async () => {
    const { orderId } = await suite.place()
    const { items, packages } = await suite.stored(orderId)
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer({ min: -5, max: 100 }).map(String),
      fc.constantFrom('', String(items[0]!.id), String(packages[0]!.id), '18', '9', '1e9'),
    )
    const names = ['version', 'item', 'package', 'product', 'combination', 'duration', 'quantity']
    const addressNames = ['first_name', 'last_name', 'address', 'postcode', 'city', 'country_id']
    const intents = [
      'billing-address',
      'shipping-address',
      'post-method',
      'quantity',
      'remove-line',
      'add-line',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...intents),
        fc.dictionary(
          fc.constantFrom(...names, ...addressNames, 'postMethod', 'services[]'),
          field,
        ),
        async (intent, fields) => {
          const args = staffPost(
            suite.services,
            token,
            `/admin/orders/${orderId}/edit`,
            { ...fields, intent },
            { id: String(orderId) },
          )
          const answer = await editPage.action(args).catch((thrown: unknown) => thrown)
          const status =
            (answer as { init?: { status?: number } }).init?.status ??
            (answer as { status?: number }).status ??
            200
          expect(answer).not.toBeInstanceOf(Error)
          expect(status).toBeLessThan(500)
        },
      ),
      { numRuns: 40 },
    )
  })
})

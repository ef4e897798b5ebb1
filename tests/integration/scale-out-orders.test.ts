import { beforeAll, describe, expect, it } from 'vitest'
import { type Buyer, KILL_WAVE, type Shop, WAVE, pool } from './scale-out/processes.ts'
import { postgres, redisUrl, twoShops } from './scale-out/two-shops.ts'

// The shop on several machines (SHOP-11, decisions 0025 and 0031): two real app processes,
// sharing no memory, on one PostgreSQL, one Redis and one bucket (a DATA_DIR each, decision
// 0042), both started at once on an
// empty database as `npm start` starts them. Orders go through both at once; then one process
// is killed with SIGKILL in the middle of a wave, and what any of them answered must be kept.

describe.skipIf(!redisUrl || !postgres)('two app processes on one PostgreSQL and Redis', () => {
  const env = twoShops()
  const { logOf, readyBuyer, place, placedOf, expectComplete, incompleteOrders, orderNumbers } = env
  let a: Shop
  let b: Shop
  beforeAll(() => {
    ;({ a, b } = env.current())
  })

  it(`orders placed through both at once (2 × ${WAVE}) get distinct numbers and are stored complete (ORD-1)`, async () => {
    const buyers = await pool(2 * WAVE, 6, readyBuyer)
    const answers = await Promise.all(buyers.map((buyer, i) => place(i < WAVE ? a : b, buyer)))
    for (const answer of answers) expect(answer.status, answer.text).toBe(201)
    const placed = answers.map(placedOf)
    expect(new Set(placed.map((order) => order.number)).size).toBe(2 * WAVE)
    for (const [i, buyer] of buyers.entries()) await expectComplete(buyer, placed[i]!)
    expect(await orderNumbers()).toEqual({ orders: 2 * WAVE, numbers: 2 * WAVE })
    expect(await incompleteOrders()).toEqual([])
  })

  it('one process killed with SIGKILL mid-load: every answered order is kept and complete, the other serves on', async () => {
    const before = await orderNumbers()
    const buyers = await pool(2 * KILL_WAVE, 6, readyBuyer)
    let answeredByA = 0
    const attempt = async (shop: Shop, buyer: Buyer) => {
      try {
        const answer = await place(shop, buyer)
        // A dies once it has answered a few: the rest of its orders are somewhere in between.
        if (shop === a && ++answeredByA === 3) a.child.kill('SIGKILL')
        return { shop, buyer, answer }
      } catch (error) {
        return { shop, buyer, error }
      }
    }
    const results = await Promise.all(
      buyers.map((buyer, i) => attempt(i < KILL_WAVE ? a : b, buyer)),
    )
    expect(await a.gone).toBe('SIGKILL')

    const answered = results.filter((result) => result.answer)
    const unanswered = results.filter((result) => !result.answer)
    expect(unanswered.length, 'the kill came after all of A’s answers').toBeGreaterThan(0)
    expect(unanswered.every((result) => result.shop === a)).toBe(true)
    for (const { answer } of answered) expect(answer!.status, answer!.text).toBe(201)
    // Every answer holds: its order is stored as answered, complete.
    for (const { buyer, answer } of answered) await expectComplete(buyer, placedOf(answer!))

    // Each buyer A left without an answer tries again through B with the same key: an order A
    // committed before it died is answered again (200), one it did not is placed now (201).
    for (const { buyer } of unanswered) {
      const again = await place(b, buyer)
      expect([200, 201], again.text).toContain(again.status)
      await expectComplete(buyer, placedOf(again))
    }
    const total = await orderNumbers()
    expect(total).toEqual({
      orders: before.orders + 2 * KILL_WAVE,
      numbers: before.orders + 2 * KILL_WAVE,
    })
    expect(await incompleteOrders()).toEqual([])
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200)
    const errors = b.output
      .join('')
      .split('\n')
      .filter((line) => /"level":(5|6)\d/.test(line))
    expect(errors, logOf(b)).toEqual([])
  })
})

import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyInvitations } from '#server/db/schema/index.ts'
import { companyHarness } from './companies-helpers.ts'
import { testDatabases } from './databases.ts'

// CO-1..CO-9 (decision 0059) on both databases: every account a one-person company; an
// invitation's lifecycle (mail, wrong address, shared switchboard number, single use, expiry,
// unknown link); roles and limits that only an admin sets, one admin always kept; an order above
// a buyer's limit waiting with its stock reserved and no invoice, mailed to the approver,
// approved (invoiced, buyer mailed) or rejected with a message (stock back, buyer mailed); one's
// own order never approved by oneself; admins see their colleagues' orders in the profile API.

const databases = await testDatabases()

describe.each(databases)('company accounts on $name', (kind) => {
  const h = companyHarness(kind)
  const { api, register, invite, company, buyerOrders, orderRow, stock, invitationOf, invoices } = h

  it('opens every account as a one-person company with its holder as admin', async () => {
    const who = await h.client.customer()
    const res = await api('/user/dashboard/company', who.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().body).toMatchObject({
      name: 'Nordwind Messebau',
      role: 'admin',
      purchase_order_required: false,
      members: [{ email: who.email, role: 'admin', order_limit: null }],
      pending_approvals: [],
    })
    expect((await api('/user/dashboard/company', undefined)).statusCode).toBe(401)
  })

  it('invites a colleague once: wrong address refused, phone shared, used and expired links refused', async () => {
    const admin = await h.client.customer()
    const adminPhone = (await api('/user/dashboard/profile/fetch', admin.token)).json().body.phone
    const email = `kollege.${randomUUID().slice(0, 8)}@example.com`
    const token = await invite(admin.token, email, 'approver')
    const mail = await h.mailbox.latest(email, { template: 'company-invitation' })
    expect(mail.subject).toContain('Einladung zu Nordwind Messebau')
    expect(mail.text).toContain('als Freigebend')

    // CO-6: without the invitation the company's number belongs to another company's account.
    const stranger = await register(`fremd.${randomUUID().slice(0, 8)}@example.com`, adminPhone)
    expect(stranger.statusCode).toBe(422)
    expect(stranger.json().errors.phone).toEqual(['Das Telefon ist bereits vergeben.'])

    // Another logged-in customer cannot take it.
    const other = await h.client.customer()
    const wrong = await api(
      `/user/dashboard/company/invitations/${token}/accept`,
      other.token,
      'POST',
    )
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toContain(email)

    const colleague = await register(email, adminPhone, token)
    expect(colleague.statusCode, colleague.body).toBe(201)
    const colleagueToken = colleague.json().body.access_token as string
    const joined = await api(
      `/user/dashboard/company/invitations/${token}/accept`,
      colleagueToken,
      'POST',
      undefined,
      'en',
    )
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json()).toMatchObject({
      message: 'Welcome to Nordwind Messebau. You now order for the company.',
      body: { role: 'approver' },
    })
    const again = await api(
      `/user/dashboard/company/invitations/${token}/accept`,
      colleagueToken,
      'POST',
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Diese Einladung wurde bereits verwendet.')

    const view = (await api('/user/dashboard/company', admin.token)).json().body
    expect(view.members.map((m: { role: string }) => m.role)).toEqual(['admin', 'approver'])

    // Expired after seven days; an unknown link is not found.
    const late = await invite(admin.token, `spaet.${randomUUID().slice(0, 8)}@example.com`)
    await h.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, (await invitationOf(late)).id))
    const expired = await api(
      `/user/dashboard/company/invitations/${late}/accept`,
      other.token,
      'POST',
    )
    expect(expired.statusCode).toBe(409)
    expect(expired.json().message).toBe(
      'Diese Einladung ist abgelaufen. Bitte fordern Sie eine neue an.',
    )
    const unknown = await api(
      '/user/dashboard/company/invitations/nichts/accept',
      other.token,
      'POST',
    )
    expect(unknown.statusCode).toBe(404)

    // Only an admin invites; a bad address is a field message.
    const notAdmin = await api('/user/dashboard/company/invitations', colleagueToken, 'POST', {
      email: 'x@example.com',
      role: 'buyer',
    })
    expect(notAdmin.statusCode).toBe(403)
    const bad = await api('/user/dashboard/company/invitations', admin.token, 'POST', {
      email: 'keine-adresse',
      role: 'chef',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toMatchObject({
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      role: ['Bitte wählen Sie eine Rolle.'],
    })
  })

  it('lets only an admin set roles and limits, and always keeps one admin', async () => {
    const { admin, buyer } = await company()
    const set = await api(`/user/dashboard/company/members/${buyer.id}`, admin.token, 'PATCH', {
      role: 'buyer',
      order_limit: '1.500,50',
      monthly_limit: 5000,
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().body).toMatchObject({ order_limit: 1500.5, monthly_limit: 5000 })
    const bad = await api(`/user/dashboard/company/members/${buyer.id}`, admin.token, 'PATCH', {
      role: 'buyer',
      order_limit: 'viel',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.order_limit).toEqual([
      'Bitte geben Sie einen Betrag in Euro ein, z. B. 1500 oder 1.500,00.',
    ])
    const byBuyer = await api(`/user/dashboard/company/members/${buyer.id}`, buyer.token, 'PATCH', {
      role: 'admin',
    })
    expect(byBuyer.statusCode).toBe(403)
    const adminId = (await api('/user/dashboard/company', admin.token))
      .json()
      .body.members.find((m: { role: string }) => m.role === 'admin').id
    const lastAdmin = await api(
      `/user/dashboard/company/members/${adminId}`,
      admin.token,
      'PATCH',
      {
        role: 'buyer',
      },
    )
    expect(lastAdmin.statusCode).toBe(409)
    const self = await api(`/user/dashboard/company/members/${adminId}`, admin.token, 'DELETE')
    expect(self.statusCode).toBe(409)
    const stranger = await h.client.customer()
    const foreign = await api(
      `/user/dashboard/company/members/${buyer.id}`,
      stranger.token,
      'PATCH',
      {
        role: 'buyer',
      },
    )
    expect(foreign.statusCode).toBe(404)
  })

  it('holds an order above the limit for approval, and the admin approves it', async () => {
    const { admin, buyer } = await company()
    await api(`/user/dashboard/company/members/${buyer.id}`, admin.token, 'PATCH', {
      role: 'buyer',
      order_limit: 10,
    })
    const before = await stock()
    const placed = await buyerOrders(buyer.token)
    expect(placed.next).toBe('done')
    const row = await orderRow(placed.order.id)
    expect(row.approvalStatus).toBe('pending')
    expect(await stock()).toBe(before - 1)
    expect(await invoices(placed.order.id)).toEqual([])
    const asked = await h.mailbox.latest(admin.email, { template: 'order-approval-request' })
    expect(asked.subject).toBe(`Bestellung #${placed.order.number} wartet auf Ihre Freigabe`)
    expect(asked.text).toMatch(/über dem Limit je Bestellung \(10,00\s€\)/)

    // The buyer is no approver; the admin sees the order among the company's.
    const own = await api(
      `/user/dashboard/company/orders/${placed.order.id}/approve`,
      buyer.token,
      'POST',
    )
    expect(own.statusCode).toBe(403)
    const list = (await api('/user/dashboard/invoices/search', admin.token)).json().body.data
    expect(list).toContainEqual(
      expect.objectContaining({ id: placed.order.id, approval_status: 'pending' }),
    )
    const pending = (await api('/user/dashboard/company', admin.token)).json().body
    expect(pending.pending_approvals.map((p: { id: number }) => p.id)).toEqual([placed.order.id])

    const approved = await api(
      `/user/dashboard/company/orders/${placed.order.id}/approve`,
      admin.token,
      'POST',
    )
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await orderRow(placed.order.id)).approvalStatus).toBe('approved')
    expect(await invoices(placed.order.id)).toHaveLength(1)
    const told = await h.mailbox.latest(buyer.email, { template: 'order-approved' })
    expect(told.attachments.length).toBeGreaterThan(0)
    const twice = await api(
      `/user/dashboard/company/orders/${placed.order.id}/approve`,
      admin.token,
      'POST',
    )
    expect(twice.statusCode).toBe(404)
    // The buyer's own list says so too.
    const mine = (await api('/user/dashboard/invoices/search', buyer.token)).json().body.data
    expect(mine[0]).toMatchObject({ id: placed.order.id, approval_status: 'approved' })
  })

  it('rejects with a message and gives the stock back; never approves one’s own order', async () => {
    const { admin, buyer } = await company()
    await api(`/user/dashboard/company/members/${buyer.id}`, admin.token, 'PATCH', {
      role: 'buyer',
      monthly_limit: 10,
    })
    const before = await stock()
    const placed = await buyerOrders(buyer.token)
    expect((await orderRow(placed.order.id)).approvalStatus).toBe('pending')
    // Promoted meanwhile, the buyer still cannot approve their own order.
    await api(`/user/dashboard/company/members/${buyer.id}`, admin.token, 'PATCH', {
      role: 'approver',
    })
    const own = await api(
      `/user/dashboard/company/orders/${placed.order.id}/approve`,
      buyer.token,
      'POST',
    )
    expect(own.statusCode).toBe(403)
    expect(own.json().message).toBe(
      'Ihre eigene Bestellung können Sie nicht freigeben; das muss eine andere freigebende Person tun.',
    )
    const silent = await api(
      `/user/dashboard/company/orders/${placed.order.id}/reject`,
      admin.token,
      'POST',
      {},
    )
    expect(silent.statusCode).toBe(422)
    const rejected = await api(
      `/user/dashboard/company/orders/${placed.order.id}/reject`,
      admin.token,
      'POST',
      {
        message: 'Bitte das kleinere Format bestellen.',
      },
    )
    expect(rejected.statusCode, rejected.body).toBe(200)
    const row = await orderRow(placed.order.id)
    expect(row).toMatchObject({ approvalStatus: 'rejected', status: 'cancelled' })
    expect(await stock()).toBe(before)
    const told = await h.mailbox.latest(buyer.email, { template: 'order-rejected' })
    expect(told.text).toContain('Bitte das kleinere Format bestellen.')
  })

  it('shares addresses in the company: listed and usable by colleagues, changed only by their owner', async () => {
    const { admin, buyer } = await company()
    const stranger = await h.client.customer()
    const bremen = await h.client.address(admin.token, 18, 'Bremen')
    const foreign = await h.client.address(stranger.token, 18, 'Kiel')
    const base = '/user/site/cart/addresses'
    const listed = (await api(`${base}/fetch-all`, buyer.token)).json().body as {
      id: number
      city: string
      shared_by: string | null
      is_default_billing: boolean
    }[]
    const shared = listed.find((a) => a.id === bremen)
    expect(shared).toMatchObject({
      city: 'Bremen',
      shared_by: 'Jördis Hansen',
      is_default_billing: false,
    })
    expect(listed.map((a) => a.id)).not.toContain(foreign)

    // Usable at the checkout; another company's address is not.
    const lineId = await h.client.addToCart(buyer.token, h.product, 1)
    const ship = (addressId: number) =>
      h.client.saveShipping(buyer.token, {
        billingAddressId: addressId,
        mode: 'same',
        shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
      })
    expect((await ship(bremen)).statusCode).toBe(200)
    expect((await ship(foreign)).statusCode).toBe(404)

    // Changed and deleted only by its owner.
    const changed = await api(`${base}/update/${bremen}`, buyer.token, 'PATCH', {
      company: 'Elbe Expo GmbH',
      first_name: 'Piet',
      last_name: 'Kolleg',
      address: 'Weserstraße 1',
      postcode: '28195',
      city: 'Bremen',
      country_id: 18,
      phone: '+49 421 1',
    })
    expect(changed.statusCode).toBe(404)
    expect((await api(`${base}/delete/${bremen}`, buyer.token, 'DELETE')).statusCode).toBe(404)
    const own = (await api(`${base}/fetch-all`, admin.token)).json().body as {
      id: number
      shared_by: string | null
    }[]
    expect(own.find((a) => a.id === bremen)?.shared_by).toBeNull()
  })

  it('lets a card order above the limit be paid only once it is approved', async () => {
    const { admin, buyer } = await company()
    await api(`/user/dashboard/company/members/${buyer.id}`, admin.token, 'PATCH', {
      role: 'buyer',
      order_limit: 10,
    })
    const placed = await buyerOrders(buyer.token, 'card')
    // Not on to the payment: the order waits, and nothing can be paid before the approval.
    expect(placed.next).toBe('done')
    const pay = () => api(`/user/site/cart/orders/pay/${placed.order.id}`, buyer.token, 'POST')
    const early = await pay()
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(
      `Bestellung #${placed.order.number} wartet auf die Freigabe Ihrer Firma.`,
    )
    const listed = (await api('/user/dashboard/invoices/search', buyer.token)).json().body.data
    expect(listed[0]).toMatchObject({ id: placed.order.id, canPay: false })

    const approved = await api(
      `/user/dashboard/company/orders/${placed.order.id}/approve`,
      admin.token,
      'POST',
    )
    expect(approved.statusCode, approved.body).toBe(200)
    const told = await h.mailbox.latest(buyer.email, { template: 'order-approved' })
    expect(told.text).toContain('Bitte bezahlen Sie sie jetzt')
    expect(await invoices(placed.order.id)).toEqual([])
    const now = await pay()
    expect(now.statusCode, now.body).toBe(200)
    expect(now.json().body.redirect_url).toContain(`order=${placed.order.id}`)
  })
})

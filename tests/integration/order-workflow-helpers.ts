import { createInvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { createMailService, type MailService } from '#server/modules/mail/mail.service.ts'
import {
  createOrderWorkflow,
  type ShipmentInput,
} from '#server/modules/orders/order-workflow.service.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createPrintData } from '#server/modules/orders/print-data.ts'
import { createPrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'
import { type StaffMember } from '#core/staff/staff-member.ts'
import type { WorkState } from '#core/orders/workflow.ts'
import type { testDatabases } from './databases.ts'
import {
  addCheckedFile,
  createCustomerFixture,
  createOrderFixture,
  type OrderFixture,
} from './fixtures/orders.ts'
import { startMailbox } from './mailbox.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'

// What the order workflow files (order-workflow*.test.ts) share: a database of one kind with a
// mailbox, the mail worker, a customer and one staff member per role, and the workflow's steps.

const log = { error: () => {} }

/** The workflow's world on a database of `kind`, made before the describe's tests. */
export function orderWorkflowSuite(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let customerId: number
  let customerEmail: string
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let mail: MailService
  const members: Record<'owner' | 'sales' | 'production' | 'content', StaffMember> = {} as never

  const staffService = () => createStaffService({ db: database.db, issuer: async () => 'Shop' })
  const workflow = (now?: () => Date) =>
    createOrderWorkflow({
      now,
      db: database.db,
      coupons: { release: async () => {} },
      invalidation: { publish: async () => {} },
      audit: staffService().audit,
      mail,
      settings: createSettingsService(database.db),
      checks: createPrintChecks(database.db, {
        files: createLocalStore('/tmp/shop-test-workflow'),
        log,
      }),
      documents: createInvoiceDocuments({ log: { warn: () => {}, error: () => {} } }),
      publicUrl: 'https://shop.example',
    })
  /**
   * One step of the work as the shop takes it: staff accept checked data (a file is added
   * first), the customer approves the proof (PRE-11), staff take every other step.
   */
  const step = async (
    member: StaffMember,
    placed: Pick<OrderFixture, 'order' | 'packages'>,
    to: WorkState,
    version: number,
  ): Promise<{ workState: WorkState; version: number }> => {
    const { order } = placed
    if (to === 'print_data_checked') await addCheckedFile(database.db, order)
    if (to === 'proof_approved') {
      await createPrintData({
        db: database.db,
        checks: createPrintChecks(database.db, {
          files: createLocalStore('/tmp/shop-test-workflow'),
          log,
        }),
      }).approveProof(order.customerId, order.id, '203.0.113.9', 'de')
      return { workState: to, version: version + 1 }
    }
    return workflow().moveWork(
      member,
      {
        orderId: order.id,
        to,
        version,
        ...(to === 'shipped' ? { shipments: shipmentsOf(placed) } : {}),
      },
      'de',
    )
  }
  /** ORD-17: a carrier and tracking number for each of the order's packages. */
  const shipmentsOf = (placed: Pick<OrderFixture, 'packages'>): ShipmentInput[] =>
    placed.packages.map((pkg, index) => ({
      packageId: pkg.id,
      carrier: index === 0 ? 'dhl' : 'ups',
      trackingNumber: index === 0 ? '0034 0434 1612' : '1Z999AA10123456784',
    }))

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
    mail = createMailService(database.db, {
      smtpUrl: mailbox.url,
      from: 'Shop <shop@example.com>',
      files: createLocalStore('/tmp/shop-test-workflow'),
      retry: { firstDelayMs: 50, attempts: 3 },
      log: { error: () => {} },
    })
    mail.start()
    const customer = await createCustomerFixture(database.db)
    customerId = customer.id
    customerEmail = customer.email
    for (const role of ['owner', 'sales', 'production', 'content'] as const) {
      members[role] = (
        await staffService().create({ email: `${role}@example.com`, name: role, role }, null)
      ).member
    }
  })
  afterAll(async () => {
    await mail?.stop()
    await mailbox?.close()
    await database?.drop()
  })

  const newOrder = async () =>
    (await createOrderFixture(database.db, customerId, { paymentMethod: 'prepayment' })).order

  return {
    members,
    staffService,
    workflow,
    step,
    shipmentsOf,
    newOrder,
    get database() {
      return database
    },
    get customerId() {
      return customerId
    },
    get customerEmail() {
      return customerEmail
    },
    get mailbox() {
      return mailbox
    },
  }
}

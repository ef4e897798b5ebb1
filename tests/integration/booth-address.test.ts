import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildInvoice } from '#core/invoices/invoice-data.ts'
import { toEInvoice } from '#core/invoices/e-invoice.ts'
import { invoiceTexts } from '#core/invoices/texts.ts'
import { issue } from '#core/invoices/invoice-orders.fixture.ts'
import { addressSchema } from '#core/validation/customer.ts'
import { parseBody } from '#core/validation/parse.ts'
import type { Database } from '#server/db/client.ts'
import { countries, fairs, orders } from '#server/db/schema/index.ts'
import { snapshotOf } from '#server/modules/checkout/shipping-step.ts'
import { createAddressesService } from '#server/modules/customers/addresses.service.ts'
import { createShippingDocs } from '#server/modules/invoices/shipping-docs.ts'
import { renderDocument } from '#server/modules/invoices/render.ts'
import { readInvoiceOrder } from '#server/modules/orders/invoice-order.ts'
import { createOrdersService } from '#server/modules/orders/orders.service.ts'
import { createPrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'
import { pdfPages } from '#tests/fixtures/pdf-text.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// FAIR-ADDR-1..FAIR-ADDR-4 on both databases: a booth address saved from the form's values as a
// browser without JavaScript posts them (the fair's venue filled in), refused with messages at
// its fields, kept on the order's package, and named on the delivery note and in the e-invoice's
// deliver-to address (BG-13).

const databases = await testDatabases()
const now = () => new Date('2027-01-04T09:00:00Z')

describe.each(databases)('delivery to a trade-fair booth on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let fairId: number
  let customerId: number
  let germanyId: number
  const service = () => createAddressesService(database.db, { now })

  beforeAll(async () => {
    database = await kind.create()
    const [germany] = await database.db.select().from(countries).where(eq(countries.code, 'DE'))
    const [fair] = await database.db
      .insert(fairs)
      .values({
        key: 'booth-test-2027',
        name: { de: 'Messe Boothtest', en: 'Booth Test Fair' },
        city: 'Hannover',
        venueName: 'Messegelände',
        venueStreet: 'Messeplatz 1',
        venuePostcode: '30521',
        venueCity: 'Hannover',
        venueCountryId: germany!.id,
        opensOn: '2027-01-19',
        closesOn: '2027-01-22',
        buildUpFrom: '2027-01-14',
        buildUpTo: '2027-01-18',
        buildUpHoursFrom: '07:00',
        buildUpHoursTo: '20:00',
        acceptanceAt: 'venue',
        acceptanceFrom: '2027-01-12',
        acceptanceTo: '2027-01-15',
        acceptanceHoursFrom: '07:00',
        acceptanceHoursTo: '16:00',
        forwarderName: 'Messespedition Nord GmbH',
        forwarderAddress: 'Hafenweg 5\n30179 Hannover\nDeutschland',
      })
      .returning()
    fairId = fair!.id
    germanyId = germany!.id
    customerId = (await createCustomerFixture(database.db)).id
  })
  afterAll(async () => {
    await database?.drop()
  })

  /** The form as a browser without JavaScript posts it: address fields left empty. */
  const form = (fields: Record<string, unknown> = {}) => ({
    company: 'Brinkmann Messebau',
    first_name: 'Jana',
    last_name: 'Brinkmann',
    address: '',
    postcode: '',
    city: '',
    country_id: germanyId,
    fair_id: fairId,
    hall: '3',
    booth: 'B12',
    onsite_contact: 'Lukas Huber',
    onsite_mobile: '+49 170 1234567',
    deliver_on: '',
    deliver_from: '08:00',
    deliver_to: '12:00',
    via_forwarder: false,
    is_default_billing: false,
    is_default_shipping: false,
    ...fields,
  })
  const save = async (fields: Record<string, unknown> = {}, locale: 'de' | 'en' = 'de') => {
    const addresses = service()
    const values = await addresses.fillFromFair(form(fields), locale)
    return addresses.add(customerId, parseBody(addressSchema, values, locale), locale)
  }
  const refusal = async (fields: Record<string, unknown>, locale: 'de' | 'en' = 'de') => {
    const error = await save(fields, locale).then(
      () => null,
      (e: unknown) => e as { kind: string; fields: Record<string, string[]> },
    )
    expect(error?.kind).toBe('invalid')
    return error!.fields
  }

  it('saves a booth address with the venue filled in and the last acceptance day (FAIR-ADDR-1, -2)', async () => {
    const saved = await save()
    expect(saved).toMatchObject({
      company: 'Brinkmann Messebau',
      address: 'Messeplatz 1',
      postcode: '30521',
      city: 'Hannover',
      country: { code: 'DE' },
      booth: {
        fairId,
        fairName: 'Messe Boothtest',
        hall: '3',
        booth: 'B12',
        contact: 'Lukas Huber',
        mobile: '+49 170 1234567',
        deliverOn: '2027-01-15',
        deliverFrom: '08:00',
        deliverTo: '12:00',
        viaForwarder: false,
        forwarderName: null,
      },
    })
    // Via the forwarder, with "fill in from the fair" ticked over a typed street: its address.
    const forwarded = await save(
      {
        address: 'Irgendwo 1',
        postcode: '33602',
        city: 'Bielefeld',
        via_forwarder: true,
        fill_from_fair: true,
      },
      'en',
    )
    expect(forwarded).toMatchObject({
      address: 'Hafenweg 5',
      postcode: '30179',
      city: 'Hannover',
      booth: { fairName: 'Booth Test Fair', forwarderName: 'Messespedition Nord GmbH' },
    })
    // Typed address fields without the box stay as typed; no fair, no booth.
    const typed = await save({ address: 'Halle Süd 2', postcode: '30521', city: 'Hannover' })
    expect(typed.address).toBe('Halle Süd 2')
    const plain = await save({
      fair_id: undefined,
      address: 'Industriestraße 12',
      postcode: '33602',
      city: 'Bielefeld',
    })
    expect(plain.booth).toBeNull()
  })

  it('refuses a missing hall, a day or window the fair does not accept, at their fields', async () => {
    expect(await refusal({ hall: '', booth: '' })).toEqual({
      hall: ['Bitte geben Sie die Halle an.'],
      booth: ['Bitte geben Sie die Standnummer an.'],
    })
    expect(await refusal({ deliver_on: '2027-01-16' })).toEqual({
      deliver_on: ['Die Messe nimmt Waren nur vom 12.01.2027 bis 15.01.2027 an.'],
    })
    expect(await refusal({ deliver_from: '06:00', deliver_to: '17:00' }, 'en')).toEqual({
      deliver_from: ['The fair accepts goods between 07:00 and 16:00 only.'],
      deliver_to: ['The fair accepts goods between 07:00 and 16:00 only.'],
    })
    expect(await refusal({ onsite_mobile: 'ruf mich an' }, 'en')).toEqual({
      onsite_mobile: ['Please enter a phone number of digits, spaces and + - / ( ).'],
    })
    expect(
      await refusal({
        fair_id: 999_999,
        address: 'Messeplatz 1',
        postcode: '30521',
        city: 'Hannover',
      }),
    ).toEqual({
      fair_id: ['Bitte wählen Sie eine der angebotenen Messen.'],
    })
  })

  it('offers the fairs not yet over, with the venue and the acceptance window', async () => {
    const offered = await service().boothFairs('en')
    expect(offered.find((fair) => fair.id === fairId)).toMatchObject({
      name: 'Booth Test Fair',
      venue: { address: 'Messeplatz 1', postcode: '30521', city: 'Hannover' },
      forwarder: { name: 'Messespedition Nord GmbH', address: 'Hafenweg 5' },
      acceptanceFrom: '2027-01-12',
      acceptanceTo: '2027-01-15',
      defaultDay: '2027-01-15',
    })
  })

  it('keeps the booth on the package, names it on the delivery note and in BG-13 (FAIR-ADDR-3)', async () => {
    const saved = await save()
    const snapshot = snapshotOf(saved)
    expect(snapshot.booth).toEqual({
      fairName: 'Messe Boothtest',
      hall: '3',
      booth: 'B12',
      contact: 'Lukas Huber',
      mobile: '+49 170 1234567',
      deliverOn: '2027-01-15',
      deliverFrom: '08:00',
      deliverTo: '12:00',
      forwarderName: null,
    })
    const placed = await createOrderFixture(database.db, customerId, {
      paymentMethod: 'invoice',
      booth: snapshot.booth!,
    })
    await database.db
      .update(orders)
      .set({ promisedArrivalOn: '2027-01-15' })
      .where(eq(orders.id, placed.order.id))

    const ordersService = createOrdersService(database.db, {
      checks: createPrintChecks(database.db, {
        files: createLocalStore('/tmp/shop-test-booth-docs'),
        log: { error: () => {} },
      }),
    })
    const detail = await ordersService.detailForStaff(placed.order.id, 'de')
    expect(detail?.promisedArrivalOn).toBe('2027-01-15')
    expect(detail?.packages[0]!.address.booth).toMatchObject({ hall: '3', booth: 'B12' })

    const docs = createShippingDocs({
      orders: ordersService,
      settings: createSettingsService(database.db),
    })
    const { pdf } = await docs.pdf({
      kind: 'delivery-note',
      orderIds: [placed.order.id],
      locale: 'de',
    })
    const first = pdfPages(pdf).map((rows) => rows.join(' '))[0]!
    expect(first).toContain('Halle 3, Stand B12')
    expect(first).toContain('Messe Boothtest')
    expect(first).toContain('Lukas Huber, +49 170 1234567')
    expect(first).toContain('Fr., 15.01.2027, 08:00–12:00')

    const order = await readInvoiceOrder(database.db, placed.order.id)
    const data = buildInvoice(order, issue, invoiceTexts('de'))
    expect(data.notes).toContain('Zugesagte Ankunft: Fr., 15.01.2027')
    // Two packages go to two places: each shipment names its own address on the document.
    expect(data.shipments[0]!.address).toContain('Halle 3, Stand B12')
    expect(data.shipments[0]!.shipTo).toMatchObject({
      street: 'Industriestraße 12',
      booth: 'Halle 3, Stand B12',
      contact: 'z. Hd. Lukas Huber, +49 170 1234567',
    })
    // One package: BG-13 is the booth's.
    const single = await createOrderFixture(database.db, customerId, {
      paymentMethod: 'invoice',
      packages: 1,
      booth: snapshot.booth!,
    })
    const singleData = buildInvoice(
      await readInvoiceOrder(database.db, single.order.id),
      issue,
      invoiceTexts('de'),
    )
    const address =
      toEInvoice(singleData)['ubl:Invoice']['cac:Delivery']?.['cac:DeliveryLocation']?.[
        'cac:Address'
      ]
    expect(address).toMatchObject({
      'cbc:AdditionalStreetName': 'z. Hd. Lukas Huber, +49 170 1234567',
      'cac:AddressLine': { 'cbc:Line': 'Halle 3, Stand B12' },
    })
    const { ciiXml } = await renderDocument(singleData, { warn: () => {}, error: () => {} })
    expect(ciiXml).toContain('<ram:LineTwo>z. Hd. Lukas Huber, +49 170 1234567</ram:LineTwo>')
    expect(ciiXml).toContain('<ram:LineThree>Halle 3, Stand B12</ram:LineThree>')
  }, 60_000)
})

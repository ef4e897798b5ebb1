import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { pick } from '#core/i18n/locale.ts'
import type { AddressInput } from '#core/validation/customer.ts'
import type { Db } from '#server/db/client.ts'
import { addresses, companyMembers, customers } from '#server/db/schema/index.ts'
import { countryView } from '#server/modules/countries/country-reads.ts'
import { createBoothAddresses } from './booth-addresses.ts'
import { assertKnownCountry } from './known-country.ts'
import type { AddressView } from '#core/customers/address-view.ts'

/**
 * The address book. Every query names the customer: an id of another company's address is simply
 * not found (ROLE-4: no request reads or changes another customer's data). CO-10: colleagues'
 * addresses are shared in the company — listed and usable at the checkout, changed only by their
 * owner, and nobody else's default.
 */
export function createAddressesService(db: Db, { now = () => new Date() } = {}) {
  const booths = createBoothAddresses(db, now)
  const select = (locale: Locale, viewer: number) => async (where: ReturnType<typeof and>) => {
    const rows = await db
      .select({
        address: addresses,
        country: { name: countryView.name, code: countryView.code },
        owner: { firstName: customers.firstName, lastName: customers.lastName },
      })
      .from(addresses)
      .innerJoin(countryView, eq(countryView.id, addresses.countryId))
      .innerJoin(customers, eq(customers.id, addresses.customerId))
      .where(where)
      .orderBy(
        // The customer's own addresses first, then the colleagues'.
        desc(sql`${addresses.customerId} = ${viewer}`),
        desc(addresses.isDefaultShipping),
        desc(addresses.isDefaultBilling),
        asc(addresses.id),
      )
    const boothOf = await booths.views(
      rows.map((row) => row.address),
      locale,
    )
    return rows.map(({ address, country, owner }): AddressView => {
      const shared = address.customerId !== viewer
      return {
        id: address.id,
        company: address.company,
        gender: address.gender,
        firstName: address.firstName,
        lastName: address.lastName,
        address: address.address,
        postcode: address.postcode,
        city: address.city,
        countryId: address.countryId,
        country: { name: pick(country.name, locale), code: country.code },
        phone: address.phone,
        isDefaultBilling: !shared && address.isDefaultBilling,
        isDefaultShipping: !shared && address.isDefaultShipping,
        booth: boothOf.get(address.id) ?? null,
        sharedBy: shared ? `${owner.firstName} ${owner.lastName}` : null,
      }
    })
  }
  /** CO-10: the addresses of every member of the customer's company. */
  const inCompanyOf = (customerId: number) =>
    or(
      eq(addresses.customerId, customerId),
      inArray(
        addresses.customerId,
        db
          .select({ id: companyMembers.customerId })
          .from(companyMembers)
          .where(
            eq(
              companyMembers.companyId,
              sql`(select m.company_id from company_members m where m.customer_id = ${customerId})`,
            ),
          ),
      ),
    )
  const own = (customerId: number, id: number) =>
    and(eq(addresses.customerId, customerId), eq(addresses.id, id))

  function values(input: AddressInput) {
    return {
      company: input.company,
      gender: input.gender ?? null,
      firstName: input.first_name,
      lastName: input.last_name,
      address: input.address,
      postcode: input.postcode,
      city: input.city,
      countryId: input.country_id,
      phone: input.phone,
      isDefaultBilling: input.is_default_billing,
      isDefaultShipping: input.is_default_shipping,
    }
  }

  /** A new default takes the flag from the customer's other addresses. */
  async function clearOtherDefaults(
    tx: Pick<Db, 'update'>,
    customerId: number,
    keepId: number,
    input: AddressInput,
  ) {
    if (!input.is_default_billing && !input.is_default_shipping) return
    await tx
      .update(addresses)
      .set({
        ...(input.is_default_billing ? { isDefaultBilling: false } : {}),
        ...(input.is_default_shipping ? { isDefaultShipping: false } : {}),
      })
      .where(and(eq(addresses.customerId, customerId), ne(addresses.id, keepId)))
  }

  return {
    /** FAIR-ADDR-2: the fairs the address form offers. */
    boothFairs: booths.fairs,
    /** FAIR-ADDR-2: a form's address fields filled in from its fair (see booth-addresses.ts). */
    fillFromFair: booths.fillFromFair,

    list(customerId: number, locale: Locale) {
      return select(locale, customerId)(inCompanyOf(customerId))
    },

    /** One address of the customer's company (their own or a colleague's), for the checkout too. */
    async get(customerId: number, id: number, locale: Locale) {
      return (
        await select(locale, customerId)(and(inCompanyOf(customerId), eq(addresses.id, id)))
      )[0]
    },

    /** The default shipping address, else the default billing one, else none. */
    async defaultAddress(customerId: number, locale: Locale) {
      const rows = await select(
        locale,
        customerId,
      )(
        and(
          eq(addresses.customerId, customerId),
          or(eq(addresses.isDefaultShipping, true), eq(addresses.isDefaultBilling, true)),
        ),
      )
      return rows[0]
    },

    async add(customerId: number, input: AddressInput, locale: Locale) {
      await assertKnownCountry(db, input.country_id, locale)
      const booth = await booths.columns(input, locale)
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(addresses)
          .values({ customerId, ...values(input), ...booth })
          .returning({ id: addresses.id })
        await clearOtherDefaults(tx, customerId, row!.id, input)
        return row!.id
      })
      return (await this.get(customerId, id, locale))!
    },

    async update(customerId: number, id: number, input: AddressInput, locale: Locale) {
      await assertKnownCountry(db, input.country_id, locale)
      const [current] = await db
        .select({ fairId: addresses.fairId })
        .from(addresses)
        .where(own(customerId, id))
      if (!current) return undefined
      const booth = await booths.columns(input, locale, current.fairId)
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(addresses)
          .set({ ...values(input), ...booth, updatedAt: new Date() })
          .where(own(customerId, id))
          .returning({ id: addresses.id })
        if (rows.length === 0) return false
        await clearOtherDefaults(tx, customerId, id, input)
        return true
      })
      return updated ? this.get(customerId, id, locale) : undefined
    },

    async remove(customerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(own(customerId, id))
        .returning({ id: addresses.id })
      return rows.length > 0
    },
  }
}

export type AddressesService = ReturnType<typeof createAddressesService>

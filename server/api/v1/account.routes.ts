import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { addressSchema, passwordChangeSchema, profileSchema } from '#core/validation/customer.ts'
import { requireSession } from '#server/http/auth.ts'
import type { AddressView } from '#core/customers/address-view.ts'
import type { CustomerView } from '#server/modules/customers/customer-view.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'
import { sessionOf, signedIn } from './validate.ts'

const profileAnswer = z.object({
  id: z.number().int(),
  company: z.string(),
  gender: z.enum(['male', 'female']),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.number().int(),
  email: z.string(),
  phone: z.string(),
  leitweg_id: z
    .string()
    .nullable()
    .describe('INV-8: Leitweg-ID of a public-sector buyer (invoices also as XRechnung), or null'),
})

const addressAnswer = z.object({
  id: z.number().int(),
  company: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.number().int(),
  country: z.object({ name: z.string(), code: z.string() }),
  phone: z.string(),
  is_default_billing: z.boolean(),
  is_default_shipping: z.boolean(),
  /** FAIR-ADDR-1: the trade-fair booth of a booth address, else null. */
  booth: z
    .object({
      fair_id: z.number().int(),
      fair_name: z.string(),
      hall: z.string(),
      booth: z.string(),
      onsite_contact: z.string(),
      onsite_mobile: z.string(),
      deliver_on: z.string().nullable(),
      deliver_from: z.string().nullable(),
      deliver_to: z.string().nullable(),
      via_forwarder: z.boolean(),
      forwarder_name: z.string().nullable(),
    })
    .nullable(),
  shared_by: z
    .string()
    .nullable()
    .describe("CO-10: a colleague's address shared in the company (their name), else null"),
})

const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }
const message = z.object({ message: z.string() })

const profileOut = (c: CustomerView) => ({
  id: c.id,
  company: c.company,
  gender: c.gender,
  first_name: c.firstName,
  last_name: c.lastName,
  address: c.address,
  postcode: c.postcode,
  city: c.city,
  country_id: c.countryId,
  email: c.email,
  phone: c.phone,
  leitweg_id: c.leitwegId,
})

const addressOut = (a: AddressView) => ({
  id: a.id,
  company: a.company,
  gender: a.gender,
  first_name: a.firstName,
  last_name: a.lastName,
  address: a.address,
  postcode: a.postcode,
  city: a.city,
  country_id: a.countryId,
  country: a.country,
  phone: a.phone,
  is_default_billing: a.isDefaultBilling,
  is_default_shipping: a.isDefaultShipping,
  booth: a.booth && {
    fair_id: a.booth.fairId,
    fair_name: a.booth.fairName,
    hall: a.booth.hall,
    booth: a.booth.booth,
    onsite_contact: a.booth.contact,
    onsite_mobile: a.booth.mobile,
    deliver_on: a.booth.deliverOn,
    deliver_from: a.booth.deliverFrom,
    deliver_to: a.booth.deliverTo,
    via_forwarder: a.booth.viaForwarder,
    forwarder_name: a.booth.forwarderName,
  },
  shared_by: a.sharedBy,
})

/** Profile and address book (API-7, API-10); every handler starts from the caller's own session. */
export function accountRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const notFound = (locale: 'de' | 'en') =>
      new AppError('not_found', translate(locale, 'api.itemNotFound'))

    app.get(
      '/user/dashboard/profile/fetch',
      {
        schema: {
          tags: ['profile'],
          summary: 'The logged-in customer',
          response: { 200: envelope(profileAnswer), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        return { body: profileOut(customer) }
      },
    )

    app.patch(
      '/user/dashboard/profile/update',
      {
        ...signedIn(services),
        schema: {
          tags: ['profile'],
          summary:
            'Change company, names, phone, address (registration rules) and the Leitweg-ID (empty: none)',
          body: profileSchema,
          response: { 200: envelope(profileAnswer), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const updated = await services.profile.update(customer.id, request.body, request.locale)
        return {
          message: translate(request.locale, 'auth.profileUpdated'),
          body: profileOut(updated),
        }
      },
    )

    app.patch(
      '/user/dashboard/profile/password/update',
      {
        ...signedIn(services),
        schema: {
          tags: ['profile'],
          summary: 'Change the password; other logins end',
          body: passwordChangeSchema,
          response: { 200: message, ...failures },
        },
      },
      async (request) => {
        const session = sessionOf(request)
        await services.profile.changePassword(
          session.customer.id,
          session.tokenId,
          request.body,
          request.locale,
        )
        return { message: translate(request.locale, 'auth.passwordUpdated') }
      },
    )

    const base = '/user/site/cart/addresses'

    app.get(
      `${base}/fetch/default/address`,
      {
        schema: {
          tags: ['addresses'],
          summary: 'The default shipping (else billing) address, or null',
          response: { 200: envelope(addressAnswer.nullable()), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const found = await services.addresses.defaultAddress(customer.id, request.locale)
        return { body: found ? addressOut(found) : null }
      },
    )

    app.get(
      `${base}/fetch-all`,
      {
        schema: {
          tags: ['addresses'],
          summary: "The customer's addresses, defaults first",
          response: { 200: envelope(z.array(addressAnswer)), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const list = await services.addresses.list(customer.id, request.locale)
        return { body: list.map(addressOut) }
      },
    )

    app.get(
      `${base}/fetch/:id`,
      {
        schema: {
          tags: ['addresses'],
          summary: 'One of the customer’s addresses',
          params: z.object({ id: idParam }),
          response: { 200: envelope(addressAnswer), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const found = await services.addresses.get(customer.id, request.params.id, request.locale)
        if (!found) throw notFound(request.locale)
        return { body: addressOut(found) }
      },
    )

    app.post(
      `${base}/add`,
      {
        ...signedIn(services),
        schema: {
          tags: ['addresses'],
          summary: 'Add an address; a default flag moves to it',
          body: addressSchema,
          response: { 201: envelope(addressAnswer), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = sessionOf(request)
        const added = await services.addresses.add(customer.id, request.body, request.locale)
        return reply.status(201).send({
          message: translate(request.locale, 'auth.addressAdded'),
          body: addressOut(added),
        })
      },
    )

    app.patch(
      `${base}/update/:id`,
      {
        ...signedIn(services),
        schema: {
          tags: ['addresses'],
          summary: 'Change one of the customer’s addresses',
          params: z.object({ id: idParam }),
          body: addressSchema,
          response: { 200: envelope(addressAnswer), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const updated = await services.addresses.update(
          customer.id,
          request.params.id,
          request.body,
          request.locale,
        )
        if (!updated) throw notFound(request.locale)
        return {
          message: translate(request.locale, 'auth.addressUpdated'),
          body: addressOut(updated),
        }
      },
    )

    app.delete(
      `${base}/delete/:id`,
      {
        schema: {
          tags: ['addresses'],
          summary: 'Delete one of the customer’s addresses',
          params: z.object({ id: idParam }),
          response: { 200: message, ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        if (!(await services.addresses.remove(customer.id, request.params.id))) {
          throw notFound(request.locale)
        }
        return { message: translate(request.locale, 'auth.addressDeleted') }
      },
    )
  }
}

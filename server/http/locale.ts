import type { FastifyInstance } from 'fastify'
import {
  defaultLocale,
  type Locale,
  localeFromAcceptLanguage,
  localeFromPath,
} from '#core/i18n/locale.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer's language: from Accept-Language for the API, from the path for pages. */
    locale: Locale
  }
}

export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', defaultLocale)
  app.addHook('onRequest', async (request) => {
    request.locale = request.url.startsWith('/api/')
      ? (localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale)
      : localeFromPath(request.url.split('?')[0] ?? '/')
  })
}

import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import { fastifyReactRouter } from '@mcansh/remix-fastify'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { RouterContextProvider } from 'react-router'
import type { ViteDevServer } from 'vite'
import { apiV1 } from '#server/api/v1/index.ts'
import { registerPageCache } from '#server/http/page-cache.ts'
import { personalFrameOf } from '#server/http/personal-page.ts'
import type { AppConfig } from '#server/config.ts'
import { requestContext, servicesContext } from '#server/context.ts'
import { type Database, openDatabase } from '#server/db/client.ts'
import { registerBackOfficeAddress } from '#server/http/back-office-address.ts'
import { registerCrossSiteGuard } from '#server/http/cross-site.ts'
import { registerErrorHandler } from '#server/http/errors.ts'
import { registerInputGuard } from '#server/http/input-guard.ts'
import { registerLocale } from '#server/http/locale.ts'
import { loggerOptions } from '#server/http/log.ts'
import { registerFormPosts, registerPageMethods } from '#server/http/page-requests.ts'
import { registerRedirects } from '#server/http/redirects.ts'
import { registerSeo } from '#server/http/seo.ts'
import { registerMedia } from '#server/http/media.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import { createFirstOwner } from '#server/modules/staff/first-owner.ts'
import { createServices, type Services } from '#server/services.ts'

export interface BuildOptions {
  /** An open, migrated database; without it one is opened from the configuration. */
  database?: Database
  /** Vite's dev server (npm run dev): app code is loaded through it, with hot reload. */
  vite?: ViteDevServer
  /** Serve the storefront (off for API-only tests that have no client build). */
  storefront?: boolean
  /**
   * The guest page cache (PERF-1): on in production, off under Vite's dev server, which renders
   * every request anew; tests that count a page's queries turn it off on the built storefront.
   */
  pageCache?: boolean
  logger?: boolean
  /** The file store (decision 0042); without it the one the configuration names. */
  files?: FileStore
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void }
  /** The clock of the trade-fair planner's deadlines (FAIR-PLAN-6); tests set it. */
  now?: () => Date
}

/** proxy-addr's meaning of a hop count: the nearest `hops` addresses are proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

/** Builds the one process: API, assets and storefront. Starting to listen is main.ts's job. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(config.logLevel, config.env === 'development' && !options.logStream),
            ...(options.logStream && { stream: options.logStream }),
          },
    // Only configured proxies may name the client (X-Forwarded-For): decision 0013.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }))
  const ownsDatabase = !options.database
  const services = createServices({
    config,
    database,
    log: app.log,
    files: options.files,
    now: options.now,
  })
  app.decorate('services', services)
  await createFirstOwner(services.staff, {
    email: config.adminEmail ?? (await services.settings.get()).email,
    dataDir: config.dataDir,
    log: app.log,
  })
  // MAIL-2: every process runs the outbox worker; SKIP LOCKED keeps them apart.
  services.mail.start()
  // PRE-1, decision 0023: every process checks print data, one file at a time.
  services.printChecks.start()
  // STAFF-15, decision 0045: every process may send the daily summaries; one row per member and
  // day lets one of them win.
  services.notifications.start()
  // FAIR-DUE-5..7: every process watches the approval deadlines; guarded updates keep them apart.
  services.deadlineWatch.start()
  app.addHook('onClose', async () => {
    await services.deadlineWatch.stop()
    await services.notifications.stop()
    await services.mail.stop()
    await services.printChecks.stop()
    await services.rateLimiter.close()
    await services.invalidation.close()
    if (ownsDatabase) await database.close()
  })

  registerLocale(app)
  registerErrorHandler(app)
  registerPageMethods(app)
  registerInputGuard(app)
  registerBackOfficeAddress(app)
  await app.register(fastifyCookie)
  // The origins of consented third-party scripts (trust badge, analytics) are allowed; nothing else.
  const thirdParty = [
    config.integrations.trustBadge?.scriptUrl,
    config.integrations.analytics?.scriptUrl,
  ]
    .filter((value): value is string => Boolean(value))
    .map((value) => new URL(value).origin)
  await app.register(fastifyHelmet, {
    // Vite's dev server injects inline scripts of its own: no CSP there.
    contentSecurityPolicy: options.vite
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...thirdParty],
            // Style attributes (React) and <style> need inline styles; scripts need a nonce.
            styleSrc: ["'self'"],
            styleSrcElem: ["'self'", "'unsafe-inline'"],
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', ...thirdParty],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...thirdParty],
            frameSrc: ["'self'", ...thirdParty],
            frameAncestors: ["'self'"],
            formAction: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    enableCSPNonces: !options.vite,
    crossOriginEmbedderPolicy: false,
    // Under helmet's default 'no-referrer' a browser sends `Origin: null` with a form it submits
    // itself (before hydration), and React Router refuses every such action as cross-site (400).
    // 'same-origin' sends the real origin to the shop and still nothing to other sites.
    referrerPolicy: { policy: 'same-origin' },
  })
  // PERF-1: guest pages from memory, after helmet's headers and before compression (which must
  // see a page's own bytes); off with Vite's dev server, which renders every request anew.
  registerPageCache(app, {
    invalidation: services.invalidation,
    enabled: options.pageCache ?? !options.vite,
    personalFrame: personalFrameOf(services),
  })
  await app.register(fastifyCompress, { threshold: 1024 })

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping()
      return { status: 'ready' }
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready')
      return reply.status(503).send({ status: 'unavailable' })
    }
  })

  await app.register(apiV1, { prefix: '/api/v1', services })
  registerSeo(app, { config, services })

  registerMedia(app, services.files)

  registerRedirects(app, {
    config,
    redirections: services.redirections,
    onHit: (path) => services.redirectionsAdmin.hit(path),
  })
  if (options.storefront !== false)
    await registerStorefront(app, { config, services, vite: options.vite })
  return app
}

async function registerStorefront(
  app: FastifyInstance,
  { config, services, vite }: { config: AppConfig; services: Services; vite?: ViteDevServer },
) {
  // In its own scope: the adapter replaces the content-type parsers, which the API needs.
  await app.register(async (scope) => {
    registerCrossSiteGuard(scope, config.publicUrl)
    registerFormPosts(scope)
    // A built asset exists as brotli, gzip and plain: a cache keeps one per Accept-Encoding.
    scope.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/assets/')) return
      const vary = String(reply.getHeader('vary') ?? '')
      if (!/accept-encoding/i.test(vary)) {
        reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      }
    })
    await scope.register(fastifyReactRouter, {
      devServer: vite,
      serverBuildPath: 'build/server/index.js',
      clientBuildDirectory: 'build/client',
      // The build writes brotli and gzip files beside each asset (vite.config.ts): sent as they
      // are, so @fastify/compress never compresses an asset per request.
      staticOptions: { preCompressed: true },
      mode: vite ? 'development' : 'production',
      getLoadContext(request, reply) {
        const context = new RouterContextProvider()
        context.set(servicesContext, services)
        context.set(requestContext, {
          origin: config.publicUrl,
          nonce: reply.cspNonce?.script ?? '',
          locale: request.locale,
          ip: request.ip,
          customerFrame: request.customerFrame === true,
        })
        return context
      },
    })
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}

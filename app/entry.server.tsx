import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { requestContext } from '#server/context.ts'
import { InlineCss } from '#app/lib/inline-css.ts'
import { lowPriorityPreloads } from '#app/lib/low-priority-preloads.server.ts'
import stylesheet from './app.css?url'

export const streamTimeout = 5_000

/**
 * React Router's own logging, without the client's mistakes: a 4xx it answers itself (a post to
 * a page without an action, 405) is the answer, not a failure with a stack trace (SEC-8).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined
  console.error(cause ?? error)
}

let shopCss: string | undefined
/** PERF-2: the built stylesheet's text, read once; none under Vite's dev server (it links it). */
function inlineCss(): string | null {
  if (import.meta.env.DEV) return null
  shopCss ??= readFileSync(path.resolve('build/client', `.${stylesheet}`), 'utf8')
  return shopCss
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // The CSP nonce that Fastify's helmet put into the header; without it nothing hydrates.
  const nonce = loadContext.get(requestContext).nonce || undefined

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole page at once; people get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <InlineCss value={inlineCss()}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCss>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // PERF-2 (decision 0062): the page paints without waiting for its module preloads.
          const page = lowPriorityPreloads()
          page.pipe(body)
          pipe(page)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

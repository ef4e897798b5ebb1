import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { InlineCss, inlinedCss } from '#app/lib/inline-css.ts'

// PERF-2: the stylesheet the server put into the page, given back as it is to hydrate.
const css = inlinedCss()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <InlineCss value={css}>
        <HydratedRouter />
      </InlineCss>
    </StrictMode>,
  )
})

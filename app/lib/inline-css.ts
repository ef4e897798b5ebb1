import { createContext } from 'react'

// PERF-2: the shop's stylesheet (~9 KB brotli) goes into each page's <head> instead of a
// render-blocking request: the first paint needs no second round trip. The server reads the built
// file (entry.server.tsx); the browser hydrates with the text already in the page, so the CSS
// never travels in JavaScript. Under Vite's dev server there is none, and the page links it.

export const SHOP_CSS_ID = 'shop-css'

/** The stylesheet's text to inline, or null to link it. */
export const InlineCss = createContext<string | null>(null)

/** In the browser: the text the server put into the page. */
export function inlinedCss(): string | null {
  return document.getElementById(SHOP_CSS_ID)?.textContent ?? null
}

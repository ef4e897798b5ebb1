import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { BenchError, type BenchPages, PAGE_TYPES, type PageType, type Shop } from './shop.ts'

// First-load JavaScript per page type: every script a first visit's HTML loads — its
// <script src>, its modulepreloads and the modules its inline scripts import — plus whatever
// those import statically (a module the HTML forgot to preload is still loaded before the page
// runs), sized from the built files in build/client: the build's own .gz and .br (PERF-2), or
// gzip -9 / brotli 11 where the build wrote none. Of that, the shop's own code (app/, core/, the
// messages; not node_modules): each chunk's gzip size shared out by the bytes its modules put
// into it (build/client-chunk-origins.json, written by the build, vite.config.ts). Goals (decision
// 0062): ≤ 140 KB gzip on home, category, product and search, of which ≤ 40 KB the shop's own.

export const FIRST_LOAD_GOAL_KB = 140
export const OWN_CODE_GOAL_KB = 40
export const FIRST_LOAD_GOAL_PAGES: readonly PageType[] = ['home', 'category', 'product', 'search']

export interface ScriptFile {
  file: string
  gzipBytes: number
  brBytes: number
  rawBytes: number
  preloaded: boolean
}

export interface FirstLoadRow {
  page: PageType
  locale: 'de' | 'en'
  path: string
  files: number
  /** Loaded but neither preloaded nor named in the HTML: found through static imports. */
  notPreloaded: number
  gzipKB: number
  /** The shop's own code's share of gzipKB (see above); undefined without the build's origins. */
  ownGzipKB?: number
  brKB: number
  rawKB: number
  largest: ScriptFile[]
  goalKB?: number
}

/** The build's client files of the shop being measured (BENCH_BEFORE's worktree, or this one). */
let CLIENT = path.resolve('build/client')
let ORIGINS = path.resolve('build/client-chunk-origins.json')

let origins: Record<string, { own: number; libraries: number }> | null | undefined
/** The share of a built file's bytes that is the shop's own code, or null when unknown. */
function ownShare(file: string): number | null {
  origins ??= existsSync(ORIGINS) ? JSON.parse(readFileSync(ORIGINS, 'utf8')) : null
  const sizes = origins?.[file]
  if (!sizes) return null
  const total = sizes.own + sizes.libraries
  return total === 0 ? 0 : sizes.own / total
}

const sizes = new Map<string, Omit<ScriptFile, 'preloaded'>>()
function sizeOf(file: string) {
  const known = sizes.get(file)
  if (known) return known
  const onDisk = path.join(CLIENT, file)
  if (!onDisk.startsWith(CLIENT + path.sep) || !existsSync(onDisk)) {
    throw new BenchError(`The page loads ${file}, which is not in build/client (a stale build?)`)
  }
  const raw = readFileSync(onDisk)
  const gzipBytes = existsSync(`${onDisk}.gz`)
    ? readFileSync(`${onDisk}.gz`).length
    : zlib.gzipSync(raw, { level: 9 }).length
  const brBytes = existsSync(`${onDisk}.br`)
    ? readFileSync(`${onDisk}.br`).length
    : zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length
  const entry = { file, gzipBytes, brBytes, rawBytes: raw.length }
  sizes.set(file, entry)
  return entry
}

/** The modules a built chunk imports statically (`import … from"./x.js"`, `export … from`). */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(CLIENT, file), 'utf8')
  const found: string[] = []
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.js)["']/g
  for (const match of code.matchAll(pattern)) {
    found.push(new URL(match[1]!, `http://x${file}`).pathname)
  }
  return found
}

/** The scripts a page's HTML names: src, modulepreload, and its inline scripts' imports. */
export function scriptsOfHtml(html: string): { named: Set<string>; preloaded: Set<string> } {
  const named = new Set<string>()
  const preloaded = new Set<string>()
  const local = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : undefined)
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?modulepreload\b/i.test(tag)) continue
    const href = local(/\bhref=["']([^"']+)["']/i.exec(tag)?.[1] ?? '')
    if (href) preloaded.add(href)
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(match[1]!)?.[1]
    if (src) {
      if (local(src)) named.add(src)
      continue
    }
    if (/type=["']?application\/(?:ld\+)?json/i.test(match[1]!)) continue
    const body = match[2]!
    for (const found of body.matchAll(
      /\bimport\s*(?:\(\s*|[\w$*{}\s,]*?from\s*)?["']([^"']+\.js)["']/g,
    )) {
      const url = local(found[1]!)
      if (url) named.add(url)
    }
  }
  for (const url of preloaded) named.add(url)
  return { named, preloaded }
}

export function firstLoadOf(html: string): Omit<FirstLoadRow, 'page' | 'locale' | 'path'> {
  const { named, preloaded } = scriptsOfHtml(html)
  if (named.size === 0) throw new BenchError('The page names no script')
  const loaded = new Set<string>()
  const queue = [...named]
  while (queue.length) {
    const file = queue.pop()!
    if (loaded.has(file)) continue
    loaded.add(file)
    queue.push(...staticImports(file))
  }
  const files = [...loaded].map((file) => ({ ...sizeOf(file), preloaded: preloaded.has(file) }))
  const sum = (key: 'gzipBytes' | 'brBytes' | 'rawBytes') =>
    Math.round((files.reduce((total, file) => total + file[key], 0) / 1024) * 10) / 10
  const shares = files.map((file) => ownShare(file.file))
  const ownGzipKB = shares.every((share) => share !== null)
    ? Math.round(
        (files.reduce((total, file, index) => total + file.gzipBytes * shares[index]!, 0) / 1024) *
          10,
      ) / 10
    : undefined
  return {
    files: files.length,
    notPreloaded: files.filter((file) => !named.has(file.file)).length,
    gzipKB: sum('gzipBytes'),
    ...(ownGzipKB === undefined ? {} : { ownGzipKB }),
    brKB: sum('brBytes'),
    rawKB: sum('rawBytes'),
    largest: files.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5),
  }
}

/** Every page type in both languages, as a first visit (no cookie) gets it. */
export async function runFirstLoad(shop: Shop, pages: BenchPages): Promise<FirstLoadRow[]> {
  CLIENT = path.resolve(shop.root, 'build/client')
  ORIGINS = path.resolve(shop.root, 'build/client-chunk-origins.json')
  origins = undefined
  sizes.clear()
  const rows: FirstLoadRow[] = []
  for (const locale of ['de', 'en'] as const) {
    for (const page of PAGE_TYPES) {
      const pagePath = pages[locale][page]
      const response = await fetch(`${shop.base}${pagePath}`)
      if (!response.ok) throw new BenchError(`${pagePath} answered ${response.status}`)
      rows.push({
        page,
        locale,
        path: pagePath,
        ...firstLoadOf(await response.text()),
        ...(FIRST_LOAD_GOAL_PAGES.includes(page) ? { goalKB: FIRST_LOAD_GOAL_KB } : {}),
      })
    }
  }
  return rows
}

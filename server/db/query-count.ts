import { AsyncLocalStorage } from 'node:async_hooks'
import type { Logger } from 'drizzle-orm/logger'

// PERF-4: how many queries a piece of work sends, counted by Drizzle's logger (both drivers go
// through it). The tally follows the async context, so concurrent requests are counted apart;
// outside `countQueries` the logger does nothing but one lookup.

/** The queries sent while a tally was open, in order (SQL text, no parameters). */
export interface QueryTally {
  count: number
  queries: string[]
}

const current = new AsyncLocalStorage<QueryTally>()

export const queryCountingLogger: Logger = {
  logQuery(query) {
    const tally = current.getStore()
    if (!tally) return
    tally.count++
    tally.queries.push(query)
  },
}

/** Runs `work` and tells the queries it (and everything it started) sent. */
export async function countQueries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; tally: QueryTally }> {
  const tally: QueryTally = { count: 0, queries: [] }
  // Awaited inside the run: Drizzle's queries and app.inject() start only when awaited.
  const result = await current.run(tally, async () => await work())
  return { result, tally }
}

/** The queries sent more than once, with how often: a repeat inside one request is waste. */
export function repeatedQueries(tally: QueryTally): { query: string; times: number }[] {
  const seen = new Map<string, number>()
  for (const query of tally.queries) seen.set(query, (seen.get(query) ?? 0) + 1)
  return [...seen].filter(([, times]) => times > 1).map(([query, times]) => ({ query, times }))
}

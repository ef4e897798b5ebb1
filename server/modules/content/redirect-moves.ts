import { eq, inArray, sql } from 'drizzle-orm'
import { planCategoryRedirects } from '#core/content/categories.ts'
import type { RedirectRule } from '#core/content/redirects.ts'
import type { Tx } from '#server/db/client.ts'
import { redirections } from '#server/db/schema/index.ts'

// ROUTE-4 (CONT-2, CONT-5): a storefront address that changed leaves a 301 from the old path,
// planned the same way for categories and pages: rules that led to an old path lead to its new
// one (no chain), a rule from a new path is removed when it led back to an old one (a rename
// undone), and any other rule from a new path blocks the change.

export type MovesWritten =
  { blocked: RedirectRule } | { blocked?: undefined; redirects: number; redirected: boolean }

/**
 * Writes the redirects for `moves` (old path → new path) with the redirection list locked for
 * the rest of the transaction. Answers how many rules were added and whether the list changed
 * (then 'redirections' is published after the commit), or the rule that blocks the change.
 */
export async function writeRedirectMoves(
  tx: Tx,
  moves: readonly { from: string; to: string }[],
): Promise<MovesWritten> {
  if (moves.every((move) => move.from === move.to)) return { redirects: 0, redirected: false }
  await tx.execute(sql`lock table ${redirections} in share row exclusive mode`)
  const rows = await tx.select().from(redirections)
  const plan = planCategoryRedirects(
    rows.map((row) => ({ id: row.id, from: row.fromPath, to: row.toPath })),
    moves,
  )
  if (plan.blocked) return { blocked: plan.blocked }
  if (plan.remove.length > 0) {
    await tx.delete(redirections).where(inArray(redirections.id, plan.remove))
  }
  for (const change of plan.retarget) {
    await tx.update(redirections).set({ toPath: change.to }).where(eq(redirections.id, change.id))
  }
  if (plan.add.length > 0) {
    await tx
      .insert(redirections)
      .values(plan.add.map((rule) => ({ fromPath: rule.from, toPath: rule.to })))
  }
  return { redirects: plan.add.length, redirected: true }
}

/** The first redirect rule that starts at one of `paths` (it would hide a new address). */
export async function redirectFrom(tx: Tx, paths: string[]): Promise<RedirectRule | undefined> {
  const [row] = await tx.select().from(redirections).where(inArray(redirections.fromPath, paths))
  return row && { id: row.id, from: row.fromPath, to: row.toPath }
}

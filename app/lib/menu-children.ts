import { useEffect, useState } from 'react'
import type { Locale } from '#core/i18n/locale.ts'
import { api } from './api.ts'

// Decision 0012: the frame renders only the top categories; a dropdown of the category bar or
// a level of the side menu loads its subcategories when it opens (or is hovered), from
// GET /user/site/menus/fetch/children/{id}, kept in memory for the rest of the visit.

/** A subcategory as the menus show it. */
export interface MenuChild {
  id: number
  title: string
  /** Locale-less path, e.g. '/roll-up-displays/roll-up-standard'. */
  path: string
  thumbnail: string | null
}

interface MenuAnswer {
  menu_id: number
  title: string
  path: string
  thumbnail_image: string | null
}

const pending = new Map<string, Promise<MenuChild[] | null>>()
const loaded = new Map<string, MenuChild[]>()

const keyOf = (id: number, locale: Locale) => `${locale}:${id}`

/** Starts loading (once) the subcategories of a category; null when the call failed. */
export function loadMenuChildren(id: number, locale: Locale): Promise<MenuChild[] | null> {
  const key = keyOf(id, locale)
  const known = loaded.get(key)
  if (known) return Promise.resolve(known)
  let request = pending.get(key)
  if (!request) {
    request = api<MenuAnswer[]>(`/user/site/menus/fetch/children/${id}`, locale).then((result) => {
      pending.delete(key)
      if (!result.ok || !result.body) return null
      const children = result.body.map((child) => ({
        id: child.menu_id,
        title: child.title,
        path: child.path,
        thumbnail: child.thumbnail_image,
      }))
      loaded.set(key, children)
      return children
    })
    pending.set(key, request)
  }
  return request
}

export type MenuChildren =
  { state: 'idle' | 'loading' | 'failed'; children: [] } | { state: 'ready'; children: MenuChild[] }

/**
 * The subcategories of a category once `wanted` is true (a panel is open): ready at once when
 * they were loaded before, else loading until the API answers. A failed call is tried again
 * the next time the panel opens.
 */
export function useMenuChildren(id: number, locale: Locale, wanted: boolean): MenuChildren {
  const [attempt, setAttempt] = useState<{ key: string; failed: boolean } | null>(null)
  const key = keyOf(id, locale)
  const known = loaded.get(key)
  useEffect(() => {
    if (!wanted || loaded.has(key)) return
    let live = true
    setAttempt({ key, failed: false })
    void loadMenuChildren(id, locale).then((children) => {
      if (live) setAttempt({ key, failed: children === null })
    })
    return () => {
      live = false
    }
  }, [id, locale, key, wanted])
  if (known) return { state: 'ready', children: known }
  if (!wanted) return { state: 'idle', children: [] }
  return { state: attempt?.key === key && attempt.failed ? 'failed' : 'loading', children: [] }
}

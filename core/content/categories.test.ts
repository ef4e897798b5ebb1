import { describe, expect, it } from 'vitest'
import {
  categoryPath,
  categorySlug,
  checkCategoryFields,
  checkMove,
  planCategoryRedirects,
  possibleParents,
} from './categories.ts'

// CONT-2: the category tree's rules.

const nodes = [
  { id: 1, parentId: null, slug: { de: 'roll-up-displays', en: 'roll-up-banners' } },
  { id: 2, parentId: 1, slug: { de: 'standard', en: 'standard' } },
  { id: 3, parentId: 1, slug: { de: 'premium', en: 'premium' } },
  { id: 4, parentId: null, slug: { de: 'messewaende', en: 'exhibition-walls' } },
  { id: 5, parentId: null, slug: { de: 'fahnen', en: 'flags' } },
]

describe('categorySlug', () => {
  it('takes the typed slug, else the title’s, as ROUTE-2 builds them', () => {
    expect(categorySlug('', 'Größe & Form')).toBe('groesse-and-form')
    expect(categorySlug('  Eigene Adresse ', 'Titel')).toBe('eigene-adresse')
    expect(categorySlug('', 'x'.repeat(100))).toHaveLength(80)
  })
})

describe('checkCategoryFields', () => {
  const title = { de: 'Neu', en: 'New' }
  it('accepts free slugs and titles of 1–80 characters', () => {
    expect(
      checkCategoryFields(nodes, { parentId: 1, title, slug: { de: 'neu', en: 'new' } }),
    ).toEqual({})
  })
  it('refuses empty or long titles, bad, reserved and taken slugs', () => {
    expect(
      checkCategoryFields(nodes, {
        parentId: null,
        title: { de: ' ', en: 'x'.repeat(81) },
        slug: { de: 'search', en: 'flags' },
      }),
    ).toEqual({
      titleDe: 'titleLength',
      titleEn: 'titleLength',
      slugDe: 'slugReserved',
      slugEn: 'slugTaken',
    })
    expect(
      checkCategoryFields(nodes, { parentId: 1, title, slug: { de: 'Neu Neu', en: '' } }),
    ).toEqual({ slugDe: 'slugInvalid', slugEn: 'slugInvalid' })
  })
  it('lets a category keep its own slug, and a sub use a word reserved at the top', () => {
    expect(
      checkCategoryFields(nodes, {
        id: 2,
        parentId: 1,
        title,
        slug: { de: 'standard', en: 'search' },
      }),
    ).toEqual({})
  })
})

describe('checkMove', () => {
  it('refuses itself, its descendant and a third level', () => {
    expect(checkMove(nodes, 1, 1)).toBe('self')
    expect(checkMove(nodes, 1, 2)).toBe('descendant')
    expect(checkMove(nodes, 1, 4)).toBe('tooDeep')
    expect(checkMove(nodes, 4, 2)).toBe('tooDeep')
    expect(checkMove(nodes, 4, 99)).toBe('unknownParent')
  })
  it('moves a leaf under a top category, and anything to the top', () => {
    expect(checkMove(nodes, 2, 4)).toBeNull()
    expect(checkMove(nodes, 4, 1)).toBeNull()
    expect(checkMove(nodes, 1, null)).toBeNull()
    expect(possibleParents(nodes, 2)).toEqual([1, 4, 5])
    expect(possibleParents(nodes, 1)).toEqual([])
  })
})

describe('categoryPath', () => {
  it('is the chain of slugs, under /en in English', () => {
    expect(categoryPath(nodes, 2, 'de')).toBe('/roll-up-displays/standard')
    expect(categoryPath(nodes, 2, 'en')).toBe('/en/roll-up-banners/standard')
  })
})

describe('planCategoryRedirects', () => {
  const move = { from: '/roll-up-displays', to: '/rollups' }
  it('adds old → new and repoints a rule that led to the old path (no chain)', () => {
    const plan = planCategoryRedirects(
      [{ id: 7, from: '/alte-rollups', to: '/roll-up-displays?utm=x' }],
      [move, { from: '/en/flags', to: '/en/flags' }],
    )
    expect(plan).toEqual({
      remove: [],
      retarget: [{ id: 7, to: '/rollups?utm=x' }],
      add: [{ from: '/roll-up-displays', to: '/rollups' }],
    })
  })
  it('removes the rule a rename back leaves behind, and lets no other rule hide the category', () => {
    expect(
      planCategoryRedirects([{ id: 8, from: '/rollups', to: '/roll-up-displays' }], [move]),
    ).toEqual({ remove: [8], retarget: [], add: [{ from: '/roll-up-displays', to: '/rollups' }] })
    expect(
      planCategoryRedirects([{ id: 9, from: '/rollups', to: '/elsewhere' }], [move]).blocked,
    ).toMatchObject({ id: 9 })
  })
  it('points a rule that already started at the old path to the new one', () => {
    expect(
      planCategoryRedirects([{ id: 10, from: '/roll-up-displays', to: '/x' }], [move]),
    ).toEqual({ remove: [], retarget: [{ id: 10, to: '/rollups' }], add: [] })
  })
})

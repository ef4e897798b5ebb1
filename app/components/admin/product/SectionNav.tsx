import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

// PED-1 (decision 0049): the product editor shows one section at a time, named by `?section=`
// — plain links, so the page is short and works without JavaScript; each section's forms post
// to the same address and the page comes back on that section.

export const EDITOR_SECTIONS = [
  'basics',
  'categories',
  'options',
  'combinations',
  'prices',
  'services',
  'media',
  'texts',
  // TPL-1: the print layout and zones (ProductPrintLayout.tsx).
  'print',
] as const
export type EditorSectionName = (typeof EDITOR_SECTIONS)[number]

/** The section a `?section=` names; anything else is the first. */
export function sectionOf(value: string | null): EditorSectionName {
  return EDITOR_SECTIONS.find((section) => section === value) ?? 'basics'
}

export function SectionNav({ current }: { current: EditorSectionName }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('adminProducts.contents')} className="mt-4">
      <ul className="flex flex-wrap gap-1 border-b border-slate-300 text-sm">
        {EDITOR_SECTIONS.map((section) => {
          const here = section === current
          return (
            <li key={section}>
              <Link
                to={{ search: `?section=${section}` }}
                aria-current={here ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px block rounded-t-md border px-3 py-2 font-semibold ${
                  here
                    ? 'border-slate-300 border-b-white bg-white text-slate-900'
                    : 'border-transparent text-brand-800 underline hover:bg-slate-100'
                }`}
              >
                {t(`adminProducts.groups.${section}`)}
              </Link>
            </li>
          )
        })}
      </ul>
      <p className="mt-2 text-xs text-slate-600">{t('adminProducts.groupsHint')}</p>
    </nav>
  )
}

import type { SeedFooterSection } from './types.ts'

export const footerSections: SeedFooterSection[] = [
  {
    type: 'page',
    title: { de: 'Service', en: 'Service' },
    pages: [
      { key: 'contact' },
      { key: 'shipping' },
      { key: 'payment' },
      { key: 'team', alias: { de: 'Ansprechpartner', en: 'Your contacts' } },
    ],
  },
  {
    type: 'menu',
    title: { de: 'Produkte', en: 'Products' },
    menus: [
      'roll-up-displays',
      'exhibition-walls',
      'counters',
      'beach-flags',
      'banners',
      'textile-frames',
    ],
  },
  {
    type: 'page',
    title: { de: 'Unternehmen', en: 'Company' },
    pages: [{ key: 'about-us' }, { key: 'team' }, { key: 'jobs' }],
  },
  {
    type: 'page',
    title: { de: 'Rechtliches', en: 'Legal' },
    pages: [{ key: 'imprint' }, { key: 'terms' }, { key: 'privacy' }, { key: 'withdrawal' }],
  },
]

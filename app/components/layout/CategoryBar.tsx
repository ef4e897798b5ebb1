import { ChevronDown } from 'lucide-react'
import { NavigationMenu } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MenuView } from '#server/modules/content/menus.service.ts'
import { Thumbnail } from '#app/components/ui/Thumbnail.tsx'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * spec 2: the category bar with hover dropdowns of subcategory thumbnails. Radix's
 * navigation menu opens on hover and on Enter/Space/ArrowDown, moves between top items with
 * the arrow keys, and closes with Escape, so the bar works without a mouse too.
 */
export function CategoryBar({ menus }: { menus: MenuView[] }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  if (menus.length === 0) return null
  return (
    <NavigationMenu.Root
      aria-label={t('header.categories')}
      className="relative z-30 hidden border-b border-slate-200 bg-white shadow-sm lg:block"
      delayDuration={120}
      data-testid="category-bar"
    >
      <NavigationMenu.List className="container-shop flex flex-wrap items-stretch justify-center gap-x-1 xl:gap-x-2">
        {menus.map((menu) => (
          <NavigationMenu.Item key={menu.id} value={String(menu.id)}>
            {menu.children.length > 0 ? (
              <>
                <NavigationMenu.Trigger
                  className="group flex h-11 items-center gap-1 px-2 text-[13.5px] font-semibold whitespace-nowrap text-slate-800 hover:text-brand-700 data-[state=open]:text-brand-700 xl:h-12 xl:px-1.5 xl:text-[14px]"
                  data-testid={`category-trigger-${menu.key}`}
                >
                  {menu.title}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-3.5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content
                  className="w-full"
                  data-testid={`category-panel-${menu.key}`}
                >
                  <div className="container-shop grid grid-cols-[220px_1fr] gap-8 py-6">
                    <div>
                      <p className="text-lg font-bold text-slate-900">{menu.title}</p>
                      <p className="mt-2 text-sm text-slate-600">{menu.description}</p>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={href(menu.path)}
                          className="mt-4 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
                        >
                          {t('header.allOf', { title: menu.title })} →
                        </Link>
                      </NavigationMenu.Link>
                    </div>
                    <ul className="grid grid-cols-3 gap-4 xl:grid-cols-4">
                      {menu.children.map((child) => (
                        <li key={child.id}>
                          <NavigationMenu.Link asChild>
                            <Link
                              to={href(child.path)}
                              className="group block rounded-md p-2 hover:bg-brand-50 focus-visible:bg-brand-50"
                            >
                              <Thumbnail
                                image={child.thumbnail}
                                alt=""
                                width={200}
                                sizes="200px"
                                className="w-full rounded bg-slate-50"
                              />
                              <span className="mt-2 block text-sm font-semibold text-slate-800 group-hover:text-brand-700">
                                {child.title}
                              </span>
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </NavigationMenu.Content>
              </>
            ) : (
              <NavigationMenu.Link asChild>
                <Link
                  to={href(menu.path)}
                  className="flex h-11 items-center px-2 text-[13.5px] font-semibold whitespace-nowrap text-slate-800 hover:text-brand-700 xl:h-12 xl:px-1.5 xl:text-[14px]"
                >
                  {menu.title}
                </Link>
              </NavigationMenu.Link>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute top-full left-0 w-full">
        <NavigationMenu.Viewport className="w-full overflow-hidden border-b border-slate-200 bg-white shadow-lg data-[state=closed]:hidden" />
      </div>
    </NavigationMenu.Root>
  )
}

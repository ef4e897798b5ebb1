import { Link } from 'react-router'
import type { MenuView } from '#core/content/menus.ts'
import { Thumbnail } from '#app/components/ui/Thumbnail.tsx'
import { useLocale } from '#app/lib/i18n.ts'

/** A category as a tile with its drawn thumbnail (home page, category pages). */
export function CategoryTile({
  menu,
  withDescription = false,
  eager = false,
}: {
  menu: Pick<MenuView, 'path' | 'title' | 'description' | 'thumbnail'>
  withDescription?: boolean
  eager?: boolean
}) {
  const { href } = useLocale()
  return (
    <Link
      to={href(menu.path)}
      className="group block h-full overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:border-brand-300 hover:shadow-md"
    >
      <Thumbnail
        image={menu.thumbnail}
        alt=""
        width={320}
        sizes="(min-width: 1200px) 300px, (min-width: 640px) 30vw, 45vw"
        eager={eager}
        className="w-full bg-slate-50"
      />
      <span className="block p-3">
        <span className="block font-semibold text-slate-900 group-hover:text-brand-700">
          {menu.title}
        </span>
        {withDescription ? (
          <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{menu.description}</span>
        ) : null}
      </span>
    </Link>
  )
}

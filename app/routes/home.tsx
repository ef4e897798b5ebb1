import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { organizationJsonLd } from '#core/seo/json-ld.ts'
import { CategoryTile } from '#app/components/catalog/CategoryTile.tsx'
import { JsonLd } from '#app/components/ui/JsonLd.tsx'
import { SellingPoints } from '#app/components/content/SellingPoints.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { Thumbnail } from '#app/components/ui/Thumbnail.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import { readLocaleCookie } from '#app/lib/locale-cookie.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/root-data.ts'
import type { Route } from './+types/home'
import { telHref } from '#app/lib/contact.ts'
import { guestPageHeaders } from '#app/lib/cache-headers.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  // A customer who chose English lands on the English home page when typing the bare domain.
  if (locale === 'de' && readLocaleCookie(request.headers.get('cookie')) === 'en') {
    throw redirect('/en', { headers: { Vary: 'Cookie' } })
  }
  return data({ locale }, { headers: { Vary: 'Cookie' } })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const locale = loaderData?.locale ?? 'de'
  return [
    { title: pageTitle(translate(locale, 'meta.homeTitle'), shopNameFrom(matches)) },
    { name: 'description', content: translate(locale, 'meta.homeDescription') },
  ]
}

export const headers: Route.HeadersFunction = guestPageHeaders

export default function Home() {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { menus, settings, origin } = useRootData()
  const firstCategory = menus[0]
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <JsonLd
        data={organizationJsonLd({
          name: settings.shopName,
          legalName: settings.companyName,
          url: origin,
          logo: `${origin}/favicon.svg`,
          phone: settings.phone,
          email: settings.email,
          street: settings.street,
          postcode: settings.postcode,
          city: settings.city,
        })}
      />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div className="container-shop grid items-center gap-8 py-14 md:grid-cols-[1.2fr_1fr] lg:py-20">
          <div>
            <h1 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              {t('home.heroTitle')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">{t('home.heroText')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {firstCategory ? (
                <Link
                  to={href(firstCategory.path)}
                  className="rounded-md bg-accent-400 px-5 py-3 font-bold text-slate-900 hover:bg-accent-500"
                >
                  {t('home.heroCta')}
                </Link>
              ) : null}
              <a
                href="#categories"
                className="rounded-md border border-white/40 px-5 py-3 font-semibold text-white hover:bg-white/10"
              >
                {t('home.heroSecondary')}
              </a>
            </div>
            <p className="mt-6 text-sm text-brand-200">{t('sellingPoints.vatNote')}</p>
          </div>
          {firstCategory ? (
            <Thumbnail
              image={firstCategory.thumbnail}
              alt=""
              width={480}
              sizes="(min-width: 768px) 40vw, 90vw"
              // Hidden below md: a phone's largest paint is the hero's text (decision 0061).
              largestPaint={{ media: '(min-width: 768px)' }}
              className="hidden w-full rounded-xl shadow-2xl ring-1 ring-white/20 md:block"
            />
          ) : null}
        </div>
      </section>

      <SellingPoints freeShippingAboveCents={settings.freeShippingAboveCents} />

      <section id="categories" aria-labelledby="categories-title" className="container-shop py-12">
        <h2 id="categories-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('home.categoriesTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('home.categoriesLead')}</p>
        <ul
          className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
          data-testid="home-categories"
        >
          {menus.map((menu, index) => (
            <li key={menu.id}>
              <CategoryTile menu={menu} withDescription eager={index < 4} />
            </li>
          ))}
        </ul>
      </section>

      <section className="container-shop">
        <div className="rounded-xl bg-slate-100 p-6 sm:flex sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{t('home.contactTitle')}</h2>
            <p className="mt-1 text-slate-600">
              {t('home.contactText', { hours: settings.openingHours })}
            </p>
          </div>
          <a
            href={telHref(settings.phone)}
            className="mt-4 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 sm:mt-0"
          >
            {settings.phone}
          </a>
        </div>
      </section>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary

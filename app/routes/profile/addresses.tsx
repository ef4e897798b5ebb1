import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { AddressForm } from '#app/components/account/AddressForm.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api, messagesOf } from '#app/lib/api.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/addresses'

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  return { addresses: await getServices(context).addresses.list(customer.id, locale) }
}

/** The address book with default billing and shipping flags. */
export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const done = () => {
    setEditing(null)
    void revalidator.revalidate()
  }

  async function remove(id: number) {
    const result = await api(`/user/site/cart/addresses/delete/${id}`, locale, { method: 'DELETE' })
    setDeleting(null)
    toast({
      type: result.ok ? 'success' : 'error',
      messages: result.ok ? (result.message ? [result.message] : []) : messagesOf(result),
    })
    void revalidator.revalidate()
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('account.menuAddresses')}</h2>
          <p className="mt-1 text-slate-600">{t('account.addressesLead')}</p>
        </div>
        {editing === null ? (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('account.addAddress')}
          </button>
        ) : null}
      </div>
      {editing === 'new' ? <AddressForm onDone={done} onCancel={() => setEditing(null)} /> : null}
      {loaderData.addresses.length === 0 && editing !== 'new' ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('account.addressesEmpty')}
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2" data-testid="address-list">
        {loaderData.addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id} className="md:col-span-2">
              <AddressForm address={address} onDone={done} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li
              key={address.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
            >
              <address className="not-italic leading-relaxed text-slate-700">
                {address.company ? (
                  <>
                    {address.company}
                    <br />
                  </>
                ) : null}
                {address.firstName} {address.lastName}
                <br />
                {address.address}
                <br />
                {address.postcode} {address.city}
                <br />
                {address.country.name}
              </address>
              <div className="flex flex-wrap gap-2 text-xs">
                {address.isDefaultBilling ? (
                  <span className="rounded-full bg-brand-50 px-2 py-1 font-semibold text-brand-800">
                    {t('account.defaultBilling')}
                  </span>
                ) : null}
                {address.isDefaultShipping ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-1 font-semibold text-emerald-800">
                    {t('account.defaultShipping')}
                  </span>
                ) : null}
              </div>
              {deleting === address.id ? (
                <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold text-slate-800">{t('account.confirmDelete')}</span>
                  <button
                    type="button"
                    onClick={() => void remove(address.id)}
                    className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800"
                  >
                    {t('account.delete')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(null)}
                    className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold"
                  >
                    {t('account.cancel')}
                  </button>
                </div>
              ) : (
                <div className="flex gap-3 text-sm">
                  <button
                    type="button"
                    onClick={() => setEditing(address.id)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {t('account.edit')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(address.id)}
                    className="font-semibold text-red-700 hover:underline"
                  >
                    {t('account.delete')}
                  </button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
    </div>
  )
}

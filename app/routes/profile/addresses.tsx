import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { addressSchema } from '#core/validation/customer.ts'
import { AppError } from '#core/errors/errors.ts'
import { parseBody } from '#core/validation/parse.ts'
import { AddressForm } from '#app/components/account/AddressForm.tsx'
import { AddressLines } from '#app/components/checkout/AddressDialogs.tsx'
import { FormOutcome } from '#app/components/ui/FormOutcome.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { answerToast, useFormFetcher } from '#app/lib/forms.ts'
import { formAction, formObject, parseForm } from '#app/lib/forms.server.ts'
import { addressBookForm } from '#core/validation/intents.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/addresses'

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  const addresses = getServices(context).addresses
  const [list, fairs] = await Promise.all([
    addresses.list(customer.id, locale),
    // FAIR-ADDR-2: the fairs a booth address may name.
    addresses.boothFairs(locale),
  ])
  return { addresses: list, fairs }
}

/**
 * Add, change and delete an address: the same schema and service as the address API. The
 * checkout's address dialogs post here too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context)
  const { locale } = getRequestInfo(context)
  const addresses = getServices(context).addresses
  const form = await request.formData()
  const notFound = () => new AppError('not_found', translate(locale, 'api.itemNotFound'))
  return formAction(form, async () => {
    const input = parseForm(form, addressBookForm, locale)
    if (input.intent === 'delete') {
      if (!(await addresses.remove(customer.id, input.id))) throw notFound()
      return { ok: true as const, id: input.id, message: translate(locale, 'auth.addressDeleted') }
    }
    const values = await addresses.fillFromFair(
      formObject(form, {
        numbers: ['country_id', 'fair_id'],
        booleans: ['is_default_billing', 'is_default_shipping', 'via_forwarder', 'fill_from_fair'],
      }),
      locale,
    )
    const address = parseBody(addressSchema, values, locale)
    if (input.intent === 'update') {
      const updated = await addresses.update(customer.id, input.id, address, locale)
      if (!updated) throw notFound()
      return {
        ok: true as const,
        id: updated.id,
        message: translate(locale, 'auth.addressUpdated'),
      }
    }
    const added = await addresses.add(customer.id, address, locale)
    return { ok: true as const, id: added.id, message: translate(locale, 'auth.addressAdded') }
  })
}

/** The address book with default billing and shipping flags. */
export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const [searchParams] = useSearchParams()
  // What is open is in the address (?edit=new, ?edit=12, ?delete=12): links work without
  // JavaScript, and the back button closes a form.
  const open = (key: 'edit' | 'delete', value: string | number) => `?${key}=${value}`
  const editing = actionData && !actionData.ok ? editedBy(actionData) : searchParams.get('edit')
  const deleting = Number(searchParams.get('delete'))
  const navigate = useNavigate()
  const close = () => void navigate('.', { replace: true, preventScrollReset: true })
  const remover = useFormFetcher((result) => {
    toast(answerToast(result))
    close()
  })
  const linkClass = 'font-semibold hover:underline'
  const failed = actionData && !actionData.ok ? actionData : undefined

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('account.menuAddresses')}</h2>
          <p className="mt-1 text-slate-600">{t('account.addressesLead')}</p>
        </div>
        {editing === null ? (
          <Link
            to={open('edit', 'new')}
            preventScrollReset
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('account.addAddress')}
          </Link>
        ) : null}
      </div>
      {/* Without JavaScript a saved or deleted address answers this page. */}
      {actionData?.ok ? <FormOutcome answer={actionData} /> : null}
      {editing === 'new' ? (
        <AddressForm answer={failed} fairs={loaderData.fairs} onDone={close} onCancel={close} />
      ) : null}
      {loaderData.addresses.length === 0 && editing !== 'new' ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('account.addressesEmpty')}
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2" data-testid="address-list">
        {loaderData.addresses.map((address) =>
          editing === String(address.id) ? (
            <li key={address.id} className="md:col-span-2">
              <AddressForm
                address={address}
                answer={failed}
                fairs={loaderData.fairs}
                onDone={close}
                onCancel={close}
              />
            </li>
          ) : (
            <li
              key={address.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
            >
              <address className="not-italic leading-relaxed text-slate-700">
                <AddressLines address={address} />
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
              {address.sharedBy ? (
                // CO-10: a colleague's address, shared in the company: used, changed by its owner.
                <p className="text-sm text-slate-600" data-testid="address-shared">
                  {t('company.addressShared', { name: address.sharedBy })}
                </p>
              ) : deleting === address.id ? (
                <remover.Form
                  method="post"
                  role="alert"
                  className="flex flex-wrap items-center gap-2 text-sm"
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={address.id} />
                  <span className="font-semibold text-slate-800">{t('account.confirmDelete')}</span>
                  <button
                    type="submit"
                    disabled={remover.busy}
                    className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800"
                  >
                    {t('account.delete')}
                  </button>
                  <Link
                    to="."
                    replace
                    preventScrollReset
                    className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold"
                  >
                    {t('account.cancel')}
                  </Link>
                </remover.Form>
              ) : (
                <div className="flex gap-3 text-sm">
                  <Link
                    to={open('edit', address.id)}
                    preventScrollReset
                    className={`${linkClass} text-brand-700`}
                  >
                    {t('account.edit')}
                  </Link>
                  <Link
                    to={open('delete', address.id)}
                    preventScrollReset
                    className={`${linkClass} text-red-700`}
                  >
                    {t('account.delete')}
                  </Link>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
    </div>
  )
}

/** The form a refused post came from: a new address or the one it named. */
function editedBy(answer: { intent: string; values: Record<string, string> }): string | null {
  if (answer.intent === 'add') return 'new'
  if (answer.intent === 'update') return answer.values.id ?? null
  return null
}

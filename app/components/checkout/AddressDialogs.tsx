import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { boothLabel } from '#core/booth/booth.ts'
import type { AddressView } from '#core/customers/address-view.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { AddressForm } from '#app/components/account/AddressForm.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { BoothLines } from '#app/components/orders/BoothLines.tsx'
import { answerToast, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'

/** Which checkout dialog is open (PAGE-11: new address, edit address, delete confirmation). */
export type AddressDialogState =
  | { kind: 'new' }
  | { kind: 'edit'; address: AddressView }
  | { kind: 'delete'; address: AddressView }
  | null

const contentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-4 shadow-xl sm:p-6'

/** The shipping step's address dialogs; the address book's form and API do the work. */
export function AddressDialogs({
  state,
  onClose,
  onSaved,
  onDeleted,
}: {
  state: AddressDialogState
  onClose: () => void
  onSaved: (saved?: { id: number }) => void
  onDeleted: (id: number) => void
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const toast = useToast()
  // The deletion posts to the address book's action, like the profile page's (decision 0017).
  const remover = useFormFetcher<{ id: number }>((result) => {
    toast(answerToast(result))
    if (result.ok) onDeleted(result.id)
    else onClose()
  })

  const title =
    state?.kind === 'new'
      ? t('checkoutScreens.newAddress')
      : state?.kind === 'edit'
        ? t('checkoutScreens.editAddress')
        : t('checkoutScreens.deleteTitle')

  return (
    <Dialog.Root open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={contentClass}
          aria-describedby={undefined}
          data-testid="address-dialog"
        >
          <div className="mb-2 flex items-center justify-between gap-3">
            <Dialog.Title
              className={state?.kind === 'delete' ? 'text-xl font-bold text-slate-900' : 'sr-only'}
            >
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('checkoutScreens.close')}
              className="ml-auto flex size-10 items-center justify-center rounded-md hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {state?.kind === 'new' ? <AddressForm onDone={onSaved} onCancel={onClose} /> : null}
          {state?.kind === 'edit' ? (
            <AddressForm address={state.address} onDone={onSaved} onCancel={onClose} />
          ) : null}
          {state?.kind === 'delete' ? (
            <div className="flex flex-col gap-4">
              <p className="text-slate-700">{t('checkoutScreens.deleteText')}</p>
              <address className="rounded-md bg-slate-50 p-3 text-sm not-italic text-slate-700">
                <AddressLines address={state.address} />
              </address>
              <remover.Form
                method="post"
                action={href('/profile/addresses')}
                className="flex gap-3"
              >
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={state.address.id} />
                <button
                  type="submit"
                  disabled={remover.busy}
                  className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
                >
                  {t('checkoutScreens.delete')}
                </button>
                <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50">
                  {t('checkoutScreens.cancel')}
                </Dialog.Close>
              </remover.Form>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** An address as lines of a letter. */
export function AddressLines({
  address,
}: {
  address: Pick<
    AddressView,
    'company' | 'firstName' | 'lastName' | 'address' | 'postcode' | 'city' | 'country' | 'booth'
  >
}) {
  return (
    <>
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
      {address.postcode} {address.city}, {address.country.name}
      <BoothLines booth={address.booth} />
    </>
  )
}

/** The one-line label of an address in a select. */
export function addressLabel(address: AddressView, locale: Locale): string {
  const name = [address.company, `${address.firstName} ${address.lastName}`]
    .filter(Boolean)
    .join(', ')
  const place = `${address.address}, ${address.postcode} ${address.city} (${address.country.name})`
  // FAIR-ADDR-3: a booth address says its fair, hall and booth in the select too.
  const booth = address.booth
    ? ` – ${address.booth.fairName}, ${boothLabel(locale, address.booth)}`
    : ''
  return `${name} – ${place}${booth}`
}

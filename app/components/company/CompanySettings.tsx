import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { SubmitButton } from '#app/components/account/Field.tsx'

/** CO-7: the company's switch for a purchase order number on every order (admins). */
export function CompanySettings({ purchaseOrderRequired }: { purchaseOrderRequired: boolean }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'settings'
  return (
    <section aria-labelledby="company-settings" className="flex flex-col gap-3">
      <h3 id="company-settings" className="text-lg font-semibold text-slate-900">
        {t('company.settings')}
      </h3>
      <Form
        method="post"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <input type="hidden" name="intent" value="settings" />
        <label className="flex items-start gap-2 text-slate-800">
          <input
            type="checkbox"
            name="purchase_order_required"
            defaultChecked={purchaseOrderRequired}
            className="mt-1 size-4"
          />
          {t('company.purchaseOrderRequired')}
        </label>
        <SubmitButton busy={busy} className="w-fit">
          {t('company.save')}
        </SubmitButton>
      </Form>
    </section>
  )
}

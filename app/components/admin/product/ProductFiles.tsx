import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { ALT_MAX, TAB_BODY_MAX } from '#core/catalog/product-editor.ts'
import { pick } from '#core/i18n/locale.ts'
import { ProductImage } from '#app/components/catalog/ProductImage.tsx'
import { RichTextField } from '#app/components/admin/rich-text/RichTextField.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import {
  EditorSection,
  FormMessage,
  PartControls,
  PartFields,
  SaveButton,
  TextInput,
  TitleFields,
  useFormAnswer,
  useFreshKey,
} from './fields.tsx'

function AltFields({
  intent,
  part,
  stored,
}: {
  intent: string
  part: number | string
  stored?: { de: string; en: string }
}) {
  const { t } = useTranslation()
  const { errors, value } = useFormAnswer(intent, part)
  return (
    <>
      {(['De', 'En'] as const).map((suffix) => (
        <TextInput
          key={suffix}
          name={`alt${suffix}`}
          label={t(`adminProducts.field.alt${suffix}`)}
          hint={suffix === 'De' ? t('adminProducts.field.altHint') : undefined}
          error={errors[`alt${suffix}`]}
          value={value(`alt${suffix}`, stored?.[suffix === 'De' ? 'de' : 'en'] ?? '')}
          maxLength={ALT_MAX}
          required
        />
      ))}
    </>
  )
}

/** CONT-6: the product's images — upload (every size is made), alt texts, order. */
export function ProductImages({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const fresh = useFreshKey('image-add')
  const { locale } = useLocale()
  const upload = useFormAnswer('image-add')
  return (
    <EditorSection id="images" title={t('adminProducts.sections.images')}>
      {product.images.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('adminProducts.none')}</p>
      ) : null}
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {product.images.map((image, index) => (
          <li
            key={image.id}
            className="rounded-md border border-slate-200 p-3"
            data-testid="product-image"
          >
            <ProductImage
              image={{ ...image, alt: pick(image.alt, locale) }}
              sizes="(min-width: 768px) 480px, 90vw"
              className="rounded"
            />
            <Form method="post" className="mt-2 flex flex-col gap-2" noValidate preventScrollReset>
              <PartFields intent="image-save" part={image.id} />
              <AltFields intent="image-save" part={image.id} stored={image.alt} />
              <FormMessage intent="image-save" part={image.id} />
              <div>
                <SaveButton />
              </div>
            </Form>
            <div className="mt-2 flex gap-1">
              <PartControls
                kind="image"
                remove="image-delete"
                part={image.id}
                name={pick(image.alt, locale)}
                first={index === 0}
                last={index === product.images.length - 1}
              />
            </div>
          </li>
        ))}
      </ul>
      <Form
        key={fresh}
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-3 md:items-end"
        noValidate
        preventScrollReset
      >
        <PartFields intent="image-add" />
        <TextInput
          type="file"
          name="file"
          label={t('adminProducts.field.file')}
          hint={t('adminProducts.field.fileHint')}
          error={upload.errors.file}
          required
        />
        <AltFields intent="image-add" part="" />
        <div className="md:col-span-3">
          <FormMessage intent="image-add" />
          <SaveButton label={t('adminProducts.addImage')} />
        </div>
      </Form>
    </EditorSection>
  )
}

/** CONT-6: print templates and data sheets (PDF), per language. */
export function ProductDownloads({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const fresh = useFreshKey('download-add')
  const { locale } = useLocale()
  const add = useFormAnswer('download-add')
  return (
    <EditorSection id="downloads" title={t('adminProducts.sections.downloads')}>
      {product.downloads.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('adminProducts.none')}</p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-2">
        {product.downloads.map((download, index) => {
          const name = pick(download.title, locale)
          return (
            <li
              key={download.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
              data-testid="product-download"
            >
              <span>
                <span className="font-semibold">{name}</span> ·{' '}
                {t(
                  `adminProducts.kinds.${download.kind === 'template' ? 'template' : 'datasheet'}`,
                )}{' '}
                ·{' '}
                <a href={`/media/${download.file.de}`} className="underline">
                  {t('adminProducts.de')}
                </a>{' '}
                ·{' '}
                <a href={`/media/${download.file.en}`} className="underline">
                  {t('adminProducts.en')}
                </a>
              </span>
              <span className="flex gap-1">
                <PartControls
                  kind="download"
                  remove="download-delete"
                  part={download.id}
                  name={name}
                  first={index === 0}
                  last={index === product.downloads.length - 1}
                />
              </span>
            </li>
          )
        })}
      </ul>
      <Form
        key={fresh}
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-2"
        noValidate
        preventScrollReset
      >
        <PartFields intent="download-add" />
        <TitleFields intent="download-add" part="" />
        <TextInput
          type="file"
          name="fileDe"
          label={t('adminProducts.field.fileDe')}
          error={add.errors.fileDe}
          required
        />
        <TextInput
          type="file"
          name="fileEn"
          label={t('adminProducts.field.fileEn')}
          error={add.errors.fileEn}
        />
        <fieldset className="flex gap-4 md:col-span-2">
          <legend className="text-sm font-semibold text-slate-800">
            {t('adminProducts.field.kind')}
          </legend>
          {(['template', 'datasheet'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={add.value('kind', 'template') === kind}
              />
              {t(`adminProducts.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <div className="md:col-span-2">
          <FormMessage intent="download-add" />
          <SaveButton label={t('adminProducts.addDownload')} />
        </div>
      </Form>
    </EditorSection>
  )
}

function TabFields({
  intent,
  part,
  stored,
}: {
  intent: string
  part: number | string
  stored?: { title: { de: string; en: string }; body: { de: string; en: string } }
}) {
  const { t } = useTranslation()
  const { errors, value } = useFormAnswer(intent, part)
  return (
    <>
      <TitleFields intent={intent} part={part} stored={stored?.title} />
      {(['De', 'En'] as const).map((suffix) => (
        <RichTextField
          key={`body${suffix}`}
          name={`body${suffix}`}
          label={t(`adminProducts.field.body${suffix}`)}
          error={errors[`body${suffix}`]}
          value={value(`body${suffix}`, stored?.body[suffix === 'De' ? 'de' : 'en'] ?? '')}
          maxLength={TAB_BODY_MAX}
          rows={8}
        />
      ))}
    </>
  )
}

function TabItem({
  tab,
  first,
  last,
}: {
  tab: ProductEditorView['tabs'][number]
  first: boolean
  last: boolean
}) {
  const { locale } = useLocale()
  const name = pick(tab.title, locale)
  // A refused save opens the tab again with its messages.
  const { message } = useFormAnswer('tab-save', tab.id)
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="product-tab">
      <details open={message !== undefined && !message.ok}>
        <summary className="cursor-pointer font-semibold text-slate-900">{name}</summary>
        <Form
          method="post"
          className="mt-2 grid gap-3 md:grid-cols-2"
          noValidate
          preventScrollReset
        >
          <PartFields intent="tab-save" part={tab.id} />
          <TabFields intent="tab-save" part={tab.id} stored={tab} />
          <div className="md:col-span-2">
            <SaveButton />
          </div>
        </Form>
      </details>
      <FormMessage intent="tab-save" part={tab.id} />
      <div className="mt-2 flex gap-1">
        <PartControls
          kind="tab"
          remove="tab-delete"
          part={tab.id}
          name={name}
          first={first}
          last={last}
        />
      </div>
    </li>
  )
}

/** CONT-6: the description and the other tabs, HTML cleaned when saved. */
export function ProductTabs({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const fresh = useFreshKey('tab-add')
  return (
    <EditorSection id="tabs" title={t('adminProducts.sections.tabs')}>
      <ul className="mt-3 flex flex-col gap-4">
        {product.tabs.map((tab, index) => (
          <TabItem
            key={tab.id}
            tab={tab}
            first={index === 0}
            last={index === product.tabs.length - 1}
          />
        ))}
      </ul>
      <Form
        key={fresh}
        method="post"
        className="mt-4 grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-2"
        noValidate
        preventScrollReset
      >
        <PartFields intent="tab-add" />
        <TabFields intent="tab-add" part="" />
        <div className="md:col-span-2">
          <FormMessage intent="tab-add" />
          <SaveButton label={t('adminProducts.addTab')} />
        </div>
      </Form>
    </EditorSection>
  )
}

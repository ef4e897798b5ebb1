import { EditorContent, useEditor } from '@tiptap/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { placeholderText } from '#core/content/placeholders.ts'
import { richTextExtensions } from '#core/content/rich-text/extensions.ts'
import { editorLossOf, tidyEditorHtml } from './editor-html.ts'
import { RichTextToolbar } from './RichTextToolbar.tsx'

// CONT-10 (decision 0036): the rich-text editor of the back office (Tiptap, a
// maintained ProseMirror editor), loaded only where a long text is edited. It edits the HTML of
// a form's textarea and writes every change back into it, so the form posts as it does without
// JavaScript; the server cleans the HTML on save whatever the editor sends. Its extensions are
// the one list the server checks bodies with (core/content/rich-text/extensions.ts): everything
// the page cleaner keeps, tables with header cells included. A body it could not show whole it
// shows read-only and leaves untouched, saying so, instead of dropping part of it on save.

/** The form's field takes the editor's HTML: the form posts it as it would without JavaScript. */
function writeField(textarea: HTMLTextAreaElement, html: string) {
  textarea.value = html
}

export interface RichTextEditorProps {
  textarea: HTMLTextAreaElement
  label: string
  describedBy?: string
  invalid: boolean
}

export default function RichTextEditor({
  textarea,
  label,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const { t } = useTranslation()
  // Mounted again for every new text (RichTextField's key): the check runs once per text.
  const [{ extensions, loss }] = useState(() => {
    const list = richTextExtensions()
    return { extensions: list, loss: textarea.value ? editorLossOf(textarea.value, list) : null }
  })
  const lossy = loss !== null
  const hintId = `${textarea.id}-placeholders`
  const editor = useEditor({
    extensions,
    content: textarea.value,
    editable: !lossy,
    // Mounted only in the browser (RichTextField loads it after hydration).
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': [describedBy, hintId].filter(Boolean).join(' '),
        'aria-invalid': String(invalid),
        ...(lossy ? { 'aria-readonly': 'true' } : {}),
        class:
          'prose-shop min-h-40 max-w-none overflow-x-auto rounded-b-md border border-t-0 border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-200',
      },
    },
    onUpdate: ({ editor: current }) => {
      if (lossy) return
      writeField(textarea, current.isEmpty ? '' : tidyEditorHtml(current.getHTML()))
    },
  })
  if (!editor) return null
  return (
    <div data-testid="rich-text-editor">
      {lossy ? (
        <p
          role="alert"
          data-testid="rich-text-cannot-show"
          className="mb-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          {loss ? t('richText.cannotShow', { near: loss }) : t('richText.cannotShowNoText')}
        </p>
      ) : (
        <RichTextToolbar editor={editor} label={label} />
      )}
      <EditorContent editor={editor} />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t('richText.placeholderHint', { example: placeholderText('free_shipping_threshold') })}
      </p>
    </div>
  )
}

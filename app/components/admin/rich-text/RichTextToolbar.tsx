import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import { useTranslation } from 'react-i18next'
import { PLACEHOLDERS, placeholderText } from '#core/content/placeholders.ts'
import { ToolbarMenu } from './ToolbarMenu.tsx'

// The rich-text editor's toolbar (decision 0036): the formatting the page cleaner keeps, a table
// menu (Tiptap's table commands) and a menu that inserts a placeholder for a setting (CONT-9).

export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation()
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      inTable: current.isActive('table'),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const button = (
    key: string,
    text: string,
    name: string,
    run: () => void,
    pressed?: boolean,
    disabled = false,
  ) => (
    <button
      key={key}
      type="button"
      onClick={run}
      aria-pressed={pressed}
      aria-label={name}
      title={name}
      disabled={disabled}
      className={`min-w-9 rounded px-2 py-1 text-sm font-semibold hover:bg-slate-200 disabled:opacity-40 ${pressed ? 'bg-slate-300' : ''}`}
    >
      {text}
    </button>
  )
  const link = () => {
    if (state.link) {
      chain().unsetLink().run()
      return
    }
    const href = window.prompt(t('richText.linkPrompt'), 'https://')
    if (href && /^(https?:\/\/|mailto:|tel:)/i.test(href.trim())) {
      chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
    }
  }
  const inTable = (key: string, run: () => void) => ({
    key,
    label: t(`richText.${key}` as 'richText.addRowAfter'),
    run,
    disabled: !state.inTable,
  })
  return (
    <div
      role="toolbar"
      aria-label={t('richText.toolbar', { label })}
      className="flex flex-wrap gap-1 rounded-t-md border border-slate-300 bg-slate-100 p-1"
    >
      {button('b', 'B', t('richText.bold'), () => chain().toggleBold().run(), state.bold)}
      {button('i', 'I', t('richText.italic'), () => chain().toggleItalic().run(), state.italic)}
      {button(
        'u',
        'U',
        t('richText.underline'),
        () => chain().toggleUnderline().run(),
        state.underline,
      )}
      {button(
        'h2',
        'H2',
        t('richText.heading2'),
        () => chain().toggleHeading({ level: 2 }).run(),
        state.h2,
      )}
      {button(
        'h3',
        'H3',
        t('richText.heading3'),
        () => chain().toggleHeading({ level: 3 }).run(),
        state.h3,
      )}
      {button(
        'ul',
        '•',
        t('richText.bulletList'),
        () => chain().toggleBulletList().run(),
        state.bullet,
      )}
      {button(
        'ol',
        '1.',
        t('richText.orderedList'),
        () => chain().toggleOrderedList().run(),
        state.ordered,
      )}
      {button('q', '❝', t('richText.quote'), () => chain().toggleBlockquote().run(), state.quote)}
      {button('a', t('richText.link'), t('richText.link'), link, state.link)}
      <ToolbarMenu
        text={t('richText.table')}
        label={t('richText.tableMenu')}
        testId="rich-text-table-menu"
        items={[
          {
            key: 'insertTable',
            label: t('richText.insertTable'),
            run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
            disabled: state.inTable,
          },
          inTable('toggleHeaderRow', () => chain().toggleHeaderRow().run()),
          inTable('toggleHeaderColumn', () => chain().toggleHeaderColumn().run()),
          inTable('addRowAfter', () => chain().addRowAfter().run()),
          inTable('deleteRow', () => chain().deleteRow().run()),
          inTable('addColumnAfter', () => chain().addColumnAfter().run()),
          inTable('deleteColumn', () => chain().deleteColumn().run()),
          inTable('deleteTable', () => chain().deleteTable().run()),
        ]}
      />
      <ToolbarMenu
        text={t('richText.placeholder')}
        label={t('richText.placeholderMenu')}
        testId="rich-text-placeholder-menu"
        items={PLACEHOLDERS.map((name) => ({
          key: name,
          label: `${t(`richText.placeholders.${name}`)} – ${placeholderText(name)}`,
          run: () => chain().insertContent(placeholderText(name)).run(),
        }))}
      />
      {button('undo', '↶', t('richText.undo'), () => chain().undo().run(), undefined, !state.undo)}
      {button('redo', '↷', t('richText.redo'), () => chain().redo().run(), undefined, !state.redo)}
    </div>
  )
}

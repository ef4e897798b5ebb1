import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useTranslation } from 'react-i18next'

// CONT-6: the rich-text editor of the back office (Tiptap, a maintained ProseMirror editor),
// loaded only where a long text is edited. It edits the HTML of a form's textarea and writes
// every change back into it, so the form posts as it does without JavaScript; the server cleans
// the HTML on save whatever the editor sends. Only what the storefront's cleaner keeps can be
// made: paragraphs, headings 2–4, bold, italic, underline, lists, quotes, links, rules.

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
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: textarea.value,
    // Mounted only in the browser (RichTextField loads it after hydration).
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        class:
          'prose-shop min-h-40 rounded-b-md border border-t-0 border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-200',
      },
    },
    onUpdate: ({ editor: current }) => {
      textarea.value = current.isEmpty ? '' : current.getHTML()
    },
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
            link: current.isActive('link'),
            undo: current.can().undo(),
            redo: current.can().redo(),
          }
        : null,
  })
  if (!editor || !state) return null
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
  return (
    <div data-testid="rich-text-editor">
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
        {button(
          'undo',
          '↶',
          t('richText.undo'),
          () => chain().undo().run(),
          undefined,
          !state.undo,
        )}
        {button(
          'redo',
          '↷',
          t('richText.redo'),
          () => chain().redo().run(),
          undefined,
          !state.redo,
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}

import TextAlign from '@tiptap/extension-text-align'
import { type Editor, EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { type KeyboardEvent, useState } from 'react'
// A type only: the page gives the component (`errorList`). Imported here, `~/components/ui` would bring Remix into
// the editor's chunk and merge React's chunk with Remix's on every page (0.7 KB), and error-list alone would split
// the interface chunk of every page in two (0.2 KB more) (docs/decisions/0009).
import type { ErrorList } from '~/components/ui/error-list'
import { linkAddressError } from './link-address'
import { RichTextToolbar } from './rich-text-toolbar'

/**
 * The rich-text editor of section 5, in a chunk of its own that only staff pages load (html-field.tsx): what
 * it writes is what the API keeps (docs/decisions/0006), so a text reads the same after a save.
 */
export const editorExtensions = [
  StarterKit.configure({
    // Nothing the toolbar cannot make or the API would not keep; headings and lists of existing texts stay.
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    // An empty paragraph after a final list or heading would change a text that was only opened.
    trailingNode: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: false,
      // A link opens in the same tab, without attributes the API would rewrite.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => linkAddressError(url) === null,
    },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
]

export interface RichTextEditorProps {
  /** The editable area's id (the label's target, the toolbar's `aria-controls`). */
  id: string
  /** The field that carries the html in the form. */
  name: string
  label: string
  defaultValue: string
  /** The html's maximum length: a counter shows it (section 5). */
  maxLength?: number
  /** Ids of the field's errors. */
  describedBy?: string
  /** How the page lists errors: the link form's refused address shows as the field errors do. */
  errorList: typeof ErrorList
  /** Each change of the text, typed or from the toolbar (the form's autosave). */
  onChange?: () => void
}

export default function RichTextEditor({
  id,
  name,
  label,
  defaultValue,
  maxLength,
  describedBy,
  errorList,
  onChange,
}: RichTextEditorProps) {
  const [html, setHtml] = useState(defaultValue)
  const [linkOpen, setLinkOpen] = useState(false)
  const labelId = `${id}-label`
  const counterId = `${id}-counter`
  const editor = useEditor({
    extensions: editorExtensions,
    content: defaultValue,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy || maxLength ? { 'aria-describedby': [maxLength ? counterId : null, describedBy].filter(Boolean).join(' ') } : {}),
        class: 'rich-text rich-text-editor-area',
      },
    },
    onCreate: ({ editor: created }) => setHtml(created.getHTML()),
    onUpdate: ({ editor: updated }) => {
      setHtml(updated.getHTML())
      onChange?.()
    },
  })
  return (
    <div className="rich-text-editor">
      {/* A label element names form controls only; the editable area is named through aria-labelledby. */}
      <p id={labelId} className="rich-text-editor-label">
        {label}
      </p>
      <RichTextToolbar editor={editor} editorId={id} onLink={() => setLinkOpen(true)} />
      {linkOpen ? <LinkForm editor={editor} id={`${id}-link`} errorList={errorList} onClose={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
      {maxLength ? (
        <p id={counterId} className="field-counter">
          {html.length}/{maxLength}
          <span className="visually-hidden"> caractères</span>
        </p>
      ) : null}
    </div>
  )
}

/** The address of a link: set on the selection (or the link under the cursor), or inserted as its own words. */
function LinkForm({
  editor,
  id,
  errorList: ErrorList,
  onClose,
}: {
  editor: Editor
  id: string
  errorList: RichTextEditorProps['errorList']
  onClose: () => void
}) {
  const [address, setAddress] = useState(() => String(editor.getAttributes('link').href ?? ''))
  const [error, setError] = useState<string | null>(null)
  const errorId = `${id}-error`

  function apply() {
    const href = address.trim()
    const refused = linkAddressError(href)
    if (refused) return setError(refused)
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
    else chain.setLink({ href }).run()
    onClose()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the address rather than sending the whole form; Escape goes back to the text.
    if (event.key === 'Enter') {
      event.preventDefault()
      apply()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      editor.commands.focus()
      onClose()
    }
  }

  return (
    <div className="rich-text-link field" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>
        Adresse du lien
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the toolbar's button: typing the address comes next
        autoFocus
        value={address}
        onChange={(event) => {
          setAddress(event.target.value)
          setError(null)
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <ErrorList id={error ? errorId : undefined} errors={error ? [error] : undefined} />
      <div className="rich-text-link-actions">
        <button type="button" className="button button-secondary" onClick={apply}>
          Appliquer le lien
        </button>
        {editor.isActive('link') ? (
          <button
            type="button"
            className="button button-link"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run()
              onClose()
            }}
          >
            Retirer le lien
          </button>
        ) : null}
        <button
          type="button"
          className="button button-link"
          onClick={() => {
            editor.commands.focus()
            onClose()
          }}
        >
          Annuler
        </button>
      </div>
    </div>
  )
}

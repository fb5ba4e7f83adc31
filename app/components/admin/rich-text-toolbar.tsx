import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'

/** Section 5's toolbar, in its order: bold, italic, underline, strike, link, align (four), clean. */
interface ToolbarButton {
  label: string
  icon: ReactNode
  /** The pressed state of a toggle; absent for an action (clean). */
  pressed?: (state: ToolbarState) => boolean
  run: (editor: Editor) => void
}

type Alignment = 'left' | 'center' | 'right' | 'justify'
type ToolbarState = Record<'bold' | 'italic' | 'underline' | 'strike' | 'link', boolean> & { align: Alignment }

const svg = (path: string) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
)

const alignIcons: Record<Alignment, string> = {
  left: 'M2 3h12M2 6.5h8M2 10h12M2 13.5h8',
  center: 'M2 3h12M4 6.5h8M2 10h12M4 13.5h8',
  right: 'M2 3h12M6 6.5h8M2 10h12M6 13.5h8',
  justify: 'M2 3h12M2 6.5h12M2 10h12M2 13.5h12',
}

const align = (label: string, alignment: Alignment): ToolbarButton => ({
  label,
  icon: svg(alignIcons[alignment]),
  pressed: (state) => state.align === alignment,
  // Left is the text's own direction: no style at all, as the public pages read it.
  run: (editor) =>
    alignment === 'left' ? editor.chain().focus().unsetTextAlign().run() : editor.chain().focus().setTextAlign(alignment).run(),
})

function buttonsFor(openLink: () => void): ToolbarButton[] {
  return [
    { label: 'Gras', icon: <b aria-hidden="true">G</b>, pressed: (s) => s.bold, run: (e) => e.chain().focus().toggleBold().run() },
    { label: 'Italique', icon: <i aria-hidden="true">I</i>, pressed: (s) => s.italic, run: (e) => e.chain().focus().toggleItalic().run() },
    {
      label: 'Souligné',
      icon: <u aria-hidden="true">S</u>,
      pressed: (s) => s.underline,
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
    { label: 'Barré', icon: <s aria-hidden="true">ab</s>, pressed: (s) => s.strike, run: (e) => e.chain().focus().toggleStrike().run() },
    {
      label: 'Lien',
      icon: svg('M6.5 9.5l3-3M7 4.5l1.5-1.5a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5L7.5 13A2.5 2.5 0 014 9.5L5.5 8'),
      pressed: (s) => s.link,
      run: openLink,
    },
    align('Aligner à gauche', 'left'),
    align('Centrer', 'center'),
    align('Aligner à droite', 'right'),
    align('Justifier', 'justify'),
    {
      label: 'Effacer la mise en forme',
      icon: svg('M3 13h6M6 3h7M9.5 3L6.5 13M11 9.5l3 3M14 9.5l-3 3'),
      run: (e) => e.chain().focus().unsetAllMarks().unsetTextAlign().run(),
    },
  ]
}

function stateOf(editor: Editor): ToolbarState {
  const alignment = (['center', 'right', 'justify'] as const).find((value) => editor.isActive({ textAlign: value })) ?? 'left'
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    link: editor.isActive('link'),
    align: alignment,
  }
}

/**
 * The toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys (and Home, End) move between the buttons,
 * each button labelled in French, toggles with their pressed state.
 */
export function RichTextToolbar({ editor, editorId, onLink }: { editor: Editor; editorId: string; onLink: () => void }) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => stateOf(current) })
  const [current, setCurrent] = useState(0)
  const toolbar = useRef<HTMLDivElement>(null)
  const buttons = buttonsFor(onLink)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: buttons.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = (moves[event.key] + buttons.length) % buttons.length
    setCurrent(next)
    toolbar.current?.querySelectorAll('button')[next]?.focus()
  }

  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label="Mise en forme du texte"
      aria-controls={editorId}
      className="rich-text-toolbar"
      onKeyDown={onKeyDown}
    >
      {buttons.map((button, index) => (
        <button
          key={button.label}
          type="button"
          className="rich-text-tool"
          aria-label={button.label}
          title={button.label}
          aria-pressed={button.pressed ? button.pressed(state) : undefined}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setCurrent(index)}
          // A click keeps the text's selection and the marks set for what is typed next.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => button.run(editor)}
        >
          {button.icon}
        </button>
      ))}
    </div>
  )
}

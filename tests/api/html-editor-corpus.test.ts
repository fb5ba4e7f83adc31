import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../../server/services/html'

/**
 * The sanitiser of the API's html texts (server/services/html.ts) against what the rich-text editor of section 5
 * writes (app/components/admin/rich-text-editor.tsx, its output copied here as Tiptap serialises it). The e2e
 * suite (tests/e2e/admin-texts.test.ts) reads the sanitised html back into the editor in Chromium and finds the
 * same html; here, without a browser, the one difference allowed is how attributes and spaces are written.
 */
const asStored = (editorHtml: string) =>
  editorHtml
    .replace(/style="text-align: (\w+);"/g, 'style="text-align:$1"')
    .replace(/<br>/g, '<br />')
    .replace(/&nbsp;/g, '\u00a0')

const editorCorpus: [string, string][] = [
  ['bold, italic, underline, strike', '<p>Un <strong>gras</strong>, un <em>italique</em>, un <u>souligné</u>, un <s>barré</s>.</p>'],
  ['marks nested', '<p><strong><em><s><u>Tout à la fois</u></s></em></strong></p>'],
  [
    'links of the four protocols',
    '<p><a href="https://example.fr/a?b=1&amp;c=2">web</a> <a href="http://example.fr">http</a> <a href="mailto:contact@example.fr">mail</a> <a href="tel:+33612345678">téléphone</a></p>',
  ],
  [
    'the alignments',
    '<p style="text-align: center;">Centré</p><p style="text-align: right;">À droite</p><p style="text-align: justify;">Justifié</p>',
  ],
  [
    'headings and lists of existing texts',
    '<h2 style="text-align: center;">Titre</h2><h3>Sous-titre</h3><ul><li><p>Un</p></li></ul><ol><li><p>Deux</p></li></ol>',
  ],
  ['a line break', '<p>Une ligne<br>puis une autre</p>'],
  ['French typography', '<p>Stage d’automne&nbsp;: «&nbsp;inscriptions&nbsp;» ouvertes\u202f!</p>'],
]

/** What the editor cannot write: removed, the words kept (code and foreign markup go with their content). */
const removedCorpus: [string, string, string][] = [
  [
    'colours, fonts and sizes',
    '<p><span style="color: red; font-size: 30px">Rouge</span> et <font face="Arial">police</font></p>',
    '<p>Rouge et police</p>',
  ],
  [
    'other styles, classes and ids',
    '<p style="color: red; text-align: center;" class="intro" id="x">Centré</p>',
    '<p style="text-align:center">Centré</p>',
  ],
  ['attributes of marks', '<p><strong style="color:red" class="b">gras</strong></p>', '<p><strong>gras</strong></p>'],
  ['an alignment the toolbar has not', '<p style="text-align: start;">Début</p>', '<p>Début</p>'],
  ['images', '<p>Une image <img src="https://example.fr/a.png" alt="a"> ici</p>', '<p>Une image  ici</p>'],
  ['tables', '<table><tr><td>Cellule</td></tr></table>', 'Cellule'],
  [
    'links of other protocols, protocol-relative, javascript:',
    '<p><a href="ftp://example.fr/f">ftp</a> <a href="//example.fr">relatif</a> <a href="javascript:alert(1)">js</a></p>',
    '<p>ftp relatif js</p>',
  ],
  ['code, superscript, highlight', '<p><code>code</code> <sup>2</sup> <mark>surligné</mark></p>', '<p>code 2 surligné</p>'],
  ['quotes, rules, preformatted text', '<blockquote><p>Citation</p></blockquote><hr><pre>pre</pre>', '<p>Citation</p>pre'],
  ['scripts, with their content', '<p>Avant<script>alert(1)</script> après</p>', '<p>Avant après</p>'],
]

describe('the API’s sanitiser and the rich-text editor', () => {
  it.each(editorCorpus)('keeps what the editor writes: %s', (_, html) => {
    expect(sanitizeRichText(html)).toBe(asStored(html))
  })

  it.each(removedCorpus)('removes what the editor cannot write: %s', (_, html, kept) => {
    expect(sanitizeRichText(html)).toBe(kept)
  })
})

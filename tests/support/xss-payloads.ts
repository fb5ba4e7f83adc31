/**
 * Classic stored-XSS payloads (issue 16), each calling `__xss(n)` with its own number when it runs: a page that
 * records those calls (tests/e2e/xss-corpus.test.ts) proves which payload ran, if any. `{X}` in a template is the
 * call, `{N}` its number. Script tags, event handlers, javascript: and data: URLs, SVG and MathML, srcdoc, CSS,
 * mutation-XSS, encoded variants and broken markup. Those that swallow what follows them (raw-text elements,
 * unclosed comments) come last, so that a text holding them all still carries the others.
 */
const templates = [
  '<script>{X}</script>',
  '<SCRIPT>{X}</SCRIPT>',
  '<script type="module">{X}</script>',
  '<script src="data:text/javascript,{X}"></script>',
  '<svg><script href="data:,{X}"></script></svg>',
  '<img src=x onerror={X}>',
  '<img src=x onerror="{X}">',
  '<img/src/onerror={X}>',
  '<IMG SRC=x ONERROR={X}>',
  '<img src="x" onerror="&#95;&#95;xss({N})">',
  '<img src=x onerror=&#x5f;&#x5f;xss({N})>',
  '<img src=x onerror=eval(atob("{B64}"))>',
  '<img src=x onerror="javascript:{X}">',
  '<img src=1 href=1 onerror="{X}"></img>',
  '<image src=x onerror={X}>',
  '<input type=image src=x onerror={X}>',
  '<img src=x onerror={X}',
  '<img src=x onerror={X} <p>cassé',
  '<img src="x`onerror={X}">',
  '<svg onload={X}>',
  '<svg/onload={X}>',
  '<svg onload={X}//',
  '<svg><animate onbegin={X} attributeName=x dur=1s>',
  '<svg><set attributeName=onmouseover to={X}>',
  '<svg><a xlink:href="javascript:{X}"><text x=20 y=20>lien</text></a></svg>',
  '<svg><foreignObject><img src=x onerror={X}></foreignObject></svg>',
  '<svg><style><img src=x onerror={X}></style></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror={X}>">',
  "<svg><use href=\"data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='{X}'/&gt;&lt;/svg&gt;#x\"/></svg>",
  '<math><mtext><table><mglyph><style><img src=x onerror={X}></style></mglyph></table></mtext></math>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror={X} src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror={X}>',
  '<math href="javascript:{X}">clic</math>',
  '<body onload={X}>',
  '<frameset onload={X}>',
  '<iframe src="javascript:{X}"></iframe>',
  '<iframe srcdoc="<script>{X}</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror={X}&gt;"></iframe>',
  '<object data="data:text/html,<script>{X}</script>"></object>',
  '<object data="javascript:{X}"></object>',
  '<embed src="data:text/html,<script>{X}</script>">',
  '<applet code="javascript:{X}"></applet>',
  '<portal src="javascript:{X}"></portal>',
  '<a href="javascript:{X}">lien</a>',
  '<a href="JaVaScRiPt:{X}">lien</a>',
  '<a href="  javascript:{X}">lien</a>',
  '<a href="&#106;avascript:{X}">lien</a>',
  '<a href="java&#x09;script:{X}">lien</a>',
  '<a href="javascript&colon;{X}">lien</a>',
  '<a href=javas&#99;ript:{X}>lien</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;{X}">lien</a>',
  '<a href="data:text/html;base64,{B64HTML}">lien</a>',
  '<a href="vbscript:{X}">lien</a>',
  '<a href="https://example.org" onclick={X}>lien</a>',
  '<a href="/contact" target="_blank" rel="opener" onclick={X}>lien</a>',
  '<a id=x tabindex=1 onfocusin={X} autofocus>lien</a>',
  '<form action="javascript:{X}"><button>Envoyer</button></form>',
  '<button formaction="javascript:{X}">Envoyer</button>',
  '<isindex action="javascript:{X}" type=image>',
  '<input autofocus onfocus={X}>',
  '<select autofocus onfocus={X}></select>',
  '<textarea autofocus onfocus={X}></textarea>',
  '<keygen autofocus onfocus={X}>',
  '<div contenteditable autofocus onfocus={X}>éditable</div>',
  '<details open ontoggle={X}><summary>détails</summary></details>',
  '<video><source onerror={X}></video>',
  '<video poster="javascript:{X}"></video>',
  '<audio src=x onerror={X}></audio>',
  '<marquee onstart={X}>défile</marquee>',
  '<p onclick={X} onmouseover={X}>survol</p>',
  '<strong onmouseover={X}>gras</strong>',
  '<p style="animation-name:spin" onanimationstart={X}>animé</p>',
  '<p style="text-align:center;background:url(javascript:{X})">style</p>',
  '<div style="background:url(javascript:{X})">fond</div>',
  '<div style="width:expression({X})">expression</div>',
  '<style>@import "javascript:{X}";</style>',
  '<style>*{background:url("javascript:{X}")}</style>',
  '<style>body{background:expression({X})}</style>',
  '<link rel=stylesheet href="javascript:{X}">',
  '<meta http-equiv="refresh" content="0;url=javascript:{X}">',
  '<base href="javascript:{X}//">',
  '<table background="javascript:{X}"><tr><td>cellule</td></tr></table>',
  '<template><img src=x onerror={X}></template>',
  '<scr<script>ipt>{X}</scr</script>ipt>',
  '<<script>script>{X}<</script>/script>',
  '"><img src=x onerror={X}>',
  "'><img src=x onerror={X}>",
  '"><script>{X}</script>',
  '" onmouseover="{X}" x="',
  "' onfocus='{X}' autofocus x='",
  '</script><script>{X}</script>',
  '</title><script>{X}</script>',
  '</textarea><script>{X}</script>',
  '</style><script>{X}</script>',
  '</noscript><script>{X}</script>',
  '<div id="d"></div><script>document.getElementById("d").innerHTML="<img src=x onerror={X}>"</script>',
  '&lt;script&gt;{X}&lt;/script&gt;',
  '&amp;lt;img src=x onerror={X}&amp;gt;',
  '%3Cscript%3E{X}%3C%2Fscript%3E',
  '\\u003cscript\\u003e{X}\\u003c/script\\u003e',
  '+ADw-script+AD4-{X}+ADw-/script+AD4-',
  '＜script＞{X}＜/script＞',
  'javascript:{X}',
  '<![CDATA[<img src=x onerror={X}>]]>',
  '<!--<img src="--><img src=x onerror={X}//">',
  '<noscript><p title="</noscript><img src=x onerror={X}>"></noscript>',
  '<noembed><img title="</noembed><img src onerror={X}>"></noembed>',
  '<noframes><img title="</noframes><img src onerror={X}>"></noframes>',
  '<xmp><img title="</xmp><img src onerror={X}>"></xmp>',
  '<iframe><img title="</iframe><img src onerror={X}>"></iframe>',
  '<title><img title="</title><img src onerror={X}>"></title>',
  '<textarea><img title="</textarea><img src onerror={X}>"></textarea>',
  '<plaintext><img src onerror={X}>',
  '<!--<script>{X}</script>',
]

export interface XssPayload {
  n: number
  text: string
}

/** The payloads, numbered from 1. */
export const xssPayloads: XssPayload[] = templates.map((template, index) => {
  const n = index + 1
  const call = `__xss(${n})`
  const text = template
    .replaceAll('{B64HTML}', Buffer.from(`<script>${call}</script>`).toString('base64'))
    .replaceAll('{B64}', Buffer.from(call).toString('base64'))
    .replaceAll('{X}', call)
    .replaceAll('{N}', String(n))
  return { n, text }
})

/**
 * The payloads packed into texts of at most `max` characters each (for plain fields of 255): a plain text is
 * escaped as a whole, so several payloads in one field prove as much as one each, in fewer writes.
 */
export function packedPayloads(max: number): string[] {
  const packed: string[] = []
  let current = ''
  for (const { text } of xssPayloads) {
    if (text.length > max) continue
    if (current && current.length + 1 + text.length > max) {
      packed.push(current)
      current = ''
    }
    current = current ? `${current} ${text}` : text
  }
  if (current) packed.push(current)
  return packed
}

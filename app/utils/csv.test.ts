import { describe, expect, it } from 'vitest'
import { csvCell, csvRow, csvStream } from './csv'

describe('csvCell', () => {
  it.each([
    ['Éric', 'Éric'],
    ['', ''],
    [null, ''],
    [42, '42'],
    ['a;b', '"a;b"'],
    ['dit "bonjour"', '"dit ""bonjour"""'],
    ['ligne 1\nligne 2', '"ligne 1\nligne 2"'],
    [' espace', '" espace"'],
    ['=1+1', "'=1+1"],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', '"\'\rcmd"'],
    ['=HYPERLINK("x";"y")', '"\'=HYPERLINK(""x"";""y"")"'],
    ['a=b', 'a=b'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })
})

describe('csvRow', () => {
  it('separates cells by ; and ends with CRLF', () => {
    expect(csvRow(['Nom', 'Ville', ''])).toBe('Nom;Ville;\r\n')
  })
})

describe('csvStream', () => {
  it('starts with the BOM and the header, then writes each page as it comes', async () => {
    async function* pages() {
      yield [['Arnaud', 'Éric']]
      yield [
        ['Zola', '=Émile'],
        ['D;A', 'x'],
      ]
    }
    const bytes = new Uint8Array(await new Response(csvStream(['Nom', 'Prénom'], pages())).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe(
      'Nom;Prénom\r\nArnaud;Éric\r\nZola;\'=Émile\r\n"D;A";x\r\n',
    )
  })
})

import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { Certificate, SessionAttendance } from '#contract/attendance'
import { pdfSentences, pdfText } from '../../tests/support/pdf-text'
import { buildAttendancePdf, buildCertificatePdf } from './session-documents.server'
import { buildAuditZip } from './session-records.server'

const attendance: SessionAttendance = {
  registrationId: 7,
  schedule: { days: 2, trainer: 'Claire Fontaine', morning: '09:00-12:30', afternoon: '13:30-17:00' },
  halfDays: [
    { date: '2026-03-02', half: 'am', start: '09:00', end: '12:30', hours: 3.5 },
    { date: '2026-03-02', half: 'pm', start: '13:30', end: '17:00', hours: 3.5 },
    { date: '2026-03-03', half: 'am', start: '09:00', end: '12:30', hours: 3.5 },
    { date: '2026-03-03', half: 'pm', start: '13:30', end: '17:00', hours: 3.5 },
  ],
  participants: [
    { clientId: 1, name: 'Ana Durand', present: ['1:2026-03-02:am', '1:2026-03-03:pm'], hours: 7 },
    { clientId: 2, name: 'Éloïse Béranger', present: ['2:2026-03-02:pm'], hours: 3.5 },
  ],
  recorded: true,
  endsAt: '2026-03-03T16:00:00.000Z',
}

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length

describe('the documents of a session', () => {
  it('prints one attendance sheet per half-day with the trainer, the hours and a signature column', async () => {
    const pdf = await buildAttendancePdf({ attendance, title: 'Formation au coaching de vie', filled: false })
    expect(pages(pdf)).toBe(4)
    const text = pdfSentences(pdf)
    expect(text).toContain('FEUILLE D’ÉMARGEMENT')
    expect(text).toContain('Formation au coaching de vie')
    expect(text).toContain('Session\u00a0: du lundi 2 mars 2026 au mardi 3 mars 2026')
    expect(text).toContain('Formateur\u00a0: Claire Fontaine')
    expect(text).toContain('Date\u00a0: mardi 3 mars 2026, après-midi')
    expect(text).toContain('Horaires\u00a0: 13\u00a0h\u00a030 – 17\u00a0h (3,5\u00a0h)')
    expect(text).toMatch(/Participant\s*Signature/)
    expect(text).toContain('Horaires\u00a0: 9\u00a0h – 12\u00a0h\u00a030 (3,5\u00a0h)')
    expect(text).toContain('Éloïse Béranger')
    expect(text).not.toContain('présent')
  })

  it('fills the sheets from the grid: présent or absent per half-day, and the declaration when set', async () => {
    const declaration =
      'Enregistré sous le numéro 84691234569 auprès du préfet de région d’Auvergne-Rhône-Alpes. Cet enregistrement ne vaut pas agrément de l’État.'
    const pdf = await buildAttendancePdf({ attendance, title: 'Stage', filled: true, declaration })
    const text = pdfText(pdf)
    const firstPage = text.slice(0, text.indexOf('Date\u00a0: lundi 2 mars 2026, après-midi'))
    expect(firstPage).toMatch(/Ana Durand\s*présent/)
    expect(firstPage).toMatch(/Éloïse Béranger\s*absent/)
    expect(pdfSentences(pdf)).toContain('Cet enregistrement ne vaut pas agrément de l’État.')
  })

  it('prints a certificate with its number, the hours attended and the issue it replaces', async () => {
    const certificate: Certificate = {
      id: 3,
      number: '2026-0003',
      registrationId: 7,
      clientId: 1,
      kind: 'correction',
      replaces: '2026-0002',
      note: 'Absente l’après-midi',
      issuedAt: '2026-03-04T09:00:00.000Z',
      content: {
        participant: 'Ana Durand',
        title: 'Formation au coaching de vie',
        firstDay: '2026-03-02',
        lastDay: '2026-03-03',
        trainer: 'Claire Fontaine',
        hours: 10.5,
        plannedHours: 14,
        halfDays: 3,
        plannedHalfDays: 4,
        declaration: null,
      },
    }
    const text = pdfSentences(await buildCertificatePdf(certificate))
    expect(text).toContain('CERTIFICAT DE RÉALISATION')
    expect(text).toContain('N°\u00a02026-0003')
    expect(text).toContain('Ana Durand')
    expect(text).toContain(
      'a suivi l’action de formation «\u00a0Formation au coaching de vie\u00a0», du lundi 2 mars 2026 au mardi 3 mars 2026.',
    )
    expect(text).toContain('Durée réalisée\u00a0: 10,5\u00a0h sur 14\u00a0h prévues (3 demi-journées sur 4)')
    expect(text).toContain('Ce certificat remplace le certificat n°\u00a02026-0002\u00a0; correction\u00a0: Absente l’après-midi.')
    expect(text).toContain('Fait à Lyon, le 4 mars 2026')
  })

  it('zips the audit folder from its parts, each file read back', async () => {
    const zip = buildAuditZip([
      { name: 'LISEZ-MOI.txt', content: 'Dossier d’audit' },
      { name: '2-emargement/feuilles-vierges.pdf', content: await buildAttendancePdf({ attendance, title: 'Stage', filled: false }) },
    ])
    const files = unzipSync(zip)
    expect(Object.keys(files)).toEqual(['LISEZ-MOI.txt', '2-emargement/feuilles-vierges.pdf'])
    expect(new TextDecoder().decode(files['LISEZ-MOI.txt'])).toBe('Dossier d’audit')
    expect(pdfSentences(Buffer.from(files['2-emargement/feuilles-vierges.pdf']))).toContain('FEUILLE D’ÉMARGEMENT')
  })
})

import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  AttendanceSchema,
  Certificate,
  CertificateIssueAnswer,
  CertificateRequestSchema,
  SessionAttendance,
  SessionScheduleSchema,
} from '../contract/attendance'
import { IdParams } from '../contract/common'
import { Right } from '../contract/rights'
import { parse } from '../errors'
import { requireClient } from '../plugins/auth'
import { attendanceOf, saveAttendance, saveSchedule } from '../services/attendance'
import { certificatesOf, clientCertificate, clientCertificates, issueCertificates, issueDueCertificates } from '../services/certificates'
import { type RegistrationRow, requireRegistration, unknownRegistration } from '../services/registrations'
import { parsePath } from '../services/strict-params'

/** Attendance per half-day and certificates of completion of a session (decision 0039). */
export const registrationAttendanceRoutes: FastifyPluginAsync = async (app) => {
  app.dueWork.add('certificates', (now) => issueDueCertificates(app, now))

  const sessionOf = async (params: unknown) => requireRegistration(app.db, parsePath(IdParams, params, unknownRegistration).id)
  const answerOf = async (id: number) => {
    const { links: _links, ...answer } = await attendanceOf(app.db, await requireRegistration(app.db, id))
    return answer
  }

  app.get(
    '/registration/:id/attendance',
    {
      config: {
        doc: {
          summary:
            'The attendance of a session (R6332-26): its schedule (days from event_date, trainer, hours of each half-day), its half-days, and per participant the half-days present and the hours attended',
          tag: 'registration',
          access: { rights: [Right.ViewRegistrations] },
          params: IdParams,
          response: SessionAttendance,
        },
      },
    },
    async (request) => answerOf((await sessionOf(request.params)).id),
  )

  // The grid and the schedule of a session: two writes of one shape, each answering the session's attendance.
  const sessionWrites = [
    {
      path: 'attendance',
      summary:
        'Saves the whole attendance grid of a session (JSON: present, one {clientId}:{yyyy-mm-dd}:{am|pm} per half-day attended; absent: not sent). 400 under present naming a client who is not a participant or a day outside the session',
      body: AttendanceSchema,
      save: (request: FastifyRequest, row: RegistrationRow) =>
        saveAttendance(request, row, parse(AttendanceSchema, request.body ?? {}).present),
    },
    {
      path: 'schedule',
      summary: 'How a session runs (JSON: days from its event_date, 1 to 60; trainer; morning and afternoon hours as 09:00-12:30)',
      body: SessionScheduleSchema,
      save: (request: FastifyRequest, row: RegistrationRow) => saveSchedule(request, row, parse(SessionScheduleSchema, request.body ?? {})),
    },
  ]
  for (const { path, summary, body, save } of sessionWrites) {
    app.put(
      `/registration/:id/${path}`,
      {
        config: {
          doc: {
            summary,
            tag: 'registration',
            access: { rights: [Right.ViewRegistrations, Right.EditRegistrations] },
            params: IdParams,
            body,
            response: SessionAttendance,
          },
        },
      },
      async (request) => {
        const row = await sessionOf(request.params)
        await save(request, row)
        return answerOf(row.id)
      },
    )
  }

  app.get(
    '/registration/:id/certificates',
    {
      config: {
        doc: {
          summary:
            'Every certificate of completion issued for a session (L6353-1), re-issues and corrections included, in the order issued',
          tag: 'registration',
          access: { rights: [Right.ViewRegistrations] },
          params: IdParams,
          response: z.array(Certificate),
        },
      },
    },
    async (request) => certificatesOf(app.db, (await sessionOf(request.params)).id),
  )

  app.post(
    '/registration/:id/certificates',
    {
      config: {
        doc: {
          summary:
            'Issues certificates of a session that has ended (JSON: action=issue for every participant who attended and has none; reissue or correct, with clientId and for a correction a note, for a new numbered issue replacing the latest). Each is mailed; 409 before the session ends or for a re-issue of none',
          tag: 'registration',
          access: { rights: [Right.ViewRegistrations, Right.EditRegistrations] },
          params: IdParams,
          body: CertificateRequestSchema,
          response: CertificateIssueAnswer,
        },
      },
    },
    async (request) => {
      const row = await sessionOf(request.params)
      return { issued: await issueCertificates(request, row, parse(CertificateRequestSchema, request.body ?? {})) }
    },
  )

  app.get(
    '/client/certificates',
    {
      config: {
        doc: {
          summary: 'The certificates of completion of the connected client: the latest issue of each session, newest first',
          tag: 'client',
          access: 'client',
          response: z.array(Certificate),
        },
      },
    },
    async (request) => clientCertificates(app.db, await requireClient(request)),
  )

  app.get(
    '/client/certificate/:id',
    {
      config: {
        doc: {
          summary: 'The connected client’s latest certificate of a session (id: the registration); 404 when they have none',
          tag: 'client',
          access: 'client',
          params: IdParams,
          response: Certificate,
        },
      },
    },
    async (request) => {
      const clientId = await requireClient(request)
      return clientCertificate(app.db, clientId, parsePath(IdParams, request.params, 'Ce certificat n’existe pas.').id)
    },
  )
}

import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { CLIENT_AREA_PATH, requireClient } from '~/client-area/auth.server'
import { isClientAreaClosed } from '~/client-area/client-area.server'
import { downloadFailed } from '~/client-area/downloads.server'
import { getMyCertificate } from '~/models/attendance.server'
import { buildCertificatePdf } from '~/registrations/session-documents.server'
import { ApiError } from '~/utils/api.server'
import { privateDownload } from '~/utils/download.server'
import { idParam, notFound } from '~/utils/errors.server'

/**
 * GET /client-account/certificate/{registrationId}.pdf: the connected client's latest certificate of completion of
 * that session (decision 0039). The API answers 404 for a session where the client has none, another client's
 * included: the site's 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (isClientAreaClosed()) throw redirect(CLIENT_AREA_PATH)
  const id = idParam(params.id)
  await requireClient(request, CLIENT_AREA_PATH)
  try {
    const certificate = await getMyCertificate(request, id)
    const pdf = await buildCertificatePdf(certificate)
    return privateDownload(new Uint8Array(pdf), `certificat-${certificate.number}.pdf`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound()
    return downloadFailed(request, error)
  }
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { Right } from '#contract/rights'
import { requireRight } from '~/admin/auth.server'
import { answerFile } from '~/admin/file-route.server'
import { auditParts, buildAuditZip } from '~/registrations/session-records.server'
import { privateDownload } from '~/utils/download.server'

/**
 * GET /admin/registration-handler/audit/{id}.zip (right 7): the session's audit folder (decision 0039), the offer's
 * information and programme, the attendance sheets and the certificates, made from the records on each request.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerFile(request, '/admin/registration-handler', async () => {
    await requireRight(request, Right.ViewRegistrations)
    const zip = buildAuditZip(await auditParts(request, params.id))
    return privateDownload(new Uint8Array(zip), `dossier-audit-session-${params.id}.zip`)
  })
}

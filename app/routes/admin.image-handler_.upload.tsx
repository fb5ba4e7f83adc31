import type { ActionFunctionArgs } from '@remix-run/node'
import { answerFile } from '~/admin/file-route.server'
import { notFound } from '~/utils/errors.server'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { imageAction } from './admin.image-handler/actions.server'
import { IMAGES_PATH } from './admin.image-handler/paths'

/**
 * POST /admin/image-handler/upload: the image view's action answered as JSON, for the forms that send a file by
 * script so that their progress shows (admin.image-handler/use-upload.tsx). The same checks and API calls, the
 * same outcome, written as `{ location }` (where the plain form is redirected; its message is already in the
 * session) or `{ result }` (the errors to show under the fields). Not connected, the login comes back to the image
 * view; without the right, the post goes on to the image view's action (a 307), which answers the 403 page
 * (app/admin/file-route.server.ts); another refusal answers its status and French message. The script sends the
 * form the plain way on any answer but those two, so that the page shows what the server says.
 */
export async function action({ request }: ActionFunctionArgs) {
  return answerFile(request, IMAGES_PATH, async () => {
    try {
      return asJson(await imageAction(request))
    } catch (thrown) {
      // The login form of an API session ended meanwhile: the plain post shows it.
      if (isData(thrown)) return asJson(thrown)
      throw thrown
    }
  })
}

function asJson(answer: unknown): Response {
  const headers = new Headers(PRIVATE_HEADERS)
  if (answer instanceof Response) {
    for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
    const location = answer.status >= 300 && answer.status < 400 ? answer.headers.get('Location') : null
    return Response.json(location ? { location } : { fallback: true }, { status: location ? 200 : answer.status, headers })
  }
  if (isData(answer)) {
    const body =
      answer.data && typeof answer.data === 'object' && 'result' in answer.data ? { result: answer.data.result } : { fallback: true }
    return Response.json(body, { status: answer.init?.status ?? 200, headers })
  }
  return Response.json({ fallback: true }, { headers })
}

/** What `data(…)` of @remix-run/node makes: a value with its status (the guards throw the login form's so). */
function isData(value: unknown): value is { data: unknown; init?: { status?: number } | null } {
  return typeof value === 'object' && value !== null && (value as { type?: string }).type === 'DataWithResponseInit'
}

/** The address only answers the upload forms' posts. */
export function loader() {
  notFound()
}

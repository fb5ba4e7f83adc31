import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { DECLARATION_NUMBER_PLACEHOLDER, DECLARATION_WORDING_DEFAULT, declarationSentence } from '#content/legal'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { Button, FormErrors, FormField, FormTextareaField, getFormProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import { readSchoolSettings, saveSchoolSettings } from '~/models/offer-information.server'
import { replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { redirectWithToast } from '~/utils/toast.server'
import { SchoolSettingsForms } from './forms.server'

const SETTINGS_ERROR = 'Erreur des réglages'

/**
 * The school's settings (right 1, decision 0034): the activity-declaration number and the wording of its mention
 * (Code du travail, art. L6352-12), shown in the footer, the legal notice and the documents once the number is set.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRight(request, Right.FullAdmin)
  const settings = await readSchoolSettings(request)
  return { settings, shown: declarationSentence(settings), constraint: constraintsOf(SchoolSettingsForms.options[0]) }
}

export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: Right.FullAdmin, schema: SchoolSettingsForms })
  if (!posted.ok) return posted.answer
  const { intent: _intent, ...settings } = posted.value
  try {
    await saveSchoolSettings(request, settings)
  } catch (error) {
    await staffApiFailure(request, error)
    return replyWithApiError(posted.submission, error, {}, { title: SETTINGS_ERROR })
  }
  return redirectWithToast(request, '/admin/school-settings', { kind: 'success', message: 'Les réglages de l’école ont été enregistrés.' })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Réglages de l’école', error)

export default function SchoolSettingsRoute() {
  const { settings, shown, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isPending = useIsPendingIntent('update')
  const [form, fields] = useServerForm({ id: 'school-settings', lastResult: actionData?.result, constraint, defaultValue: settings })
  return (
    <>
      <header className="admin-page-header">
        <h1>Réglages de l’école</h1>
        <p>
          {shown
            ? `Affiché dans le pied de page, les mentions légales et les documents PDF\u00a0: «\u00a0${shown}\u00a0»`
            : 'Aucun numéro de déclaration d’activité\u00a0: la mention n’est affichée nulle part.'}
        </p>
      </header>
      <section className="admin-section admin-narrow">
        <Form key={form.key} method="post" {...getFormProps(form)}>
          <FormErrors form={form} />
          <FormField
            meta={fields.declarationNumber}
            label="Numéro de déclaration d’activité"
            help="11 chiffres, par exemple 84 69 15243 69. Laissez vide tant que l’école n’en a pas."
            type="text"
            autoComplete="off"
          />
          <FormTextareaField
            meta={fields.declarationWording}
            label="Mention de la déclaration d’activité"
            help={`${DECLARATION_NUMBER_PLACEHOLDER} est remplacé par le numéro. Par défaut\u00a0: ${DECLARATION_WORDING_DEFAULT}`}
            rows={3}
          />
          <Button type="submit" name="intent" value="update" pending={isPending} pendingLabel="Enregistrement…">
            Enregistrer les réglages
          </Button>
        </Form>
      </section>
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'

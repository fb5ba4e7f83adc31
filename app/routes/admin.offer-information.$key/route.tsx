import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { offerByInformationKey } from '#content/catalogue'
// The labels without the catalogue: the form draws them in the browser.
import { informationLabels, informationTextFields } from '#content/offers/information'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { BackLink } from '~/components/back-link'
import {
  Button,
  ErrorList,
  FormErrors,
  FormField,
  FormTextareaField,
  getFormProps,
  useIsPendingIntent,
  useServerForm,
} from '~/components/ui'
import { readOfferInformation, saveOfferInformation } from '~/models/offer-information.server'
import { formatDuration } from '~/offers/format'
import { updatedOnLabel } from '~/offers/information.server'
import { notFound } from '~/utils/errors.server'
import { replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { OfferInformationForms } from './forms.server'

const INFORMATION_ERROR = 'Erreur des informations de l’offre'
const hoursFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, useGrouping: false })

function offerOf(params: LoaderFunctionArgs['params'], request: Request) {
  const offer = offerByInformationKey(params.key ?? '')
  if (!offer) notFound()
  // Back to the public page the link was on: a path of this site only.
  return { offer, back: safeRedirect(new URL(request.url).searchParams.get('retour'), offer.path) }
}

/**
 * A training offer's information (Qualiopi indicator 1, decision 0034), right 10: opened from « Modifier ces
 * informations » on the offer's page. The price is the catalogue's, shown here, not typed.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRight(request, Right.EditMainTexts)
  const { offer, back } = offerOf(params, request)
  const information = await readOfferInformation(request, offer)
  return {
    title: offer.title,
    path: offer.path,
    back,
    formats: (offer.formats ?? []).map((format) => ({ label: format.label, duration: formatDuration(format.duration) })),
    values: {
      ...Object.fromEntries(informationTextFields.map((field) => [field, information[field]])),
      hours: information.hours.map((hours) => hoursFormat.format(hours)),
    },
    updatedOn: information.saved
      ? updatedOnLabel(information.updatedAt)
      : `Textes par défaut (${updatedOnLabel(information.updatedAt).toLowerCase()})`,
    constraint: constraintsOf(OfferInformationForms.options[0]),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { offer, back } = offerOf(params, request)
  const posted = await readAdminAction(request, { right: Right.EditMainTexts, schema: OfferInformationForms })
  if (!posted.ok) return posted.answer
  const { intent: _intent, ...body } = posted.value
  try {
    await saveOfferInformation(request, offer, body)
  } catch (error) {
    await staffApiFailure(request, error)
    return replyWithApiError(posted.submission, error, {}, { title: INFORMATION_ERROR })
  }
  return redirectWithToast(request, back, { kind: 'success', message: 'Les informations de l’offre ont été mises à jour.' })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Informations d’une offre', error)

const help: Partial<Record<(typeof informationTextFields)[number], string>> = {
  accessTime: 'Le temps entre la demande et le début de la formation.',
  accessibilityContact: 'Nom, adresse e-mail ou téléphone de la personne à contacter.',
}

export default function OfferInformationRoute() {
  const { title, path, back, formats, values, updatedOn, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isPending = useIsPendingIntent('update')
  const [form, fields] = useServerForm({ id: 'offer-information', lastResult: actionData?.result, constraint, defaultValue: values })
  const hoursErrors = fields.hours.errors
  // What was typed, after a refusal (conform sends the hours back as a list), else the record's hours.
  const typedHours = (actionData?.result?.initialValue as { hours?: unknown } | undefined)?.hours
  const hoursValue = (index: number) => (Array.isArray(typedHours) ? String(typedHours[index] ?? '') : values.hours[index])
  return (
    <>
      <BackLink to={back}>Retour à la page</BackLink>
      <header className="admin-page-header">
        <h1>Informations de l’offre</h1>
        <p>
          {title}, affichées sur <a href={path}>{path}</a> et dans ses documents PDF. {updatedOn}.
        </p>
      </header>
      <section className="admin-section admin-narrow">
        <Form key={form.key} method="post" {...getFormProps(form)}>
          <FormErrors form={form} />
          {informationTextFields.map((field) =>
            field === 'accessibilityContact' ? (
              <FormField
                key={field}
                meta={fields[field]}
                label={informationLabels[field]}
                help={help[field]}
                type="text"
                autoComplete="off"
              />
            ) : (
              <FormTextareaField key={field} meta={fields[field]} label={informationLabels[field]} help={help[field]} rows={3} />
            ),
          )}
          <fieldset className="rights-fieldset" aria-describedby={hoursErrors?.length ? fields.hours.errorId : undefined}>
            <legend>Durée en heures</legend>
            {formats.map((format, index) => {
              const meta = fields[`hours[${index}]`]
              return (
                <FormField
                  key={index}
                  meta={meta}
                  label={`${format.label} (${format.duration})`}
                  type="text"
                  defaultValue={hoursValue(index)}
                  inputMode="decimal"
                  autoComplete="off"
                />
              )
            })}
            <ErrorList id={fields.hours.errorId} errors={hoursErrors} />
          </fieldset>
          <p className="field-help">Le tarif vient du catalogue des offres et s’affiche avec ces informations.</p>
          <Button type="submit" name="intent" value="update" pending={isPending} pendingLabel="Enregistrement…">
            Enregistrer les informations
          </Button>
        </Form>
      </section>
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'

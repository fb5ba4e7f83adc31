import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { restoreTextRevisionAction, textRevisionsLoader } from '~/admin/text-revisions.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { TextDiff } from '~/components/admin/text-diff'
import { BackLink } from '~/components/back-link'
import { Banner, Button } from '~/components/ui'
import { FORM_KEY } from '~/utils/form-key'

/** The last versions of a text, newest first, each shown as the public pages show it and restorable. */
export const loader = (args: LoaderFunctionArgs) => textRevisionsLoader(args)

/** `intent=restore`, `id`: that version becomes the text again; back to the page that edits it, with a toast. */
export const action = (args: ActionFunctionArgs) => restoreTextRevisionAction(args)

export const meta: MetaFunction = ({ error }) => adminMeta('Versions précédentes', error)

export default function TextRevisionsRoute() {
  const { name, back, here, current, revisions, formKey } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <>
      <BackLink to={back}>Retour au texte</BackLink>
      <header className="admin-page-header">
        <h1>Versions précédentes</h1>
        <p>
          {name}. Les plus récentes d’abord, chacune avec ce qui a changé depuis{'\u00a0'}: les mots ajoutés soulignés, les mots retirés
          barrés. Restaurer une version garde le texte actuel parmi les versions.
        </p>
      </header>
      {reply ? <Banner kind="error">{reply.error}</Banner> : null}
      <section className="admin-section" aria-labelledby="current-text">
        <h2 id="current-text">Texte actuel</h2>
        {/* Sanitised by the API, as each version below. */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: current }} />
      </section>
      {revisions.length ? (
        <ol className="text-revisions">
          {revisions.map((revision) => (
            <li key={revision.id}>
              <article className="admin-section" aria-labelledby={`revision-${revision.id}`}>
                <h2 id={`revision-${revision.id}`}>
                  Version remplacée le <time dateTime={revision.at}>{revision.when}</time> par {revision.savedBy}
                </h2>
                <TextDiff parts={revision.diff} />
                <details className="text-revision-shown">
                  <summary>Cette version telle qu’elle s’affichait</summary>
                  {/* The markup of RichText (the sanitised html as the public pages render it), not the component: importing
                      it here would split it out of the public pages' chunk into one more file for every visitor. */}
                  <div className="rich-text" dangerouslySetInnerHTML={{ __html: revision.html }} />
                </details>
                <Form method="post" action={here}>
                  <input type="hidden" name={FORM_KEY} value={formKey} />
                  <input type="hidden" name="id" value={revision.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="restore"
                    variant="secondary"
                    pending={navigation.state !== 'idle' && navigation.formData?.get('id') === String(revision.id)}
                    pendingLabel="Restauration…"
                  >
                    Restaurer cette version<span className="visually-hidden"> remplacée le {revision.when}</span>
                  </Button>
                </Form>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-empty">Aucune version précédente.</p>
      )}
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'

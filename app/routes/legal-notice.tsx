import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Fragment } from 'react'
import { PageHero } from '~/components/content-blocks'
import { RichText } from '~/components/rich-text'
import { pageMeta } from '~/components/ui'
import { declarationForVisitor } from '~/models/offer-information.server'
import { getPageContentForVisitor, pageIds } from '~/models/page.server'
import { retentionRulesForVisitors } from '~/models/retention.server'
import { staticPage } from '~/utils/static-page'

const sections = ['publisher', 'director', 'hosting', 'intellectual-property', 'personal-data', 'rights', 'cookies'] as const

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

/** The retention durations come from the rules the API applies (decision 0030), never from an editable text. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [content, declaration] = await Promise.all([getPageContentForVisitor(request, pageIds.legalNotice), declarationForVisitor(request)])
  // The activity declaration is a setting (right 1), never a text of the page: it says the number staff set, or nothing.
  return { ...content, retentionRules: retentionRulesForVisitors(), declaration }
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Mentions légales',
    'Éditeur, hébergement, propriété intellectuelle, données personnelles et cookies : les mentions légales du site de l’École Sens & Parole.',
  )

export default function LegalNoticeRoute() {
  const { texts, retentionRules, declaration } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} />
      <div className="container section measure legal">
        {sections.map((section) => (
          <Fragment key={section}>
            <section className="legal-section">
              <RichText html={texts[section]} />
            </section>
            {section === 'publisher' && declaration ? (
              <section className="legal-section" aria-labelledby="declaration-title">
                <h2 id="declaration-title">Déclaration d’activité</h2>
                <p>{declaration}</p>
              </section>
            ) : null}
            {section === 'personal-data' ? (
              <section className="legal-section" aria-labelledby="retention-title">
                <h2 id="retention-title">Durées de conservation</h2>
                <dl>
                  {retentionRules.map((rule) => (
                    <Fragment key={rule.id}>
                      <dt>{rule.data}</dt>
                      <dd>{rule.keptFor}</dd>
                    </Fragment>
                  ))}
                </dl>
              </section>
            ) : null}
          </Fragment>
        ))}
      </div>
    </>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'

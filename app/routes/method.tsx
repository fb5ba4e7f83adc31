import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ContentImage, PageHero } from '~/components/content-blocks'
import { RichText, TitledText } from '~/components/rich-text'
import { pageMeta } from '~/components/ui'
import { Collapsible } from '~/components/ui/collapsible'
import { getPageContentForVisitor, pageIds } from '~/models/page.server'
import { plainText } from '~/utils/html'
import { staticPage } from '~/utils/static-page'

const steps = ['step-1', 'step-2', 'step-3', 'step-4'] as const
const questions = [1, 2, 3, 4] as const

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request }: LoaderFunctionArgs) {
  return getPageContentForVisitor(request, pageIds.method)
}

export const meta: MetaFunction = () =>
  pageMeta(
    'La méthode',
    'Communication consciente, pleine présence et coaching humaniste : la méthode de l’École Sens & Parole en quatre temps, 30 % de théorie et 70 % de pratique.',
  )

export default function MethodRoute() {
  const { texts, images } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} image={images[1]} />
      <section className="container section measure">
        <TitledText texts={texts} block="roots" />
      </section>
      <section className="section section-tinted">
        <div className="container">
          <RichText html={texts['steps-title']} className="section-intro" />
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={step} className="card step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <RichText html={texts[step]} />
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="container section split">
        <div>
          <TitledText texts={texts} block="practice" />
        </div>
        <ContentImage image={images[2]} sizes="(min-width: 60rem) 28rem, 100vw" />
      </section>
      <section className="container section measure">
        <RichText html={texts['faq-title']} />
        <div className="collapsible-list">
          {questions
            .filter((n) => plainText(texts[`faq-${n}-question`]))
            .map((n) => (
              <Collapsible key={n} summary={plainText(texts[`faq-${n}-question`])} html={texts[`faq-${n}-answer`]} />
            ))}
        </div>
        <p className="section-cta">
          <Link to="/contact" className="button button-primary">
            Poser une question
          </Link>
        </p>
      </section>
    </>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'

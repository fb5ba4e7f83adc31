/** The drawn illustration of an offer page's hero: soft shapes in the site's colours, decorative. */
export function HeroIllustration() {
  return (
    <svg className="offer-hero-illustration" viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <circle cx="200" cy="110" r="96" className="shape-sand" />
      <circle cx="118" cy="150" r="62" className="shape-sage" />
      <path d="M196 60c38 10 58 44 50 82-36-6-60-38-50-82Z" className="shape-leaf" />
      <path d="M150 196c-8-32 10-62 44-74 10 34-8 64-44 74Z" className="shape-leaf shape-leaf-dark" />
      <circle cx="238" cy="178" r="14" className="shape-accent" />
      <path d="M24 206c50-22 110-22 168 0s102 22 128 8" className="shape-line" />
    </svg>
  )
}

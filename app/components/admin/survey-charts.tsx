import { type ReactNode, useId } from 'react'
import { scoreShortNames, type SurveyScore, surveyScores } from '#content/survey-questions'

/**
 * The survey charts of the back-office (issue 31 point 4), drawn as SVG in the page's markup: they show without
 * JavaScript and print. Each has a title and a description for screen readers, and the page puts its figures in a
 * table beside it.
 */

/** From « pas du tout » (1) to « tout à fait » (5): red to green, each dark enough for white figures on it. */
export const SCORE_COLOURS = ['#a8231b', '#b45a1b', '#7d6a12', '#4f7a3a', '#2d6a45'] as const
/** One colour and one dash per score in the trend chart (told apart without colour too). */
const LINE_STYLES: Record<SurveyScore, { colour: string; dash?: string }> = {
  satisfaction: { colour: '#24412f' },
  objectives: { colour: '#a4442a', dash: '8 4' },
  teaching: { colour: '#1d5fd1', dash: '2 4' },
  recommendation: { colour: '#7d6a12', dash: '12 4 2 4' },
}

const WIDTH = 640
const LABEL_WIDTH = 160
const BAR_WIDTH = WIDTH - LABEL_WIDTH - 20
const ROW = 34

export type Spreads = Record<SurveyScore, number[]>

/**
 * A chart keeps a readable size on a phone: its frame scrolls sideways, and takes the keyboard's focus to do so
 * (its figures are in the table beside it too).
 */
function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    // A region that scrolls must take the keyboard's focus, or a keyboard cannot scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="survey-chart-frame" tabIndex={0} role="group" aria-label={`${title} (graphique)`}>
      {children}
    </div>
  )
}

const plural = (n: number, one: string, many: string) => `${n}\u00a0${n > 1 ? many : one}`

/** The average of a spread (counts of 1 to 5), null without answers. */
export function averageOf(spread: number[]): number | null {
  const total = spread.reduce((sum, n) => sum + n, 0)
  return total ? spread.reduce((sum, n, index) => sum + n * (index + 1), 0) / total : null
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })
export const formatAverage = (value: number | null) => (value === null ? '–' : decimal.format(value))

/** The spread of each score: one bar per score, split into the answers that gave 1, 2… 5. */
export function SpreadChart({ spreads, title }: { spreads: Spreads; title: string }) {
  const id = useId()
  const height = 40 + ROW * surveyScores.length
  const description = surveyScores
    .map(
      (name) =>
        `${scoreShortNames[name]}\u00a0: ${spreads[name].map((n, index) => `${plural(n, 'note', 'notes')} ${index + 1}`).join(', ')}`,
    )
    .join('\u00a0; ')
  return (
    <ChartFrame title={title}>
      <svg className="survey-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g aria-hidden="true">
          {SCORE_COLOURS.map((colour, index) => (
            <g key={colour} transform={`translate(${LABEL_WIDTH + index * 70}, 6)`}>
              <rect width="14" height="14" fill={colour} />
              <text x="20" y="12" className="survey-chart-legend">
                {index + 1}
              </text>
            </g>
          ))}
          {surveyScores.map((name, row) => {
            const spread = spreads[name]
            const total = spread.reduce((sum, n) => sum + n, 0)
            let x = LABEL_WIDTH
            return (
              <g key={name} transform={`translate(0, ${32 + row * ROW})`}>
                <text x={LABEL_WIDTH - 8} y="17" textAnchor="end" className="survey-chart-label">
                  {scoreShortNames[name]}
                </text>
                <rect x={LABEL_WIDTH} width={BAR_WIDTH} height="24" fill="#f3f7f4" stroke="#a9c4b3" />
                {spread.map((n, index) => {
                  if (!n) return null
                  const width = (BAR_WIDTH * n) / total
                  const start = x
                  x += width
                  return (
                    <g key={index}>
                      <rect x={start} width={width} height="24" fill={SCORE_COLOURS[index]} />
                      {width >= 18 ? (
                        <text x={start + width / 2} y="17" textAnchor="middle" className="survey-chart-count">
                          {n}
                        </text>
                      ) : null}
                    </g>
                  )
                })}
              </g>
            )
          })}
        </g>
      </svg>
    </ChartFrame>
  )
}

export interface TrendPoint {
  /** The session's label on the axis (its date). */
  label: string
  spreads: Spreads
}

/** The trend from session to session: each score's average (1 to 5) per session, oldest first. */
export function TrendChart({ points, title }: { points: TrendPoint[]; title: string }) {
  const id = useId()
  const top = 16
  const plot = { left: 40, right: WIDTH - 20, top, bottom: top + 200 }
  const height = plot.bottom + 80
  const xOf = (index: number) =>
    points.length === 1 ? (plot.left + plot.right) / 2 : plot.left + 20 + ((plot.right - plot.left - 40) * index) / (points.length - 1)
  const yOf = (value: number) => plot.bottom - ((value - 1) / 4) * (plot.bottom - plot.top)
  const description = points
    .map(
      (point) =>
        `${point.label}\u00a0: ${surveyScores.map((name) => `${scoreShortNames[name]} ${formatAverage(averageOf(point.spreads[name]))}`).join(', ')}`,
    )
    .join('\u00a0; ')
  return (
    <ChartFrame title={title}>
      <svg className="survey-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{`Moyenne de chaque note, de 1 à 5, par session. ${description}`}</desc>
        <g aria-hidden="true">
          {[1, 2, 3, 4, 5].map((value) => (
            <g key={value}>
              <line x1={plot.left} x2={plot.right} y1={yOf(value)} y2={yOf(value)} stroke="#e3ede6" />
              <text x={plot.left - 8} y={yOf(value) + 4} textAnchor="end" className="survey-chart-legend">
                {value}
              </text>
            </g>
          ))}
          {points.map((point, index) => (
            <text key={index} x={xOf(index)} y={plot.bottom + 18} textAnchor="middle" className="survey-chart-legend">
              {point.label}
            </text>
          ))}
          {surveyScores.map((name) => {
            const style = LINE_STYLES[name]
            const dots = points.flatMap((point, index) => {
              const average = averageOf(point.spreads[name])
              return average === null ? [] : [[xOf(index), yOf(average)] as const]
            })
            return (
              <g key={name}>
                <polyline
                  points={dots.map(([x, y]) => `${x},${y}`).join(' ')}
                  fill="none"
                  stroke={style.colour}
                  strokeWidth="2.5"
                  strokeDasharray={style.dash}
                />
                {dots.map(([x, y], index) => (
                  <circle key={index} cx={x} cy={y} r="4" fill={style.colour} />
                ))}
              </g>
            )
          })}
          {surveyScores.map((name, index) => {
            const style = LINE_STYLES[name]
            const x = plot.left + (index % 2) * 300
            const y = plot.bottom + 40 + Math.floor(index / 2) * 22
            return (
              <g key={name} transform={`translate(${x}, ${y})`}>
                <line x1="0" x2="32" y1="-4" y2="-4" stroke={style.colour} strokeWidth="2.5" strokeDasharray={style.dash} />
                <text x="40" y="0" className="survey-chart-legend">
                  {scoreShortNames[name]}
                </text>
              </g>
            )
          })}
        </g>
      </svg>
    </ChartFrame>
  )
}

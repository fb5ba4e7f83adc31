import sharp from 'sharp'
import type { ImageSlot } from '../../../content/images'

/**
 * The demo pictures of the seed: soft abstract compositions drawn as SVG from a slot's description (hue, shapes,
 * orientation) and rendered with sharp. No network and no third-party pictures: the site ships finished and the
 * credits are the school's own. The same slot always gives the same picture.
 */
export type DemoSpec = ImageSlot['demo']

const sizes = {
  landscape: { width: 1600, height: 1000 },
  portrait: { width: 1000, height: 1400 },
  square: { width: 1200, height: 1200 },
} as const

/** A small deterministic generator (mulberry32): the picture of a slot never changes between seeds. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`
const round = (value: number) => Math.round(value * 10) / 10

export function demoSvg(spec: DemoSpec, seed: number): string {
  const { width, height } = sizes[spec.orientation]
  const random = randomFrom(seed)
  const between = (min: number, max: number) => min + random() * (max - min)
  const h = spec.hue
  // A warm sand always sits beside the slot's hue: the site's palette (sage, sand, one deep accent).
  const palette = [hsl(h, 32, 70), hsl(h + 18, 28, 78), hsl(36, 48, 80), hsl(h - 14, 26, 62), hsl(h, 24, 46)]
  const pick = () => palette[Math.floor(random() * palette.length)]
  const defs: string[] = [
    `<linearGradient id="sky" x1="0" y1="0" x2="${round(between(0.2, 1))}" y2="1">` +
      `<stop offset="0" stop-color="${hsl(h + 25, 36, 95)}"/><stop offset="1" stop-color="${hsl(h - 10, 30, 86)}"/></linearGradient>`,
  ]
  const body: string[] = []
  const min = Math.min(width, height)

  const glow = (id: string, color: string, opacity: number) =>
    defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
        `<stop offset="0.7" stop-color="${color}" stop-opacity="${round(opacity / 3)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    )

  if (spec.shapes === 'circles') {
    const count = 6 + Math.floor(random() * 4)
    for (let i = 0; i < count; i++) {
      // The deep tone stays out of the blurred discs, where it would turn muddy.
      glow(`c${i}`, palette[Math.floor(random() * 4)], round(between(0.45, 0.8)))
      body.push(
        `<circle cx="${round(between(0, width))}" cy="${round(between(0, height))}" r="${round(between(0.12, 0.38) * min)}" fill="url(#c${i})"/>`,
      )
    }
    for (let i = 0; i < 5; i++) {
      body.push(
        `<circle cx="${round(between(0.1, 0.9) * width)}" cy="${round(between(0.1, 0.9) * height)}" r="${round(between(0.01, 0.03) * min)}" fill="${pick()}" opacity="0.5"/>`,
      )
    }
  } else if (spec.shapes === 'waves') {
    const bands = 5
    for (let i = 0; i < bands; i++) {
      const base = height * (0.35 + (i * 0.55) / bands)
      const amplitude = between(0.03, 0.08) * height
      const phase = between(0, width)
      const points = Array.from({ length: 5 }, (_, k) => {
        const x = (k / 4) * width
        return `${round(x)},${round(base + Math.sin((x + phase) / (width / 3)) * amplitude)}`
      })
      const [first, ...rest] = points
      const curve = rest.map((point, k) => {
        const [x, y] = point.split(',').map(Number)
        const previousX = (k / 4) * width
        return `C${round(previousX + width / 8)},${round(y - amplitude)} ${round(x - width / 8)},${round(y + amplitude)} ${point}`
      })
      body.push(
        `<path d="M${first} ${curve.join(' ')} L${width},${height} L0,${height} Z" fill="${hsl(h + i * 6, 28 + i * 2, 80 - i * 7)}" opacity="${round(0.55 + i * 0.08)}"/>`,
      )
    }
    glow('sun', hsl(40, 60, 90), 0.9)
    body.unshift(`<circle cx="${round(between(0.2, 0.8) * width)}" cy="${round(height * 0.28)}" r="${round(min * 0.3)}" fill="url(#sun)"/>`)
  } else if (spec.shapes === 'leaves') {
    glow('halo', hsl(h + 20, 40, 92), 0.9)
    body.push(`<circle cx="${round(width * 0.5)}" cy="${round(height * 0.5)}" r="${round(min * 0.6)}" fill="url(#halo)"/>`)
    const count = 7 + Math.floor(random() * 5)
    for (let i = 0; i < count; i++) {
      const length = between(0.18, 0.34) * min
      const bulge = length * between(0.22, 0.34)
      const x = between(0.05, 0.95) * width
      const y = between(0.05, 0.95) * height
      const angle = between(0, 360)
      const color = hsl(h + between(-20, 20), between(22, 38), between(48, 72))
      body.push(
        `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})" opacity="${round(between(0.5, 0.85))}">` +
          `<path d="M0,0 C${round(length * 0.3)},${round(-bulge)} ${round(length * 0.7)},${round(-bulge)} ${round(length)},0 C${round(length * 0.7)},${round(bulge)} ${round(length * 0.3)},${round(bulge)} 0,0 Z" fill="${color}"/>` +
          `<path d="M0,0 L${round(length * 0.92)},0" stroke="${hsl(h, 30, 90)}" stroke-width="${round(min * 0.004)}" opacity="0.6"/></g>`,
      )
    }
  } else {
    // horizon: a low sun, layered hills and their reflection in still water.
    glow('sun', hsl(38, 70, 88), 0.95)
    const sunX = between(0.25, 0.75) * width
    body.push(`<circle cx="${round(sunX)}" cy="${round(height * 0.5)}" r="${round(min * 0.42)}" fill="url(#sun)"/>`)
    body.push(`<circle cx="${round(sunX)}" cy="${round(height * 0.5)}" r="${round(min * 0.07)}" fill="${hsl(40, 70, 92)}"/>`)
    for (let layer = 0; layer < 3; layer++) {
      const top = height * (0.42 + layer * 0.07)
      const peak = between(0.2, 0.8) * width
      const rise = between(0.05, 0.12) * height
      body.push(
        `<path d="M0,${round(top + rise)} C${round(peak * 0.5)},${round(top + rise)} ${round(peak * 0.7)},${round(top - rise)} ${round(peak)},${round(top - rise)} ` +
          `C${round(peak + (width - peak) * 0.4)},${round(top - rise)} ${round(peak + (width - peak) * 0.6)},${round(top + rise * 0.6)} ${width},${round(top + rise * 0.4)} ` +
          `L${width},${round(height * 0.68)} L0,${round(height * 0.68)} Z" fill="${hsl(h + layer * 8, 24 + layer * 4, 70 - layer * 12)}" opacity="${round(0.7 + layer * 0.1)}"/>`,
      )
    }
    defs.push(
      `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h - 10, 26, 78)}"/><stop offset="1" stop-color="${hsl(h - 20, 22, 88)}"/></linearGradient>`,
    )
    body.push(`<rect x="0" y="${round(height * 0.68)}" width="${width}" height="${round(height * 0.32)}" fill="url(#water)"/>`)
    for (let i = 0; i < 4; i++) {
      const y = height * (0.72 + i * 0.06)
      body.push(
        `<rect x="${round(sunX - min * (0.16 - i * 0.03))}" y="${round(y)}" width="${round(min * (0.32 - i * 0.06))}" height="${round(min * 0.006)}" rx="3" fill="${hsl(40, 70, 94)}" opacity="0.7"/>`,
      )
    }
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs.join('')}</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>${body.join('')}</svg>`
  )
}

/** The demo picture of a slot as WebP, ready for the same storing code as an upload. */
export async function renderDemo(spec: DemoSpec, seed: number): Promise<Buffer> {
  // Re-encoded by the storing code anyway: a high quality and a quick effort are enough here.
  return sharp(Buffer.from(demoSvg(spec, seed)))
    .webp({ quality: 90, effort: 2 })
    .toBuffer()
}

/**
 * The label of a browser and its system for the list of a staff member's sessions (« Firefox sur Windows »), made of
 * the login's User-Agent and stored instead of it: only words of these two lists reach the database, whatever the
 * header held. Written here rather than with a parser library (decision 0035): two short lists cover what staff use,
 * and the order matters (Edge and Opera name Chrome too, Chrome names Safari).
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]
const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const UNKNOWN = 'Navigateur inconnu'

export function browserOf(userAgent: string | undefined): string {
  const header = (userAgent ?? '').slice(0, 1000)
  const browser = browsers.find(([pattern]) => pattern.test(header))?.[1]
  const system = systems.find(([pattern]) => pattern.test(header))?.[1]
  return system ? `${browser ?? UNKNOWN} sur ${system}` : (browser ?? UNKNOWN)
}

/** A `/metrics` answer as Prometheus reads it: the value of one series, by name and labels (0 when absent). */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]))
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3])
  }
  return 0
}

/** GET `url` with `headers`: the status and the text. */
export async function scrape(url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(url, { headers })
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: await answer.text() }
}

import { z } from 'zod'

/** Test-only: how far the test sites' rate-limit windows are moved on (`POST /test/rate-windows/advance`). */
export const AdvanceRateWindows = z.object({
  seconds: z
    .number({ error: 'un nombre de secondes est attendu' })
    .int('un nombre entier de secondes est attendu')
    .min(1, 'au moins 1 seconde est attendue')
    .max(86_400, 'au plus 86\u00a0400 secondes (un jour)'),
})

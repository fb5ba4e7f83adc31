import { z } from 'zod'
import { AddPasskeyForm, RemovePasskeyForm } from '~/admin/passkeys/actions.server'

/** The page's forms, told apart by `intent`: closing one's other sessions, adding and removing passkeys (issue 29). */
export const SecurityForms = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('close-other-sessions') }),
  AddPasskeyForm,
  RemovePasskeyForm,
])

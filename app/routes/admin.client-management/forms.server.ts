import { z } from 'zod'
import { ClientAddSchema, type ClientFieldName, clientFieldNames, ClientUpdateSchema } from '#contract/client'
import { strictId } from '#contract/common'
import type { AdminForm } from '~/admin/action.server'
import { constraintsOf } from '~/utils/form-constraints.server'

/**
 * The forms of /admin/client-management (DESIGN.md's form contract): `intent=add` with the client fields of
 * section 3, `intent=update-cell` with `id`, `field`, `value`. Built from the contract's schemas, so every limit
 * and French message is the API's own.
 */

/** Ticked boxes arrive as one value each; the API takes them joined by `;`. */
const ticked = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (Array.isArray(value) ? value.join(';') : value), schema)

export const AddClientFormSchema = ClientAddSchema.extend({ intent: z.literal('add'), type: ticked(ClientAddSchema.shape.type) })

export const UpdateCellFormSchema = z
  .object({
    intent: z.literal('update-cell'),
    id: strictId,
    field: z.enum(clientFieldNames, { error: 'Cette colonne n’existe pas' }),
    value: ticked(z.string().optional().default('')),
  })
  // The value is checked as the API checks that field (a zip of 5 characters, e-mails…), its error under `value`.
  .superRefine((cell, ctx) => {
    const result = ClientUpdateSchema.shape[cell.field as ClientFieldName].safeParse(cell.value)
    if (!result.success) ctx.addIssue({ code: 'custom', path: ['value'], message: result.error.issues[0]?.message ?? 'Valeur invalide' })
  })

/** Both forms of the page, told apart by `intent` (app/admin/action.server.ts reads them). */
export const ClientForms = z.discriminatedUnion('intent', [AddClientFormSchema, UpdateCellFormSchema])
export type ClientForm<Intent extends string> = AdminForm<typeof ClientForms, Intent>

export const clientFormConstraints = { add: constraintsOf(AddClientFormSchema) }

import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data } from '@remix-run/node'
import { ContactMessageSchema } from '#contract/contact'
import { sendContactMessage } from '~/models/contact.server'
import { readForm, replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { redirectWithToast } from '~/utils/toast.server'

/** The contact form of section 5: the contract's message without its hidden fields (sent empty). */
export const ContactFormSchema = ContactMessageSchema.omit({ business: true, professionalPhone: true })

const CONTACT_SUCCESS = 'Votre message nous a bien été envoyé...'

export function loader() {
  return { constraint: constraintsOf(ContactFormSchema) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: ContactFormSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  try {
    await sendContactMessage(request, submission.value)
  } catch (error) {
    return replyWithApiError(submission, error)
  }
  return redirectWithToast(request, '/contact', { kind: 'success', message: CONTACT_SUCCESS })
}

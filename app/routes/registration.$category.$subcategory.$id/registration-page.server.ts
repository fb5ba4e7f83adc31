/**
 * What the route's loader and action use, through one module: the browser build turns each `.server` module a
 * route imports into an empty chunk of its own, one more file for the page to load (docs/decisions/0009). The
 * loader's helpers of browser-safe modules come this way too, so the page's chunks hold only what it draws.
 */
export { clientFieldLabels } from '#contract/client-fields'
export { colon } from '#contract/text'
export { getClientState, loginPath, sessionEndedRedirect } from '~/client-area/auth.server'
export { assertRegistrationsOpen } from '~/client-area/client-area.server'
export { requiredClientFields } from '~/client-area/client-fields'
export { messages, parseWithZod, registrationConfirmSchema } from '~/client-area/forms.server'
export { confirmRegistration, getClientRegistrations, getWaitingPosition, joinWaitingList, updateClient } from '~/models/client.server'
export { assertCategory, isUpcoming, loadRegistrations } from '~/registrations/registration-pages.server'
export { availability, dataBlocks, formatDate, isFull, registrationPath, registrationTitle } from '~/registrations/registrations'
export { httpError, idParam, loadFailure, notFound, orElse } from '~/utils/errors.server'
export { readForm, replyWithApiError } from '~/utils/form.server'
export { constraintsOf } from '~/utils/form-constraints.server'
export { redirectWithToast } from '~/utils/toast.server'

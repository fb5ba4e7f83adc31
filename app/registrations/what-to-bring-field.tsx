import { WHAT_TO_BRING_MAX } from '#contract/registration-limits'
import { ErrorList } from '~/components/ui'

/** « À apporter » of a registration type's form: the text the reminders before each session give (issue 28). */
export function WhatToBringField({ defaultValue, errors }: { defaultValue: string; errors: string[] | undefined }) {
  return (
    <div className="field">
      <label htmlFor="type-what_to_bring">À apporter (facultatif)</label>
      <span id="type-what_to_bring-help" className="field-help">
        Dit aux participants dans les rappels envoyés avant chaque session (tenue, matériel, documents…).
      </span>
      <textarea
        id="type-what_to_bring"
        name="what_to_bring"
        rows={4}
        maxLength={WHAT_TO_BRING_MAX}
        defaultValue={defaultValue}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`type-what_to_bring-help${errors ? ' type-what_to_bring-error' : ''}`}
      />
      <ErrorList id="type-what_to_bring-error" errors={errors} />
    </div>
  )
}

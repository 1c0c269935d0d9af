import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FailureAlert } from '../../../components/notifications/FailureAlert'

/** Takes a translation of the kitchen's words away (when there is one), and says why it could not. */
export function RemoveWordsButton({
  given,
  remove,
  children,
}: {
  given: boolean
  // biome-ignore lint/suspicious/noExplicitAny: any mutation without variables; its result is not read here
  remove: UseMutationResult<any, Error, void>
  children: ReactNode
}) {
  return (
    <>
      {given ? (
        <p>
          <button
            type="button"
            className="button button-secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {children}
          </button>
        </p>
      ) : null}
      <FailureAlert error={remove.error} />
    </>
  )
}

import * as v from 'valibot'
import { calendarDay, trimmedText } from '../lib/schema-pieces'

/**
 * An operator's decision on a renewed document (decision record 0115): accepted with the expiry
 * day read on it, or refused with the reason the cook reads.
 */
export const RenewalDecision = v.variant(
  'outcome',
  [
    v.object({ outcome: v.literal('accepted'), expiresOn: calendarDay('application.expiresOn') }),
    v.object({ outcome: v.literal('rejected'), reason: trimmedText(3, 300, 'application.reasonRequired') }),
  ],
  'renewal.outcome',
)
export type RenewalDecision = v.InferOutput<typeof RenewalDecision>

import * as v from 'valibot'
import { DOCUMENT_KINDS } from './applications.lists'

const Kind = v.picklist(DOCUMENT_KINDS)

/** A kitchen's documents as its console shows them (decision record 0115). */
export const KitchenDocuments = v.object({
  items: v.array(
    v.object({
      kind: Kind,
      /** The checked document's last valid day (YYYY-MM-DD), or null when none was checked. */
      expiresOn: v.nullable(v.string()),
      /** It runs out within 30 days, or has run out: time to send the renewal. */
      renewalDue: v.boolean(),
      /** A renewal sent and not decided yet. */
      waiting: v.nullable(v.object({ id: v.number(), fileName: v.string(), sentAt: v.string() })),
      /** The last decision on a renewal of it. */
      lastDecision: v.nullable(
        v.object({
          outcome: v.picklist(['accepted', 'rejected']),
          expiresOn: v.nullable(v.string()),
          reason: v.nullable(v.string()),
          decidedAt: v.string(),
        }),
      ),
    }),
  ),
})
export type KitchenDocuments = v.InferOutput<typeof KitchenDocuments>

/** The operators' queue of renewals to check, oldest first. */
export const RenewalQueue = v.object({
  items: v.array(
    v.object({
      id: v.number(),
      kitchen: v.object({ id: v.number(), name: v.string() }),
      kind: Kind,
      fileName: v.string(),
      sentAt: v.string(),
      /** The expiry of the check it renews, or null. */
      currentExpiresOn: v.nullable(v.string()),
    }),
  ),
})
export type RenewalQueue = v.InferOutput<typeof RenewalQueue>

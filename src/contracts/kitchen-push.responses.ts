import * as v from 'valibot'

/** Web Push for the kitchen's board (decision record 0114). */
export const KitchenPush = v.object({
  /** The VAPID public key to subscribe with (base64url); null when this server sends no push. */
  publicKey: v.nullable(v.string()),
  /** How many browsers of the kitchen's accounts get new orders by push. */
  browsers: v.number(),
})
export type KitchenPush = v.InferOutput<typeof KitchenPush>

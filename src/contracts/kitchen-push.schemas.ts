import * as v from 'valibot'

/** Base64url as a browser's PushSubscription.toJSON() writes its keys. */
const base64url = (code: string, min: number, max: number) =>
  v.pipe(
    v.string(code),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, code),
    v.minLength(min, code),
    v.maxLength(max, code),
  )

/** A push endpoint as a browser gives it: an absolute URL of reasonable length. */
const Endpoint = v.pipe(v.string('push.endpoint'), v.url('push.endpoint'), v.maxLength(1000, 'push.endpoint'))

/**
 * A browser of the kitchen asking for new orders by Web Push (decision record 0114): what
 * PushSubscription.toJSON() gives (expirationTime and anything else is ignored). The keys are the
 * browser's P-256 public key (65 bytes) and its 16-byte auth secret.
 */
export const PushSubscriptionInput = v.object({
  endpoint: Endpoint,
  keys: v.object(
    { p256dh: base64url('push.keys', 86, 88), auth: base64url('push.keys', 22, 24) },
    'push.keys',
  ),
})
export type PushSubscriptionInput = v.InferInput<typeof PushSubscriptionInput>

/** Which browser stops getting pushes: its endpoint. */
export const PushEndpointInput = v.object({ endpoint: Endpoint })
export type PushEndpointInput = v.InferInput<typeof PushEndpointInput>

/** Closed lists of the accounts capability: each feeds a pgEnum and a valibot picklist. */
export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const
export type Gender = (typeof GENDERS)[number]

/**
 * Role names (SPEC §6 leaves them open): every account is a customer; `kitchen` runs one
 * kitchen's orders (its kitchen is in kitchen_members); `operator` reviews kitchens and works the
 * support queue (as `admin` did before it).
 */
export const ROLES = ['customer', 'cook', 'admin', 'kitchen', 'operator'] as const
export type Role = (typeof ROLES)[number]

/** How a verification code or reset link reaches someone. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]

export const MESSAGE_PURPOSES = [
  'verification',
  'password-reset',
  'account-exists',
  'order-update',
  'kitchen-application',
  'sign-in-changed',
] as const
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number]

/** Social sign-in providers the API knows (each shown only when configured). */
export const SOCIAL_PROVIDERS = ['google'] as const

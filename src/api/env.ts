import type { GoogleSettings } from '../config/google'
import type { PushSettings } from '../config/web-push'
import type { Db } from '../db/client'
import type { Notifications } from '../db/notifications'
import type { SessionUser, SignedInSession } from '../db/schema'
import type { SessionAndUser } from '../domain/accounts/sessions'
import type { Transports } from '../domain/accounts/transports'
import type { PaymentSettings } from '../domain/payments/settings'
import type { Service } from '../lib/catalogue-lists'
import type { DocumentStorage } from '../storage/document-storage'

/** What the accounts routes need from the configuration. */
export type AccountSettings = {
  transports: Transports
  /** The web storefront's origin, for links in messages (reset links). */
  publicUrl: string
  /** How many proxies in front append to X-Forwarded-For (TRUST_PROXY); 0 trusts none. */
  trustedProxies: number
  /** The development outbox listing answers (never in production). */
  outboxListing: boolean
  /** Google sign-in, when configured. */
  google?: GoogleSettings | undefined
  /** OPERATOR_EMAILS: accounts with these e-mails hold the operator role without it being stored. */
  operatorEmails?: readonly string[] | undefined
  /** Web Push of new orders to kitchens' browsers (decision record 0114), when VAPID keys are set. */
  push?: PushSettings | undefined
}

/** What every API handler can read from the context; set once per request in app.ts. */
export type ApiEnv = {
  /** Set by whoever serves the app: the caller's address as the server saw it. */
  Bindings: {
    clientAddress?: string | undefined
    trustForwardedFor?: boolean
    /**
     * Set by the web server for the in-process calls of one page it renders (GET): their GET
     * calls read each access token's session once, not once per call.
     */
    pageSessionReads?: Map<string, Promise<SessionAndUser | undefined>>
  }
  Variables: {
    db: Db
    services: readonly Service[]
    accounts: AccountSettings
    payments: PaymentSettings
    /** LISTEN/NOTIFY of the database, for the live event streams. */
    notifications: Notifications
    /** Where uploaded documents are kept (DATA_DIR or an S3 bucket). */
    storage: DocumentStorage
  }
}

/** Routes behind the session check also see the signed-in user and their session. */
export type SignedInEnv = ApiEnv & {
  Variables: ApiEnv['Variables'] & { user: SessionUser; session: SignedInSession }
}

/** Routes of the kitchen's board also see the kitchen the signed-in account runs. */
export type KitchenEnv = SignedInEnv & {
  Variables: SignedInEnv['Variables'] & { kitchen: { id: number; name: string } }
}

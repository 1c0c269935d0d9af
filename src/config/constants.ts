/** The business constants of SPEC §9, under their names. Shared by browser and server. */

export const BRAND_NAME = 'HomeCooked'
export const BRAND_COLOUR = '#DE421B'

/** Every call to the API gives up after this long. */
export const REQUEST_TIMEOUT_MS = 30_000

/** List endpoints: SPEC §9 (locations default page 1, perPage 15, order asc). */
export const DEFAULT_PAGE = 1
export const DEFAULT_PER_PAGE = 15
export const MAX_PER_PAGE = 100
export const DEFAULT_ORDER = 'asc'

export const ALERT_DURATION_MS = 3000
export const TOAST_DURATION_MS = 2000
export const ERROR_ALERT_CLEAR_MS = 1000
export const REFETCH_AFTER_MS = 30_000
export const AUTH_REDIRECT_DELAY_MS = 200
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** A visitor's rendered page is served again for at most this long (decision record 0014). */
export const PAGE_CACHE_TTL_MS = 30_000
/** How many rendered pages one instance keeps. */
export const PAGE_CACHE_MAX_ENTRIES = 500
export const PROGRESS_THROTTLE_MS = 200
/**
 * SPEC §9's fetch minimum display delay: a loading indicator for data (the coming page's
 * skeleton) shows only once the wait has lasted this long, so a quick answer never flashes it.
 */
export const FETCH_MIN_DISPLAY_DELAY_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PREFETCH_IDLE_TIMEOUT_MS = 2000

export const AUTH_COOKIE_MAX_AGE_S = 21_600
export const THEME_COOKIE_MAX_AGE_S = 86_400
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export const ACCOUNT_CREDITS_DISPLAY = '$1.00'

/** The session cookie the server function layer turns into a Bearer header. */
export const ACCESS_TOKEN_COOKIE = 'hc_access'
export const REFRESH_TOKEN_COOKIE = 'hc_refresh'

/** Largest JSON body the API reads; anything bigger answers 413. */
export const MAX_BODY_BYTES = 1024 * 1024
/** The deepest nesting a JSON body may have; the API's deepest request (Daraja's callback) has 6. */
export const MAX_JSON_DEPTH = 32

/** Accounts (DESIGN.md, Security): lifetimes and limits of tokens and codes. */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60
/**
 * A refresh token presented again this soon after it was traded gets the same new pair: two
 * tabs (or two calls of one page) renewing at once are one client, not a thief.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000
export const VERIFICATION_CODE_MAX_TRIES = 5
/** A new code for one identifier is sent at most this often (its own 429 with Retry-After). */
export const VERIFICATION_CODE_RESEND_S = 60
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000

/** Cart: the most portions of one meal in one cart, and how long a visitor's cart is kept. */
export const MAX_CART_QUANTITY = 50
/** An M-Pesa order still unpaid this long after checkout is cancelled and its portions go back. */
export const UNPAID_ORDER_EXPIRY_MS = 15 * 60 * 1000
/** How often the in-process scheduler runs its sweeps (each under its own advisory lock). */
export const SWEEP_INTERVAL_MS = 60 * 1000
/**
 * An M-Pesa prompt still pending this long is settled by the scheduler through Daraja's status
 * query: the phone's prompt times out after about a minute, so by two a callback that has not
 * come is late or lost, and nobody may open the order page again to trigger the query.
 */
export const STK_SWEEP_AFTER_MS = 2 * 60 * 1000
/** A pending attempt that never got its CheckoutRequestID this long after it began (the push died with its process) fails. */
export const STK_PUSH_LOST_AFTER_MS = 2 * 60 * 1000
/** How many pending prompts one sweep asks Daraja about; the next minute's sweep takes the rest. */
export const STK_SWEEP_BATCH = 50

/** A queued or failed message is tried again after 1, 2, 4, 8 minutes, then given up. */
export const OUTBOX_RETRY_BASE_MS = 60 * 1000
export const OUTBOX_MAX_ATTEMPTS = 5
/**
 * Every message we send is about now (a code lives 10 minutes, a reset link 30, an order
 * moves on): one older than this is not sent late, even when a transport is switched on later.
 */
export const OUTBOX_GIVE_UP_AFTER_MS = 30 * 60 * 1000
/** A message being sent is claimed this long; a sender that died releases it when it runs out. */
export const OUTBOX_CLAIM_MS = 2 * 60 * 1000
/** How many messages one sweep sends; the next minute's sweep takes the rest. */
export const OUTBOX_SWEEP_BATCH = 100

/** How long an Idempotency-Key is remembered (its first answer is given again), per user. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000
/**
 * A key still "running" after this long belongs to a request that died (its instance was
 * killed): another may take it over, resuming the checkout it committed. Well above the longest
 * a live request takes (Daraja's 15-second timeout after the checkout's transaction), so a
 * slow request is never taken over while it may still send its M-Pesa prompt.
 */
export const IDEMPOTENCY_STALE_MS = 45 * 1000
/** An Idempotency-Key is 1 to this many visible ASCII characters (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255
/** A meal with this many portions left today or fewer says so ("3 left today"); 0 is "Sold out". */
export const LOW_PORTIONS_THRESHOLD = 5
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60
/**
 * A visitor's cart (no account) untouched this long is deleted by the scheduler: its cookie,
 * set once when the cart was made, has expired by then, so nobody can reach it. A signed-in
 * shopper's cart is never swept.
 */
export const VISITOR_CART_TTL_MS = CART_COOKIE_MAX_AGE_S * 1000
/**
 * A notification in the header's bell is kept this long, read or not (data minimisation, Data
 * Protection Act 2019): it points at an order or an application, which keep their own history.
 */
export const NOTIFICATION_RETENTION_MS = 90 * 24 * 60 * 60 * 1000
/** Rows one sweep of visitor carts or rate-limit counters deletes at most (short transactions). */
export const HOUSEKEEPING_BATCH = 1000

/**
 * Anonymous writes and bursts, per client address (decision record 0032). Set so a normal shopper,
 * or an office or mobile network of them behind one address, never reaches them; a script does.
 */
/** Accounts opened (or tried) from one address an hour. */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 20
/** Contact and partnership messages from one address an hour. */
export const INQUIRIES_PER_ADDRESS_PER_HOUR = 10
/** Kitchen applications (each up to two 5 MB documents) sent from one address, or one account, an hour. */
export const APPLICATIONS_PER_SENDER_PER_HOUR = 10
/** Visitor carts started from one address an hour (a signed-in shopper's one cart is not counted). */
export const VISITOR_CARTS_PER_ADDRESS_PER_HOUR = 300
/** Searches and suggestions from one address within SEARCH_BURST_WINDOW_S (counted in memory). */
export const SEARCHES_PER_ADDRESS_PER_BURST = 300
export const SEARCH_BURST_WINDOW_S = 60
/**
 * A wrong password is answered no sooner than this after the request came (decision record 0033):
 * known and unknown accounts answer alike however loaded the machine, and a guesser is slowed.
 */
export const SIGN_IN_REFUSAL_MIN_MS = 300
/** A registration is answered no sooner than this, whether it opened an account or told its owner. */
export const REGISTRATION_ANSWER_MIN_MS = 300
/** A reset link's request is answered no sooner than this, whether or not the account exists. */
export const RESET_REQUEST_ANSWER_MIN_MS = 300
/** A code's request likewise: sending a code takes longer than finding no account. */
export const CODE_REQUEST_ANSWER_MIN_MS = 300
/** Wrong passwords: per identifier and address an hour, and per address a day (decision record 0033). */
export const LOGIN_FAILURES_PER_IDENTIFIER_AND_ADDRESS = 10
export const LOGIN_FAILURES_PER_ADDRESS_PER_DAY = 100
/**
 * Once an address spent its daily wrong passwords, each account may still be tried from it until
 * this many wrong passwords of its own: the owner behind a shared address signs in, a guesser
 * spraying many accounts is held to a few tries each.
 */
export const LOGIN_TRIES_PER_IDENTIFIER_FROM_SPENT_ADDRESS = 3

/** A shopper may change their review this long after writing it (decision 0035). */
export const REVIEW_EDIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000
/** A review's text, and a kitchen's reply, at most this many characters (plain text). */
export const REVIEW_TEXT_MAX = 1000

/**
 * Delivery by distance (decision record 0037): a kitchen's fee is its base plus
 * a price per km of the straight-line distance to the address, in whole shillings, up to the
 * radius it delivers within; the ETA is its prep time plus that distance at the city's speed.
 * These are the defaults of a kitchen that set nothing else.
 */
export const DELIVERY_BASE_KES = 50
export const DELIVERY_PER_KM_KES = 10

/**
 * HomeCooked's commission on a kitchen's food, in basis points (1500 = 15 %), until an operator
 * sets the kitchen's own rate; each order keeps the rate it was sold at (decision record 0109).
 */
export const DEFAULT_COMMISSION_BP = 1500

/**
 * A kitchen answers each order in time (decision record 0110): an order nobody accepts or
 * declines within ANSWER_WITHIN minutes is declined by itself, and the cook gets an SMS after
 * ALERT_AFTER minutes. Each kitchen sets its own within these bounds.
 */
export const DEFAULT_ANSWER_WITHIN_MINUTES = 15
export const DEFAULT_ALERT_AFTER_MINUTES = 3

/** Orders in a row nobody answered, after which the kitchen is paused for the rest of the day. */
export const MISSED_ORDERS_BEFORE_PAUSE = 3

/** The highest commission an operator may set: half the food (the providers_commission_range check). */
export const MAX_COMMISSION_BP = 5000
export const DELIVERY_RADIUS_KM = 15
export const DEFAULT_PREP_MINUTES = 45
/** A rider's average speed across Nairobi's traffic, door to door. */
export const CITY_SPEED_KMH = 20

/**
 * A rider's link (decision record 0111) works until this many hours after the order's ready-by
 * time or delivery slot (or after it was handed over, when later), and never after delivery.
 */
export const RIDER_LINK_HOURS = 6

/** Delivery codes a rider's link may try, right or wrong; then the kitchen sends a new link. */
export const RIDER_CODE_TRIES = 5

/** Days before a kitchen's checked document runs out that its cook and the operators are reminded (decision record 0113). */
export const DOCUMENT_REMINDER_DAYS = [30, 7] as const

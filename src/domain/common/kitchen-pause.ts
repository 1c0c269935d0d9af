/**
 * Whether a kitchen's pause still holds (decision 0061: a pause takes no order at all). The cook
 * sets the pause in the console; the catalogue, the cart and the checkout read it, so the rule
 * lives here, below both.
 */
export const isPaused = (until: Date | null, now: Date) => until !== null && until > now

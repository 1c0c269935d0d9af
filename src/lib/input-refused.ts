/**
 * A server function's refusal of its input: Start answers an error carrying `status` with that
 * status (422 here) instead of 500. `message` is the message id (decision record 0013) and
 * `codes` the ids per field, as in the API's 422 body; the browser's forms check the same rules
 * before sending, so only a hand-made call meets it.
 */
export class InputRefused extends Error {
  readonly status = 422
  constructor(readonly codes: Record<string, string[]> = {}) {
    super('input.invalid')
    this.name = 'InputRefused'
  }
}

import { ApiRequestError } from '../../lib/api-errors'

/**
 * A kitchen page's loader (the board, the menu, the settings): loads its data, or, for an
 * account without the kitchen role or a kitchen, the API's 403 message id for the page to show
 * in place of the page. Anything else is the route's error.
 */
export async function kitchenOnly(load: () => Promise<unknown>): Promise<{ refused: string | null }> {
  try {
    await load()
    return { refused: null }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403)
      return { refused: error.ids.code ?? 'kitchen.only' }
    throw error
  }
}

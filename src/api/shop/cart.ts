import type { Context } from 'hono'
import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import * as v from 'valibot'
import { CartCount, CartView } from '../../contracts/cart.responses'
import { AddLineInput, FulfilmentInput, SetQuantityInput } from '../../contracts/cart.schemas'
import { CouponInput } from '../../contracts/coupon.schemas'
import { applyCoupon, removeCoupon } from '../../domain/cart/cart-coupons'
import { setCartFulfilment } from '../../domain/cart/cart-fulfilment'
import { addCartLine, emptyCart, removeMealFromCart, setCartQuantity } from '../../domain/cart/cart-lines'
import { mergeVisitorCart } from '../../domain/cart/cart-merge'
import { type CartOwner, cartItemCount } from '../../domain/cart/cart-owner'
import { type PricedCart, viewCart } from '../../domain/cart/cart-view'
import { addRecipeIngredients } from '../../domain/cart/recipe-to-cart'
import { addressTarget, defaultTarget } from '../../domain/delivery/delivery-target'
import type { SERVICES } from '../../lib/catalogue-lists'
import { idParam, idText, serviceField } from '../../lib/schema-pieces'
import { SERVICE_DEFINITIONS } from '../../lib/service-definitions'
import { consume } from '../auth/rate-limits'
import { clientAddress } from '../auth/request-facts'
import { optionalSession } from '../auth/session-guard'
import { cartOwner, conflictResponse, errorResponses, json, jsonBody, tooManyResponse } from '../docs'
import type { ApiEnv } from '../env'
import { englishOf } from '../error-texts'
import { ApiError, validationFailed } from '../errors'
import { switchedOn } from './switched-on'

const CART_TOKEN_HEADER = 'x-cart-token'

/** Portions of an earlier visit's account cart that this request's merge put beside the visitor's. */
const earlierItemsOf = new WeakMap<Context<ApiEnv>, number>()

/**
 * Whose cart this request means: the signed-in user (Bearer), a visitor's cart token
 * (X-Cart-Token), or both — then the visitor's lines join the account's cart first, and when
 * that cart already held portions from an earlier visit the answer says how many
 * (`earlierItems`, on this one answer), so the shopper is told rather than surprised.
 */
async function ownerOf(c: Context<ApiEnv>, service: (typeof SERVICES)[number]): Promise<CartOwner> {
  const session = await optionalSession(c)
  const token = /^[\w-]{20,100}$/.exec(c.req.header(CART_TOKEN_HEADER) ?? '')?.[0]
  const owner = { userId: session?.user.id, token }
  if (owner.userId && owner.token) {
    const earlier = await mergeVisitorCart(c.var.db, owner, service)
    if (earlier > 0) earlierItemsOf.set(c, earlier)
    return { userId: owner.userId }
  }
  return owner
}

/** `{ earlierItems }` when this request merged a visitor's cart into an account's that had lines. */
const mergeNote = (c: Context<ApiEnv>) => {
  const earlierItems = earlierItemsOf.get(c)
  return earlierItems ? { earlierItems } : {}
}

const serviceQuery = v.object({ service: serviceField })
const cartQuery = v.object({
  ...serviceQuery.entries,
  /** One of the signed-in shopper's addresses: the delivery fees and ETAs are for it. */
  addressId: v.optional(idText()),
})

/**
 * The services whose items may go into this service's cart: itself, unless it sells nothing of
 * its own (a recipe is read; its ingredients go into the grocery cart). An item of any other
 * service is not found in this cart.
 */
const sellable = (service: (typeof SERVICES)[number]) => (SERVICE_DEFINITIONS[service].sold ? [service] : [])

/**
 * The cart as answered (the contract's CartView): a coupon's refusal carries its English text
 * beside its id. The domain prices the cart and the refusal's id; the English is the API's.
 */
export function withCouponText(cart: PricedCart): CartView {
  const { coupon } = cart
  const refusal = coupon?.refusal
  return {
    ...cart,
    coupon: coupon && {
      ...coupon,
      refusal: refusal ? { ...refusal, message: englishOf(refusal.code, refusal.values) } : null,
    },
  }
}

/**
 * Where the cart's fees are priced to: the address asked for (the shopper's own, else 422), or
 * the signed-in shopper's default address; a visitor has none, so fees are the kitchens' bases.
 */
async function deliveryTargetOf(c: Context<ApiEnv>, owner: CartOwner, addressId?: number) {
  if (addressId === undefined) return owner.userId ? defaultTarget(c.var.db, owner.userId) : undefined
  const target = owner.userId ? await addressTarget(c.var.db, owner.userId, addressId) : undefined
  if (!target) throw new ApiError(422, 'input.invalid', { addressId: ['checkout.addressId'] })
  return target
}

const cartBody = async (
  c: Context<ApiEnv>,
  owner: CartOwner,
  service: (typeof SERVICES)[number],
  addressId?: number,
): Promise<CartView> => ({
  ...withCouponText(
    await viewCart(c.var.db, owner, service, new Date(), await deliveryTargetOf(c, owner, addressId)),
  ),
  ...mergeNote(c),
})

/** The cart after a change; a visitor's first change made their cart, whose token goes back with it. */
async function changedCart(
  c: Context<ApiEnv>,
  owner: CartOwner,
  service: (typeof SERVICES)[number],
  newToken: string | undefined,
) {
  if (newToken) c.header('X-Cart-Token', newToken)
  return c.json(
    {
      ...(await cartBody(c, { ...owner, token: newToken ?? owner.token }, service)),
      ...(newToken ? { cartToken: newToken } : {}),
    },
    200,
  )
}

/** The cart: GET it, set a meal's quantity, take a meal out, empty it, apply or remove a coupon. */
export const cartRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary:
        "The shopper's cart, grouped by kitchen (Bearer and/or X-Cart-Token), with each kitchen's delivery fee and ETA to addressId (default: the shopper's default address)",
      responses: {
        200: json(CartView, 'The cart (empty when there is none)'),
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    validator('query', cartQuery, validationFailed),
    async (c) => {
      const { service: asked, addressId } = c.req.valid('query')
      const service = switchedOn(c, asked)
      return c.json(await cartBody(c, await ownerOf(c, service), service, addressId), 200)
    },
  )
  .get(
    '/count',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary:
        "How many portions the cart holds (Bearer and/or X-Cart-Token), as the cart's itemCount counts them, without pricing its lines: for a header on every page",
      responses: {
        200: json(CartCount, 'The count (0 when there is no cart)'),
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    validator('query', serviceQuery, validationFailed),
    async (c) => {
      const service = switchedOn(c, c.req.valid('query').service)
      const owner = await ownerOf(c, service)
      const count: CartCount = {
        service,
        itemCount: await cartItemCount(c.var.db, owner, service),
        ...mergeNote(c),
      }
      return c.json(count, 200)
    },
  )
  .put(
    '/items/:id',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary:
        'Set how many portions of a line are in the cart (0 takes it out): the meal with these choiceIds and note (none: its plain line); a visitor gets a cart token',
      description:
        "An increase checks the choices against the meal's options now: an unknown choice or another meal's (cart.choiceUnknown), a required option left out (cart.choiceRequired) or too many in one (cart.tooManyChoices) is 422 on choiceIds.",
      requestBody: jsonBody(SetQuantityInput),
      responses: {
        200: json(CartView, 'The cart after the change'),
        404: errorResponses[404],
        422: errorResponses[422],
        ...tooManyResponse('Too many new visitor carts from this address; Retry-After says when'),
      },
    }),
    validator('param', idParam, validationFailed),
    validator('query', serviceQuery, validationFailed),
    validator('json', SetQuantityInput, validationFailed),
    async (c) => {
      const service = switchedOn(c, c.req.valid('query').service)
      const owner = await ownerOf(c, service)
      const { quantity, choiceIds, note } = c.req.valid('json')
      const { newToken } = await setCartQuantity(
        c.var.db,
        owner,
        sellable(service),
        c.req.valid('param').id,
        quantity,
        // A new visitor cart counts against its address (decision record 0032).
        () => consume(c, [['visitorCartsByAddress', clientAddress(c)]]),
        { choiceIds, note },
      )
      return changedCart(c, owner, service, newToken)
    },
  )
  .post(
    '/items',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary:
        'Add portions of a meal with its chosen options and a note: to the line with the same choices and note, else a new line; a visitor gets a cart token',
      description:
        "The unit price is the meal's price (less a live offer) plus the choices' differences, computed by the server now and again at checkout. Choices that are not this meal's, a required option left out or too many in one option are 422 with the message id on choiceIds (decision record 0041).",
      requestBody: jsonBody(AddLineInput),
      responses: {
        200: json(CartView, 'The cart after the change'),
        404: errorResponses[404],
        ...conflictResponse,
        422: errorResponses[422],
        ...tooManyResponse('Too many new visitor carts from this address; Retry-After says when'),
      },
    }),
    validator('query', serviceQuery, validationFailed),
    validator('json', AddLineInput, validationFailed),
    async (c) => {
      const service = switchedOn(c, c.req.valid('query').service)
      const owner = await ownerOf(c, service)
      const { newToken } = await addCartLine(c.var.db, owner, sellable(service), c.req.valid('json'), () =>
        consume(c, [['visitorCartsByAddress', clientAddress(c)]]),
      )
      return changedCart(c, owner, service, newToken)
    },
  )
  .post(
    '/recipes/:id',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary:
        "Add a recipe's ingredients (the cookbook) to the grocery cart, each in the recipe's quantity; a visitor gets a cart token",
      description:
        'Needs the cookbook and grocery services switched on (else 404 service.off). A recipe that is not found, or none of whose products is sold now, is 404 cart.recipeNotFound; a product refused (its store paused, sold out) is refused as any add is, and the ones added before it stay.',
      responses: {
        200: json(CartView, 'The grocery cart after the change'),
        404: errorResponses[404],
        ...conflictResponse,
        ...tooManyResponse('Too many new visitor carts from this address; Retry-After says when'),
      },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      switchedOn(c, 'cookbook')
      const service = switchedOn(c, 'grocery')
      const owner = await ownerOf(c, service)
      const { newToken } = await addRecipeIngredients(c.var.db, owner, c.req.valid('param').id, () =>
        consume(c, [['visitorCartsByAddress', clientAddress(c)]]),
      )
      return changedCart(c, owner, service, newToken)
    },
  )
  .delete(
    '/items/:id',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary: 'Take a meal out of the cart (every line of it, whatever its choices)',
      responses: { 200: json(CartView, 'The cart after the change'), 404: errorResponses[404] },
    }),
    validator('param', idParam, validationFailed),
    validator('query', serviceQuery, validationFailed),
    async (c) => {
      const service = switchedOn(c, c.req.valid('query').service)
      const owner = await ownerOf(c, service)
      await removeMealFromCart(c.var.db, owner, sellable(service), c.req.valid('param').id)
      return c.json(await cartBody(c, owner, service), 200)
    },
  )
  .delete(
    '/',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary: 'Empty the cart',
      responses: { 200: json(CartView, 'The empty cart') },
    }),
    validator('query', serviceQuery, validationFailed),
    async (c) => {
      const service = switchedOn(c, c.req.valid('query').service)
      const owner = await ownerOf(c, service)
      await emptyCart(c.var.db, owner, service)
      return c.json(await cartBody(c, owner, service), 200)
    },
  )
  .put(
    '/fulfilment',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary:
        "Choose how one kitchen's order reaches the shopper: delivered, or picked up at the kitchen (no delivery fee, no rider); the cart answers priced to addressId",
      description:
        'Kept on the cart until it is checked out (decision record 0116). A kitchen with no lines in the cart is 422 cart.kitchenId; a way the kitchen does not offer is 422 on fulfilment (cart.pickupNotOffered, cart.deliveryNotOffered). A kitchen offering only pick-up is always picked up.',
      requestBody: jsonBody(FulfilmentInput),
      responses: {
        200: json(CartView, 'The cart after the choice'),
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    validator('query', cartQuery, validationFailed),
    validator('json', FulfilmentInput, validationFailed),
    async (c) => {
      const { service: asked, addressId } = c.req.valid('query')
      const service = switchedOn(c, asked)
      const owner = await ownerOf(c, service)
      const { kitchenId, fulfilment } = c.req.valid('json')
      await setCartFulfilment(c.var.db, owner, service, kitchenId, fulfilment)
      return c.json(await cartBody(c, owner, service, addressId), 200)
    },
  )
  .post(
    '/coupon',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary: 'Apply a coupon code to the food cart (checked now; a code that does not apply says why)',
      requestBody: jsonBody(CouponInput),
      responses: {
        200: json(CartView, 'The cart with the coupon and its discount'),
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    validator('json', CouponInput, validationFailed),
    async (c) => {
      const service = switchedOn(c, 'food')
      const owner = await ownerOf(c, service)
      await applyCoupon(c.var.db, owner, service, c.req.valid('json').code)
      return c.json(await cartBody(c, owner, service), 200)
    },
  )
  .delete(
    '/coupon',
    describeRoute({
      ...cartOwner,
      tags: ['Cart'],
      summary: 'Take the coupon off the food cart',
      responses: { 200: json(CartView, 'The cart without a coupon'), 404: errorResponses[404] },
    }),
    async (c) => {
      const service = switchedOn(c, 'food')
      const owner = await ownerOf(c, service)
      await removeCoupon(c.var.db, owner, service)
      return c.json(await cartBody(c, owner, service), 200)
    },
  )

import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { ErrorBody } from '../../contracts/common.responses'
import {
  EditorMeal,
  MealRemoval,
  Menu,
  PauseState,
  photoFormSchema,
  TodaysPortions,
} from '../../contracts/menu.responses'
import {
  MealInput,
  PauseInput,
  PortionsInput,
  PreorderCutoff,
  ShoppingListInput,
} from '../../contracts/menu.schemas'
import {
  pauseKitchen,
  resumeKitchen,
  setPreorderCutoff,
  setTodaysPortions,
} from '../../domain/kitchen-console/availability'
import { replaceMealOptions } from '../../domain/kitchen-console/meal-options'
import { removePhotoFiles, storeMealPhoto } from '../../domain/kitchen-console/meal-photos'
import { createMeal, getMenuMeal, listMenu, removeMeal, updateMeal } from '../../domain/kitchen-console/menu'
import { replaceShoppingList } from '../../domain/kitchen-console/shopping-list'
import { MealOptionsInput } from '../../lib/meal-options'
import { idParam } from '../../lib/schema-pieces'
import { errorResponses, json, jsonBody, kitchenOnly, signedInOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'
import { readPhotoForm } from './photo-upload'

const ownMeal = { ...errorResponses, ...kitchenOnly }
const docs = (
  summary: string,
  responses: NonNullable<Parameters<typeof describeRoute>[0]['responses']>,
  extra: Omit<Parameters<typeof describeRoute>[0], 'responses'> = {},
) => describeRoute({ ...signedInOperation, tags: ['Kitchen menu'], summary, ...extra, responses })

/**
 * The kitchen's menu editor (decision 0030), behind the kitchen API's session and role check:
 * its own meals only; another kitchen's meal is 404. Decision record 0030.
 */
export const menuRoutes = new Hono<KitchenEnv>()
  .get(
    '/menu',
    docs("Your kitchen's menu: every meal (hidden ones too), today's portions, and whether you paused", {
      200: json(Menu, 'The menu'),
      ...kitchenOnly,
    }),
    async (c) => c.json(await listMenu(c.var.db, c.var.kitchen.id), 200),
  )
  .post(
    '/meals',
    docs(
      'Add a meal to your menu',
      {
        201: json(EditorMeal, 'The new meal (with a placeholder picture until a photo is uploaded)'),
        ...ownMeal,
      },
      { requestBody: jsonBody(MealInput) },
    ),
    validator('json', MealInput, validationFailed),
    async (c) => c.json(await createMeal(c.var.db, c.var.kitchen.id, c.req.valid('json')), 201),
  )
  .get(
    '/meals/:id',
    docs('One of your meals', { 200: json(EditorMeal, 'The meal'), ...ownMeal }),
    validator('param', idParam, validationFailed),
    async (c) => c.json(await getMenuMeal(c.var.db, c.var.kitchen.id, c.req.valid('param').id), 200),
  )
  .put(
    '/meals/:id',
    docs(
      'Change one of your meals (every field)',
      { 200: json(EditorMeal, 'The meal after the change'), ...ownMeal },
      { requestBody: jsonBody(MealInput) },
    ),
    validator('param', idParam, validationFailed),
    validator('json', MealInput, validationFailed),
    async (c) =>
      c.json(await updateMeal(c.var.db, c.var.kitchen.id, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .delete(
    '/meals/:id',
    docs(
      'Take a meal off your menu',
      { 200: json(MealRemoval, 'Deleted, or archived (hidden and kept) when orders name it'), ...ownMeal },
      {
        description:
          "Orders keep the meal's name and price; a meal that orders name is archived so their history and 'order again' still find it.",
      },
    ),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { removal, photoKey } = await removeMeal(c.var.db, c.var.kitchen.id, c.req.valid('param').id)
      if (photoKey) await removePhotoFiles(c.var.storage, photoKey)
      return c.json({ removal }, 200)
    },
  )
  .put(
    '/meals/:id/options',
    docs(
      "Set a meal's options: every group with its choices (what is left out is removed)",
      { 200: json(EditorMeal, 'The meal with its options'), ...ownMeal },
      {
        description:
          "Send a group or choice with its id to change it in place (carts holding it keep it, at its new price); without an id it is new. A price difference may be negative (a smaller portion) but not below the meal's price. Decision record 0041.",
        requestBody: jsonBody(MealOptionsInput),
      },
    ),
    validator('param', idParam, validationFailed),
    validator('json', MealOptionsInput, validationFailed),
    async (c) => {
      const id = c.req.valid('param').id
      await replaceMealOptions(c.var.db, c.var.kitchen.id, id, c.req.valid('json'))
      return c.json(await getMenuMeal(c.var.db, c.var.kitchen.id, id), 200)
    },
  )
  .put(
    '/meals/:id/shopping-list',
    docs(
      "Set a recipe's shopping list: the grocery products its 'Add the ingredients' puts in a cart",
      { 200: json(EditorMeal, 'The recipe with its shopping list'), ...ownMeal },
      {
        description:
          "For a cookbook creator's recipe: each line names a grocery product (its id, once), how many of the product's unit go into the shopper's grocery cart (1–50) and the recipe's own measure ('2 cups'). What is left out is removed. A meal that is not a recipe is 404. Decision record 0102.",
        requestBody: jsonBody(ShoppingListInput),
      },
    ),
    validator('param', idParam, validationFailed),
    validator('json', ShoppingListInput, validationFailed),
    async (c) => {
      const id = c.req.valid('param').id
      await replaceShoppingList(c.var.db, c.var.kitchen.id, id, c.req.valid('json'))
      return c.json(await getMenuMeal(c.var.db, c.var.kitchen.id, id), 200)
    },
  )
  .put(
    '/meals/:id/photo',
    docs(
      "Upload the meal's photo (multipart/form-data, field `photo`)",
      {
        200: json(EditorMeal, 'The meal with its new photo'),
        ...ownMeal,
        413: json(ErrorBody, 'The photo is over 5 MB'),
        415: json(ErrorBody, 'Not multipart/form-data, or not a JPEG, PNG or WebP by its bytes'),
        422: json(ErrorBody, 'No photo, one over 25 megapixels by its header, or one that cannot be decoded'),
      },
      {
        description:
          'The type is read from the bytes, not the name. The server turns it upright, strips its metadata and stores WebP sizes (320, 640 and 960 wide, 4:3), served from /api/meal-photos with a year-long cache.',
        requestBody: { content: { 'multipart/form-data': { schema: photoFormSchema } } },
      },
    ),
    validator('param', idParam, validationFailed),
    async (c) => {
      const id = c.req.valid('param').id
      // The body is read first, whoever's meal it names: an answer sent before the body was
      // read would leave the body limit unchecked and the client still sending (decision 0010).
      const bytes = await readPhotoForm(c)
      await storeMealPhoto(c.var.db, c.var.storage, c.var.kitchen.id, id, bytes)
      return c.json(await getMenuMeal(c.var.db, c.var.kitchen.id, id), 200)
    },
  )
  .put(
    '/meals/:id/portions-today',
    docs(
      "Set a meal's portions for today (Nairobi's day)",
      { 200: json(TodaysPortions, "Today's portions, sold and left"), ...ownMeal },
      {
        description:
          "The day's own count; the meal's daily portions stay for other days. Checkouts that would go past it get 409.",
        requestBody: jsonBody(PortionsInput),
      },
    ),
    validator('param', idParam, validationFailed),
    validator('json', PortionsInput, validationFailed),
    async (c) =>
      c.json(
        await setTodaysPortions(c.var.db, c.var.kitchen.id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .post(
    '/meals/:id/sold-out',
    docs("Sold out now: today's portions become what has sold", {
      200: json(TodaysPortions, "Today's portions, sold and left (0)"),
      ...ownMeal,
    }),
    validator('param', idParam, validationFailed),
    async (c) =>
      c.json(
        await setTodaysPortions(c.var.db, c.var.kitchen.id, c.req.valid('param').id, { soldOut: true }),
        200,
      ),
  )
  .put(
    '/pause',
    docs(
      'Pause taking orders: 30 minutes, an hour, or the rest of the day (Nairobi)',
      { 200: json(PauseState, 'Until when'), 422: errorResponses[422], ...kitchenOnly },
      {
        description:
          'Shoppers see the kitchen closed; adding its meals to a cart and checking out get 409 until then.',
        requestBody: jsonBody(PauseInput),
      },
    ),
    validator('json', PauseInput, validationFailed),
    async (c) => c.json(await pauseKitchen(c.var.db, c.var.kitchen.id, c.req.valid('json').length), 200),
  )
  .put(
    '/preorder-cutoff',
    docs(
      'Set until when same-day delivery slots can be ordered (Nairobi time), or null for until the prep time before each slot',
      { 200: json(PreorderCutoff, 'The cut-off now'), 422: errorResponses[422], ...kitchenOnly },
      {
        description:
          'E.g. "10:00" for a kitchen that cooks lunch in the morning: from 10:00 its slots of the same day are refused (`checkout.slotAfterCutoff`); later days stay open (decision record 0040). The kitchen settings (`GET`/`PUT /api/kitchen/settings`) show and set the same cut-off as `preorderCutoff`.',
        requestBody: jsonBody(PreorderCutoff),
      },
    ),
    validator('json', PreorderCutoff, validationFailed),
    async (c) => {
      const { cutoff } = c.req.valid('json')
      return c.json(await setPreorderCutoff(c.var.db, c.var.kitchen.id, cutoff), 200)
    },
  )
  .delete(
    '/pause',
    docs('Take orders again', { 200: json(PauseState, 'Not paused'), ...kitchenOnly }),
    async (c) => c.json(await resumeKitchen(c.var.db, c.var.kitchen.id), 200),
  )

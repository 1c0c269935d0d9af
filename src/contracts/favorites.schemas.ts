import * as v from 'valibot'
import { idText, positiveId } from '../lib/schema-pieces'

/** Which kind of record a favourite is: the path's `:kind`. */
const FavoriteKind = v.picklist(['kitchens', 'meals'], 'favorites.kind')

/** PUT and DELETE /api/favorites/:kind/:id's path. */
export const FavoriteTarget = v.object({ kind: FavoriteKind, id: idText() })

/** The web's server function: the same target, its id a number, and whether it is saved now. */
export const ToggleFavoriteInput = v.object({ kind: FavoriteKind, id: positiveId(), saved: v.boolean() })

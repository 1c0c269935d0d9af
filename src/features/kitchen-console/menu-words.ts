import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Service } from '../../lib/catalogue-lists'

type MenuWords = {
  yours: MessageDescriptor
  none: MessageDescriptor
  add: MessageDescriptor
  send: MessageDescriptor
}

/**
 * The menu editor's nouns in each service's own words: a cook adds a meal, a shopkeeper a
 * product, a farmer produce, a chef an experience (the board is one for every provider kind).
 */
export const MENU_WORDS: Record<Service, MenuWords> = {
  food: {
    yours: msg`Your meals`,
    none: msg`No meals yet: add your first below.`,
    add: msg`Add a meal`,
    send: msg`Add the meal`,
  },
  grocery: {
    yours: msg`Your products`,
    none: msg`No products yet: add your first below.`,
    add: msg`Add a product`,
    send: msg`Add the product`,
  },
  farm: {
    yours: msg`Your produce`,
    none: msg`No produce yet: add your first below.`,
    add: msg`Add produce`,
    send: msg`Add the produce`,
  },
  chef: {
    yours: msg`Your experiences`,
    none: msg`No experiences yet: add your first below.`,
    add: msg`Add an experience`,
    send: msg`Add the experience`,
  },
  cookbook: {
    yours: msg`Your recipes`,
    none: msg`No recipes yet: add your first below.`,
    add: msg`Add a recipe`,
    send: msg`Add the recipe`,
  },
}

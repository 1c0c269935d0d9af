import { msg } from '@lingui/core/macro'

/**
 * Every refusal the API and the forms can give, by a stable message id (decision record 0013).
 * The domain and the valibot schemas carry only the id; the API answers the English text with
 * the id beside it (`{ message, code, errors, codes }`), and the web translates by the id. The
 * ids are Lingui message ids, so the translators see them in the PO catalogues like any text.
 */
export const ERROR_MESSAGES = {
  // The HTTP edge and any input.
  'input.invalid': msg({ id: 'input.invalid', message: 'The request has invalid fields' }),
  'input.json': msg({ id: 'input.json', message: 'The request body is not valid JSON' }),
  'input.tooLarge': msg({ id: 'input.tooLarge', message: 'The request body is too large' }),
  'input.tooManyBytes': msg({ id: 'input.tooManyBytes', message: 'At most {max} bytes are accepted' }),
  'input.controlCharacters': msg({
    id: 'input.controlCharacters',
    message: '{field} must not contain control characters',
  }),
  'input.tooDeep': msg({ id: 'input.tooDeep', message: '{field} is nested deeper than {max} levels' }),
  'input.badRequest': msg({ id: 'input.badRequest', message: 'Bad request' }),
  'input.required': msg({ id: 'input.required', message: 'This field is required' }),
  'input.wrongValue': msg({ id: 'input.wrongValue', message: 'This value is not accepted here' }),
  'input.locale': msg({ id: 'input.locale', message: 'locale must be a language tag such as sw-KE' }),
  'request.crossSite': msg({
    id: 'request.crossSite',
    message: 'This request came from another site and was refused; please use HomeCooked directly',
  }),
  'input.id': msg({ id: 'input.id', message: '{field} must be a whole number from 1' }),
  'input.page': msg({ id: 'input.page', message: 'page must be a whole number from 1 to 100000' }),
  'input.perPage': msg({ id: 'input.perPage', message: 'perPage must be a whole number from 1 to 100' }),
  'input.searchKeyword': msg({
    id: 'input.searchKeyword',
    message: 'searchKeyword must be at most 100 characters',
  }),
  'input.q': msg({ id: 'input.q', message: 'q must be 1 to 100 characters' }),
  'input.limit': msg({ id: 'input.limit', message: 'limit must be a whole number from 1 to 10' }),
  'input.cuisine': msg({ id: 'input.cuisine', message: 'cuisine must be one of the listed cuisines' }),
  'input.dietary': msg({ id: 'input.dietary', message: 'dietary must list known dietary tags' }),
  'input.avoid': msg({ id: 'input.avoid', message: 'avoid must list known allergens' }),
  'input.openNow': msg({ id: 'input.openNow', message: 'openNow must be true or false' }),
  'input.verified': msg({ id: 'input.verified', message: 'verified must be true or false' }),
  'input.deliversToMe': msg({ id: 'input.deliversToMe', message: 'deliversToMe must be true or false' }),
  'menu.unit': msg({ id: 'menu.unit', message: 'Choose what the price is for' }),
  'menu.duration': msg({
    id: 'menu.duration',
    message: 'An experience lasts 30 minutes to 12 hours; anything else has no duration',
  }),
  'input.ingredientsOnly': msg({
    id: 'input.ingredientsOnly',
    message: 'ingredientsOnly must be true or false',
  }),
  'input.deliveryDay': msg({
    id: 'input.deliveryDay',
    message: 'deliveryDay must be a day (YYYY-MM-DD) from today to 6 days ahead, Nairobi time',
  }),
  'input.minRating': msg({ id: 'input.minRating', message: 'minRating must be a number from 0 to 5' }),
  'input.bbox': msg({
    id: 'input.bbox',
    message: 'bbox must be four numbers: south,west,north,east in degrees',
  }),
  'input.price': msg({ id: 'input.price', message: 'Prices must be whole shillings' }),
  'input.sort': msg({
    id: 'input.sort',
    message: 'sort must be rating, distance, popularity, deliveryFee, price or newest',
  }),
  'input.order': msg({ id: 'input.order', message: 'order must be asc or desc' }),
  'input.all': msg({ id: 'input.all', message: 'all must be true or false' }),
  'server.error': msg({ id: 'server.error', message: 'Something went wrong on our side; please try again' }),
  'page.notFound': msg({ id: 'page.notFound', message: 'This page could not be found' }),
  'service.off': msg({ id: 'service.off', message: 'This service is switched off' }),
  'service.unknown': msg({ id: 'service.unknown', message: 'Unknown service' }),
  'support.only': msg({ id: 'support.only', message: 'This is for the support team only' }),
  'limits.tooMany': msg({
    id: 'limits.tooMany',
    message: 'Too many attempts; please try again in {minutes, plural, one {# minute} other {# minutes}}',
  }),

  // Sessions and accounts.
  'session.signIn': msg({ id: 'session.signIn', message: 'Please sign in' }),
  'session.tokenMissing': msg({
    id: 'session.tokenMissing',
    message: 'The access token is missing, expired or ended',
  }),
  'session.ended': msg({ id: 'session.ended', message: 'Your session has ended; please sign in again' }),
  'session.reused': msg({
    id: 'session.reused',
    message: 'This sign-in was used twice; every device of it has been signed out',
  }),
  'account.identifier': msg({
    id: 'account.identifier',
    message: 'Please enter an email address or a Kenyan mobile number such as 0712 345 678',
  }),
  'account.password': msg({
    id: 'account.password',
    message: 'Please enter a password of 8 to 128 characters',
  }),
  'account.passwordRequired': msg({ id: 'account.passwordRequired', message: 'Please enter your password' }),
  'account.passwordForEmail': msg({
    id: 'account.passwordForEmail',
    message: 'Please choose a password: an email signs in with one (a phone number can sign in with a code)',
  }),
  'account.passwordsDiffer': msg({
    id: 'account.passwordsDiffer',
    message: 'The two passwords are not the same',
  }),
  'account.name': msg({ id: 'account.name', message: 'Please enter your first name (1 to 60 characters)' }),
  'account.surname': msg({
    id: 'account.surname',
    message: 'Please enter your surname (1 to 60 characters)',
  }),
  'account.email': msg({ id: 'account.email', message: 'Please enter a valid email address' }),
  'account.phone': msg({
    id: 'account.phone',
    message: 'Please enter a Kenyan mobile number such as 0712 345 678',
  }),
  'account.code': msg({ id: 'account.code', message: 'Please enter the 6-digit code we sent you' }),
  'account.token': msg({
    id: 'account.token',
    message: 'This reset link is not valid; please ask for a new one',
  }),
  'account.refreshToken': msg({ id: 'account.refreshToken', message: 'This refresh token is not valid' }),
  'account.gender': msg({ id: 'account.gender', message: 'Please choose one of the options' }),
  'account.bio': msg({ id: 'account.bio', message: 'The bio can be at most 500 characters' }),
  'account.dateOfBirth': msg({
    id: 'account.dateOfBirth',
    message: 'Please enter a date of birth between 1900 and today',
  }),
  'account.newIdentifierOrPassword': msg({
    id: 'account.newIdentifierOrPassword',
    message: 'Enter a new email or phone number, or a new password',
  }),
  'account.identifierMissing': msg({
    id: 'account.identifierMissing',
    message: 'Please enter your email address or phone number',
  }),
  'account.wrongCredentials': msg({
    id: 'account.wrongCredentials',
    message: 'The email, phone number or password is wrong',
  }),
  'account.commonPassword': msg({
    id: 'account.commonPassword',
    message: 'This password is one of the most common ones; please choose another',
  }),
  'account.exists': msg({ id: 'account.exists', message: 'An account with these details already exists' }),
  'account.detailsTaken': msg({
    id: 'account.detailsTaken',
    message: 'Another account already uses these details',
  }),
  'account.taken': msg({ id: 'account.taken', message: 'Another account already uses this' }),
  'account.gone': msg({ id: 'account.gone', message: 'This account no longer exists' }),
  'account.currentPasswordWrong': msg({
    id: 'account.currentPasswordWrong',
    message: 'The current password is wrong',
  }),
  'account.codeExpired': msg({
    id: 'account.codeExpired',
    message: 'This code has expired; please ask for a new one',
  }),
  'account.codeTriesSpent': msg({
    id: 'account.codeTriesSpent',
    message: 'Too many wrong tries; please ask for a new code',
  }),
  'account.codeWrong': msg({
    id: 'account.codeWrong',
    message: 'The code is wrong; {left, plural, one {# try} other {# tries}} left',
  }),
  'account.resetExpired': msg({
    id: 'account.resetExpired',
    message: 'This reset link has expired or was already used; please ask for a new one',
  }),
  'account.codeVerifier': msg({
    id: 'account.codeVerifier',
    message: 'codeVerifier must be a PKCE verifier (43 to 128 letters, digits or -._~)',
  }),
  'account.unknownProvider': msg({ id: 'account.unknownProvider', message: 'Unknown sign-in provider' }),
  'account.googleOff': msg({ id: 'account.googleOff', message: 'Google sign-in is not offered here' }),
  'account.googleFailed': msg({
    id: 'account.googleFailed',
    message: 'Google sign-in failed; please try again',
  }),
  'account.googleNoEmail': msg({
    id: 'account.googleNoEmail',
    message: 'Your Google account has no verified email address',
  }),

  // Catalogue, cart, favourites.
  'catalog.kitchenNotFound': msg({ id: 'catalog.kitchenNotFound', message: 'Kitchen not found' }),
  'catalog.mealNotFound': msg({ id: 'catalog.mealNotFound', message: 'Meal not found' }),
  'catalog.noSuchKitchen': msg({ id: 'catalog.noSuchKitchen', message: 'No kitchen has the id {id}' }),
  'catalog.noSuchMeal': msg({ id: 'catalog.noSuchMeal', message: 'No meal has the id {id}' }),
  'catalog.noDeliveryPlace': msg({
    id: 'catalog.noDeliveryPlace',
    message:
      'We do not know where to deliver: sign in with a saved address, or send X-STORE-LOCATION (lat,lng)',
  }),
  'cart.mealNotFound': msg({ id: 'cart.mealNotFound', message: 'This meal could not be found' }),
  'cart.recipeNotFound': msg({
    id: 'cart.recipeNotFound',
    message: 'This recipe could not be found, or none of its ingredients is sold now',
  }),
  'cart.mealUnavailable': msg({
    id: 'cart.mealUnavailable',
    message: 'This meal is not available right now',
  }),
  'cart.notAvailable': msg({ id: 'cart.notAvailable', message: 'Not available' }),
  'cart.kitchenPaused': msg({
    id: 'cart.kitchenPaused',
    message: '{kitchen} has paused orders for now',
  }),
  // The number is MAX_CART_QUANTITY; tests/api/refusal-ids.test.ts holds them together.
  'cart.quantity': msg({ id: 'cart.quantity', message: 'quantity must be a whole number from 0 to 50' }),
  'cart.quantityToAdd': msg({
    id: 'cart.quantityToAdd',
    message: 'quantity must be a whole number from 1 to 50',
  }),
  'favorites.kind': msg({ id: 'favorites.kind', message: 'kind must be kitchens or meals' }),
  'addresses.sortBy': msg({
    id: 'addresses.sortBy',
    message: 'sortBy must be label, neighbourhood or createdAt',
  }),
  'cart.itemId': msg({ id: 'cart.itemId', message: 'itemId must be the id of a meal' }),
  'cart.choiceIds': msg({ id: 'cart.choiceIds', message: 'choiceIds must be a list of choice ids' }),
  'cart.kitchenId': msg({
    id: 'cart.kitchenId',
    message: 'kitchenId must be the id of a kitchen in your cart',
  }),
  'cart.fulfilment': msg({ id: 'cart.fulfilment', message: 'fulfilment must be delivery or pickup' }),
  'cart.pickupNotOffered': msg({
    id: 'cart.pickupNotOffered',
    message: '{kitchen} delivers its orders: it has no pick-up',
  }),
  'cart.deliveryNotOffered': msg({
    id: 'cart.deliveryNotOffered',
    message: '{kitchen} does not deliver: collect your order at the kitchen',
  }),
  'cart.note': msg({ id: 'cart.note', message: 'Keep the note to the kitchen under 200 characters' }),
  'cart.choiceUnknown': msg({
    id: 'cart.choiceUnknown',
    message: 'This meal has no choice {id}; choose again from its options',
  }),
  'cart.choiceRequired': msg({ id: 'cart.choiceRequired', message: 'Choose a {group}' }),
  'cart.tooManyChoices': msg({
    id: 'cart.tooManyChoices',
    message: 'Choose at most {max} for {group}',
  }),
  'checkout.optionsChanged': msg({
    id: 'checkout.optionsChanged',
    message: 'The options of {meal} changed since you chose them; choose again',
  }),

  // Addresses.
  'address.label': msg({
    id: 'address.label',
    message: 'Please name this address, e.g. Home or Work (1 to 40 characters)',
  }),
  'address.neighbourhood': msg({ id: 'address.neighbourhood', message: 'Please choose the area' }),
  'address.building': msg({
    id: 'address.building',
    message: 'Please enter the estate, building or house (2 to 120 characters)',
  }),
  'address.floorAndDoor': msg({ id: 'address.floorAndDoor', message: 'At most 60 characters' }),
  'address.landmark': msg({
    id: 'address.landmark',
    message: 'Please enter a landmark the rider can ask for (2 to 120 characters)',
  }),
  'address.directions': msg({ id: 'address.directions', message: 'At most 300 characters' }),
  'address.phone': msg({
    id: 'address.phone',
    message: 'Please enter a Kenyan mobile number such as 0712 345 678',
  }),
  'address.pin': msg({ id: 'address.pin', message: 'The map pin must be inside Nairobi' }),
  'address.notFound': msg({ id: 'address.notFound', message: 'This address could not be found' }),

  // Contact and partnership messages.
  'inquiry.kind': msg({ id: 'inquiry.kind', message: 'kind must be contact or partnership' }),
  'inquiry.name': msg({ id: 'inquiry.name', message: 'Please enter your name (2 to 100 characters)' }),
  'inquiry.email': msg({ id: 'inquiry.email', message: 'Please enter a valid email address' }),
  'inquiry.phone': msg({
    id: 'inquiry.phone',
    message: 'Please enter a Kenyan mobile number such as 0712 345 678',
  }),
  'inquiry.subject': msg({ id: 'inquiry.subject', message: 'The subject can be at most 120 characters' }),
  'inquiry.message': msg({
    id: 'inquiry.message',
    message: 'Please write a message of 10 to 2000 characters',
  }),
  'inquiry.organisation': msg({
    id: 'inquiry.organisation',
    message: 'The business name can be at most 120 characters',
  }),
  'inquiry.partnerType': msg({
    id: 'inquiry.partnerType',
    message: 'Please choose what kind of partner you are',
  }),

  // Checkout, orders, payments.
  'checkout.addressId': msg({ id: 'checkout.addressId', message: 'Choose one of your delivery addresses' }),
  'checkout.outOfRange': msg({
    id: 'checkout.outOfRange',
    message: '{kitchen} does not deliver to this address: it is {distance} km away',
  }),
  'location.invalid': msg({
    id: 'location.invalid',
    message: 'The location must be a latitude and a longitude in degrees, as "lat,lng"',
  }),
  'checkout.paymentMethod': msg({ id: 'checkout.paymentMethod', message: 'Choose how you will pay' }),
  'checkout.phone': msg({
    id: 'checkout.phone',
    message: 'Enter a Kenyan mobile number, such as 0712 345 678',
  }),
  'checkout.note': msg({ id: 'checkout.note', message: 'At most 500 characters' }),
  'checkout.lineNote': msg({ id: 'checkout.lineNote', message: 'At most 200 characters' }),
  'checkout.noteReplaced': msg({
    id: 'checkout.noteReplaced',
    message: 'note is replaced by kitchenNotes: one note per kitchen',
  }),
  'checkout.kitchenId': msg({
    id: 'checkout.kitchenId',
    message: 'kitchenId must be the id of a kitchen in your cart',
  }),
  'checkout.kitchenIds': msg({
    id: 'checkout.kitchenIds',
    message: 'kitchenIds must be a list of 1 to 50 ids of kitchens in your cart',
  }),
  'checkout.kitchenNotInCart': msg({
    id: 'checkout.kitchenNotInCart',
    message: 'This kitchen has nothing in your cart',
  }),
  'checkout.itemId': msg({ id: 'checkout.itemId', message: 'itemId must be the id of a meal in your cart' }),
  'checkout.kitchenNotes': msg({
    id: 'checkout.kitchenNotes',
    message: 'kitchenNotes must be a list of objects with kitchenId and note',
  }),
  'checkout.lineNotes': msg({
    id: 'checkout.lineNotes',
    message: 'lineNotes must be a list of objects with itemId and note',
  }),
  'checkout.noteNotInCart': msg({
    id: 'checkout.noteNotInCart',
    message: 'This note is for something that is not in your cart',
  }),
  'checkout.cartEmpty': msg({ id: 'checkout.cartEmpty', message: 'Your cart is empty' }),
  'checkout.belowMinimum': msg({
    id: 'checkout.belowMinimum',
    message: 'Some kitchens have not reached their minimum order',
  }),
  'checkout.mealsGone': msg({
    id: 'checkout.mealsGone',
    message: 'Some meals in your cart are no longer available',
  }),
  'checkout.soldOut': msg({
    id: 'checkout.soldOut',
    message:
      '{left, plural, =0 {{meal} is sold out for today} one {Only # portion of {meal} is left today} other {Only # portions of {meal} are left today}}',
  }),
  'checkout.kitchenPaused': msg({
    id: 'checkout.kitchenPaused',
    message: '{kitchen} has paused orders for now; remove its meals or try again later',
  }),
  'checkout.soldOutOnDay': msg({
    id: 'checkout.soldOutOnDay',
    message:
      '{left, plural, =0 {{meal} is sold out on {day}} one {Only # portion of {meal} is left on {day}} other {Only # portions of {meal} are left on {day}}}',
  }),
  'menu.preorderCutoff': msg({
    id: 'menu.preorderCutoff',
    message: 'cutoff must be a time as HH:MM (Nairobi time), or null for none',
  }),
  'checkout.slots': msg({
    id: 'checkout.slots',
    message: 'slots must be a list of at most 50 objects with kitchenId and at',
  }),
  'checkout.slotMalformed': msg({
    id: 'checkout.slotMalformed',
    message: 'at must be asap or a slot as YYYY-MM-DDTHH:MM (Nairobi time)',
  }),
  'checkout.slotNotInCart': msg({
    id: 'checkout.slotNotInCart',
    message: 'This delivery time is for a kitchen that has nothing in your cart',
  }),
  'checkout.slotRequired': msg({
    id: 'checkout.slotRequired',
    message: '{kitchen} is closed now: choose a delivery slot',
  }),
  'checkout.asapClosed': msg({
    id: 'checkout.asapClosed',
    message: '{kitchen} is closed now, so it cannot deliver as soon as possible: choose a slot',
  }),
  'checkout.slotPast': msg({
    id: 'checkout.slotPast',
    message: 'This delivery slot of {kitchen} has passed',
  }),
  'checkout.slotTooFar': msg({
    id: 'checkout.slotTooFar',
    message: '{kitchen} takes orders for today and the next 6 days only',
  }),
  'checkout.slotOutsideHours': msg({
    id: 'checkout.slotOutsideHours',
    message: 'This is not one of the 30-minute slots inside the opening hours of {kitchen}',
  }),
  'checkout.slotTooSoon': msg({
    id: 'checkout.slotTooSoon',
    message:
      '{kitchen} needs {minutes, plural, one {# minute} other {# minutes}} to prepare: choose a later slot',
  }),
  'checkout.slotAfterCutoff': msg({
    id: 'checkout.slotAfterCutoff',
    message: '{kitchen} takes orders for today until {cutoff}: choose another day',
  }),
  'checkout.slotPaused': msg({
    id: 'checkout.slotPaused',
    message: '{kitchen} has paused orders until this slot has begun: choose a later slot',
  }),
  'checkout.mealTakenOff': msg({ id: 'checkout.mealTakenOff', message: 'A meal was taken off the menu' }),
  'checkout.priceChanged': msg({
    id: 'checkout.priceChanged',
    message:
      'Prices changed since you looked: the total is now KSh {totalKes}, not KSh {expectedTotalKes}. Nothing was charged.',
  }),
  'checkout.expectedTotal': msg({
    id: 'checkout.expectedTotal',
    message: 'The expected total must be a whole number of shillings',
  }),
  'checkout.cartChanged': msg({
    id: 'checkout.cartChanged',
    message: 'Your cart changed while you were checking out; please check it again',
  }),
  'checkout.mpesaOff': msg({
    id: 'checkout.mpesaOff',
    message: 'M-Pesa is not available right now; pay cash on delivery',
  }),
  'coupon.code': msg({
    id: 'coupon.code',
    message: 'code must be 1 to 40 letters, digits, dashes or underscores',
  }),
  'coupon.unknown': msg({ id: 'coupon.unknown', message: 'There is no coupon with this code' }),
  'coupon.cartEmpty': msg({
    id: 'coupon.cartEmpty',
    message: 'Add meals to your cart before applying a coupon',
  }),
  'coupon.notStarted': msg({ id: 'coupon.notStarted', message: 'This coupon cannot be used yet' }),
  'coupon.expired': msg({ id: 'coupon.expired', message: 'This coupon has expired' }),
  'coupon.usedUp': msg({ id: 'coupon.usedUp', message: 'This coupon has been used up' }),
  'coupon.alreadyUsed': msg({ id: 'coupon.alreadyUsed', message: 'You have already used this coupon' }),
  'coupon.firstOrderOnly': msg({
    id: 'coupon.firstOrderOnly',
    message: 'This coupon is only for your first order',
  }),
  'coupon.wrongKitchen': msg({
    id: 'coupon.wrongKitchen',
    message: 'This coupon is only for meals from {kitchen}',
  }),
  'coupon.minimum': msg({
    id: 'coupon.minimum',
    message: 'Add KSh {missing} more to use this coupon (it needs KSh {minimum})',
  }),
  'idempotency.key': msg({
    id: 'idempotency.key',
    message: 'Idempotency-Key must be 1 to 255 visible characters, without control characters',
  }),
  'idempotency.keyReused': msg({
    id: 'idempotency.keyReused',
    message: 'This Idempotency-Key was already used for a different request',
  }),
  'idempotency.inProgress': msg({
    id: 'idempotency.inProgress',
    message: 'The same request is still being processed; please wait a moment and try again',
  }),
  'order.notFound': msg({ id: 'order.notFound', message: 'This order could not be found' }),
  'notification.notFound': msg({
    id: 'notification.notFound',
    message: 'This notification could not be found',
  }),
  'reviews.rating': msg({ id: 'reviews.rating', message: 'Choose a rating from 1 to 5 stars' }),
  'reviews.text': msg({ id: 'reviews.text', message: 'A review is at most 1000 characters' }),
  'reviews.reply': msg({ id: 'reviews.reply', message: 'Write a reply of 1 to 1000 characters' }),
  'reviews.notDelivered': msg({
    id: 'reviews.notDelivered',
    message: 'You can review an order once it has been delivered',
  }),
  'reviews.editClosed': msg({
    id: 'reviews.editClosed',
    message: 'A review can be changed for 7 days after it was written',
  }),
  'reviews.notFound': msg({ id: 'reviews.notFound', message: 'This review could not be found' }),
  'order.cannotCancel': msg({
    id: 'order.cannotCancel',
    message: 'This order can no longer be cancelled here; contact support',
  }),
  'payments.phone': msg({
    id: 'payments.phone',
    message: 'Enter a Kenyan mobile number, such as 0712 345 678',
  }),
  'payments.mpesaOff': msg({ id: 'payments.mpesaOff', message: 'M-Pesa is not available right now' }),
  'payments.notWaiting': msg({
    id: 'payments.notWaiting',
    message: 'This order is not waiting for a new payment',
  }),

  // The kitchen's board.
  'kitchen.only': msg({ id: 'kitchen.only', message: 'This is for kitchen accounts only' }),
  'kitchen.none': msg({ id: 'kitchen.none', message: 'This account is not linked to a kitchen yet' }),
  'earnings.period': msg({
    id: 'earnings.period',
    message: 'Choose a day, a week or a month',
  }),
  'earnings.date': msg({
    id: 'earnings.date',
    message: 'Give a day as YYYY-MM-DD, one the calendar has',
  }),
  'earnings.commission': msg({
    id: 'earnings.commission',
    message: 'Give the commission in basis points, a whole number from 0 to 5000 (1500 is 15 %)',
  }),
  'kitchen.illegalStep': msg({
    id: 'kitchen.illegalStep',
    message: 'This order cannot take that step now; it may have changed meanwhile',
  }),
  'kitchen.reasonRequired': msg({
    id: 'kitchen.reasonRequired',
    message: 'Tell the shopper why, in 3 to 300 characters',
  }),
  'kitchen.readyByRequired': msg({
    id: 'kitchen.readyByRequired',
    message: 'Say by when the order will be ready',
  }),
  'kitchen.readyByRange': msg({
    id: 'kitchen.readyByRange',
    message: 'The ready-by time must be from now to at most a day ahead',
  }),
  'kitchen.readyByPast': msg({
    id: 'kitchen.readyByPast',
    message: 'The ready-by time has already passed',
  }),
  'kitchen.readyByAfterSlot': msg({
    id: 'kitchen.readyByAfterSlot',
    message: 'The ready-by time must be before the end of the order’s delivery slot',
  }),
  'kitchen.step': msg({
    id: 'kitchen.step',
    message: 'Choose one of: accepted, declined, preparing, ready, on-the-way, delivered',
  }),

  // A kitchen's week of hours, closed days and busy mode (decision record 0112).
  'hours.day': msg({ id: 'hours.day', message: 'Days are mon, tue, wed, thu, fri, sat and sun' }),
  'hours.time': msg({ id: 'hours.time', message: 'Give each time as HH:MM, from 00:00 to 23:59' }),
  'hours.windows': msg({
    id: 'hours.windows',
    message: 'Give each day at most 3 windows, each an opening and a closing time',
  }),
  'hours.order': msg({
    id: 'hours.order',
    message:
      'Put a day’s windows in order without overlapping; only the last may close after midnight, before the next day opens',
  }),
  'hours.closedDay': msg({
    id: 'hours.closedDay',
    message: 'Give closed days as YYYY-MM-DD, days the calendar has',
  }),
  'hours.closedDays': msg({ id: 'hours.closedDays', message: 'At most 60 closed days can be kept' }),
  'hours.closedDayPast': msg({ id: 'hours.closedDayPast', message: 'A closed day must be today or later' }),
  'busy.extraMinutes': msg({ id: 'busy.extraMinutes', message: 'Add 10, 20, 30, 45 or 60 minutes' }),
  'busy.length': msg({ id: 'busy.length', message: 'Choose 1h, 2h or rest-of-day' }),

  // A rider's link and the delivery code (decision record 0111).
  'rider.name': msg({ id: 'rider.name', message: 'Give the rider’s name, 2 to 60 characters' }),
  'rider.phone': msg({
    id: 'rider.phone',
    message: 'Give the rider’s Kenyan mobile number, such as 0712 345 678',
  }),
  'rider.cannotAssign': msg({
    id: 'rider.cannotAssign',
    message: 'A rider can be given an order once it is accepted, and until it is delivered',
  }),
  'rider.link': msg({
    id: 'rider.link',
    message: 'This rider link is not complete; ask the kitchen to send it again',
  }),
  'rider.notFound': msg({
    id: 'rider.notFound',
    message: 'This rider link does not work; ask the kitchen for a new one',
  }),
  'rider.linkEnded': msg({
    id: 'rider.linkEnded',
    message: 'This rider link has ended: the order was delivered, stopped or the link expired',
  }),
  'rider.code': msg({ id: 'rider.code', message: 'Type the 4 digits the customer tells you' }),
  'rider.wrongCode': msg({
    id: 'rider.wrongCode',
    message: 'That is not the customer’s code. {left, plural, one {# try left} other {# tries left}}',
  }),
  'rider.codeLocked': msg({
    id: 'rider.codeLocked',
    message: 'Too many wrong codes: ask the kitchen to send you a new link',
  }),

  // A kitchen's renewed documents, checked by an operator (decision record 0115).
  'renewal.document': msg({
    id: 'renewal.document',
    message: 'Choose the renewed document: a PDF, JPEG or PNG of at most 5 MB',
  }),
  'renewal.notFound': msg({ id: 'renewal.notFound', message: 'There is no such renewal' }),
  'renewal.decided': msg({
    id: 'renewal.decided',
    message: 'This renewal was already decided, perhaps by another operator',
  }),
  'renewal.outcome': msg({
    id: 'renewal.outcome',
    message: 'Accept it with its expiry day, or refuse it with a reason',
  }),

  // New orders by Web Push to the kitchen's phones (decision record 0114).
  'push.endpoint': msg({
    id: 'push.endpoint',
    message: 'This browser gave no push address; turn the alerts off and on again',
  }),
  'push.keys': msg({
    id: 'push.keys',
    message: 'This browser gave incomplete push keys; turn the alerts off and on again',
  }),
  'push.service': msg({
    id: 'push.service',
    message: 'This browser’s push service is not one alerts can be sent to; try Chrome or Firefox',
  }),
  'push.off': msg({ id: 'push.off', message: 'This storefront sends no alerts to locked phones yet' }),

  // The kitchen's delivery and order settings.
  'settings.deliveryBase': msg({
    id: 'settings.deliveryBase',
    message: 'The delivery base must be whole shillings, from 0 to 1,000',
  }),
  'settings.deliveryPerKm': msg({
    id: 'settings.deliveryPerKm',
    message: 'The price per km must be whole shillings, from 0 to 200',
  }),
  'settings.deliveryRadius': msg({
    id: 'settings.deliveryRadius',
    message: 'The delivery radius must be from 1 to 50 km, in half kilometres',
  }),
  'settings.minOrder': msg({
    id: 'settings.minOrder',
    message: 'The minimum order must be whole shillings, from 0 to 10,000',
  }),
  'settings.prepMinutes': msg({
    id: 'settings.prepMinutes',
    message: 'The preparation time must be whole minutes, from 5 to 240',
  }),
  'settings.preorderCutoff': msg({
    id: 'settings.preorderCutoff',
    message: 'The order cut-off must be a time of day (HH:MM), or empty for none',
  }),
  'settings.answerWithin': msg({
    id: 'settings.answerWithin',
    message: 'The time to answer an order must be whole minutes, from 5 to 60',
  }),
  'settings.fulfilment': msg({
    id: 'settings.fulfilment',
    message: 'fulfilment must be delivery, pickup or both',
  }),
  'settings.alertAfter': msg({
    id: 'settings.alertAfter',
    message: 'The text message must come after whole minutes, from 1 to 30',
  }),
  'settings.alertBeforeAnswer': msg({
    id: 'settings.alertBeforeAnswer',
    message: 'The text message must come before the time to answer runs out',
  }),

  // The kitchen's own words, in the languages it writes (decision record 0104).
  'words.language': msg({ id: 'words.language', message: 'Choose one of the languages in the list' }),
  'words.tagline': msg({ id: 'words.tagline', message: 'Write the tagline in 2 to 120 characters' }),
  'words.story': msg({ id: 'words.story', message: 'Write the story in at most 2,000 characters' }),
  'words.ownLanguage': msg({
    id: 'words.ownLanguage',
    message: 'This is the language your kitchen writes in: change your own words instead',
  }),

  // The kitchen's menu editor.
  'menu.mealNotFound': msg({ id: 'menu.mealNotFound', message: 'Your kitchen has no such meal' }),
  'menu.name': msg({ id: 'menu.name', message: 'Name the meal in 2 to 80 characters' }),
  'menu.description': msg({
    id: 'menu.description',
    message: 'Describe the meal in 10 to 500 characters',
  }),
  'menu.price': msg({
    id: 'menu.price',
    message: 'The price must be whole shillings, from 1 to 100,000',
  }),
  'menu.category': msg({ id: 'menu.category', message: 'Choose a category' }),
  'menu.dietaryTags': msg({ id: 'menu.dietaryTags', message: 'Choose dietary tags from the list' }),
  'menu.allergens': msg({ id: 'menu.allergens', message: 'Choose allergens from the list' }),
  'menu.ingredients': msg({
    id: 'menu.ingredients',
    message: 'List at most 30 ingredients, one a line, each up to 60 characters',
  }),
  'menu.dailyPortions': msg({
    id: 'menu.dailyPortions',
    message: 'Portions a day must be a whole number from 0 to 1,000',
  }),
  'menu.portions': msg({
    id: 'menu.portions',
    message: "Today's portions must be a whole number from 0 to 1,000",
  }),
  'menu.available': msg({ id: 'menu.available', message: 'Say whether the meal is on the menu' }),
  'menu.pauseLength': msg({
    id: 'menu.pauseLength',
    message: 'Pause for 30 minutes, an hour or the rest of the day',
  }),
  'menu.photoMissing': msg({ id: 'menu.photoMissing', message: 'Choose a photo to upload' }),
  'menu.photoType': msg({ id: 'menu.photoType', message: 'The photo must be a JPEG, PNG or WebP image' }),
  'menu.photoTooLarge': msg({ id: 'menu.photoTooLarge', message: 'The photo must be at most 5 MB' }),
  'menu.photoTooManyPixels': msg({
    id: 'menu.photoTooManyPixels',
    message: 'The photo may have at most {megapixels} megapixels; send a smaller copy, as a phone shares one',
  }),
  'menu.photoUnreadable': msg({
    id: 'menu.photoUnreadable',
    message: 'This photo could not be read; try another',
  }),
  'menu.multipart': msg({
    id: 'menu.multipart',
    message: 'Send the photo as a form upload (multipart/form-data)',
  }),
  'menu.optionId': msg({ id: 'menu.optionId', message: 'An option id must be a whole number from 1' }),
  'menu.optionName': msg({ id: 'menu.optionName', message: 'Name each option in 1 to 40 characters' }),
  'menu.optionPrice': msg({
    id: 'menu.optionPrice',
    message: 'A price difference is whole shillings, from -100000 to 100000',
  }),
  'menu.optionRequired': msg({ id: 'menu.optionRequired', message: 'Say whether a choice is required' }),
  'menu.optionMaxChoices': msg({
    id: 'menu.optionMaxChoices',
    message: 'How many may be chosen: from 1 to the number of choices',
  }),
  'menu.optionChoices': msg({ id: 'menu.optionChoices', message: 'Give each option 1 to 12 choices' }),
  'menu.optionGroups': msg({ id: 'menu.optionGroups', message: 'A meal has at most 8 options' }),
  'menu.optionUnknown': msg({
    id: 'menu.optionUnknown',
    message: 'This meal has no option or choice {id}',
  }),
  'menu.optionBelowZero': msg({
    id: 'menu.optionBelowZero',
    message: 'A choice cannot take more off than the meal costs (KSh {price})',
  }),
  // A recipe's shopping list (decision record 0102).
  'menu.recipePrice': msg({
    id: 'menu.recipePrice',
    message: 'A recipe is free to read: its price is 0, and shoppers buy its ingredients',
  }),
  'menu.product': msg({ id: 'menu.product', message: 'Choose a product the grocery stores sell' }),
  'menu.productTwice': msg({
    id: 'menu.productTwice',
    message: 'This product is on the list already: change its quantity instead',
  }),
  'menu.productQuantity': msg({
    id: 'menu.productQuantity',
    message: 'The quantity must be a whole number from 1 to 50',
  }),
  'menu.productAmount': msg({
    id: 'menu.productAmount',
    message: "Write the recipe's measure in 1 to 60 characters, such as 2 cups",
  }),
  'menu.shoppingListLength': msg({
    id: 'menu.shoppingListLength',
    message: 'A recipe lists at most 30 products',
  }),
  'input.lastEventId': msg({
    id: 'input.lastEventId',
    message: 'The last event id must be a whole number from 0',
  }),

  // Kitchen applications (join pages) and their review.
  'application.kitchenName': msg({
    id: 'application.kitchenName',
    message: "Please enter the kitchen's name, 2 to 80 characters",
  }),
  'application.cookName': msg({
    id: 'application.cookName',
    message: "Please enter the cook's name, 2 to 80 characters",
  }),
  'application.phone': msg({
    id: 'application.phone',
    message: 'Please enter a Kenyan mobile number such as 0712 345 678',
  }),
  'application.email': msg({ id: 'application.email', message: 'Please enter a valid email address' }),
  'application.position': msg({
    id: 'application.position',
    message: "Please give the kitchen's position in Kenya as a latitude and a longitude",
  }),
  'application.neighbourhood': msg({
    id: 'application.neighbourhood',
    message: 'Please choose the neighbourhood from the list',
  }),
  'application.landmark': msg({
    id: 'application.landmark',
    message: 'Please describe a landmark near the kitchen, 3 to 200 characters',
  }),
  'application.cuisines': msg({
    id: 'application.cuisines',
    message: 'Please choose at least one cuisine from the list',
  }),
  'application.dishes': msg({
    id: 'application.dishes',
    message: 'List 1 to 12 dishes, one a line, each with its price in shillings, such as: Beef pilau, 350',
  }),
  'application.dailyCapacity': msg({
    id: 'application.dailyCapacity',
    message: 'Daily capacity must be a whole number of portions from 1 to 2000',
  }),
  'application.fulfilment': msg({
    id: 'application.fulfilment',
    message: 'Please choose delivery, pick-up or both',
  }),
  'application.service': msg({ id: 'application.service', message: 'Unknown service' }),
  'application.documentMissing': msg({
    id: 'application.documentMissing',
    message: 'Please attach this document',
  }),
  'application.documentType': msg({
    id: 'application.documentType',
    message: 'This file is not a PDF, JPEG or PNG',
  }),
  'application.documentsType': msg({
    id: 'application.documentsType',
    message: 'Documents must be PDF, JPEG or PNG files',
  }),
  'application.documentTooLarge': msg({
    id: 'application.documentTooLarge',
    message: 'A document may be at most 5 MB',
  }),
  'application.multipart': msg({
    id: 'application.multipart',
    message: 'Send the application as multipart/form-data',
  }),
  'application.operatorOnly': msg({
    id: 'application.operatorOnly',
    message: 'This is for operators only',
  }),
  'application.illegalStep': msg({
    id: 'application.illegalStep',
    message: 'This application cannot take that step now; it may have changed meanwhile',
  }),
  'application.accountRunsKitchen': msg({
    id: 'application.accountRunsKitchen',
    message:
      'The account this application came from already runs {kitchen}: an account runs one kitchen, so reject this application with the reason',
  }),
  'application.step': msg({
    id: 'application.step',
    message: 'Choose one of: reviewing, approved, rejected',
  }),
  'application.reasonRequired': msg({
    id: 'application.reasonRequired',
    message: 'Tell the applicant why, in 3 to 300 characters',
  }),
  'application.status': msg({
    id: 'application.status',
    message: 'status must be received, reviewing, approved or rejected',
  }),
  'application.documentKind': msg({
    id: 'application.documentKind',
    message: 'The document is medical-certificate or food-licence',
  }),
  'application.expiresOn': msg({
    id: 'application.expiresOn',
    message: 'Enter the expiry date as YYYY-MM-DD, today or later',
  }),
  'application.medicalSixMonths': msg({
    id: 'application.medicalSixMonths',
    message: 'A medical certificate is valid six months at most: its expiry must be by {latest}',
  }),
  'application.notUnderReview': msg({
    id: 'application.notUnderReview',
    message: 'Documents are checked while the application is under review or once it is approved',
  }),
} as const

/** A refusal's stable id. */
export type ErrorCode = keyof typeof ERROR_MESSAGES

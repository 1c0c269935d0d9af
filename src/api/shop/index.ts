import { Hono } from 'hono'
import { applicationsApi } from '../applications'
import { renewalsApi } from '../applications/renewals'
import { requireSession } from '../auth/session-guard'
import type { ApiEnv, SignedInEnv } from '../env'
import { kitchenApi } from '../kitchen-console'
import { cartRoutes } from './cart'
import { catalogueVersionRoutes } from './catalogue-version'
import { checkoutRoutes } from './checkout'
import { favoritesRoutes } from './favorites'
import { inquiriesRoutes } from './inquiries'
import { kitchenSlotsRoutes } from './kitchen-slots'
import { kitchensRoutes } from './kitchens'
import { locationsRoutes } from './locations'
import { mealPhotosRoutes } from './meal-photos'
import { mealsRoutes } from './meals'
import { notificationsRoutes } from './notifications'
import { offersRoutes } from './offers'
import { ordersRoutes } from './orders'
import { orderPaymentRoutes, paymentsRoutes } from './payments'
import { kitchenReviewsRoutes, orderReviewRoutes } from './reviews'
import { riderLinkRoutes } from './rider'
import { searchRoutes } from './search'
import { servicesRoutes } from './services'
import { staticContentRoutes } from './static-content'
import { supportRoutes } from './support'

/** Under /orders three rooms meet (checkout, orders, payments); one session check covers them. */
const signedInOrders = new Hono<SignedInEnv>()
  .use(requireSession)
  .route('/', checkoutRoutes)
  .route('/', ordersRoutes)
  .route('/', orderPaymentRoutes)
  .route('/', orderReviewRoutes)

/** The General API of SPEC §7, mounted at /api: responses are the payload itself. */
export const shopApi = new Hono<ApiEnv>()
  .route('/kitchens', kitchensRoutes)
  .route('/kitchens', kitchenReviewsRoutes)
  .route('/kitchens', kitchenSlotsRoutes)
  .route('/kitchen', kitchenApi)
  .route('/kitchen-applications', applicationsApi)
  .route('/document-renewals', renewalsApi)
  .route('/meals', mealsRoutes)
  .route('/meal-photos', mealPhotosRoutes)
  .route('/offers', offersRoutes)
  .route('/search', searchRoutes)
  .route('/services', servicesRoutes)
  .route('/catalogue/version', catalogueVersionRoutes)
  .route('/inquiries', inquiriesRoutes)
  .route('/_content', staticContentRoutes)
  .route('/cart', cartRoutes)
  .route('/locations', locationsRoutes)
  .route('/favorites', favoritesRoutes)
  .route('/orders', signedInOrders)
  .route('/payments', paymentsRoutes)
  .route('/support', supportRoutes)
  .route('/rider', riderLinkRoutes)
  // Last: the hostile-input test seeds each operation by its place in the document.
  .route('/notifications', notificationsRoutes)

export type ShopApi = typeof shopApi

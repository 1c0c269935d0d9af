import { createFileRoute, redirect } from '@tanstack/react-router'

/** With Food the only switched-on service, the cart is the food cart. */
export const Route = createFileRoute('/cart/')({
  beforeLoad: () => {
    throw redirect({ to: '/cart/food', replace: true })
  },
})

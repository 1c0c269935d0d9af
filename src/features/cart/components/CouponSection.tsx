import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { Kes } from '../../../components/format/Kes'
import type { CartView } from '../../../contracts/cart.responses'
import { CouponInput } from '../../../contracts/coupon.schemas'
import { useMessageText } from '../../../i18n/use-message-text'
import { unwrap } from '../../../lib/api-errors'
import { showCart } from '../cart.queries'
import { applyCoupon, removeCoupon } from '../coupon.functions'

type AppliedCoupon = NonNullable<CartView['coupon']>

/** "10% off" or "KSh 100 off", and for whom: built from the coupon's fields, so it is translated. */
function CouponTerms({ coupon }: { coupon: AppliedCoupon }) {
  const amount = <Kes amount={coupon.amountOffKes ?? 0} />
  const percent = coupon.percentOff ?? 0
  const kitchen = coupon.kitchenName ?? ''
  return (
    <>
      {coupon.percentOff === null ? <Trans>{amount} off</Trans> : <Trans>{percent}% off</Trans>}
      {coupon.kitchenName === null ? null : (
        <>
          {' · '}
          <Trans>meals from {kitchen} only</Trans>
        </>
      )}
    </>
  )
}

/** The applied coupon: what it takes off now, or (translated) why it does not apply, and Remove. */
function Applied({ coupon }: { coupon: AppliedCoupon }) {
  const messageText = useMessageText()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: async () => unwrap(await removeCoupon()),
    onSuccess: (cart) => showCart(queryClient, cart),
  })
  const code = coupon.code
  const discount = <Kes amount={coupon.discountKes} />
  return (
    <div className="coupon-applied">
      <p>
        <strong>
          <Trans>Coupon {code}</Trans>
        </strong>{' '}
        <CouponTerms coupon={coupon} />
      </p>
      {coupon.applies ? (
        <p className="saving">
          <Trans>It takes {discount} off this order.</Trans>
        </p>
      ) : (
        <p className="notice-text" role="status">
          {coupon.refusal ? messageText(coupon.refusal.code, coupon.refusal.values) : null}
        </p>
      )}
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={remove.isPending}
        onClick={() => {
          if (!remove.isPending) remove.mutate()
        }}
      >
        <Trans>Remove coupon</Trans>
      </button>
    </div>
  )
}

/**
 * The cart's coupon: a code field until one is applied (a code that does not apply is refused
 * with the reason under the field), then the coupon and what it takes off. The API checks it
 * again at checkout; the web only shows it.
 */
export function CouponSection({ cart }: { cart: CartView }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  return (
    <section className="coupon-section" aria-labelledby="coupon-title">
      <h2 id="coupon-title">
        <Trans>Coupon</Trans>
      </h2>
      {cart.coupon ? (
        <Applied coupon={cart.coupon} />
      ) : (
        <SchemaForm
          labelledBy="coupon-title"
          schema={CouponInput}
          defaults={{ code: '' }}
          fields={[{ name: 'code', label: _(msg`Coupon code`), required: true, autoComplete: 'off' }]}
          submitLabel={<Trans>Apply</Trans>}
          busyLabel={<Busy />}
          onSubmit={(values) => applyCoupon({ data: { code: values.code } })}
          onSuccess={(next) => {
            showCart(queryClient, next)
          }}
        />
      )}
    </section>
  )
}

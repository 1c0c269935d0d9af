import { Trans } from '@lingui/react/macro'

/**
 * What the coupon section looks like before its code arrives: the same boxes as the code form,
 * inert and hidden from assistive technology, so the total and the checkout form below do not
 * move when the real form takes its place (decision 0012: the checkout's layout shift was 0.056
 * while this space was empty until the page was interactive).
 */
export function CouponPlaceholder() {
  return (
    <section className="coupon-section" aria-hidden="true">
      <h2>
        <Trans>Coupon</Trans>
      </h2>
      <div className="schema-form">
        <fieldset className="schema-form-fields" disabled>
          <div className="field">
            <span className="label-like">
              <Trans>Coupon code</Trans>
              <span> *</span>
            </span>
            <input tabIndex={-1} readOnly aria-hidden="true" />
          </div>
          <button type="button" className="button" tabIndex={-1}>
            <Trans>Apply</Trans>
          </button>
        </fieldset>
      </div>
    </section>
  )
}

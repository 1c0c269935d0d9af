import { Trans } from '@lingui/react/macro'

/** M-Pesa test mode (a server without Daraja credentials, outside production): say it plainly. */
export function TestPaymentsNotice() {
  return (
    <p className="notice-text test-payments">
      <strong>
        <Trans>Test payments</Trans>
      </strong>{' '}
      <Trans>
        M-Pesa here is a simulator: no prompt reaches a real phone and no money moves. Numbers ending in 1032
        cancel, 0001 lack funds; any other number pays.
      </Trans>
    </p>
  )
}

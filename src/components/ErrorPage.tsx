import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Component, type ReactNode, useEffect } from 'react'
import { notify } from './notifications/notify'

type ErrorPageProps = { status?: number; message?: string }

/**
 * SPEC §2's error page: status and message framed by colons, a help link, Go Back (home) and
 * Help buttons, the 404 illustration, and an error notification for 3 seconds.
 */
function ErrorPageContent({ status = 500, message }: ErrorPageProps) {
  const { t } = useLingui()
  const text = message ?? t`An error occurred`
  useEffect(() => {
    notify({ type: 'danger', title: `${status}`, message: text })
  }, [status, text])
  return (
    <main className="page error-page">
      {status === 404 ? (
        <img src="/art/404.svg" alt="" width={240} height={180} className="error-illustration" />
      ) : null}
      <h1 className="error-status">: {status} :</h1>
      <p className="error-message">: {text} :</p>
      <p>
        <Link to="/pages/help">{t`If you think this is a problem with us, please tell us`}</Link>
      </p>
      <p className="error-actions">
        <Link to="/" className="button">
          {t`Go Back`}
        </Link>{' '}
        <Link to="/pages/help" className="button button-secondary">
          {t`Help`}
        </Link>
      </p>
    </main>
  )
}

/** If the error page itself fails, a plain message and a way home (SPEC §2). */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className="page error-page">
        <p>An error occurred while showing the error page</p>
        <a href="/">Home</a>
      </main>
    )
  }
}

export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  )
}

export function NotFoundPage() {
  const { t } = useLingui()
  return <ErrorPage status={404} message={t`This page could not be found`} />
}

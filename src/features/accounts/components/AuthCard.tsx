import type { ReactNode } from 'react'

/** The heading, intro and body of one auth page. */
export function AuthCard({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: ReactNode
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="auth-card">
      <h1 id={id}>{title}</h1>
      {intro ? <p className="auth-intro">{intro}</p> : null}
      {children}
    </div>
  )
}

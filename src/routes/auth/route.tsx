import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthVideo } from '../../features/accounts/components/AuthVideo'
import { middleware } from '../../features/accounts/guards'

/** The auth layout: the form beside a looping muted video, half width each (SPEC §2). */
export const Route = createFileRoute('/auth')({
  beforeLoad: middleware('unauthenticated'),
  component: AuthLayout,
})

function AuthLayout() {
  return (
    <main className="auth-layout">
      <section className="auth-panel">
        <Outlet />
      </section>
      <AuthVideo />
    </main>
  )
}

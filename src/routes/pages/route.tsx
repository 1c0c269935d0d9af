import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MoreLayout } from '../../components/layout/MoreLayout'

export const Route = createFileRoute('/pages')({
  component: () => (
    <MoreLayout>
      <Outlet />
    </MoreLayout>
  ),
})

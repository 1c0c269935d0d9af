import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MoreLayout } from '../../components/layout/MoreLayout'

export const Route = createFileRoute('/pages')({
  // Static pages are the same for everyone who reads them (decision 0101).
  staticData: { sharedPage: true },
  component: () => (
    <MoreLayout>
      <Outlet />
    </MoreLayout>
  ),
})

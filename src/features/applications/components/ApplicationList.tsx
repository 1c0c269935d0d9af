import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { STATUS_LABELS } from '../application-labels'
import type { Application } from '../applications.types'

/** The operators' list: who applied, where, when, and how far the review is; `link` opens one. */
export function ApplicationList({
  applications,
  link,
}: {
  applications: Application[]
  link: (id: number, label: ReactNode) => ReactNode
}) {
  const { _ } = useLingui()
  if (applications.length === 0)
    return (
      <p>
        <Trans>No applications here.</Trans>
      </p>
    )
  return (
    <table className="applications-table">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Application</Trans>
          </th>
          <th scope="col">
            <Trans>Cook</Trans>
          </th>
          <th scope="col">
            <Trans>Neighbourhood</Trans>
          </th>
          <th scope="col">
            <Trans>Received</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <tr key={application.id}>
            <th scope="row">{link(application.id, `${application.id} · ${application.kitchenName}`)}</th>
            <td>{application.cookName}</td>
            <td>{application.neighbourhood}</td>
            <td>
              <NairobiTime iso={application.createdAt} />
            </td>
            <td>{_(STATUS_LABELS[application.status])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

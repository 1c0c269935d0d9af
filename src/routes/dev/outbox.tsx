import { createFileRoute, notFound } from '@tanstack/react-router'
import { listOutbox } from '../../features/accounts/accounts.functions'

/**
 * Development only (DEV_OUTBOX, off in production): the codes and links the service would have
 * sent by e-mail or SMS, for trying the sign-up flow without an SMTP server or SMS account.
 * Not translated: it is a tool for the team, never shown to shoppers.
 */
export const Route = createFileRoute('/dev/outbox')({
  loader: async () => {
    const result = await listOutbox()
    if (result.errors !== null) throw notFound()
    return result.data
  },
  head: () => ({ meta: [{ title: 'Outbox (development)' }, { name: 'robots', content: 'noindex' }] }),
  component: OutboxPage,
})

function OutboxPage() {
  const messages = Route.useLoaderData()
  return (
    <main className="page dev-outbox">
      <h1 lang="en">Outbox (development)</h1>
      <table lang="en">
        <thead>
          <tr>
            <th scope="col">Sent</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} data-recipient={message.recipient}>
              <td>{message.createdAt}</td>
              <td>{message.recipient}</td>
              <td>{message.subject}</td>
              <td className="outbox-body">{message.body}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}

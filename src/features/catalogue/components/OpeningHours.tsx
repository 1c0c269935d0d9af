import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { DAYS } from '../../../lib/catalogue-lists'
import { windowsOfDay } from '../../../lib/hour-windows'
import type { Kitchen } from '../catalogue.types'
import { DAY_LABELS } from '../catalogue-labels'

/** When a closed kitchen opens next, by the API's reading of its hours in Nairobi time. */
function NextOpening({ next }: { next: NonNullable<Kitchen['nextOpening']> }) {
  const { _ } = useLingui()
  const time = next.time
  const day = _(DAY_LABELS[next.day])
  return (
    <p className="next-opening">
      {next.inDays === 0 ? (
        <Trans>Opens today at {time} (Nairobi time)</Trans>
      ) : next.inDays === 1 ? (
        <Trans>Opens tomorrow at {time} (Nairobi time)</Trans>
      ) : (
        <Trans>
          Opens {day} at {time} (Nairobi time)
        </Trans>
      )}
    </p>
  )
}

function listOfDays(days: readonly string[], locale: string): string | null {
  if (days.length === 0) return null
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(
    days.map((day) => format.format(new Date(`${day}T12:00:00Z`))),
  )
}

/** The kitchen's next opening, when closed, and its week of hours (Nairobi time). */
export function OpeningHours({ kitchen }: { kitchen: Kitchen }) {
  const { _, i18n } = useLingui()
  // The days it stays closed (decision record 0112), as "25 Dec, 26 Dec" in the reader's language.
  const closed = listOfDays(kitchen.closedDays, i18n.locale)
  return (
    <>
      {kitchen.nextOpening ? <NextOpening next={kitchen.nextOpening} /> : null}
      <details className="opening-hours">
        <summary>
          <Trans>Opening hours (Nairobi time)</Trans>
        </summary>
        <table>
          <tbody>
            {DAYS.map((day) => {
              const windows = windowsOfDay(kitchen.openingHours, day)
              return (
                <tr key={day}>
                  <th scope="row">{_(DAY_LABELS[day])}</th>
                  <td>
                    {windows.length > 0 ? (
                      windows.map(([open, close]) => `${open}–${close}`).join(', ')
                    ) : (
                      <Trans>Closed</Trans>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {closed ? (
          <p>
            <Trans>Closed on {closed}</Trans>
          </p>
        ) : null}
      </details>
    </>
  )
}

import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { DAYS } from '../../../lib/catalogue-lists'
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

/** The kitchen's next opening, when closed, and its week of hours (Nairobi time). */
export function OpeningHours({ kitchen }: { kitchen: Kitchen }) {
  const { _ } = useLingui()
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
              const hours = kitchen.openingHours[day]
              return (
                <tr key={day}>
                  <th scope="row">{_(DAY_LABELS[day])}</th>
                  <td>{hours ? `${hours[0]}–${hours[1]}` : <Trans>Closed</Trans>}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </details>
    </>
  )
}

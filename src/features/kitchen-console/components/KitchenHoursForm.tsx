import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { toastMessage } from '../../../components/notifications/notify'
import type { KitchenHours } from '../../../contracts/kitchen-hours.responses'
import { KitchenHoursInput } from '../../../contracts/kitchen-hours.schemas'
import { useMessageText } from '../../../i18n/use-message-text'
import { unwrap } from '../../../lib/api-errors'
import { DAYS, type Day, MAX_WINDOWS_A_DAY, type OpeningHours } from '../../../lib/catalogue-lists'
import { DAY_LABELS } from '../../../lib/day-labels'
import { firstProblem } from '../../../lib/first-problem'
import { windowsOfDay } from '../../../lib/hour-windows'
import { nairobiDate } from '../../../lib/nairobi-date'
import { saveKitchenHours } from '../hours.functions'
import { kitchenHoursQuery } from '../hours.queries'

type Window = { open: string; close: string }
type Week = Record<Day, Window[]>

const weekOf = (hours: OpeningHours): Week =>
  Object.fromEntries(
    DAYS.map((day) => [day, windowsOfDay(hours, day).map(([open, close]) => ({ open, close }))]),
  ) as Week

const hoursOf = (week: Week): OpeningHours =>
  Object.fromEntries(DAYS.map((day) => [day, week[day].flatMap(({ open, close }) => [open, close])]))

/**
 * When the kitchen cooks (decision record 0112): each day's windows (up to three: breakfast,
 * lunch, supper), none for a closed day, and the dates it stays closed. Shoppers' "open now",
 * slots and pre-orders follow as soon as it is saved.
 */
export function KitchenHoursForm() {
  const { _ } = useLingui()
  const say = useMessageText()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(kitchenHoursQuery)
  const [week, setWeek] = useState<Week>(() => weekOf(data.openingHours))
  const [closedDays, setClosedDays] = useState<string[]>(data.closedDays)
  const [problem, setProblem] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: async (body: KitchenHoursInput) => unwrap(await saveKitchenHours({ data: body })),
    onSuccess: (saved: KitchenHours) => {
      queryClient.setQueryData(kitchenHoursQuery.queryKey, saved)
      toastMessage({ type: 'success', title: _(msg`Opening hours saved`) })
    },
  })
  const change = (day: Day, windows: Window[]) => setWeek((now) => ({ ...now, [day]: windows }))
  return (
    <section aria-labelledby="kitchen-hours-title" className="account-section kitchen-hours">
      <h2 id="kitchen-hours-title">
        <Trans>Opening hours (Nairobi time)</Trans>
      </h2>
      <p>
        <Trans>
          Up to three windows a day, such as lunch and supper. A day without a window is closed. The last
          window may end after midnight.
        </Trans>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const body = { openingHours: hoursOf(week), closedDays }
          const found = firstProblem(KitchenHoursInput, body)
          setProblem(found)
          if (!found) save.mutate(body)
        }}
      >
        {DAYS.map((day) => (
          <DayWindows key={day} day={day} windows={week[day]} onChange={(windows) => change(day, windows)} />
        ))}
        <ClosedDays days={closedDays} onChange={setClosedDays} />
        {problem ? (
          <p role="alert" className="form-error">
            {say(problem)}
          </p>
        ) : (
          <FailureAlert error={save.error} />
        )}
        <button type="submit" className="button" disabled={save.isPending}>
          <Trans>Save the opening hours</Trans>
        </button>
      </form>
    </section>
  )
}

function DayWindows({
  day,
  windows,
  onChange,
}: {
  day: Day
  windows: Window[]
  onChange: (windows: Window[]) => void
}) {
  const { _ } = useLingui()
  const id = useId()
  const set = (index: number, part: keyof Window, value: string) =>
    onChange(windows.map((window, i) => (i === index ? { ...window, [part]: value } : window)))
  const last = windows.at(-1)
  return (
    <fieldset className="day-windows">
      <legend>{_(DAY_LABELS[day])}</legend>
      {windows.length === 0 ? (
        <p className="day-closed">
          <Trans>Closed</Trans>
        </p>
      ) : null}
      {windows.map((window, index) => (
        // Windows have no identity of their own but their place in the day.
        // biome-ignore lint/suspicious/noArrayIndexKey: a window is its place in the day
        <p key={index} className="day-window">
          <span className="day-window-time">
            <label htmlFor={`${id}-${index}-open`}>
              <Trans>Opens</Trans>
            </label>
            <input
              id={`${id}-${index}-open`}
              type="time"
              required
              value={window.open}
              onChange={(event) => set(index, 'open', event.target.value)}
            />
          </span>
          <span className="day-window-time">
            <label htmlFor={`${id}-${index}-close`}>
              <Trans>Closes</Trans>
            </label>
            <input
              id={`${id}-${index}-close`}
              type="time"
              required
              value={window.close}
              onChange={(event) => set(index, 'close', event.target.value)}
            />
          </span>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onChange(windows.filter((_window, i) => i !== index))}
          >
            <Trans>Remove</Trans>
          </button>
        </p>
      ))}
      {windows.length < MAX_WINDOWS_A_DAY ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            // A next window from the last one's close to the day's end; a first one, the usual day.
            onChange([
              ...windows,
              last ? { open: last.close, close: '23:59' } : { open: '09:00', close: '21:00' },
            ])
          }
        >
          <Trans>Add a window</Trans>
        </button>
      ) : null}
    </fieldset>
  )
}

function ClosedDays({ days, onChange }: { days: string[]; onChange: (days: string[]) => void }) {
  const { i18n } = useLingui()
  const [adding, setAdding] = useState('')
  const inputId = useId()
  const today = nairobiDate(new Date())
  const format = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  return (
    <fieldset className="closed-days">
      <legend>
        <Trans>Closed days</Trans>
      </legend>
      {days.length === 0 ? (
        <p>
          <Trans>No closed days ahead.</Trans>
        </p>
      ) : (
        <ul>
          {days.map((day) => {
            const shown = format.format(new Date(`${day}T12:00:00Z`))
            return (
              <li key={day}>
                {shown}{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => onChange(days.filter((d) => d !== day))}
                >
                  <Trans>Open on {shown}</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <p className="closed-day-add">
        <label htmlFor={inputId}>
          <Trans>Close on a day</Trans>
        </label>
        <input
          id={inputId}
          type="date"
          min={today}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
        />
        <button
          type="button"
          className="button button-secondary"
          disabled={!adding}
          onClick={() => {
            if (adding && !days.includes(adding)) onChange([...days, adding].sort())
            setAdding('')
          }}
        >
          <Trans>Add the closed day</Trans>
        </button>
      </p>
    </fieldset>
  )
}

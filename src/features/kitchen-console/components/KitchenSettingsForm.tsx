import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { FULFILMENT_LABELS } from '../../../components/format/fulfilment-labels'
import { Kes } from '../../../components/format/Kes'
import { toastMessage } from '../../../components/notifications/notify'
import { FULFILMENTS } from '../../../contracts/applications.lists'
import { KitchenSettingsInput } from '../../../contracts/kitchen-settings.schemas'
import { signOutOn401 } from '../../../session/session.queries'
import { saveKitchenSettings } from '../settings.functions'
import { kitchenSettingsQuery } from '../settings.queries'

type Field =
  | 'deliveryBaseKes'
  | 'deliveryPerKmKes'
  | 'deliveryRadiusKm'
  | 'minOrderKes'
  | 'prepMinutes'
  | 'preorderCutoff'
  | 'answerWithinMinutes'
  | 'alertAfterMinutes'
  | 'fulfilment'

/**
 * The form's text as numbers; what is not a number stays text, so the schema says what is wrong.
 * The cut-off stays the time field's text ("" when emptied: none).
 */
const numbersOf = (values: Record<Field, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, text]) => {
      const trimmed = String(text).trim().replace(',', '.')
      if (name === 'preorderCutoff' || name === 'fulfilment') return [name, String(text).trim()]
      return [name, trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed]
    }),
  )

/**
 * What the kitchen charges for delivery and how far it goes, its minimum order and how long it
 * cooks (record 0069), until when it takes orders for today (record 0040), and how soon it
 * answers an order (record 0110).
 * Shoppers' pages, carts and checkouts follow at once.
 */
export function KitchenSettingsForm() {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(kitchenSettingsQuery)
  const example = <Kes amount={data.deliveryBaseKes + data.deliveryPerKmKes * 3} />
  return (
    <section aria-labelledby="kitchen-settings-title" className="account-section">
      <h2 id="kitchen-settings-title">
        <Trans>Delivery and orders</Trans>
      </h2>
      <p>
        <Trans>
          A shopper 3 km away pays {example} for delivery now. Orders already placed keep the fee they were
          charged.
        </Trans>
      </p>
      <SchemaForm
        labelledBy="kitchen-settings-title"
        schema={KitchenSettingsInput}
        toInput={numbersOf}
        defaults={{
          deliveryBaseKes: String(data.deliveryBaseKes),
          deliveryPerKmKes: String(data.deliveryPerKmKes),
          deliveryRadiusKm: String(data.deliveryRadiusKm),
          minOrderKes: String(data.minOrderKes),
          prepMinutes: String(data.prepMinutes),
          preorderCutoff: data.preorderCutoff ?? '',
          answerWithinMinutes: String(data.answerWithinMinutes),
          alertAfterMinutes: String(data.alertAfterMinutes),
          fulfilment: data.fulfilment,
        }}
        fields={[
          {
            name: 'fulfilment',
            type: 'choice',
            label: _(msg`How shoppers get their orders`),
            required: true,
            options: FULFILMENTS.map((way) => ({ value: way, label: _(FULFILMENT_LABELS[way]) })),
            hint: _(
              msg`With pick-up, shoppers collect at your kitchen: no delivery fee and no rider. With both, each shopper chooses at checkout.`,
            ),
          },
          {
            name: 'deliveryBaseKes',
            label: _(msg`Delivery fee before the distance (KSh)`),
            required: true,
            inputMode: 'numeric',
          },
          {
            name: 'deliveryPerKmKes',
            label: _(msg`Added for each km (KSh)`),
            required: true,
            inputMode: 'numeric',
            hint: _(msg`Measured in a straight line from your kitchen to the address's pin`),
          },
          {
            name: 'deliveryRadiusKm',
            label: _(msg`Farthest you deliver (km)`),
            required: true,
            inputMode: 'decimal',
            hint: _(msg`Shoppers farther away see that you do not deliver to them`),
          },
          { name: 'minOrderKes', label: _(msg`Smallest order (KSh)`), required: true, inputMode: 'numeric' },
          {
            name: 'prepMinutes',
            label: _(msg`Minutes to cook an order`),
            required: true,
            inputMode: 'numeric',
            hint: _(msg`Shoppers' arrival times start from it`),
          },
          {
            name: 'preorderCutoff',
            type: 'time',
            label: _(msg`Last order time for same-day delivery (optional)`),
            hint: _(
              msg`Nairobi time, e.g. 10:00 if you cook lunch in the morning: after it, shoppers can only order for tomorrow or later. Clear it to take orders for today until your cooking time before each delivery.`,
            ),
          },
          {
            name: 'answerWithinMinutes',
            label: _(msg`Minutes to accept or decline a new order`),
            required: true,
            inputMode: 'numeric',
            hint: _(
              msg`An order nobody answers in this time is declined for you, and the shopper is told at once. A pre-order can wait until its cooking must start.`,
            ),
          },
          {
            name: 'alertAfterMinutes',
            label: _(msg`Text me about a waiting order after (minutes)`),
            required: true,
            inputMode: 'numeric',
            hint: _(msg`An SMS to your kitchen's phone, in case the board is not open`),
          },
        ]}
        onFailure={signOutOn401(queryClient)}
        submitLabel={<Trans>Save settings</Trans>}
        busyLabel={<Busy />}
        // The form checked the values against the schema before this runs.
        onSubmit={(values) => saveKitchenSettings({ data: v.parse(KitchenSettingsInput, numbersOf(values)) })}
        onSuccess={(saved) => {
          queryClient.setQueryData(kitchenSettingsQuery.queryKey, saved)
          toastMessage({ type: 'success', title: _(msg`Settings saved`) })
        }}
      />
    </section>
  )
}

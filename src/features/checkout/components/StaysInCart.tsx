import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'

type Group = { kitchen: { id: number; name: string }; belowMinimumKes: number }

/**
 * The kitchens below their minimum that a partial checkout leaves in the cart (record 0039), and
 * how much more each needs. The cart above keeps their lines and quantity controls, so the
 * shopper can top them up now or order them later.
 */
export function StaysInCart({ groups }: { groups: Group[] }) {
  return (
    <ul className="stays-in-cart">
      {groups.map(({ kitchen, belowMinimumKes }) => {
        const name = kitchen.name
        const missing = <Kes amount={belowMinimumKes} />
        return (
          <li key={kitchen.id} className="notice-text">
            <Trans>
              {name} stays in your cart: add {missing} more to order from it.
            </Trans>
          </li>
        )
      })}
    </ul>
  )
}

import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'

type Group = { kitchen: { id: number; name: string }; belowMinimumKes: number }

/**
 * The kitchens a partial checkout leaves in the cart (record 0039): one below its minimum says
 * how much more to add; one that cannot take orders now (paused) says so. The cart above keeps
 * their lines and quantity controls, so the shopper can top them up and order them later.
 */
export function StaysInCart({ groups }: { groups: Group[] }) {
  return (
    <ul className="stays-in-cart">
      {groups.map(({ kitchen, belowMinimumKes }) => {
        const name = kitchen.name
        const missing = <Kes amount={belowMinimumKes} />
        return (
          <li key={kitchen.id} className="notice-text">
            {belowMinimumKes > 0 ? (
              <Trans>
                {name} stays in your cart: add {missing} more to order from it.
              </Trans>
            ) : (
              <Trans>{name} stays in your cart: it cannot take orders right now.</Trans>
            )}
          </li>
        )
      })}
    </ul>
  )
}

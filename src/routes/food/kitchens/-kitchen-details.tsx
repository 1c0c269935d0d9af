import { lazyComponent } from '../../../boot/lazy-component'
import type { Kitchen } from '../../../features/catalogue/catalogue.types'
import { KitchenDetails } from '../../../features/catalogue/components/KitchenDetails'

// Its map's code loads when the shopper opens it (record 0038).
const PlaceMap = lazyComponent('PlaceMap', () => import('../../../features/map/PlaceMap'))

/**
 * The kitchen's details with its small map, one lazy part of the kitchen's page: the map's own
 * lazy import lives here, not in the page's critical-path script (decision 0012's budget). Not a
 * route: the router skips files whose name starts with '-'.
 */
export default function KitchenDetailsWithMap({ kitchen }: { kitchen: Kitchen }) {
  return <KitchenDetails kitchen={kitchen} map={<PlaceMap kitchen={kitchen} />} />
}

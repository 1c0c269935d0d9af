import KitchenMap from './KitchenMap'

type Place = { id: number; name: string; neighbourhood: string; lat: number; lng: number }

type Props = {
  /** The kitchens found, and the meals found (each with its kitchen's place). */
  kitchens: Place[]
  meals: { kitchen: Place }[]
  bbox?: string | undefined
  onSearchArea: (bbox: string) => void
}

/**
 * A search's results on the map (decision 0042): one marker per kitchen, whether the kitchen
 * itself was found or one of its meals was. Loaded lazily with the map (record 0038); the
 * results' list beside it is what keyboards and screen readers use.
 */
export default function SearchMap({ kitchens, meals, bbox, onSearchArea }: Props) {
  const places = new Map<number, Place>()
  for (const kitchen of [...kitchens, ...meals.map((meal) => meal.kitchen)])
    if (!places.has(kitchen.id)) places.set(kitchen.id, kitchen)
  return <KitchenMap kitchens={[...places.values()]} bbox={bbox} onSearchArea={onSearchArea} />
}

import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { layerCrossings } from '../../scripts/check-layers'

/**
 * The layer fence of docs/architecture.md, read from the imports of src/: the database schema,
 * the domain, the API and the server glue never import the web layer (features, routes); the
 * domain never imports the HTTP edge (server); one feature never imports another. Contracts
 * (closed lists and input schemas) live in src/contracts, below all of them.
 */
describe('the layer fence', () => {
  it('has no import climbing back up a layer or crossing between features', () => {
    const crossings = layerCrossings(join(import.meta.dirname, '../../src'))
    expect(crossings.map((c) => `${c.from} → ${c.to} (${c.rule})`)).toEqual([])
  })

  it('sees an import that climbs up, a domain file reaching the server and a feature reaching another', () => {
    const crossings = layerCrossings(join(import.meta.dirname, '../fixtures/layer-fence'))
    expect(crossings.map((c) => c.rule).sort()).toEqual([
      'api → features',
      'db → routes',
      'domain → server',
      'feature → another feature',
    ])
  })
})

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHUNK_GROUP_SOURCES, CHUNK_GROUPS } from '../../src/boot/chunk-groups'

const SRC = join(import.meta.dirname, '..', '..', 'src')

/** The source file a chunk group's path names (src/<path>.ts or .tsx), or null when none. */
function sourceFile(path: string): string | null {
  for (const ext of ['.ts', '.tsx']) if (existsSync(join(SRC, path + ext))) return join(SRC, path + ext)
  return null
}

// A chunk group names its modules by path (decision 0048): renaming or moving one would drop it
// from its chunk without a word, and a page would load one more file.
describe('chunk groups of the client build (src/boot/chunk-groups.ts)', () => {
  for (const [group, paths] of Object.entries(CHUNK_GROUP_SOURCES)) {
    it(`every module the ${group} group names is a source file, and the group takes it`, () => {
      const test = CHUNK_GROUPS.find((candidate) => candidate.name === group)?.test
      expect(test, `no chunk group named ${group}`).toBeDefined()
      const matches = (id: string) => (typeof test === 'function' ? test(id) : test?.test(id))
      const missing = paths.filter((path) => sourceFile(path) === null)
      expect(missing, `${group} names paths that match no file of src/`).toEqual([])
      const untaken = paths.filter((path) => !matches(sourceFile(path) ?? ''))
      expect(untaken, `${group}'s test does not take these files`).toEqual([])
    })
  }

  it('names each module in one group only', () => {
    const all = Object.values(CHUNK_GROUP_SOURCES).flat()
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([])
  })
})

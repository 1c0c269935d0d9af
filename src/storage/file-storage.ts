import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { assertSafeKey, type DocumentStorage } from './document-storage'

/**
 * Documents as files under a directory (DATA_DIR/uploads by default). A file is written to a
 * temporary name and renamed, so a reader never sees half a file. Directories are made on the
 * first write, after the database opened DATA_DIR.
 */
export function fileStorage(directory: string): DocumentStorage {
  const root = resolve(directory)
  const pathOf = (key: string) => {
    assertSafeKey(key)
    return join(root, key)
  }
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.${crypto.randomUUID()}.part`
      await writeFile(temporary, bytes)
      await rename(temporary, path)
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

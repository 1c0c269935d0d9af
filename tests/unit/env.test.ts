import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../src/config/env'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SERVICES: ['food'] })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.API_URL).toBeUndefined()
  })

  it('reads the services list, trimmed, lower-cased and without repeats', () => {
    expect(parseEnv({ SERVICES: ' Food, grocery ,food' }).SERVICES).toEqual(['food', 'grocery'])
  })

  it('takes OpenStreetMap tiles by default and a self-hosted tile server when set', () => {
    expect(parseEnv({})).toMatchObject({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    })
    const own = parseEnv({
      MAP_TILE_URL: 'http://tiles.local:8080/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: 'Our tiles',
    })
    expect(own).toMatchObject({
      MAP_TILE_URL: 'http://tiles.local:8080/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: 'Our tiles',
    })
  })

  it('drops a trailing slash from API URLs', () => {
    expect(parseEnv({ API_URL: 'http://localhost:4000/api/' }).API_URL).toBe('http://localhost:4000/api')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SERVICES', 'food,pizza'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['API_URL', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['MAP_TILE_URL', 'https://tiles.example.org/tiles.png'],
    ['MAP_TILE_URL', 'ftp://tiles.example.org/{z}/{x}/{y}.png'],
  ])('stops with a message naming %s for %j', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrowError(ConfigError)
    expect(() => parseEnv({ [name]: value })).toThrowError(new RegExp(`^Invalid configuration:\\n  ${name}`))
  })

  it('treats an empty value as unset', () => {
    expect(parseEnv({ PORT: '', SERVICES: '' })).toMatchObject({ PORT: 3000, SERVICES: ['food'] })
  })

  it('takes S3 storage settings all together or not at all', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'hc-docs',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(parseEnv(s3)).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' })
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrowError(/S3_BUCKET, S3_ENDPOINT/)
    expect(() => parseEnv({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrowError(/S3_BUCKET must be a bucket name/)
  })
})

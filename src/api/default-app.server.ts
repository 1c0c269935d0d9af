import { env } from '../config/env'
import { db } from '../db/database.server'
import { createApiApp } from './app'

/** The API wired to the process's configuration and database. */
export const apiApp = createApiApp({ db, services: () => env().SERVICES })

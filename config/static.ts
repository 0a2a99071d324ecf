import { basename, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/static'

/*
| Vite names each file it builds into public/assets after its content (`app-Bx3k9_aQ.js`): a
| changed file gets a new name, so a browser may keep one for a year without asking again. Other
| public files, and the server's own bundle in assets/server, are revalidated (ETag).
*/
const BUILT = app.publicPath('assets') + sep
const SERVER_BUNDLE = app.publicPath('assets', 'server') + sep
const CONTENT_HASHED = /-[\w-]{8}\.[a-z0-9]+(\.br|\.gz)?$/i
const FOR_A_YEAR = { 'Cache-Control': 'public, max-age=31536000, immutable' }

function isContentHashed(file: string) {
  return (
    file.startsWith(BUILT) && !file.startsWith(SERVER_BUNDLE) && CONTENT_HASHED.test(basename(file))
  )
}

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (file) => (isContentHashed(file) ? FOR_A_YEAR : {}),
})

export default staticServerConfig

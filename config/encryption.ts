import { randomBytes } from 'node:crypto'
import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/core/encryption'

/*
| The HTTP server, built at boot, wants a key. An ace command outside production may start
| without APP_KEY (start/env.ts): it gets one of its own for that, and what another process
| must read (a sealed mail job) asks for the real one (#core/runtime/required_settings).
*/
const key = env.get('APP_KEY') ?? randomBytes(32).toString('base64url')

export default defineConfig({
  default: 'app',
  list: {
    app: drivers.aes256gcm({ id: 'app', keys: [key] }),
  },
})

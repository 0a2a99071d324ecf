import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/core/hash'

/*
| scrypt: in Node's crypto, no native addon to compile. The test suites hash
| at a sixteenth of the cost (the same algorithm and code path): they create
| thousands of users, and each hash at full cost takes a core for tens of ms.
*/
const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({
      cost: app.inTest ? 1024 : 16384,
      blockSize: 8,
      parallelization: 1,
      maxMemory: 33554432,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}

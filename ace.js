/*
| JavaScript entrypoint for ace commands: registers the TypeScript loader
| (the same one the dev server and test runner use) and boots bin/console.ts.
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')

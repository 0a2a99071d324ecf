import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

/** A file of the project (the Dockerfile, compose.yaml, README.md…) by its path from the root. */
export const readProjectFile = (path: string) => readFileSync(app.makePath(path), 'utf8')

/** A script in the build (build/<file>) compiles from <file> with .ts, or is copied as is. */
export function builtFrom(file: string) {
  return [file.replace(/\.js$/, '.ts'), file].find((source) => existsSync(app.makePath(source)))
}

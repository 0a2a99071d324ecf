import { isAbsolute, relative, sep } from 'node:path'
import type { Plugin } from 'vite'

/*
| Vite plugin: every build environment (client, SSR) writes the project files
| it read to `.vite/inputs.json` in its output folder, the config's own files
| included, so `npm start` can tell whether the build is still current
| (bin/lib/frontend_build.js) without a list of folders that would drift.
| Dependencies are covered by package-lock.json instead.
*/
export const INPUTS_FILE = '.vite/inputs.json'

export function buildInputs(): Plugin {
  let root = process.cwd()
  let configFiles: string[] = []
  return {
    name: 'velvet:build-inputs',
    apply: 'build',
    configResolved(config) {
      root = config.root
      configFiles = config.configFileDependencies
    },
    generateBundle() {
      const files = new Set<string>()
      for (const id of [...this.getModuleIds(), ...configFiles]) {
        // Bare ids are the SSR build's external libraries; virtual ones start with \0.
        if (!isAbsolute(id)) continue
        const path = relative(root, id.split('?')[0])
        if (path.startsWith('..') || path.split(sep).includes('node_modules')) continue
        files.add(path.split(sep).join('/'))
      }
      this.emitFile({
        type: 'asset',
        fileName: INPUTS_FILE,
        source: JSON.stringify([...files].sort(), null, 1),
      })
    },
  }
}

/*
| How the per-module dictionary files become one dictionary per language.
| Its own module so the browser bundle can merge one language's files
| without importing every file of both languages (dictionaries.ts does).
*/
export type Dictionary = { [key: string]: unknown }

function isPlainObject(value: unknown): value is Dictionary {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

export function deepMerge(target: Dictionary, source: Dictionary): Dictionary {
  for (const [key, value] of Object.entries(source)) {
    target[key] =
      isPlainObject(value) && isPlainObject(target[key])
        ? deepMerge({ ...(target[key] as Dictionary) }, value)
        : value
  }
  return target
}

export function mergeDictionaries(files: Dictionary[]): Dictionary {
  return files.reduce<Dictionary>((all, file) => deepMerge(all, file), {})
}

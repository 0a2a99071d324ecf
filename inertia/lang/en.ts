import { mergeDictionaries, type Dictionary } from '../../resources/lang/merge.js'

/* The en dictionary alone: its own chunk, loaded by the browser only for en pages. */
const files = import.meta.glob<Dictionary>('../../resources/lang/en/*.json', {
  eager: true,
  import: 'default',
})

export default mergeDictionaries(Object.values(files))

import { mergeDictionaries, type Dictionary } from '../../resources/lang/merge.js'

/* The es dictionary alone: its own chunk, loaded by the browser only for es pages. */
const files = import.meta.glob<Dictionary>('../../resources/lang/es/*.json', {
  eager: true,
  import: 'default',
})

export default mergeDictionaries(Object.values(files))

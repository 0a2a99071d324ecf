/** The catalog's page props are typed by the server's own definitions. */
export type * from '../../../app/catalog/types/catalog'
export {
  AGE_MAX,
  AGE_MIN,
  CATEGORY_MODEL_SORTS,
  CATEGORY_SORTS,
  MIN_RATINGS,
  MODEL_SORTS,
} from '../../../app/catalog/types/catalog'

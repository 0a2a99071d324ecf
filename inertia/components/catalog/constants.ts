/** The catalog's limits and sort keys, shared with the server's validators (one definition). */
export {
  AGE_MAX,
  AGE_MIN,
  CATEGORY_MODEL_SORTS,
  CATEGORY_SORTS,
  MIN_RATINGS,
  MODEL_SORTS,
} from '../../../app/catalog/types/catalog'

/** The catalog's sort keys, shared with the server's validators (one definition); its limits come as props. */
export {
  CATEGORY_MODEL_SORTS,
  CATEGORY_SORTS,
  MODEL_SORTS,
} from '../../../app/catalog/types/catalog'

/**
 * The one way a path names a row: 1 to 15 digits without a leading zero
 * (every id column is bigint; 15 digits stay exact in a JS number), handed
 * to the controller as a number. Anything else matches no route: the 404 of
 * a path that does not exist. `.where('id', rowId)` on the route.
 */
export const rowId = { match: /^[1-9]\d{0,14}$/, cast: (value: string) => Number(value) }

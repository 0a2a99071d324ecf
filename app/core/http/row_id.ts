// Every id column is bigint; 15 digits stay exact in a JS number. Anything else matches no route (404).
export const rowId = { match: /^[1-9]\d{0,14}$/, cast: (value: string) => Number(value) }

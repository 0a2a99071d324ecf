import { usePage } from '@inertiajs/react'
import type { Costs, SharedProps } from '~/types'

/** The server's price list, on every page: never write a cost in a screen. */
export function useCosts(): Costs {
  return usePage<SharedProps>().props.costs
}

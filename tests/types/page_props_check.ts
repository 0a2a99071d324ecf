/*
| Type-level checks, compiled by `npm run typecheck` (never run): the
| accounts, payments and studio pages' props are the transformers' generated
| types, so a render with a wrong prop fails typecheck. Each
| `@ts-expect-error` must stay needed: if a page loosened its props to a
| hand-written or `any` shape, tsc would report the directive as unused.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type { InferData } from '@adonisjs/core/types/transformers'
import type { InertiaPages } from '@adonisjs/inertia/types'
import type PackageTransformer from '#payments/transformers/package_transformer'
import type LedgerHistoryTransformer from '#ledger/transformers/ledger_history_transformer'
import type StudioRequestTransformer from '#studio/transformers/studio_request_transformer'
import type AccountTransformer from '#accounts/transformers/account_transformer'

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const same = <T extends true>(proof: T) => proof

// The page props are exactly what the transformers build.
same<Equal<InertiaPages['payments/show']['packages'][number], InferData<PackageTransformer>>>(true)
same<
  Equal<
    NonNullable<InertiaPages['accounts/profile']['transactions']>,
    InferData<LedgerHistoryTransformer>
  >
>(true)
same<
  Equal<
    NonNullable<InertiaPages['accounts/profile']['studio']>['items'][number],
    InferData<StudioRequestTransformer>
  >
>(true)
same<
  Equal<
    NonNullable<InertiaPages['accounts/profile']['account']>,
    InferData<AccountTransformer, 'toProfile'>
  >
>(true)

export function wrongPropsFailTypecheck({ inertia }: HttpContext) {
  const order = {
    id: 'O-1',
    description: 'Plus',
    amount: '9.99',
    currency: 'EUR',
    status: 'CREATED' as const,
  }
  void inertia.render('payments/sandbox_paypal', { order })
  // @ts-expect-error the amount is a decimal string ("9.99"), never cents
  void inertia.render('payments/sandbox_paypal', { order: { ...order, amount: 999 } })
  void inertia.render('payments/show', {
    // @ts-expect-error a package without its price and phrases is not a Data.Payments.Package
    packages: [{ id: 1, slug: 'plus', name: 'Plus', points: 600 }],
    methods: ['card'],
    card: { provider: 'sandbox' },
    paypalProvider: 'sandbox',
    expiryMonths: 12,
  })
}

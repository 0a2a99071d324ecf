/*
| Routes: each module declares its own in app/<module>/routes.ts; the
| catch-all 404 route goes last.
*/
import { registerFallbackRoute } from '#core/routes'
import '#accounts/routes'
import '#catalog/routes'
import '#engagement/routes'
import '#studio/routes'
import '#ledger/routes'
import '#payments/routes'
import '#takedown/routes'
import '#staff/routes'

registerFallbackRoute()

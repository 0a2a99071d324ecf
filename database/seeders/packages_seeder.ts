import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'

/**
 * The point packages. Sized so the largest action (a custom
 * video, 1,100 points) is reachable with one purchase. Inserted only when
 * missing: packages edited with `node ace packages:set` survive restarts.
 * No phrases: a card says what the points buy (from the price list) and
 * when they expire, and a package gives nothing else.
 */
export const DEFAULT_PACKAGES = [
  {
    slug: 'starter',
    name: 'Starter',
    price_cents: 499,
    points: 250,
    phrase1: null,
    phrase2: null,
    phrase3: null,
    sort_order: 1,
  },
  {
    slug: 'plus',
    name: 'Plus',
    price_cents: 999,
    points: 600,
    phrase1: null,
    phrase2: null,
    phrase3: null,
    sort_order: 2,
  },
  {
    slug: 'premium',
    name: 'Premium',
    price_cents: 1999,
    points: 1300,
    phrase1: null,
    phrase2: null,
    phrase3: null,
    sort_order: 3,
  },
  {
    slug: 'vip',
    name: 'VIP',
    price_cents: 3999,
    points: 3000,
    phrase1: null,
    phrase2: null,
    phrase3: null,
    sort_order: 4,
  },
]

export default class PackagesSeeder extends BaseSeeder {
  async run() {
    await db.table('packages').insert(DEFAULT_PACKAGES).onConflict('slug').ignore()
  }
}

import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'

/**
 * The point packages (design.md #17). Sized so the largest action (a custom
 * video, 1,100 points) is reachable with one purchase. Inserted only when
 * missing: packages edited with `node ace packages:set` survive restarts.
 */
export const DEFAULT_PACKAGES = [
  {
    slug: 'starter',
    name: 'Starter',
    price_cents: 499,
    points: 250,
    phrase1: 'Acceso completo a todos los modelos',
    phrase2: 'Chat en tiempo real',
    phrase3: 'Sin publicidad',
    sort_order: 1,
  },
  {
    slug: 'plus',
    name: 'Plus',
    price_cents: 999,
    points: 600,
    phrase1: 'Acceso completo a todos los modelos',
    phrase2: 'Fotos de alta calidad',
    phrase3: 'Descarga de contenido',
    sort_order: 2,
  },
  {
    slug: 'premium',
    name: 'Premium',
    price_cents: 1999,
    points: 1300,
    phrase1: 'Videos personalizados en HD',
    phrase2: 'Generación de fotos personalizadas',
    phrase3: 'Contenido exclusivo',
    sort_order: 3,
  },
  {
    slug: 'vip',
    name: 'VIP',
    price_cents: 3999,
    points: 3000,
    phrase1: 'Acceso VIP',
    phrase2: 'Soporte prioritario 24/7',
    phrase3: 'Videos personalizados en HD',
    sort_order: 4,
  },
]

export default class PackagesSeeder extends BaseSeeder {
  async run() {
    await db.table('packages').insert(DEFAULT_PACKAGES).onConflict('slug').ignore()
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { foldSql as fold } from '#catalog/queries/search_text'

/**
 * catalog: categories, models (the characters), their images, and the home
 * page's showcase videos. Every filter and sort the pages offer has an
 * index; the text search uses a trigram index on a folded column that joins
 * both languages (pg_trgm ships with PostgreSQL's contrib and is a trusted
 * extension, so a database owner can create it).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')

    this.schema.createTable('categories', (table) => {
      table.bigIncrements('id')
      table.string('slug', 80).notNullable().unique()
      table.string('name_en', 120).notNullable()
      table.string('name_es', 120).notNullable()
      table.text('description_en').notNullable().defaultTo('')
      table.text('description_es').notNullable().defaultTo('')
      table.string('image_key', 255).nullable()
      table.decimal('rating', 3, 2).notNullable().defaultTo(0)
      table.integer('popularity').notNullable().defaultTo(0)
      table.string('source', 10).notNullable().defaultTo('import')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE categories
        ADD CONSTRAINT categories_rating_range CHECK (rating BETWEEN 0 AND 5),
        ADD CONSTRAINT categories_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ADD COLUMN sort_name_en text GENERATED ALWAYS AS (${fold('name_en')}) STORED,
        ADD COLUMN sort_name_es text GENERATED ALWAYS AS (${fold('name_es')}) STORED,
        ADD COLUMN search_text text GENERATED ALWAYS AS (${fold(
          "name_en || ' ' || name_es || ' ' || description_en || ' ' || description_es"
        )}) STORED
    `)

    this.schema.createTable('models', (table) => {
      table.bigIncrements('id')
      table.string('slug', 80).notNullable().unique()
      table
        .bigInteger('category_id')
        .notNullable()
        .references('id')
        .inTable('categories')
        .onDelete('RESTRICT')
      table.string('name_en', 80).notNullable()
      table.string('name_es', 80).notNullable()
      table.text('description_en').notNullable().defaultTo('')
      table.text('description_es').notNullable().defaultTo('')
      table.smallint('age').notNullable()
      table.decimal('rating', 3, 2).notNullable().defaultTo(0)
      table.bigInteger('visit_count').notNullable().defaultTo(0)
      table.integer('photo_request_count').notNullable().defaultTo(0)
      table.integer('video_request_count').notNullable().defaultTo(0)
      table.string('main_image_key', 255).nullable()
      table.string('source', 10).notNullable().defaultTo('import')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE models
        ADD CONSTRAINT models_adults_only CHECK (age BETWEEN 18 AND 99),
        ADD CONSTRAINT models_rating_range CHECK (rating BETWEEN 0 AND 5),
        ADD CONSTRAINT models_counts_positive CHECK (
          visit_count >= 0 AND photo_request_count >= 0 AND video_request_count >= 0),
        ADD CONSTRAINT models_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ADD COLUMN sort_name_en text GENERATED ALWAYS AS (${fold('name_en')}) STORED,
        ADD COLUMN sort_name_es text GENERATED ALWAYS AS (${fold('name_es')}) STORED,
        ADD COLUMN search_text text GENERATED ALWAYS AS (${fold(
          "name_en || ' ' || name_es || ' ' || description_en || ' ' || description_es"
        )}) STORED
    `)
    // One (sort key, id) index per sort of /models, and the same with the
    // category first for /categories/{slug}; id is the stable tiebreaker,
    // and a b-tree reads both directions, so asc and desc share an index.
    const sorts = ['visit_count', 'rating', 'age', 'sort_name_en', 'sort_name_es', 'created_at']
    for (const column of sorts) {
      this.schema.raw(`CREATE INDEX models_${column}_idx ON models (${column}, id)`)
      this.schema.raw(
        `CREATE INDEX models_category_${column}_idx ON models (category_id, ${column}, id)`
      )
    }
    this.schema.raw(
      'CREATE INDEX models_search_text_trgm_idx ON models USING gin (search_text gin_trgm_ops)'
    )

    this.schema.createTable('model_images', (table) => {
      table.bigIncrements('id')
      table
        .bigInteger('model_id')
        .notNullable()
        .references('id')
        .inTable('models')
        .onDelete('CASCADE')
      table.string('image_key', 255).notNullable()
      table.smallint('position').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['model_id', 'image_key'])
      table.index(['model_id', 'position'])
    })

    this.schema.createTable('showcase_videos', (table) => {
      table.bigIncrements('id')
      table.string('kind', 10).notNullable()
      table.smallint('position').notNullable().defaultTo(0)
      table.string('video_key', 255).notNullable()
      table.string('poster_key', 255).nullable()
      table
        .bigInteger('model_id')
        .nullable()
        .references('id')
        .inTable('models')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['kind', 'position'])
    })
    this.schema.raw(
      "ALTER TABLE showcase_videos ADD CONSTRAINT showcase_videos_kind CHECK (kind IN ('hero', 'example'))"
    )
  }

  async down() {
    this.schema.dropTable('showcase_videos')
    this.schema.dropTable('model_images')
    this.schema.dropTable('models')
    this.schema.dropTable('categories')
  }
}

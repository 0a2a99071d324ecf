import { test } from '@japa/runner'
import {
  isMissingSlug,
  parseCategoryFilters,
  parseCategoryModelFilters,
  parseModelFilters,
} from '#catalog/validators/catalog_filters'

test.group('Models filters from the URL', () => {
  test('no query gives the defaults: everyone 18–50, most visited first, page 1', ({ assert }) => {
    assert.deepEqual(parseModelFilters({}), {
      filters: {
        q: '',
        category: null,
        ageMin: 18,
        ageMax: 50,
        minRating: null,
        sort: 'visits',
        order: 'desc',
        page: 1,
      },
      adjusted: [],
    })
  })

  test('valid values are kept, each sort with its natural direction', ({ assert }) => {
    const { filters, adjusted } = parseModelFilters({
      q: '  Lucía   de  Sevilla ',
      category: 'Gothic',
      ageMin: '21',
      ageMax: '30',
      rating: '3.5',
      sort: 'age',
      page: '3',
    })
    assert.deepEqual(adjusted, [])
    assert.deepEqual(filters, {
      q: 'Lucía de Sevilla',
      category: 'gothic',
      ageMin: 21,
      ageMax: 30,
      minRating: 3.5,
      sort: 'age',
      order: 'asc',
      page: 3,
    })
    assert.equal(parseModelFilters({ sort: 'name', order: 'desc' }).filters.order, 'desc')
    assert.equal(parseModelFilters({ sort: 'rating' }).filters.order, 'desc')
  })

  test('ages outside 18–50 are clamped and a reversed range is swapped', ({ assert }) => {
    const clamped = parseModelFilters({ ageMin: '5', ageMax: '99' })
    assert.include(clamped.filters, { ageMin: 18, ageMax: 50 })
    assert.sameMembers(clamped.adjusted, ['ageMin', 'ageMax'])
    const swapped = parseModelFilters({ ageMin: '40', ageMax: '25' })
    assert.include(swapped.filters, { ageMin: 25, ageMax: 40 })
    assert.deepEqual(swapped.adjusted, ['ageMin'])
    assert.include(parseModelFilters({ ageMin: '-3' }).filters, { ageMin: 18 })
  })

  test('unknown sort keys, orders and non-numeric values fall back to defaults', ({ assert }) => {
    const { filters, adjusted } = parseModelFilters({
      sort: 'price; DROP TABLE models',
      order: 'sideways',
      ageMin: 'twenty',
      rating: 'abc',
      page: '1e9',
      category: '../etc/passwd',
    })
    assert.include(filters, { sort: 'visits', order: 'desc', ageMin: 18, page: 1 })
    assert.isNull(filters.minRating)
    assert.isNull(filters.category)
    assert.sameMembers(adjusted, ['sort', 'order', 'ageMin', 'rating', 'page', 'category'])
  })

  test('ratings snap down to an offered step; "any" and blanks mean no minimum', ({ assert }) => {
    const rating = (value: string) => parseModelFilters({ rating: value })
    assert.equal(rating('4').filters.minRating, 4)
    assert.deepEqual(rating('4.0').adjusted, [])
    assert.equal(rating('4.2').filters.minRating, 4)
    assert.deepEqual(rating('4.2').adjusted, ['rating'])
    assert.equal(rating('9').filters.minRating, 4.5)
    assert.isNull(rating('2.5').filters.minRating)
    assert.isNull(rating('any').filters.minRating)
    assert.isNull(rating('').filters.minRating)
    assert.isNull(rating('-4').filters.minRating)
  })

  test('pages: negative → 1, huge → capped (then the last page), repeated params → the first', ({
    assert,
  }) => {
    assert.equal(parseModelFilters({ page: '-4' }).filters.page, 1)
    assert.equal(parseModelFilters({ page: '0' }).filters.page, 1)
    assert.equal(parseModelFilters({ page: '99999999999999999999' }).filters.page, 100_000)
    assert.equal(parseModelFilters({ page: ['2', '5'] }).filters.page, 2)
    assert.equal(parseModelFilters({ page: { nested: 1 } }).filters.page, 1)
  })

  test('very long search text is cut at 100 characters; control characters become spaces', ({
    assert,
  }) => {
    const long = parseModelFilters({ q: 'a'.repeat(5000) })
    assert.lengthOf(long.filters.q, 100)
    assert.deepEqual(long.adjusted, ['q'])
    assert.equal(parseModelFilters({ q: 'ana\u0000\nbel' }).filters.q, 'ana bel')
  })
})

test.group('Category filters from the URL', () => {
  test('category models: popularity by default; name, rating and newest accepted', ({ assert }) => {
    assert.deepEqual(parseCategoryModelFilters({}).filters, { q: '', sort: 'popularity', page: 1 })
    for (const sort of ['name', 'rating', 'newest', 'popularity'])
      assert.equal(parseCategoryModelFilters({ sort }).filters.sort, sort)
    assert.deepEqual(parseCategoryModelFilters({ sort: 'visits' }).adjusted, ['sort'])
  })

  test('categories list: sort by name, popularity or number of models; grid or list', ({
    assert,
  }) => {
    assert.deepEqual(parseCategoryFilters({}).filters, {
      q: '',
      sort: 'popularity',
      view: 'grid',
    })
    assert.deepEqual(parseCategoryFilters({ sort: 'models', view: 'list' }).filters, {
      q: '',
      sort: 'models',
      view: 'list',
    })
    assert.sameMembers(parseCategoryFilters({ sort: 'x', view: 'table' }).adjusted, [
      'sort',
      'view',
    ])
  })

  test('"undefined", "null" and blank slugs are a broken link, not an unknown category', ({
    assert,
  }) => {
    for (const slug of ['undefined', 'UNDEFINED', 'null', ' ', ''])
      assert.isTrue(isMissingSlug(slug), slug)
    for (const slug of ['gothic', 'undefined-stories', '0']) assert.isFalse(isMissingSlug(slug))
  })
})

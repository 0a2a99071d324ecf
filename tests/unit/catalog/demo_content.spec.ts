import { test } from '@japa/runner'
import { DEMO_CATEGORIES } from '#catalog/demo/data/demo_categories'
import { DEMO_MODELS } from '#catalog/demo/data/demo_models'
import { agree, describe } from '#catalog/demo/demo_text'
import { categorySvg, lookFor, portraitSvg } from '#catalog/demo/portrait_art'
import { containsPattern } from '#catalog/queries/search_text'

test.group('Demo catalog content', () => {
  test('at least 8 categories and 60 models, unique slugs, every model in a known category', ({
    assert,
  }) => {
    assert.isAtLeast(DEMO_CATEGORIES.length, 8)
    assert.isAtLeast(DEMO_MODELS.length, 60)
    const categories = new Set(DEMO_CATEGORIES.map((category) => category.slug))
    assert.equal(categories.size, DEMO_CATEGORIES.length)
    assert.equal(new Set(DEMO_MODELS.map((row) => row[0])).size, DEMO_MODELS.length)
    for (const row of DEMO_MODELS) {
      assert.isTrue(categories.has(row[4]), row[0])
      assert.isAtLeast(row[3], 18, `${row[0]} is an adult`)
      assert.isAtMost(row[3], 50, `${row[0]} fits the 18–50 filter`)
    }
  })

  test('descriptions read naturally in both languages, agree in gender, and differ', ({
    assert,
  }) => {
    const texts = new Set<string>()
    for (const category of DEMO_CATEGORIES) {
      const members = DEMO_MODELS.filter((row) => row[4] === category.slug)
      members.forEach((row, index) => {
        const text = describe(row, category, index)
        assert.notMatch(text.en + text.es, /[{}|]/, `no template left in ${row[0]}`)
        assert.match(text.en, new RegExp(`^${row[1]} is a ${row[3]}-year-old `))
        assert.match(text.es, new RegExp(`^${row[1]} tiene ${row[3]} años, `))
        if (row[2] === 'm') assert.notMatch(text.en, /\b(She|her)\b/)
        else assert.notMatch(text.en, /\b(He|his|him)\b/)
        texts.add(text.en).add(text.es)
      })
    }
    assert.equal(texts.size, DEMO_MODELS.length * 2)
    assert.equal(agree('{Lista|Listo} y {atenta|atento}', 'm'), 'Listo y atento')
  })

  test('the art is deterministic, varies per image, and has nothing but SVG shapes', ({
    assert,
  }) => {
    const look = lookFor('lucia', 'f')
    assert.deepEqual(lookFor('lucia', 'f'), look)
    const images = [0, 1, 2, 3].map((variant) => portraitSvg('lucia', 'romantic', look, variant))
    assert.equal(new Set(images).size, 4)
    assert.equal(portraitSvg('lucia', 'romantic', look, 0), images[0])
    const banner = categorySvg('romantic', 'romantic', [{ slug: 'lucia', look }])
    for (const svg of [...images, banner]) {
      assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      assert.notMatch(svg, /<image|href=|<script|<text/i)
    }
  })

  test('search patterns take LIKE wildcards literally', ({ assert }) => {
    assert.equal(containsPattern('50%_off\\'), '%50\\%\\_off\\\\%')
  })
})

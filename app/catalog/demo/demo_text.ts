import type { DemoCategory } from '#catalog/types/demo'
import type { DemoModelRow } from '#catalog/types/demo'

export function agree(text: string, gender: 'f' | 'm') {
  return text.replace(/\{([^|{}]*)\|([^|{}]*)\}/g, (_, female, male) =>
    gender === 'f' ? female : male
  )
}

export function describe(row: DemoModelRow, category: DemoCategory, indexInCategory: number) {
  const [, name, gender, age, , city, job, hobby] = row
  const line = category.lines[indexInCategory % category.lines.length]
  return {
    en: agree(
      `${name} is a ${age}-year-old ${job[0]} who lives in ${city[0]}. ` +
        `{She|He} spends {her|his} free time ${hobby[0]}. ${line.en}`,
      gender
    ),
    es: agree(
      `${name} tiene ${age} años, ${job[1]} y vive en ${city[1]}. ` +
        `En su tiempo libre ${hobby[1]}. ${line.es}`,
      gender
    ),
  }
}

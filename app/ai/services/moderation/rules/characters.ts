/*
| Character maps for normalize.ts, as data. CONFUSABLES: letters from other scripts that look Latin
| (the Unicode confusables for a–z that NFKC leaves alone), so "tееn" with Cyrillic е reads "teen".
*/

// prettier-ignore
export const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  'а': 'a', 'в': 'b', 'с': 'c', 'ԁ': 'd', 'е': 'e', 'ё': 'e', 'һ': 'h', 'і': 'i', 'ї': 'i',
  'ј': 'j', 'к': 'k', 'ӏ': 'l', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'ԛ': 'q', 'ѕ': 's',
  'т': 't', 'у': 'y', 'х': 'x', 'ԝ': 'w', 'ь': 'b', 'п': 'n', 'г': 'r', 'л': 'n', 'ո': 'n',
  'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'І': 'I', 'Ј': 'J', 'К': 'K', 'М': 'M',
  'О': 'O', 'Р': 'P', 'Ѕ': 'S', 'Т': 'T', 'Х': 'X', 'У': 'Y',
  // Greek
  'α': 'a', 'β': 'b', 'ε': 'e', 'η': 'n', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p',
  'τ': 't', 'υ': 'u', 'χ': 'x', 'γ': 'y', 'ω': 'w', 'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Η': 'H',
  'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
  'Ζ': 'Z',
  // Latin look-alikes NFKC keeps
  'ı': 'i', 'ȷ': 'j', 'ɑ': 'a', 'ɡ': 'g', 'ɩ': 'i', 'ʀ': 'r', 'ʏ': 'y', 'ᴀ': 'a', 'ᴇ': 'e',
  'ɴ': 'n', 'ᴏ': 'o', 'ᴛ': 't', 'ᴍ': 'm', 'ꞁ': 'l', 'ø': 'o', 'Ø': 'O', 'ß': 'ss', 'æ': 'ae',
  'œ': 'oe', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'p',
}

// prettier-ignore
export const LEET: Record<string, string> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '6': 'g', '7': 't', '8': 'b', '9': 'g',
  '@': 'a', '$': 's', '!': 'i',
}

/*
| The one dictionary set of the product, used by the server (mails,
| validation, API messages) and the browser bundle (pages, SSR). One file per
| module and language; files are deep-merged, and a test fails when a text
| exists in one language only or when two files define the same key.
*/
import enAccounts from './en/accounts.json' with { type: 'json' }
import enCatalog from './en/catalog.json' with { type: 'json' }
import enChat from './en/chat.json' with { type: 'json' }
import enCore from './en/core.json' with { type: 'json' }
import enEngagement from './en/engagement.json' with { type: 'json' }
import enPayments from './en/payments.json' with { type: 'json' }
import enStudio from './en/studio.json' with { type: 'json' }
import enWallet from './en/wallet.json' with { type: 'json' }
import esAccounts from './es/accounts.json' with { type: 'json' }
import esCatalog from './es/catalog.json' with { type: 'json' }
import esChat from './es/chat.json' with { type: 'json' }
import esCore from './es/core.json' with { type: 'json' }
import esEngagement from './es/engagement.json' with { type: 'json' }
import esPayments from './es/payments.json' with { type: 'json' }
import esStudio from './es/studio.json' with { type: 'json' }
import esWallet from './es/wallet.json' with { type: 'json' }

export type Dictionary = { [key: string]: unknown }

export const dictionaryFiles = {
  en: {
    core: enCore,
    catalog: enCatalog,
    accounts: enAccounts,
    wallet: enWallet,
    engagement: enEngagement,
    chat: enChat,
    payments: enPayments,
    studio: enStudio,
  },
  es: {
    core: esCore,
    catalog: esCatalog,
    accounts: esAccounts,
    wallet: esWallet,
    engagement: esEngagement,
    chat: esChat,
    payments: esPayments,
    studio: esStudio,
  },
} as const

function isPlainObject(value: unknown): value is Dictionary {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

export function deepMerge(target: Dictionary, source: Dictionary): Dictionary {
  for (const [key, value] of Object.entries(source)) {
    target[key] =
      isPlainObject(value) && isPlainObject(target[key])
        ? deepMerge({ ...(target[key] as Dictionary) }, value)
        : value
  }
  return target
}

function merged(files: Record<string, Dictionary>): Dictionary {
  return Object.values(files).reduce<Dictionary>((all, file) => deepMerge(all, file), {})
}

export const dictionaries = {
  en: merged(dictionaryFiles.en),
  es: merged(dictionaryFiles.es),
}

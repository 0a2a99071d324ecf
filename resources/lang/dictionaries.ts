/*
| The one dictionary set of the product, used by the server (mails,
| validation, API messages) and server rendering; the browser loads only its
| language (inertia/lang/<locale>.ts, merged the same way). One file per
| module and language; files are deep-merged, and a test fails when a text
| exists in one language only or when two files define the same key.
|
| <locale>/server/*.json hold texts only the server says (mails, refusals
| answered as JSON or flashed as a toast, validation messages): outside the
| browser's glob (inertia/lang/<locale>.ts), so no page downloads them, and a
| test fails if the React code translates one of them. Every page's
| dictionary counts against the home page's JS budget (bundle_weight.spec.ts).
*/
import { deepMerge, mergeDictionaries, type Dictionary } from './merge.js'
import enAccounts from './en/accounts.json' with { type: 'json' }
import enCatalog from './en/catalog.json' with { type: 'json' }
import enChat from './en/chat.json' with { type: 'json' }
import enCore from './en/core.json' with { type: 'json' }
import enEngagement from './en/engagement.json' with { type: 'json' }
import enPayments from './en/payments.json' with { type: 'json' }
import enStudio from './en/studio.json' with { type: 'json' }
import enWallet from './en/wallet.json' with { type: 'json' }
import enServerAccounts from './en/server/accounts.json' with { type: 'json' }
import enServerEngagement from './en/server/engagement.json' with { type: 'json' }
import enServerPayments from './en/server/payments.json' with { type: 'json' }
import enServerWallet from './en/server/wallet.json' with { type: 'json' }
import esAccounts from './es/accounts.json' with { type: 'json' }
import esCatalog from './es/catalog.json' with { type: 'json' }
import esChat from './es/chat.json' with { type: 'json' }
import esCore from './es/core.json' with { type: 'json' }
import esEngagement from './es/engagement.json' with { type: 'json' }
import esPayments from './es/payments.json' with { type: 'json' }
import esStudio from './es/studio.json' with { type: 'json' }
import esWallet from './es/wallet.json' with { type: 'json' }
import esServerAccounts from './es/server/accounts.json' with { type: 'json' }
import esServerEngagement from './es/server/engagement.json' with { type: 'json' }
import esServerPayments from './es/server/payments.json' with { type: 'json' }
import esServerWallet from './es/server/wallet.json' with { type: 'json' }

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
    'server/accounts': enServerAccounts,
    'server/engagement': enServerEngagement,
    'server/payments': enServerPayments,
    'server/wallet': enServerWallet,
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
    'server/accounts': esServerAccounts,
    'server/engagement': esServerEngagement,
    'server/payments': esServerPayments,
    'server/wallet': esServerWallet,
  },
} as const

export { deepMerge, type Dictionary }

function merged(files: Record<string, Dictionary>): Dictionary {
  return mergeDictionaries(Object.values(files))
}

export const dictionaries = {
  en: merged(dictionaryFiles.en),
  es: merged(dictionaryFiles.es),
}

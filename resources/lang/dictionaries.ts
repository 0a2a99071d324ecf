/*
| The one dictionary set of the product, used by the server (mails,
| validation, API messages) and server rendering. One file per module and
| language, and one per big part only some pages show (legal, staff,
| dev_mailbox, catalog_pages: the catalog's listing and model pages,
| error_pages: the 400/403/404/500 pages; takedown: the removal-request
| pages); files
| are deep-merged, so a key reads the same whichever file holds it, and a
| test fails when a text exists in one language only or when
| two files define the same key.
|
| The browser loads each file as a chunk of its own, only those a page needs
| (inertia/lang/text_sets.ts; core.json is the layout's, on every page):
| every file there counts against the JS budget of the pages that load it
| (bundle_weight.spec.ts). <locale>/server/*.json hold texts only the server
| says (mails, refusals answered as JSON or flashed as a toast, validation
| messages): outside the browser's glob (inertia/lib/texts.ts), so no page
| downloads them, and a test fails if the React code translates one of them.
*/
import { deepMerge, mergeDictionaries, type Dictionary } from './merge.js'
import enAccounts from './en/accounts.json' with { type: 'json' }
import enCatalog from './en/catalog.json' with { type: 'json' }
import enCatalogPages from './en/catalog_pages.json' with { type: 'json' }
import enChat from './en/chat.json' with { type: 'json' }
import enCore from './en/core.json' with { type: 'json' }
import enDevMailbox from './en/dev_mailbox.json' with { type: 'json' }
import enEngagement from './en/engagement.json' with { type: 'json' }
import enErrorPages from './en/error_pages.json' with { type: 'json' }
import enLegal from './en/legal.json' with { type: 'json' }
import enPayments from './en/payments.json' with { type: 'json' }
import enStaff from './en/staff.json' with { type: 'json' }
import enStudio from './en/studio.json' with { type: 'json' }
import enWallet from './en/wallet.json' with { type: 'json' }
import enTakedown from './en/takedown.json' with { type: 'json' }
import enServerAccounts from './en/server/accounts.json' with { type: 'json' }
import enServerCore from './en/server/core.json' with { type: 'json' }
import enServerEngagement from './en/server/engagement.json' with { type: 'json' }
import enServerPayments from './en/server/payments.json' with { type: 'json' }
import enServerWallet from './en/server/wallet.json' with { type: 'json' }
import enServerTakedown from './en/server/takedown.json' with { type: 'json' }
import esAccounts from './es/accounts.json' with { type: 'json' }
import esCatalog from './es/catalog.json' with { type: 'json' }
import esCatalogPages from './es/catalog_pages.json' with { type: 'json' }
import esChat from './es/chat.json' with { type: 'json' }
import esCore from './es/core.json' with { type: 'json' }
import esDevMailbox from './es/dev_mailbox.json' with { type: 'json' }
import esEngagement from './es/engagement.json' with { type: 'json' }
import esErrorPages from './es/error_pages.json' with { type: 'json' }
import esLegal from './es/legal.json' with { type: 'json' }
import esPayments from './es/payments.json' with { type: 'json' }
import esStaff from './es/staff.json' with { type: 'json' }
import esStudio from './es/studio.json' with { type: 'json' }
import esWallet from './es/wallet.json' with { type: 'json' }
import esTakedown from './es/takedown.json' with { type: 'json' }
import esServerAccounts from './es/server/accounts.json' with { type: 'json' }
import esServerCore from './es/server/core.json' with { type: 'json' }
import esServerEngagement from './es/server/engagement.json' with { type: 'json' }
import esServerPayments from './es/server/payments.json' with { type: 'json' }
import esServerWallet from './es/server/wallet.json' with { type: 'json' }
import esServerTakedown from './es/server/takedown.json' with { type: 'json' }

export const dictionaryFiles = {
  en: {
    core: enCore,
    catalog: enCatalog,
    catalog_pages: enCatalogPages,
    accounts: enAccounts,
    wallet: enWallet,
    engagement: enEngagement,
    chat: enChat,
    payments: enPayments,
    studio: enStudio,
    legal: enLegal,
    staff: enStaff,
    dev_mailbox: enDevMailbox,
    error_pages: enErrorPages,
    takedown: enTakedown,
    'server/accounts': enServerAccounts,
    'server/core': enServerCore,
    'server/engagement': enServerEngagement,
    'server/payments': enServerPayments,
    'server/wallet': enServerWallet,
    'server/takedown': enServerTakedown,
  },
  es: {
    core: esCore,
    catalog: esCatalog,
    catalog_pages: esCatalogPages,
    accounts: esAccounts,
    wallet: esWallet,
    engagement: esEngagement,
    chat: esChat,
    payments: esPayments,
    studio: esStudio,
    legal: esLegal,
    staff: esStaff,
    dev_mailbox: esDevMailbox,
    error_pages: esErrorPages,
    takedown: esTakedown,
    'server/accounts': esServerAccounts,
    'server/core': esServerCore,
    'server/engagement': esServerEngagement,
    'server/payments': esServerPayments,
    'server/wallet': esServerWallet,
    'server/takedown': esServerTakedown,
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

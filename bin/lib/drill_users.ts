import { randomUUID } from 'node:crypto'
import { DrillBrowser, LoadError, type Answer, type Balancer } from './drill_balancer.js'

/*
| A virtual user of the drill: registers, signs in, then browses the
| catalog, chats, requests photos and buys points with the sandbox card and
| PayPal, back to back, as long as the drill runs. Every request is one sample
| of the phase it started in.
*/

export type Sample = { phase: string; ms: number; error?: string }

export class Recorder {
  phase = 'setup'
  samples: Sample[] = []
  confirmedPurchases = 0
  paidRequests = 0
}

export type Catalog = { models: { id: number; slug: string }[]; packageIds: number[] }

const PASSWORD = 'drill-password-1'
const CARD = '4242 4242 4242 4242'
const GATEWAY = '/api/payment-gateway'
const ok = (status: number) => status < 400
// No points left is the shop's answer, not a failure: the user buys and goes on.
const okOrBroke = (status: number) => status < 400 || status === 402

export class VirtualUser {
  readonly email: string
  #browser: DrillBrowser
  #purchases = 0

  constructor(
    balancer: Balancer,
    private index: number,
    private recorder: Recorder,
    private catalog: Catalog,
    runTag: string
  ) {
    this.email = `drill-${runTag}-${index}@example.com`
    // Each user its own client address (the balancer forwards it): per-address limits see many users.
    this.#browser = new DrillBrowser(balancer, `10.77.${index >> 8}.${index & 255}`)
  }

  /** One request, timed and recorded; null when it failed (the error is in the sample). */
  async #call(label: string, send: () => Promise<Answer>, accept = ok) {
    const started = performance.now()
    const sample: Sample = { phase: this.recorder.phase, ms: 0 }
    this.recorder.samples.push(sample)
    try {
      const answer = await send()
      sample.ms = performance.now() - started
      if (!accept(answer.status)) sample.error = `${label} ${answer.status}`
      return sample.error ? null : answer
    } catch (error) {
      sample.ms = performance.now() - started
      if (!(error instanceof LoadError)) throw error
      sample.error = `${label}: ${error.message}`
      return null
    }
  }

  async register() {
    const browser = this.#browser
    await this.#call('GET /', () => browser.visit('/'))
    await this.#call('GET /register', () => browser.page('/register'))
    const answer = await this.#call('POST /register', () =>
      browser.postJson('/register', {
        username: `drill_${this.index}_${randomUUID().slice(0, 6)}`,
        email: this.email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        adult: true,
      })
    )
    if (!answer) throw new Error(`user ${this.index} could not register`)
  }

  async signIn() {
    const browser = this.#browser
    await this.#call('GET /login', () => browser.page('/login'))
    const answer = await this.#call('POST /login', () =>
      browser.postJson('/login', { email: this.email, password: PASSWORD })
    )
    if (!answer) throw new Error(`user ${this.index} could not sign in`)
    await this.#call('GET /csrf-token', () => browser.refreshCsrf())
  }

  #pick<T>(list: T[]) {
    return list[Math.floor(Math.random() * list.length)]
  }

  async browse() {
    const model = this.#pick(this.catalog.models)
    await this.#call('GET /models', () => this.#browser.page('/models'))
    await this.#call('GET /models/:key', () => this.#browser.page(`/models/${model.slug}`))
  }

  async chat() {
    const model = this.#pick(this.catalog.models)
    const answer = await this.#call(
      'POST /chat/send',
      () => this.#browser.postJson('/chat/send', { modelId: model.id, message: 'Hola, ¿qué tal?' }),
      okOrBroke
    )
    if (answer?.status === 402) await this.buy()
  }

  async photo() {
    const model = this.#pick(this.catalog.models)
    const answer = await this.#call(
      'POST /photos/generate',
      () =>
        this.#browser.postJson('/photos/generate', {
          modelId: model.id,
          prompt: 'On a terrace at sunset',
          clientKey: randomUUID(),
        }),
      okOrBroke
    )
    if (answer && answer.status !== 402) this.recorder.paidRequests++
    if (answer?.status === 402) await this.buy()
  }

  /** Card and PayPal in turn, each end to end through the sandbox's own pages. */
  async buy() {
    const packageId = this.#pick(this.catalog.packageIds)
    const credited =
      this.#purchases++ % 2 ? await this.#payPal(packageId) : await this.#card(packageId)
    if (credited) this.recorder.confirmedPurchases++
  }

  async #card(packageId: number) {
    const browser = this.#browser
    const intent = await this.#call('POST create-payment-intent', () =>
      browser.postJson(`${GATEWAY}/stripe/create-payment-intent`, { packageId })
    )
    if (!intent) return false
    const { clientSecret, paymentIntentId } = JSON.parse(intent.text).data
    const card = await this.#call('POST /sandbox/card/confirm', () =>
      browser.postJson('/sandbox/card/confirm', {
        clientSecret,
        cardholderName: 'Drill Buyer',
        cardNumber: CARD,
      })
    )
    if (!card) return false
    const confirm = await this.#call('POST confirm-payment', () =>
      browser.postJson(`${GATEWAY}/stripe/confirm-payment`, { paymentIntentId })
    )
    return confirm !== null
  }

  async #payPal(packageId: number) {
    const browser = this.#browser
    const order = await this.#call('POST create-order', () =>
      browser.postJson(`${GATEWAY}/paypal/create-order`, { packageId })
    )
    if (!order) return false
    const approval = new URL(JSON.parse(order.text).data.approvalUrl, 'http://drill')
    const token = approval.searchParams.get('token')!
    await this.#call('GET /sandbox/paypal/checkout', () =>
      browser.page(approval.pathname + approval.search)
    )
    const approved = await this.#call('POST /sandbox/paypal/approve', () =>
      browser.postForm('/sandbox/paypal/approve', { token })
    )
    const back = approved?.headers.get('location')
    if (!back) return false
    await this.#call('GET /payment/success', () => browser.page(back))
    const capture = await this.#call('POST capture-order', () =>
      browser.postJson(`${GATEWAY}/paypal/capture-order`, { orderId: token, packageId })
    )
    return capture !== null
  }

  /** Back to back until the drill ends: mostly reading, then chatting, photos, purchases. */
  async run(isRunning: () => boolean) {
    await this.buy()
    while (isRunning()) {
      const roll = Math.random()
      if (roll < 0.5) await this.browse()
      else if (roll < 0.87) await this.chat()
      else if (roll < 0.93) await this.photo()
      else await this.buy()
    }
  }
}

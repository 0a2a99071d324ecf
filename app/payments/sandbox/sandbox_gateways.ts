import { SandboxCardGateway } from '#payments/sandbox/sandbox_card_gateway'
import { SandboxPayPalGateway } from '#payments/sandbox/sandbox_paypal_gateway'

/** The one card and one PayPal sandbox of a process: checkout and the sandbox's own pages share them. */
export const sandboxGateways = {
  card: new SandboxCardGateway(),
  paypal: new SandboxPayPalGateway(),
}

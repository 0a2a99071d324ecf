/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  csrf: {
    token: typeof routes['csrf.token']
  }
  legal: typeof routes['legal']
  ageGate: {
    confirm: typeof routes['age_gate.confirm']
  }
  dev: {
    mailbox: typeof routes['dev.mailbox'] & {
      clear: typeof routes['dev.mailbox.clear']
    }
  }
  register: {
    show: typeof routes['register.show']
    store: typeof routes['register.store']
  }
  login: {
    show: typeof routes['login.show']
    store: typeof routes['login.store']
  }
  password: {
    forgot: typeof routes['password.forgot']
    sendLink: typeof routes['password.send_link']
    resetForm: typeof routes['password.reset_form']
    reset: typeof routes['password.reset']
  }
  verifyEmail: {
    show: typeof routes['verify_email.show']
    oldLink: typeof routes['verify_email.old_link']
  }
  api: {
    auth: {
      verifyEmail: typeof routes['api.auth.verify_email']
      resendVerification: typeof routes['api.auth.resend_verification']
    }
    chat: {
      send: typeof routes['api.chat.send']
    }
    packages: typeof routes['api.packages']
  }
  logout: typeof routes['logout']
  profile: {
    show: typeof routes['profile.show']
    update: typeof routes['profile.update']
    password: typeof routes['profile.password']
    endOtherSessions: typeof routes['profile.end_other_sessions']
    export: typeof routes['profile.export']
    destroy: typeof routes['profile.destroy']
  }
  home: typeof routes['home']
  categories: {
    index: typeof routes['categories.index']
    show: typeof routes['categories.show']
  }
  models: {
    index: typeof routes['models.index']
    show: typeof routes['models.show']
  }
  sitemap: typeof routes['sitemap']
  robots: typeof routes['robots']
  newsletter: {
    store: typeof routes['newsletter.store']
    confirm: typeof routes['newsletter.confirm']
  }
  favorites: {
    index: typeof routes['favorites.index']
    store: typeof routes['favorites.store']
    check: typeof routes['favorites.check']
    toggle: typeof routes['favorites.toggle']
    add: typeof routes['favorites.add']
    destroy: typeof routes['favorites.destroy']
    ofUser: typeof routes['favorites.of_user']
  }
  chat: {
    show: typeof routes['chat.show']
    messages: typeof routes['chat.messages']
    stream: typeof routes['chat.stream']
    export: typeof routes['chat.export']
    destroy: typeof routes['chat.destroy']
    facts: {
      store: typeof routes['chat.facts.store']
      destroy: typeof routes['chat.facts.destroy']
    }
  }
  photos: {
    generate: typeof routes['photos.generate']
    status: typeof routes['photos.status']
    mine: typeof routes['photos.mine']
    destroy: typeof routes['photos.destroy']
  }
  videos: {
    generate: typeof routes['videos.generate']
    status: typeof routes['videos.status']
    mine: typeof routes['videos.mine']
    destroy: typeof routes['videos.destroy']
  }
  studio: {
    videoCallback: typeof routes['studio.video_callback']
  }
  customGeneration: {
    show: typeof routes['custom_generation.show']
    generate: typeof routes['custom_generation.generate']
    status: typeof routes['custom_generation.status']
    mine: typeof routes['custom_generation.mine']
    notices: typeof routes['custom_generation.notices']
    seen: typeof routes['custom_generation.seen']
  }
  costs: typeof routes['costs']
  payment: {
    show: typeof routes['payment.show']
    success: typeof routes['payment.success']
    cancel: typeof routes['payment.cancel']
  }
  paymentGateway: {
    keys: typeof routes['payment_gateway.keys']
    paypal: {
      webhook: typeof routes['payment_gateway.paypal.webhook']
      createOrder: typeof routes['payment_gateway.paypal.create_order']
      captureOrder: typeof routes['payment_gateway.paypal.capture_order']
    }
    stripe: {
      createPaymentIntent: typeof routes['payment_gateway.stripe.create_payment_intent']
      confirmPayment: typeof routes['payment_gateway.stripe.confirm_payment']
    }
  }
  sandbox: {
    card: {
      confirm: typeof routes['sandbox.card.confirm']
      authenticate: typeof routes['sandbox.card.authenticate']
    }
    paypal: {
      checkout: typeof routes['sandbox.paypal.checkout']
      approve: typeof routes['sandbox.paypal.approve']
      cancel: typeof routes['sandbox.paypal.cancel']
    }
  }
  takedown: {
    new: typeof routes['takedown.new']
    store: typeof routes['takedown.store']
    staff: {
      index: typeof routes['takedown.staff.index']
      show: typeof routes['takedown.staff.show']
      remove: typeof routes['takedown.staff.remove']
      reject: typeof routes['takedown.staff.reject']
    }
  }
  staff: {
    ledger: typeof routes['staff.ledger'] & {
      export: typeof routes['staff.ledger.export']
      points: typeof routes['staff.ledger.points']
    }
    purchases: {
      refund: typeof routes['staff.purchases.refund']
    }
  }
}

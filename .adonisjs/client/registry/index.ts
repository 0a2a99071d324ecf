/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'csrf.token': {
    methods: ["GET","HEAD"],
    pattern: '/csrf-token',
    tokens: [{"old":"/csrf-token","type":0,"val":"csrf-token","end":""}],
    types: placeholder as Registry['csrf.token']['types'],
  },
  'legal': {
    methods: ["GET","HEAD"],
    pattern: '/legal',
    tokens: [{"old":"/legal","type":0,"val":"legal","end":""}],
    types: placeholder as Registry['legal']['types'],
  },
  'age_gate.confirm': {
    methods: ["POST"],
    pattern: '/age-confirmation',
    tokens: [{"old":"/age-confirmation","type":0,"val":"age-confirmation","end":""}],
    types: placeholder as Registry['age_gate.confirm']['types'],
  },
  'dev.mailbox': {
    methods: ["GET","HEAD"],
    pattern: '/dev/mailbox',
    tokens: [{"old":"/dev/mailbox","type":0,"val":"dev","end":""},{"old":"/dev/mailbox","type":0,"val":"mailbox","end":""}],
    types: placeholder as Registry['dev.mailbox']['types'],
  },
  'dev.mailbox.clear': {
    methods: ["POST"],
    pattern: '/dev/mailbox/clear',
    tokens: [{"old":"/dev/mailbox/clear","type":0,"val":"dev","end":""},{"old":"/dev/mailbox/clear","type":0,"val":"mailbox","end":""},{"old":"/dev/mailbox/clear","type":0,"val":"clear","end":""}],
    types: placeholder as Registry['dev.mailbox.clear']['types'],
  },
  'staff.ledger': {
    methods: ["GET","HEAD"],
    pattern: '/staff/ledger',
    tokens: [{"old":"/staff/ledger","type":0,"val":"staff","end":""},{"old":"/staff/ledger","type":0,"val":"ledger","end":""}],
    types: placeholder as Registry['staff.ledger']['types'],
  },
  'staff.ledger.export': {
    methods: ["GET","HEAD"],
    pattern: '/staff/ledger/export.csv',
    tokens: [{"old":"/staff/ledger/export.csv","type":0,"val":"staff","end":""},{"old":"/staff/ledger/export.csv","type":0,"val":"ledger","end":""},{"old":"/staff/ledger/export.csv","type":0,"val":"export.csv","end":""}],
    types: placeholder as Registry['staff.ledger.export']['types'],
  },
  'staff.ledger.points': {
    methods: ["GET","HEAD"],
    pattern: '/staff/ledger/points.csv',
    tokens: [{"old":"/staff/ledger/points.csv","type":0,"val":"staff","end":""},{"old":"/staff/ledger/points.csv","type":0,"val":"ledger","end":""},{"old":"/staff/ledger/points.csv","type":0,"val":"points.csv","end":""}],
    types: placeholder as Registry['staff.ledger.points']['types'],
  },
  'staff.purchases.refund': {
    methods: ["POST"],
    pattern: '/staff/purchases/:id/refund',
    tokens: [{"old":"/staff/purchases/:id/refund","type":0,"val":"staff","end":""},{"old":"/staff/purchases/:id/refund","type":0,"val":"purchases","end":""},{"old":"/staff/purchases/:id/refund","type":1,"val":"id","end":""},{"old":"/staff/purchases/:id/refund","type":0,"val":"refund","end":""}],
    types: placeholder as Registry['staff.purchases.refund']['types'],
  },
  'register.show': {
    methods: ["GET","HEAD"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['register.show']['types'],
  },
  'register.store': {
    methods: ["POST"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['register.store']['types'],
  },
  'login.show': {
    methods: ["GET","HEAD"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['login.show']['types'],
  },
  'login.store': {
    methods: ["POST"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['login.store']['types'],
  },
  'password.forgot': {
    methods: ["GET","HEAD"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['password.forgot']['types'],
  },
  'password.send_link': {
    methods: ["POST"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['password.send_link']['types'],
  },
  'password.reset_form': {
    methods: ["GET","HEAD"],
    pattern: '/reset-password/:token',
    tokens: [{"old":"/reset-password/:token","type":0,"val":"reset-password","end":""},{"old":"/reset-password/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['password.reset_form']['types'],
  },
  'password.reset': {
    methods: ["POST"],
    pattern: '/reset-password',
    tokens: [{"old":"/reset-password","type":0,"val":"reset-password","end":""}],
    types: placeholder as Registry['password.reset']['types'],
  },
  'verify_email.show': {
    methods: ["GET","HEAD"],
    pattern: '/verify-email',
    tokens: [{"old":"/verify-email","type":0,"val":"verify-email","end":""}],
    types: placeholder as Registry['verify_email.show']['types'],
  },
  'verify_email.old_link': {
    methods: ["GET","HEAD"],
    pattern: '/verify-email/:token',
    tokens: [{"old":"/verify-email/:token","type":0,"val":"verify-email","end":""},{"old":"/verify-email/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['verify_email.old_link']['types'],
  },
  'api.auth.verify_email': {
    methods: ["POST"],
    pattern: '/api/auth/verify-email',
    tokens: [{"old":"/api/auth/verify-email","type":0,"val":"api","end":""},{"old":"/api/auth/verify-email","type":0,"val":"auth","end":""},{"old":"/api/auth/verify-email","type":0,"val":"verify-email","end":""}],
    types: placeholder as Registry['api.auth.verify_email']['types'],
  },
  'api.auth.resend_verification': {
    methods: ["POST"],
    pattern: '/api/auth/resend-verification',
    tokens: [{"old":"/api/auth/resend-verification","type":0,"val":"api","end":""},{"old":"/api/auth/resend-verification","type":0,"val":"auth","end":""},{"old":"/api/auth/resend-verification","type":0,"val":"resend-verification","end":""}],
    types: placeholder as Registry['api.auth.resend_verification']['types'],
  },
  'logout': {
    methods: ["POST"],
    pattern: '/logout',
    tokens: [{"old":"/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['logout']['types'],
  },
  'profile.show': {
    methods: ["GET","HEAD"],
    pattern: '/profile',
    tokens: [{"old":"/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['profile.show']['types'],
  },
  'profile.update': {
    methods: ["POST"],
    pattern: '/profile',
    tokens: [{"old":"/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['profile.update']['types'],
  },
  'profile.password': {
    methods: ["POST"],
    pattern: '/profile/password',
    tokens: [{"old":"/profile/password","type":0,"val":"profile","end":""},{"old":"/profile/password","type":0,"val":"password","end":""}],
    types: placeholder as Registry['profile.password']['types'],
  },
  'profile.end_other_sessions': {
    methods: ["POST"],
    pattern: '/profile/sessions/end-others',
    tokens: [{"old":"/profile/sessions/end-others","type":0,"val":"profile","end":""},{"old":"/profile/sessions/end-others","type":0,"val":"sessions","end":""},{"old":"/profile/sessions/end-others","type":0,"val":"end-others","end":""}],
    types: placeholder as Registry['profile.end_other_sessions']['types'],
  },
  'profile.export': {
    methods: ["GET","HEAD"],
    pattern: '/profile/export',
    tokens: [{"old":"/profile/export","type":0,"val":"profile","end":""},{"old":"/profile/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['profile.export']['types'],
  },
  'profile.destroy': {
    methods: ["POST"],
    pattern: '/profile/delete',
    tokens: [{"old":"/profile/delete","type":0,"val":"profile","end":""},{"old":"/profile/delete","type":0,"val":"delete","end":""}],
    types: placeholder as Registry['profile.destroy']['types'],
  },
  'home': {
    methods: ["GET","HEAD"],
    pattern: '/',
    tokens: [{"old":"/","type":0,"val":"/","end":""}],
    types: placeholder as Registry['home']['types'],
  },
  'categories.index': {
    methods: ["GET","HEAD"],
    pattern: '/categories',
    tokens: [{"old":"/categories","type":0,"val":"categories","end":""}],
    types: placeholder as Registry['categories.index']['types'],
  },
  'categories.show': {
    methods: ["GET","HEAD"],
    pattern: '/categories/:slug',
    tokens: [{"old":"/categories/:slug","type":0,"val":"categories","end":""},{"old":"/categories/:slug","type":1,"val":"slug","end":""}],
    types: placeholder as Registry['categories.show']['types'],
  },
  'models.index': {
    methods: ["GET","HEAD"],
    pattern: '/models',
    tokens: [{"old":"/models","type":0,"val":"models","end":""}],
    types: placeholder as Registry['models.index']['types'],
  },
  'models.show': {
    methods: ["GET","HEAD"],
    pattern: '/models/:key',
    tokens: [{"old":"/models/:key","type":0,"val":"models","end":""},{"old":"/models/:key","type":1,"val":"key","end":""}],
    types: placeholder as Registry['models.show']['types'],
  },
  'sitemap': {
    methods: ["GET","HEAD"],
    pattern: '/sitemap.xml',
    tokens: [{"old":"/sitemap.xml","type":0,"val":"sitemap.xml","end":""}],
    types: placeholder as Registry['sitemap']['types'],
  },
  'robots': {
    methods: ["GET","HEAD"],
    pattern: '/robots.txt',
    tokens: [{"old":"/robots.txt","type":0,"val":"robots.txt","end":""}],
    types: placeholder as Registry['robots']['types'],
  },
  'newsletter.store': {
    methods: ["POST"],
    pattern: '/newsletter',
    tokens: [{"old":"/newsletter","type":0,"val":"newsletter","end":""}],
    types: placeholder as Registry['newsletter.store']['types'],
  },
  'newsletter.confirm': {
    methods: ["GET","HEAD"],
    pattern: '/newsletter/confirm/:token',
    tokens: [{"old":"/newsletter/confirm/:token","type":0,"val":"newsletter","end":""},{"old":"/newsletter/confirm/:token","type":0,"val":"confirm","end":""},{"old":"/newsletter/confirm/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['newsletter.confirm']['types'],
  },
  'favorites.index': {
    methods: ["GET","HEAD"],
    pattern: '/favorites',
    tokens: [{"old":"/favorites","type":0,"val":"favorites","end":""}],
    types: placeholder as Registry['favorites.index']['types'],
  },
  'favorites.store': {
    methods: ["POST"],
    pattern: '/favorites',
    tokens: [{"old":"/favorites","type":0,"val":"favorites","end":""}],
    types: placeholder as Registry['favorites.store']['types'],
  },
  'favorites.check': {
    methods: ["GET","HEAD"],
    pattern: '/favorites/check/:modelId',
    tokens: [{"old":"/favorites/check/:modelId","type":0,"val":"favorites","end":""},{"old":"/favorites/check/:modelId","type":0,"val":"check","end":""},{"old":"/favorites/check/:modelId","type":1,"val":"modelId","end":""}],
    types: placeholder as Registry['favorites.check']['types'],
  },
  'favorites.toggle': {
    methods: ["POST"],
    pattern: '/favorites/:modelId/toggle',
    tokens: [{"old":"/favorites/:modelId/toggle","type":0,"val":"favorites","end":""},{"old":"/favorites/:modelId/toggle","type":1,"val":"modelId","end":""},{"old":"/favorites/:modelId/toggle","type":0,"val":"toggle","end":""}],
    types: placeholder as Registry['favorites.toggle']['types'],
  },
  'favorites.add': {
    methods: ["POST"],
    pattern: '/favorites/:modelId',
    tokens: [{"old":"/favorites/:modelId","type":0,"val":"favorites","end":""},{"old":"/favorites/:modelId","type":1,"val":"modelId","end":""}],
    types: placeholder as Registry['favorites.add']['types'],
  },
  'favorites.destroy': {
    methods: ["DELETE"],
    pattern: '/favorites/:id',
    tokens: [{"old":"/favorites/:id","type":0,"val":"favorites","end":""},{"old":"/favorites/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['favorites.destroy']['types'],
  },
  'favorites.of_user': {
    methods: ["GET","HEAD"],
    pattern: '/users/:userId/favorites',
    tokens: [{"old":"/users/:userId/favorites","type":0,"val":"users","end":""},{"old":"/users/:userId/favorites","type":1,"val":"userId","end":""},{"old":"/users/:userId/favorites","type":0,"val":"favorites","end":""}],
    types: placeholder as Registry['favorites.of_user']['types'],
  },
  'chat.show': {
    methods: ["GET","HEAD"],
    pattern: '/models/:id/chat',
    tokens: [{"old":"/models/:id/chat","type":0,"val":"models","end":""},{"old":"/models/:id/chat","type":1,"val":"id","end":""},{"old":"/models/:id/chat","type":0,"val":"chat","end":""}],
    types: placeholder as Registry['chat.show']['types'],
  },
  'chat.messages': {
    methods: ["GET","HEAD"],
    pattern: '/models/:id/chat/messages',
    tokens: [{"old":"/models/:id/chat/messages","type":0,"val":"models","end":""},{"old":"/models/:id/chat/messages","type":1,"val":"id","end":""},{"old":"/models/:id/chat/messages","type":0,"val":"chat","end":""},{"old":"/models/:id/chat/messages","type":0,"val":"messages","end":""}],
    types: placeholder as Registry['chat.messages']['types'],
  },
  'chat.stream': {
    methods: ["POST"],
    pattern: '/models/:id/chat/stream',
    tokens: [{"old":"/models/:id/chat/stream","type":0,"val":"models","end":""},{"old":"/models/:id/chat/stream","type":1,"val":"id","end":""},{"old":"/models/:id/chat/stream","type":0,"val":"chat","end":""},{"old":"/models/:id/chat/stream","type":0,"val":"stream","end":""}],
    types: placeholder as Registry['chat.stream']['types'],
  },
  'chat.export': {
    methods: ["GET","HEAD"],
    pattern: '/models/:id/chat/export',
    tokens: [{"old":"/models/:id/chat/export","type":0,"val":"models","end":""},{"old":"/models/:id/chat/export","type":1,"val":"id","end":""},{"old":"/models/:id/chat/export","type":0,"val":"chat","end":""},{"old":"/models/:id/chat/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['chat.export']['types'],
  },
  'chat.destroy': {
    methods: ["DELETE"],
    pattern: '/models/:id/chat',
    tokens: [{"old":"/models/:id/chat","type":0,"val":"models","end":""},{"old":"/models/:id/chat","type":1,"val":"id","end":""},{"old":"/models/:id/chat","type":0,"val":"chat","end":""}],
    types: placeholder as Registry['chat.destroy']['types'],
  },
  'chat.facts.store': {
    methods: ["POST"],
    pattern: '/models/:id/chat/facts',
    tokens: [{"old":"/models/:id/chat/facts","type":0,"val":"models","end":""},{"old":"/models/:id/chat/facts","type":1,"val":"id","end":""},{"old":"/models/:id/chat/facts","type":0,"val":"chat","end":""},{"old":"/models/:id/chat/facts","type":0,"val":"facts","end":""}],
    types: placeholder as Registry['chat.facts.store']['types'],
  },
  'chat.facts.destroy': {
    methods: ["DELETE"],
    pattern: '/models/:id/chat/facts/:factId',
    tokens: [{"old":"/models/:id/chat/facts/:factId","type":0,"val":"models","end":""},{"old":"/models/:id/chat/facts/:factId","type":1,"val":"id","end":""},{"old":"/models/:id/chat/facts/:factId","type":0,"val":"chat","end":""},{"old":"/models/:id/chat/facts/:factId","type":0,"val":"facts","end":""},{"old":"/models/:id/chat/facts/:factId","type":1,"val":"factId","end":""}],
    types: placeholder as Registry['chat.facts.destroy']['types'],
  },
  'api.chat.send': {
    methods: ["POST"],
    pattern: '/chat/send',
    tokens: [{"old":"/chat/send","type":0,"val":"chat","end":""},{"old":"/chat/send","type":0,"val":"send","end":""}],
    types: placeholder as Registry['api.chat.send']['types'],
  },
  'photos.generate': {
    methods: ["POST"],
    pattern: '/photos/generate',
    tokens: [{"old":"/photos/generate","type":0,"val":"photos","end":""},{"old":"/photos/generate","type":0,"val":"generate","end":""}],
    types: placeholder as Registry['photos.generate']['types'],
  },
  'photos.status': {
    methods: ["GET","HEAD"],
    pattern: '/photos/status/:taskId',
    tokens: [{"old":"/photos/status/:taskId","type":0,"val":"photos","end":""},{"old":"/photos/status/:taskId","type":0,"val":"status","end":""},{"old":"/photos/status/:taskId","type":1,"val":"taskId","end":""}],
    types: placeholder as Registry['photos.status']['types'],
  },
  'photos.mine': {
    methods: ["GET","HEAD"],
    pattern: '/photos/my-requests',
    tokens: [{"old":"/photos/my-requests","type":0,"val":"photos","end":""},{"old":"/photos/my-requests","type":0,"val":"my-requests","end":""}],
    types: placeholder as Registry['photos.mine']['types'],
  },
  'photos.destroy': {
    methods: ["DELETE"],
    pattern: '/photos/:id',
    tokens: [{"old":"/photos/:id","type":0,"val":"photos","end":""},{"old":"/photos/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['photos.destroy']['types'],
  },
  'videos.generate': {
    methods: ["POST"],
    pattern: '/videos/generate',
    tokens: [{"old":"/videos/generate","type":0,"val":"videos","end":""},{"old":"/videos/generate","type":0,"val":"generate","end":""}],
    types: placeholder as Registry['videos.generate']['types'],
  },
  'videos.status': {
    methods: ["GET","HEAD"],
    pattern: '/videos/status/:taskId',
    tokens: [{"old":"/videos/status/:taskId","type":0,"val":"videos","end":""},{"old":"/videos/status/:taskId","type":0,"val":"status","end":""},{"old":"/videos/status/:taskId","type":1,"val":"taskId","end":""}],
    types: placeholder as Registry['videos.status']['types'],
  },
  'videos.mine': {
    methods: ["GET","HEAD"],
    pattern: '/videos/my-requests',
    tokens: [{"old":"/videos/my-requests","type":0,"val":"videos","end":""},{"old":"/videos/my-requests","type":0,"val":"my-requests","end":""}],
    types: placeholder as Registry['videos.mine']['types'],
  },
  'videos.destroy': {
    methods: ["DELETE"],
    pattern: '/videos/:id',
    tokens: [{"old":"/videos/:id","type":0,"val":"videos","end":""},{"old":"/videos/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['videos.destroy']['types'],
  },
  'custom_generation.show': {
    methods: ["GET","HEAD"],
    pattern: '/custom-generation',
    tokens: [{"old":"/custom-generation","type":0,"val":"custom-generation","end":""}],
    types: placeholder as Registry['custom_generation.show']['types'],
  },
  'custom_generation.generate': {
    methods: ["POST"],
    pattern: '/api/custom-generation',
    tokens: [{"old":"/api/custom-generation","type":0,"val":"api","end":""},{"old":"/api/custom-generation","type":0,"val":"custom-generation","end":""}],
    types: placeholder as Registry['custom_generation.generate']['types'],
  },
  'custom_generation.status': {
    methods: ["GET","HEAD"],
    pattern: '/api/custom-generation/video-status/:taskId',
    tokens: [{"old":"/api/custom-generation/video-status/:taskId","type":0,"val":"api","end":""},{"old":"/api/custom-generation/video-status/:taskId","type":0,"val":"custom-generation","end":""},{"old":"/api/custom-generation/video-status/:taskId","type":0,"val":"video-status","end":""},{"old":"/api/custom-generation/video-status/:taskId","type":1,"val":"taskId","end":""}],
    types: placeholder as Registry['custom_generation.status']['types'],
  },
  'custom_generation.mine': {
    methods: ["GET","HEAD"],
    pattern: '/api/custom-generation/mine',
    tokens: [{"old":"/api/custom-generation/mine","type":0,"val":"api","end":""},{"old":"/api/custom-generation/mine","type":0,"val":"custom-generation","end":""},{"old":"/api/custom-generation/mine","type":0,"val":"mine","end":""}],
    types: placeholder as Registry['custom_generation.mine']['types'],
  },
  'custom_generation.notices': {
    methods: ["GET","HEAD"],
    pattern: '/api/custom-generation/notices',
    tokens: [{"old":"/api/custom-generation/notices","type":0,"val":"api","end":""},{"old":"/api/custom-generation/notices","type":0,"val":"custom-generation","end":""},{"old":"/api/custom-generation/notices","type":0,"val":"notices","end":""}],
    types: placeholder as Registry['custom_generation.notices']['types'],
  },
  'custom_generation.seen': {
    methods: ["POST"],
    pattern: '/api/custom-generation/seen',
    tokens: [{"old":"/api/custom-generation/seen","type":0,"val":"api","end":""},{"old":"/api/custom-generation/seen","type":0,"val":"custom-generation","end":""},{"old":"/api/custom-generation/seen","type":0,"val":"seen","end":""}],
    types: placeholder as Registry['custom_generation.seen']['types'],
  },
  'payment.show': {
    methods: ["GET","HEAD"],
    pattern: '/payment',
    tokens: [{"old":"/payment","type":0,"val":"payment","end":""}],
    types: placeholder as Registry['payment.show']['types'],
  },
  'payment.success': {
    methods: ["GET","HEAD"],
    pattern: '/payment/success',
    tokens: [{"old":"/payment/success","type":0,"val":"payment","end":""},{"old":"/payment/success","type":0,"val":"success","end":""}],
    types: placeholder as Registry['payment.success']['types'],
  },
  'payment.cancel': {
    methods: ["GET","HEAD"],
    pattern: '/payment/cancel',
    tokens: [{"old":"/payment/cancel","type":0,"val":"payment","end":""},{"old":"/payment/cancel","type":0,"val":"cancel","end":""}],
    types: placeholder as Registry['payment.cancel']['types'],
  },
  'api.packages': {
    methods: ["GET","HEAD"],
    pattern: '/api/packages',
    tokens: [{"old":"/api/packages","type":0,"val":"api","end":""},{"old":"/api/packages","type":0,"val":"packages","end":""}],
    types: placeholder as Registry['api.packages']['types'],
  },
  'payment_gateway.keys': {
    methods: ["GET","HEAD"],
    pattern: '/api/payment-gateway/keys',
    tokens: [{"old":"/api/payment-gateway/keys","type":0,"val":"api","end":""},{"old":"/api/payment-gateway/keys","type":0,"val":"payment-gateway","end":""},{"old":"/api/payment-gateway/keys","type":0,"val":"keys","end":""}],
    types: placeholder as Registry['payment_gateway.keys']['types'],
  },
  'payment_gateway.stripe.create_payment_intent': {
    methods: ["POST"],
    pattern: '/api/payment-gateway/stripe/create-payment-intent',
    tokens: [{"old":"/api/payment-gateway/stripe/create-payment-intent","type":0,"val":"api","end":""},{"old":"/api/payment-gateway/stripe/create-payment-intent","type":0,"val":"payment-gateway","end":""},{"old":"/api/payment-gateway/stripe/create-payment-intent","type":0,"val":"stripe","end":""},{"old":"/api/payment-gateway/stripe/create-payment-intent","type":0,"val":"create-payment-intent","end":""}],
    types: placeholder as Registry['payment_gateway.stripe.create_payment_intent']['types'],
  },
  'payment_gateway.stripe.confirm_payment': {
    methods: ["POST"],
    pattern: '/api/payment-gateway/stripe/confirm-payment',
    tokens: [{"old":"/api/payment-gateway/stripe/confirm-payment","type":0,"val":"api","end":""},{"old":"/api/payment-gateway/stripe/confirm-payment","type":0,"val":"payment-gateway","end":""},{"old":"/api/payment-gateway/stripe/confirm-payment","type":0,"val":"stripe","end":""},{"old":"/api/payment-gateway/stripe/confirm-payment","type":0,"val":"confirm-payment","end":""}],
    types: placeholder as Registry['payment_gateway.stripe.confirm_payment']['types'],
  },
  'payment_gateway.paypal.create_order': {
    methods: ["POST"],
    pattern: '/api/payment-gateway/paypal/create-order',
    tokens: [{"old":"/api/payment-gateway/paypal/create-order","type":0,"val":"api","end":""},{"old":"/api/payment-gateway/paypal/create-order","type":0,"val":"payment-gateway","end":""},{"old":"/api/payment-gateway/paypal/create-order","type":0,"val":"paypal","end":""},{"old":"/api/payment-gateway/paypal/create-order","type":0,"val":"create-order","end":""}],
    types: placeholder as Registry['payment_gateway.paypal.create_order']['types'],
  },
  'payment_gateway.paypal.capture_order': {
    methods: ["POST"],
    pattern: '/api/payment-gateway/paypal/capture-order',
    tokens: [{"old":"/api/payment-gateway/paypal/capture-order","type":0,"val":"api","end":""},{"old":"/api/payment-gateway/paypal/capture-order","type":0,"val":"payment-gateway","end":""},{"old":"/api/payment-gateway/paypal/capture-order","type":0,"val":"paypal","end":""},{"old":"/api/payment-gateway/paypal/capture-order","type":0,"val":"capture-order","end":""}],
    types: placeholder as Registry['payment_gateway.paypal.capture_order']['types'],
  },
  'payment_gateway.paypal.webhook': {
    methods: ["POST"],
    pattern: '/api/payment-gateway/paypal/webhook',
    tokens: [{"old":"/api/payment-gateway/paypal/webhook","type":0,"val":"api","end":""},{"old":"/api/payment-gateway/paypal/webhook","type":0,"val":"payment-gateway","end":""},{"old":"/api/payment-gateway/paypal/webhook","type":0,"val":"paypal","end":""},{"old":"/api/payment-gateway/paypal/webhook","type":0,"val":"webhook","end":""}],
    types: placeholder as Registry['payment_gateway.paypal.webhook']['types'],
  },
  'sandbox.card.confirm': {
    methods: ["POST"],
    pattern: '/sandbox/card/confirm',
    tokens: [{"old":"/sandbox/card/confirm","type":0,"val":"sandbox","end":""},{"old":"/sandbox/card/confirm","type":0,"val":"card","end":""},{"old":"/sandbox/card/confirm","type":0,"val":"confirm","end":""}],
    types: placeholder as Registry['sandbox.card.confirm']['types'],
  },
  'sandbox.card.authenticate': {
    methods: ["POST"],
    pattern: '/sandbox/card/authenticate',
    tokens: [{"old":"/sandbox/card/authenticate","type":0,"val":"sandbox","end":""},{"old":"/sandbox/card/authenticate","type":0,"val":"card","end":""},{"old":"/sandbox/card/authenticate","type":0,"val":"authenticate","end":""}],
    types: placeholder as Registry['sandbox.card.authenticate']['types'],
  },
  'sandbox.paypal.checkout': {
    methods: ["GET","HEAD"],
    pattern: '/sandbox/paypal/checkout',
    tokens: [{"old":"/sandbox/paypal/checkout","type":0,"val":"sandbox","end":""},{"old":"/sandbox/paypal/checkout","type":0,"val":"paypal","end":""},{"old":"/sandbox/paypal/checkout","type":0,"val":"checkout","end":""}],
    types: placeholder as Registry['sandbox.paypal.checkout']['types'],
  },
  'sandbox.paypal.approve': {
    methods: ["POST"],
    pattern: '/sandbox/paypal/approve',
    tokens: [{"old":"/sandbox/paypal/approve","type":0,"val":"sandbox","end":""},{"old":"/sandbox/paypal/approve","type":0,"val":"paypal","end":""},{"old":"/sandbox/paypal/approve","type":0,"val":"approve","end":""}],
    types: placeholder as Registry['sandbox.paypal.approve']['types'],
  },
  'sandbox.paypal.cancel': {
    methods: ["POST"],
    pattern: '/sandbox/paypal/cancel',
    tokens: [{"old":"/sandbox/paypal/cancel","type":0,"val":"sandbox","end":""},{"old":"/sandbox/paypal/cancel","type":0,"val":"paypal","end":""},{"old":"/sandbox/paypal/cancel","type":0,"val":"cancel","end":""}],
    types: placeholder as Registry['sandbox.paypal.cancel']['types'],
  },
  'costs': {
    methods: ["GET","HEAD"],
    pattern: '/costs',
    tokens: [{"old":"/costs","type":0,"val":"costs","end":""}],
    types: placeholder as Registry['costs']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}

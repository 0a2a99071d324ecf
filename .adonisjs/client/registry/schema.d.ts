/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'csrf.token': {
    methods: ["GET","HEAD"]
    pattern: '/csrf-token'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/csrf_controller').default['token']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/csrf_controller').default['token']>>>
    }
  }
  'legal': {
    methods: ["GET","HEAD"]
    pattern: '/legal'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/pages_controller').default['legal']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/pages_controller').default['legal']>>>
    }
  }
  'age_gate.confirm': {
    methods: ["POST"]
    pattern: '/age-confirmation'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/age_gate_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/age_gate_controller').default['confirm']>>>
    }
  }
  'dev.mailbox': {
    methods: ["GET","HEAD"]
    pattern: '/dev/mailbox'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/dev_mailbox_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/dev_mailbox_controller').default['index']>>>
    }
  }
  'dev.mailbox.clear': {
    methods: ["POST"]
    pattern: '/dev/mailbox/clear'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/dev_mailbox_controller').default['clear']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/dev_mailbox_controller').default['clear']>>>
    }
  }
  'register.show': {
    methods: ["GET","HEAD"]
    pattern: '/register'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/register_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/register_controller').default['show']>>>
    }
  }
  'register.store': {
    methods: ["POST"]
    pattern: '/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').registerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').registerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/register_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/register_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'login.show': {
    methods: ["GET","HEAD"]
    pattern: '/login'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/session_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/session_controller').default['show']>>>
    }
  }
  'login.store': {
    methods: ["POST"]
    pattern: '/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').loginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').loginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/session_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/session_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.forgot': {
    methods: ["GET","HEAD"]
    pattern: '/forgot-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/password_reset_controller').default['showRequest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/password_reset_controller').default['showRequest']>>>
    }
  }
  'password.send_link': {
    methods: ["POST"]
    pattern: '/forgot-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').forgotPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').forgotPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/password_reset_controller').default['sendLink']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/password_reset_controller').default['sendLink']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.reset_form': {
    methods: ["GET","HEAD"]
    pattern: '/reset-password/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/password_reset_controller').default['showReset']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/password_reset_controller').default['showReset']>>>
    }
  }
  'password.reset': {
    methods: ["POST"]
    pattern: '/reset-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').resetPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/password_reset_controller').default['reset']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/password_reset_controller').default['reset']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'verify_email.show': {
    methods: ["GET","HEAD"]
    pattern: '/verify-email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/verify_email_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/verify_email_controller').default['show']>>>
    }
  }
  'verify_email.old_link': {
    methods: ["GET","HEAD"]
    pattern: '/verify-email/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'api.auth.verify_email': {
    methods: ["POST"]
    pattern: '/api/auth/verify-email'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').verifyEmailValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').verifyEmailValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/verify_email_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/verify_email_controller').default['verify']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.auth.resend_verification': {
    methods: ["POST"]
    pattern: '/api/auth/resend-verification'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').resendValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').resendValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/verify_email_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/verify_email_controller').default['resend']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'logout': {
    methods: ["POST"]
    pattern: '/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/session_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/session_controller').default['destroy']>>>
    }
  }
  'profile.show': {
    methods: ["GET","HEAD"]
    pattern: '/profile'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['show']>>>
    }
  }
  'profile.update': {
    methods: ["POST"]
    pattern: '/profile'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').profileValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').profileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'profile.password': {
    methods: ["POST"]
    pattern: '/profile/password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').changePasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').changePasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['changePassword']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['changePassword']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'profile.end_other_sessions': {
    methods: ["POST"]
    pattern: '/profile/sessions/end-others'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['endOtherSessions']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['endOtherSessions']>>>
    }
  }
  'profile.export': {
    methods: ["GET","HEAD"]
    pattern: '/profile/export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['export']>>>
    }
  }
  'profile.destroy': {
    methods: ["POST"]
    pattern: '/profile/delete'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/accounts').deleteAccountValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/accounts').deleteAccountValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/profile_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'home': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/home_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/home_controller').default['show']>>>
    }
  }
  'categories.index': {
    methods: ["GET","HEAD"]
    pattern: '/categories'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/categories_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/categories_controller').default['index']>>>
    }
  }
  'categories.show': {
    methods: ["GET","HEAD"]
    pattern: '/categories/:slug'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/categories_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/categories_controller').default['show']>>>
    }
  }
  'models.index': {
    methods: ["GET","HEAD"]
    pattern: '/models'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/models_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/models_controller').default['index']>>>
    }
  }
  'models.show': {
    methods: ["GET","HEAD"]
    pattern: '/models/:key'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { key: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/models_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/models_controller').default['show']>>>
    }
  }
  'sitemap': {
    methods: ["GET","HEAD"]
    pattern: '/sitemap.xml'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/sitemap_controller').default['sitemap']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/sitemap_controller').default['sitemap']>>>
    }
  }
  'robots': {
    methods: ["GET","HEAD"]
    pattern: '/robots.txt'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/sitemap_controller').default['robots']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/sitemap_controller').default['robots']>>>
    }
  }
  'newsletter.store': {
    methods: ["POST"]
    pattern: '/newsletter'
    types: {
      body: ExtractBody<InferInput<(typeof import('#engagement/validators/newsletter').subscribeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#engagement/validators/newsletter').subscribeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/newsletter_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/newsletter_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'newsletter.confirm': {
    methods: ["GET","HEAD"]
    pattern: '/newsletter/confirm/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/newsletter_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/newsletter_controller').default['confirm']>>>
    }
  }
  'favorites.index': {
    methods: ["GET","HEAD"]
    pattern: '/favorites'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['index']>>>
    }
  }
  'favorites.store': {
    methods: ["POST"]
    pattern: '/favorites'
    types: {
      body: ExtractBody<InferInput<(typeof import('#engagement/validators/favorites').addFavoriteValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#engagement/validators/favorites').addFavoriteValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'favorites.check': {
    methods: ["GET","HEAD"]
    pattern: '/favorites/check/:modelId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { modelId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['check']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['check']>>>
    }
  }
  'favorites.toggle': {
    methods: ["POST"]
    pattern: '/favorites/:modelId/toggle'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { modelId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['toggle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['toggle']>>>
    }
  }
  'favorites.add': {
    methods: ["POST"]
    pattern: '/favorites/:modelId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { modelId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['add']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['add']>>>
    }
  }
  'favorites.destroy': {
    methods: ["DELETE"]
    pattern: '/favorites/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['destroy']>>>
    }
  }
  'favorites.of_user': {
    methods: ["GET","HEAD"]
    pattern: '/users/:userId/favorites'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { userId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['ofUser']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/favorites_controller').default['ofUser']>>>
    }
  }
  'chat.show': {
    methods: ["GET","HEAD"]
    pattern: '/models/:id/chat'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['show']>>>
    }
  }
  'chat.messages': {
    methods: ["GET","HEAD"]
    pattern: '/models/:id/chat/messages'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['conversation']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['conversation']>>>
    }
  }
  'chat.stream': {
    methods: ["POST"]
    pattern: '/models/:id/chat/stream'
    types: {
      body: ExtractBody<InferInput<(typeof import('#engagement/validators/chat').chatSendValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#engagement/validators/chat').chatSendValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['stream']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['stream']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'chat.export': {
    methods: ["GET","HEAD"]
    pattern: '/models/:id/chat/export'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#engagement/validators/chat').chatExportValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['export']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'chat.destroy': {
    methods: ["DELETE"]
    pattern: '/models/:id/chat'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['destroy']>>>
    }
  }
  'chat.facts.store': {
    methods: ["POST"]
    pattern: '/models/:id/chat/facts'
    types: {
      body: ExtractBody<InferInput<(typeof import('#engagement/validators/chat').chatFactValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#engagement/validators/chat').chatFactValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['addFact']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['addFact']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'chat.facts.destroy': {
    methods: ["DELETE"]
    pattern: '/models/:id/chat/facts/:factId'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; factId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['removeFact']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['removeFact']>>>
    }
  }
  'api.chat.send': {
    methods: ["POST"]
    pattern: '/chat/send'
    types: {
      body: ExtractBody<InferInput<(typeof import('#engagement/validators/chat').apiChatSendValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#engagement/validators/chat').apiChatSendValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['apiSend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#engagement/controllers/chat_controller').default['apiSend']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'photos.generate': {
    methods: ["POST"]
    pattern: '/photos/generate'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['generatePhoto']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['generatePhoto']>>>
    }
  }
  'photos.status': {
    methods: ["GET","HEAD"]
    pattern: '/photos/status/:taskId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { taskId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['photoStatus']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['photoStatus']>>>
    }
  }
  'photos.mine': {
    methods: ["GET","HEAD"]
    pattern: '/photos/my-requests'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['myPhotos']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['myPhotos']>>>
    }
  }
  'photos.destroy': {
    methods: ["DELETE"]
    pattern: '/photos/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['destroyPhoto']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['destroyPhoto']>>>
    }
  }
  'videos.generate': {
    methods: ["POST"]
    pattern: '/videos/generate'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['generateVideo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['generateVideo']>>>
    }
  }
  'videos.status': {
    methods: ["GET","HEAD"]
    pattern: '/videos/status/:taskId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { taskId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['videoStatus']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['videoStatus']>>>
    }
  }
  'videos.mine': {
    methods: ["GET","HEAD"]
    pattern: '/videos/my-requests'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['myVideos']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['myVideos']>>>
    }
  }
  'videos.destroy': {
    methods: ["DELETE"]
    pattern: '/videos/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['destroyVideo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/studio_requests_controller').default['destroyVideo']>>>
    }
  }
  'studio.video_callback': {
    methods: ["POST"]
    pattern: '/api/studio/video-callback/:key'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { key: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/task_callback_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/task_callback_controller').default['handle']>>>
    }
  }
  'custom_generation.show': {
    methods: ["GET","HEAD"]
    pattern: '/custom-generation'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['show']>>>
    }
  }
  'custom_generation.generate': {
    methods: ["POST"]
    pattern: '/api/custom-generation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#studio/validators/studio').customGenerationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#studio/validators/studio').customGenerationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['generate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['generate']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'custom_generation.status': {
    methods: ["GET","HEAD"]
    pattern: '/api/custom-generation/video-status/:taskId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { taskId: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#studio/validators/studio').customStatusValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['status']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['status']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'custom_generation.mine': {
    methods: ["GET","HEAD"]
    pattern: '/api/custom-generation/mine'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['mine']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['mine']>>>
    }
  }
  'custom_generation.notices': {
    methods: ["GET","HEAD"]
    pattern: '/api/custom-generation/notices'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['notices']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['notices']>>>
    }
  }
  'custom_generation.seen': {
    methods: ["POST"]
    pattern: '/api/custom-generation/seen'
    types: {
      body: ExtractBody<InferInput<(typeof import('#studio/validators/studio').customSeenValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#studio/validators/studio').customSeenValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['seen']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#studio/controllers/custom_generation_controller').default['seen']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'costs': {
    methods: ["GET","HEAD"]
    pattern: '/costs'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#ledger/controllers/costs_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#ledger/controllers/costs_controller').default['index']>>>
    }
  }
  'payment.show': {
    methods: ["GET","HEAD"]
    pattern: '/payment'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_pages_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_pages_controller').default['show']>>>
    }
  }
  'payment.success': {
    methods: ["GET","HEAD"]
    pattern: '/payment/success'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_pages_controller').default['success']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_pages_controller').default['success']>>>
    }
  }
  'payment.cancel': {
    methods: ["GET","HEAD"]
    pattern: '/payment/cancel'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_pages_controller').default['cancel']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_pages_controller').default['cancel']>>>
    }
  }
  'api.packages': {
    methods: ["GET","HEAD"]
    pattern: '/api/packages'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['packages']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['packages']>>>
    }
  }
  'payment_gateway.keys': {
    methods: ["GET","HEAD"]
    pattern: '/api/payment-gateway/keys'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['keys']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['keys']>>>
    }
  }
  'payment_gateway.paypal.webhook': {
    methods: ["POST"]
    pattern: '/api/payment-gateway/paypal/webhook'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/paypal_webhook_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/paypal_webhook_controller').default['handle']>>>
    }
  }
  'payment_gateway.stripe.create_payment_intent': {
    methods: ["POST"]
    pattern: '/api/payment-gateway/stripe/create-payment-intent'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').packageChoiceValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').packageChoiceValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['createPaymentIntent']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['createPaymentIntent']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'payment_gateway.stripe.confirm_payment': {
    methods: ["POST"]
    pattern: '/api/payment-gateway/stripe/confirm-payment'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').confirmPaymentValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').confirmPaymentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['confirmPayment']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['confirmPayment']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'payment_gateway.paypal.create_order': {
    methods: ["POST"]
    pattern: '/api/payment-gateway/paypal/create-order'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').packageChoiceValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').packageChoiceValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['createPayPalOrder']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['createPayPalOrder']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'payment_gateway.paypal.capture_order': {
    methods: ["POST"]
    pattern: '/api/payment-gateway/paypal/capture-order'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').captureOrderValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').captureOrderValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['capturePayPalOrder']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payment_api_controller').default['capturePayPalOrder']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sandbox.card.confirm': {
    methods: ["POST"]
    pattern: '/sandbox/card/confirm'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').sandboxCardValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').sandboxCardValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['confirmCard']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['confirmCard']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sandbox.card.authenticate': {
    methods: ["POST"]
    pattern: '/sandbox/card/authenticate'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').sandboxAuthenticateValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').sandboxAuthenticateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['authenticate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['authenticate']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sandbox.paypal.checkout': {
    methods: ["GET","HEAD"]
    pattern: '/sandbox/paypal/checkout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#payments/validators/payments').sandboxOrderValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['paypalCheckout']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['paypalCheckout']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sandbox.paypal.approve': {
    methods: ["POST"]
    pattern: '/sandbox/paypal/approve'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').sandboxOrderValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').sandboxOrderValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['paypalApprove']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['paypalApprove']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sandbox.paypal.cancel': {
    methods: ["POST"]
    pattern: '/sandbox/paypal/cancel'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').sandboxOrderValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').sandboxOrderValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['paypalCancel']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/sandbox/sandbox_payments_controller').default['paypalCancel']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'takedown.new': {
    methods: ["GET","HEAD"]
    pattern: '/report'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#takedown/controllers/reports_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#takedown/controllers/reports_controller').default['show']>>>
    }
  }
  'takedown.store': {
    methods: ["POST"]
    pattern: '/report'
    types: {
      body: ExtractBody<InferInput<(typeof import('#takedown/validators/report').reportValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#takedown/validators/report').reportValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#takedown/controllers/reports_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#takedown/controllers/reports_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'takedown.staff.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff/reports'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#takedown/controllers/staff_reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#takedown/controllers/staff_reports_controller').default['index']>>>
    }
  }
  'takedown.staff.show': {
    methods: ["GET","HEAD"]
    pattern: '/staff/reports/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#takedown/controllers/staff_reports_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#takedown/controllers/staff_reports_controller').default['show']>>>
    }
  }
  'takedown.staff.remove': {
    methods: ["POST"]
    pattern: '/staff/reports/:id/remove'
    types: {
      body: ExtractBody<InferInput<(typeof import('#takedown/validators/report').removeValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#takedown/validators/report').removeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#takedown/controllers/staff_reports_controller').default['remove']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#takedown/controllers/staff_reports_controller').default['remove']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'takedown.staff.reject': {
    methods: ["POST"]
    pattern: '/staff/reports/:id/reject'
    types: {
      body: ExtractBody<InferInput<(typeof import('#takedown/validators/report').rejectValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#takedown/validators/report').rejectValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#takedown/controllers/staff_reports_controller').default['reject']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#takedown/controllers/staff_reports_controller').default['reject']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.ledger': {
    methods: ["GET","HEAD"]
    pattern: '/staff/ledger'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_ledger_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_ledger_controller').default['show']>>>
    }
  }
  'staff.ledger.export': {
    methods: ["GET","HEAD"]
    pattern: '/staff/ledger/export.csv'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/staff_ledger').staffLedgerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_ledger_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_ledger_controller').default['export']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.ledger.points': {
    methods: ["GET","HEAD"]
    pattern: '/staff/ledger/points.csv'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/staff_ledger').staffLedgerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_ledger_controller').default['pointsExport']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_ledger_controller').default['pointsExport']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.purchases.refund': {
    methods: ["POST"]
    pattern: '/staff/purchases/:id/refund'
    types: {
      body: ExtractBody<InferInput<(typeof import('#staff/validators/staff_refund').staffRefundValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#staff/validators/staff_refund').staffRefundValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_refunds_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_refunds_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
}

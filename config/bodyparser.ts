import { defineConfig } from '@adonisjs/core/bodyparser'
import { temporaryUploadPath } from '#core/http/temporary_uploads'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    // Streamed with a byte limit by the route itself (app/studio/uploads/receive_image.ts).
    processManually: ['/api/custom-generation'],
    limit: '12mb',
    types: ['multipart/form-data'],
    // In the app's own folder, removed after each request (temporary_uploads_middleware).
    tmpFileName: temporaryUploadPath,
  },
  raw: {
    types: ['text/*'],
  },
})

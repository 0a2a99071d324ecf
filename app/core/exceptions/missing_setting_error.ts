/** An ace command outside production started without a setting it needs (APP_KEY, DATABASE_URL). */
export class MissingSettingError extends Error {
  readonly code = 'E_MISSING_SETTING'
}

/** The longest address a mail path carries (RFC 5321): every email field's limit. */
export const EMAIL_MAX_LENGTH = 254

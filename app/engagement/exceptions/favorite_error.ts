import { DomainError } from '#core/exceptions/domain_error'

export type FavoriteErrorReason = 'forbidden' | 'modelNotFound'

const STATUS: Record<FavoriteErrorReason, number> = {
  forbidden: 403,
  modelNotFound: 404,
}

/** A favourites failure users can meet (`favorites.errors.<reason>`), rendered as every DomainError. */
export class FavoriteError extends DomainError {
  constructor(readonly reason: FavoriteErrorReason) {
    super(`favorites.errors.${reason}`, {
      status: STATUS[reason],
      code: `E_FAVORITE_${reason.toUpperCase()}`,
    })
  }
}

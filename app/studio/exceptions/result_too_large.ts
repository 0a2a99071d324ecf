/** The provider's file is larger than we keep: a failed result, not one to fetch again. */
export class ResultTooLarge extends Error {}

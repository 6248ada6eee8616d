import { errorMessage } from '@/lib/api/api-error';

/** Thrown before any request when the promotion to activate has no usable alias (the client's own guard). */
export class MissingPromotionAliasError extends Error {
  override readonly name = 'MissingPromotionAliasError';
}

/** docs/product.md#error-texts: the alias must be a non-empty string; anything else never reaches the API. */
export function assertPromotionAlias(alias: unknown): asserts alias is string {
  if (typeof alias !== 'string' || alias.trim() === '') {
    throw new MissingPromotionAliasError('Promotion alias is required and must be a string');
  }
}

export type PromotionErrorTexts = { aliasRequired: string; somethingWentWrong: string };

/**
 * The second line under "Failed to activate promotion" / "Failed to cancel promotion" (docs/product.md#error-texts): the guard's text,
 * the server's reason (such as "Promotion is already active"), a transport error's message, or "Something went
 * wrong" when nothing more is known.
 */
export function promotionErrorDetail(error: unknown, texts: PromotionErrorTexts): string {
  if (error instanceof MissingPromotionAliasError) return texts.aliasRequired;
  return error instanceof Error ? errorMessage(error, texts.somethingWentWrong) : texts.somethingWentWrong;
}

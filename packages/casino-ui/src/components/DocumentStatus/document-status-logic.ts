/** A document's or an account's stage in identity verification, as the API reports it. */
export const documentStatuses = ['not-submitted', 'pending', 'approved', 'rejected', 'expired'] as const;
export type DocumentStatusValue = (typeof documentStatuses)[number];

/** Whether the player has something to do: send a first file, or a new one after a rejection or an expiry. */
export const needsNewDocument = (status: DocumentStatusValue) =>
  status === 'not-submitted' || status === 'rejected' || status === 'expired';

/**
 * Marks a layer that sits above modals and reports on them (the toast region): pressing inside it is not an
 * interaction outside the open modal, so the modal stays open. Native buttons let the pointer event reach Radix's
 * outside-click listener on the document; this is what keeps "Dismiss" on a toast from also closing a sign-up form.
 */
export const ABOVE_MODALS_ATTRIBUTE = 'data-casino-above-modals';

export const isInsideLayerAboveModals = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(`[${ABOVE_MODALS_ATTRIBUTE}]`) !== null;

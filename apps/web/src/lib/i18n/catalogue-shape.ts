/**
 * The shape every language must have: exactly the keys of the English catalogue, every leaf a string.
 * A missing or extra key in a translation is then a compile error, not an English fallback found in production.
 */
export type CatalogueShape<T> = {
  [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]>;
};

export { CardBrandIcon, type CardBrandIconProps } from './CardBrandIcon';
export { type CardBrand, cardBrands, detectCardBrand } from './card-brand-logic';

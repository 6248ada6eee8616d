export { type PromotionOption, PromotionSelect, type PromotionSelectProps } from './PromotionSelect';

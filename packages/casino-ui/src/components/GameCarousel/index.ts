export { type CarouselGame, GameCarousel, type GameCarouselProps } from './GameCarousel';
export {
  CAROUSEL_AUTO_SLIDE_WIDTH,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_SLIDES_PER_VIEW,
  type CarouselItem,
  carouselItems,
  DEFAULT_CAROUSEL_MAX_ITEMS,
} from './game-carousel-logic';

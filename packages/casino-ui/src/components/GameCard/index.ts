export {
  DEFAULT_GAME_IMAGE_HEIGHT,
  DEFAULT_GAME_IMAGE_WIDTH,
  GameCard,
  type GameCardProps,
  GameCardSkeleton,
  type GameCardSkeletonProps,
} from './GameCard';

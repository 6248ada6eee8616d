export { GameGrid, type GameGridProps, GameGridSkeleton, type GameGridSkeletonProps } from './GameGrid';

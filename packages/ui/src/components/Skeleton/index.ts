export {
  Skeleton,
  SkeletonDetail,
  SkeletonList,
  SkeletonTiles,
  type SkeletonProps,
} from './Skeleton';

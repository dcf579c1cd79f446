export {
  nextSlide,
  previousSlide,
  swipeDirection,
  SWIPE_THRESHOLD,
  usePrefersReducedMotion,
} from './carousel';
export { Carousel, type CarouselProps } from './Carousel';

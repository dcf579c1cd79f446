export {
  nextSlide,
  previousSlide,
  swipeDirection,
  SWIPE_THRESHOLD,
  usePrefersReducedMotion,
} from './slides';
export { Carousel, type CarouselProps } from './Carousel';

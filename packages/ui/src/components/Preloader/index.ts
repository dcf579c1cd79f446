export { Preloader, type PreloaderProps } from './Preloader';
export { Spinner } from './Spinner';

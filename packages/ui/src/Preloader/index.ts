export { Preloader, type PreloaderProps } from './Preloader';
export { preloaderHideDelays, usePreloaderVisibility } from './usePreloaderVisibility';

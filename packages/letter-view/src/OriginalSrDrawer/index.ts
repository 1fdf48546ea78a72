export { OriginalSrDrawer, type OriginalSrDrawerApi, type OriginalSrDrawerProps } from './OriginalSrDrawer';
export { type OriginalSrContent, originalSrContent } from './originalSrContent';

export { copyPlainText } from './copyPlainText';
export { copyRichText } from './copyRichText';

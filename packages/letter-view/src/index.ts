export { sanitizeServerHtml } from './sanitizeServerHtml';

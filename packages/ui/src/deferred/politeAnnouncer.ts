import { visuallyHidden } from '../theme/styleHelpers';

const regionId = 'dictation-polite-announcer';
/**
 * How long a region just made, or emptied, stays empty before the message: screen readers read a
 * live region's change only once the region is in their tree.
 */
const settleMs = 100;

/**
 * Reads `message` out politely (WCAG 4.1.3, a status message) through one live region of the
 * kit's own in the page's body: in a widget's shadow root as on a portal page, the page is read as
 * one, and a region that exists before its text changes is read where one made with its text is
 * not. Returns what empties it again, once what it said is over.
 */
export function announcePolitely(message: string, document: Document = globalThis.document): () => void {
  const region = document.getElementById(regionId) ?? appendRegion(document);
  region.textContent = '';
  const timer = setTimeout(() => {
    region.textContent = message;
  }, settleMs);
  return () => {
    clearTimeout(timer);
    if (region.textContent === message) region.textContent = '';
  };
}

function appendRegion(document: Document): HTMLElement {
  const region = document.createElement('div');
  region.id = regionId;
  region.setAttribute('role', 'status');
  Object.assign(region.style, visuallyHidden);
  document.body.append(region);
  return region;
}

const regionId = 'dictation-polite-announcer';
/**
 * Hidden but read: the theme's `visuallyHidden` as an inline style, since the region is outside
 * any themed root (and importing the theme's helpers at run time brings its whole contract, 1 KB).
 */
const visuallyHiddenStyle =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';
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
export function announcePolitely(message: string): () => void {
  const region = document.getElementById(regionId) ?? appendRegion();
  region.textContent = '';
  const timer = setTimeout(() => {
    region.textContent = message;
  }, settleMs);
  return () => {
    clearTimeout(timer);
    if (region.textContent === message) region.textContent = '';
  };
}

function appendRegion(): HTMLElement {
  const region = document.createElement('div');
  region.id = regionId;
  region.setAttribute('role', 'status');
  region.style.cssText = visuallyHiddenStyle;
  document.body.append(region);
  return region;
}

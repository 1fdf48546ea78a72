/** A canvas's drawing size: its box in device pixels, and the device pixel ratio. */
export interface CanvasSize {
  width: number;
  height: number;
  ratio: number;
}

/**
 * Reports `canvas`'s size in device pixels as the browser lays it out, now and after each change
 * (a ResizeObserver, whose report comes with the layout the frame makes anyway), so that drawing
 * never reads the canvas's size itself, which lays the page out again. Where the browser has no
 * ResizeObserver, the size is read once. Returns the stop.
 */
export function observeCanvasSize(canvas: HTMLCanvasElement, report: (size: CanvasSize) => void): () => void {
  const sized = (cssWidth: number, cssHeight: number) => {
    const ratio = globalThis.devicePixelRatio || 1;
    report({
      width: Math.max(1, Math.round(cssWidth * ratio)),
      height: Math.max(1, Math.round(cssHeight * ratio)),
      ratio,
    });
  };
  if (typeof ResizeObserver === 'undefined') {
    sized(canvas.clientWidth, canvas.clientHeight);
    return () => {};
  }
  const observer = new ResizeObserver(([entry]) => {
    if (entry) sized(entry.contentRect.width, entry.contentRect.height);
  });
  observer.observe(canvas);
  return () => observer.disconnect();
}

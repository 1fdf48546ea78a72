/** The packages' CSS, concatenated by the bundle build (scripts/widgetBundles.mjs). */
declare module 'dictation:kit-styles' {
  const css: string;
  export default css;
}

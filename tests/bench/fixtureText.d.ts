/** A letter of tests/fixtures/letters imported as text (esbuild's text loader, scripts/bench.mjs). */
declare module '*.html' {
  const text: string;
  export default text;
}

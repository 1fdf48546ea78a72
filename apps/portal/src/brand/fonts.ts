/**
 * The evergreen brand's typeface, Source Sans 3, self-hosted (issue 19: the brand named it and
 * nothing loaded it). Only the weights the theme uses (regular 400, medium 600, bold 700), Latin
 * only. `@font-face` downloads a face when text first uses it, so the clinical brand (Frutiger,
 * then Arial) fetches none of these files.
 */
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';

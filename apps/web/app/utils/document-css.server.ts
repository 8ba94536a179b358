// The stylesheet's text as the build made it, for the pages' heads (components/document-css.tsx).
// Vite's `?inline` runs it through the same pipeline (Tailwind, minification) as the client's file.
import css from '../app.css?inline';

export const DOCUMENT_CSS: string = css;

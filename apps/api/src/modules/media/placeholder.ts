/** An 800 x 800 neutral picture for products without images. */
export const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="No image">' +
  '<rect x="0" y="0" width="800" height="800" fill="#f1f5f9"/>' +
  '<rect x="250" y="250" width="300" height="230" rx="26" fill="none" stroke="#cbd5e1" stroke-width="14"/>' +
  '<circle cx="335" cy="330" r="26" fill="#cbd5e1"/>' +
  '<path d="M262 468 L370 360 L440 430 L480 392 L540 452 V468 Z" fill="#cbd5e1"/>' +
  '<text x="400" y="570" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="600" fill="#94a3b8">No image</text>' +
  '</svg>';

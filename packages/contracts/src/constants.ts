// Constants without Zod: safe to import from browser code (no schema library in the bundle).
/**
 * The widths the API serves an uploaded picture at (`/media/uploads/{file}?w=`): a fixed list, so
 * the disk cache of variants stays bounded.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

import { IMAGE_WIDTHS } from '@shop/contracts/constants';
import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../../constants';

const UPLOADED_RASTER = /\/media\/uploads\/[A-Za-z0-9_-]+\.(?:jpe?g|png|webp|avif|gif)$/;

/**
 * The `srcset` of an uploaded picture: the API's resized variants up to twice the shown width (for
 * sharp screens). Vector pictures (the demo's SVGs) and pictures of other hosts get none.
 */
export function srcSetFor(src: string | null | undefined, width: number): string | undefined {
  if (!src || !UPLOADED_RASTER.test(src)) return undefined;
  const widths = IMAGE_WIDTHS.filter((w) => w <= width * 2);
  const chosen = widths.length ? widths : [IMAGE_WIDTHS[0]];
  return chosen.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}

function showPlaceholder(img: HTMLImageElement) {
  if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}

/**
 * An image with its size set (no layout shift), decoded off the main thread, lazy unless told
 * otherwise, and the local placeholder when it is missing or fails to load.
 */
export function Img({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  sizes,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string | null | undefined; width: number; height: number }) {
  const srcSet = srcSetFor(src, width);
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      srcSet={srcSet}
      // Without a layout hint the browser assumes the full viewport: the shown width is the truth.
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      // An eager image may fail before hydration attaches onError: check once mounted.
      ref={(img) => {
        if (img && loading === 'eager' && img.complete && img.naturalWidth === 0) showPlaceholder(img);
      }}
      onError={(event: SyntheticEvent<HTMLImageElement>) => showPlaceholder(event.currentTarget)}
      {...props}
    />
  );
}

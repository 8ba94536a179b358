import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../../constants';

function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
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
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string | null | undefined; width: number; height: number }) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
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

import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import type { Places } from '../products.server';
import { placeValue } from '../utils/product-form';

// What the products' list and editor share: a product's picture on the admin's origin, and the
// one select of a category or one of its subcategories.

/**
 * A picture of the API's as the admin serves it (routes/media.ts): its `/media/…` path, whether the
 * API gave it as a path or on its asset host; null for anything else (the policy would refuse it).
 */
export function pictureSrc(image: string | null | undefined): string | null {
  if (!image) return null;
  if (image.startsWith('/media/')) return image;
  try {
    const url = new URL(image);
    return url.pathname.startsWith('/media/') ? url.pathname : null;
  } catch {
    return null;
  }
}

export function Picture({
  image,
  alt,
  size = 'size-14',
}: {
  image: string | null;
  alt: string;
  size?: string;
}) {
  const t = useT();
  const src = pictureSrc(image);
  if (!src)
    return (
      <span
        className={`${size} flex shrink-0 items-center justify-center rounded-lg bg-slate-100 p-1 text-center text-[10px] leading-tight text-slate-500`}
      >
        {t('products.noPicture')}
      </span>
    );
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={`${size} shrink-0 rounded-lg bg-slate-50 object-contain ring-1 ring-slate-200`}
    />
  );
}

/** The options of a category select: each category, then its subcategories under it. */
export function PlaceOptions({ places, empty }: { places: Places; empty: ReactNode }) {
  return (
    <>
      <option value="">{empty}</option>
      {places.categories.map((category) => (
        <optgroup key={category.id} label={category.name}>
          <option value={placeValue(category.id)}>{category.name}</option>
          {category.subcategories.map((sub) => (
            <option key={sub.id} value={placeValue(category.id, sub.id)}>
              {category.name} › {sub.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

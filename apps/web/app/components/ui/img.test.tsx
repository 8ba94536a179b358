import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img, srcSetFor } from './img';

describe('responsive images', () => {
  it('offers the resized variants of an uploaded picture up to twice the shown width', () => {
    expect(srcSetFor('http://assets.test/media/uploads/a1b2.jpg', 240)).toBe(
      'http://assets.test/media/uploads/a1b2.jpg?w=160 160w, http://assets.test/media/uploads/a1b2.jpg?w=320 320w, http://assets.test/media/uploads/a1b2.jpg?w=480 480w',
    );
    expect(srcSetFor('/media/uploads/x.png', 64)).toBe('/media/uploads/x.png?w=160 160w');
  });

  it('gives vector pictures and other hosts no srcset', () => {
    expect(srcSetFor('http://assets.test/media/gen/product/phone/1d4ed8/1.svg', 240)).toBeUndefined();
    expect(srcSetFor('https://cdn.example.com/photo.jpg', 240)).toBeUndefined();
    expect(srcSetFor(null, 240)).toBeUndefined();
  });

  it('renders width, height, lazy loading, srcset and sizes', () => {
    const html = renderToStaticMarkup(
      <Img src="/media/uploads/p.webp" alt="Phone" width={200} height={200} />,
    );
    expect(html).toContain('width="200"');
    expect(html).toContain('height="200"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('srcSet="/media/uploads/p.webp?w=160 160w, /media/uploads/p.webp?w=320 320w"');
    expect(html).toContain('sizes="200px"');
    const svg = renderToStaticMarkup(<Img src="/media/placeholder.svg" alt="" width={64} height={64} />);
    expect(svg).not.toContain('srcSet');
    expect(svg).not.toContain('sizes');
  });
});

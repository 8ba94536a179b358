import { readFile } from 'node:fs/promises';

export { IMAGE_MOTIFS, type ImageMotif } from './catalogue/types';
// What the API's demo module draws and serves for the demo shops' pictures: the drawings, the
// motifs they come in, and the demo shops' logo files.
export { bannerSvg, brandLogoSvg, categorySvg, productSvg } from './images';

const logos = new URL('./assets/logos/', import.meta.url);

/** A demo shop's logo (`S001.svg`), or null when there is no such file. */
export async function demoLogo(file: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]+\.svg$/.test(file)) return null;
  return readFile(new URL(file, logos), 'utf8').catch(() => null);
}

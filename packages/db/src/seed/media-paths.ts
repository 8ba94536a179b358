// Relative paths of the generated pictures. The seed stores them; the API's demo module parses
// them back and draws the SVG (seed/demo-media.ts). One definition for both sides.

const hex = (colour: string) => colour.replace(/^#/, '').toLowerCase();

export const mediaPaths = {
  product: (motif: string, colour: string, index: number) =>
    `/media/gen/product/${motif}/${hex(colour)}/${index}.svg`,
  category: (motif: string, colour: string) => `/media/gen/category/${motif}/${hex(colour)}.svg`,
  brand: (name: string, colour: string) => `/media/gen/brand/${hex(colour)}/${encodeURIComponent(name)}.svg`,
  banner: (colours: [string, string], motif: string) =>
    `/media/gen/banner/${hex(colours[0])}/${hex(colours[1])}/${motif}.svg`,
  logo: (file: string) => `/media/logos/${file}`,
};

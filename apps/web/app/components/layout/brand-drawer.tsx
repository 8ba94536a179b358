import { useT } from '../../i18n/i18n';
import { useDrawers } from '../../state/drawers';
import type { NavBrand } from '../../utils/shell';
import { Link } from '../link';
import { Drawer } from '../ui/drawer';
import { Img } from '../ui/img';
import { Text } from '../ui/text';

/** All Brand: every brand that has products, with its picture. */
export function BrandDrawer({ brands }: { brands: NavBrand[] }) {
  const t = useT();
  const { drawer, closeDrawer } = useDrawers();
  return (
    <Drawer open={drawer === 'brand'} onClose={closeDrawer} side="left" title={t('header.allBrand')}>
      {brands.length === 0 ? (
        <p className="p-6 text-sm text-slate-600">
          <Text>{t('header.noBrands')}</Text>
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 p-4">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link
                to={`/category?brand_id=${brand.id}`}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center transition hover:border-accent hover:shadow-sm"
              >
                <Img
                  src={brand.image}
                  alt=""
                  width={120}
                  height={60}
                  className="h-12 w-full object-contain"
                />
                <span className="text-sm font-medium text-slate-800">{brand.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}

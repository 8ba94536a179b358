import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useDrawers } from '../../state/drawers';
import type { NavCategory } from '../../utils/shell';
import { Link } from '../link';
import { Drawer } from '../ui/drawer';
import { arrowRightIcon, chevronLeftIcon, chevronRightIcon, Icon } from '../ui/icons';
import { Img } from '../ui/img';
import { Text } from '../ui/text';

/** All Category: the categories; a chevron shows one's subcategories, grouped, with a MAIN MENU back item. */
export function CategoryDrawer({ categories }: { categories: NavCategory[] }) {
  const t = useT();
  const { drawer, closeDrawer } = useDrawers();
  const open = drawer === 'category';
  const [openId, setOpenId] = useState<number | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const current = categories.find((category) => category.id === openId) ?? null;

  useEffect(() => {
    if (!open) setOpenId(null);
  }, [open]);

  useEffect(() => {
    if (current) backRef.current?.focus();
    else if (returnTo !== null) {
      listRef.current?.querySelector<HTMLButtonElement>(`[data-category="${returnTo}"]`)?.focus();
    }
  }, [current, returnTo]);

  return (
    <Drawer open={open} onClose={closeDrawer} side="left" title={t('header.allCategory')}>
      {current ? (
        <div>
          <button
            ref={backRef}
            type="button"
            onClick={() => {
              setReturnTo(current.id);
              setOpenId(null);
            }}
            className="flex w-full items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-bold tracking-wider text-slate-600 uppercase hover:bg-slate-100 hover:text-slate-900"
          >
            <Icon shape={chevronLeftIcon} className="size-4" />
            <Text>{t('header.mainMenu')}</Text>
          </button>
          <Link
            to={`/category?cat_id=${current.id}`}
            className="flex items-center justify-between gap-3 px-4 py-3 font-semibold text-accent-ink hover:bg-slate-50"
          >
            <Text>{t('header.viewAllIn', { name: current.name })}</Text>
            <Icon shape={arrowRightIcon} className="size-4" />
          </Link>
          {current.groups.map((group) => (
            <section key={group.id} aria-labelledby={`cat-group-${group.id}`} className="pb-2">
              <h3
                id={`cat-group-${group.id}`}
                className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                {group.name}
              </h3>
              <ul>
                {group.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <Link
                      to={`/category?cat_id=${current.id}&sub_id=${sub.id}`}
                      className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-50 hover:text-slate-950"
                    >
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : categories.length === 0 ? (
        <p className="p-6 text-sm text-slate-600">
          <Text>{t('header.noCategories')}</Text>
        </p>
      ) : (
        <ul ref={listRef}>
          {categories.map((category) => (
            <li key={category.id} className="flex items-stretch border-b border-slate-100">
              <Link
                to={`/category?cat_id=${category.id}`}
                className="flex min-w-0 flex-1 items-center gap-3 px-4 py-2.5 hover:bg-slate-50"
              >
                <Img
                  src={category.image}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover"
                />
                <span className="truncate text-sm font-medium text-slate-900">{category.name}</span>
              </Link>
              {category.groups.length > 0 ? (
                <button
                  type="button"
                  data-category={category.id}
                  onClick={() => setOpenId(category.id)}
                  aria-label={t('a11y.showSubcategories', { name: category.name })}
                  className="grid w-12 shrink-0 place-items-center text-slate-500 hover:bg-slate-50 hover:text-slate-900"
                >
                  <Icon shape={chevronRightIcon} />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}

import type { ReactNode } from 'react';
import { Link } from '../link';
import { Icon } from './icons';
import { Text } from './text';

/** A page with nothing to show (no search results, an empty compare list), and where to go. */
export function EmptyPage({
  testId,
  icon,
  title,
  hint,
  link,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  hint: string;
  link: { to: string; text: string };
}) {
  return (
    <section
      data-testid={testId}
      className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center"
    >
      <span className="mb-5 grid size-16 place-items-center rounded-2xl bg-slate-100 text-slate-500">
        <Icon shape={icon} className="size-8" />
      </span>
      <h2 className="text-lg font-bold break-words text-slate-900">
        <Text>{title}</Text>
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <Text>{hint}</Text>
      </p>
      <Link
        to={link.to}
        className="mt-6 rounded-xl bg-slate-900 px-5 py-3 text-sm font-semibold text-white hover:bg-slate-700"
      >
        <Text>{link.text}</Text>
      </Link>
    </section>
  );
}

/** An empty drawer (cart, wishlist): its icon in `tone`, what it is for, and a way on. */
export function EmptyDrawer({
  icon,
  tone,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className={`grid size-16 place-items-center rounded-full ${tone}`}>
        <Icon shape={icon} className="size-8" />
      </span>
      <p className="font-semibold text-slate-900">
        <Text>{title}</Text>
      </p>
      <p className="text-sm text-slate-600">
        <Text>{hint}</Text>
      </p>
      {children}
    </div>
  );
}

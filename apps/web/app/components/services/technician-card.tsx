import type { FreelancerSummary, NamedRef } from '@shop/contracts';
import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { Text } from '../ui/text';

// A technician's card on the services pages, and its pieces the profile page shows too: the
// avatar, the stars and the chips of skills.

/** The initials of a name (two at most), for a technician without a photo. */
export function initials(name: string): string {
  const words = name
    .replace(/[（(].*$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

export function Avatar({ name, photo, size = 'md' }: { name: string; photo: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-24 text-2xl' : 'size-14 text-lg';
  if (photo) return <img src={photo} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-accent/10 font-bold text-accent-ink`}
    >
      {initials(name)}
    </span>
  );
}

export function Stars({ rating, count }: { rating: number; count: number }) {
  const t = useT();
  const full = Math.round(rating);
  return (
    <span className="flex items-center gap-1 text-sm text-slate-600">
      <span aria-hidden="true" className="text-amber-500">
        {'★'.repeat(full)}
        <span className="text-slate-300">{'★'.repeat(5 - full)}</span>
      </span>
      <span>
        <Text>{t('services.rating', { rating: rating.toFixed(1), count })}</Text>
      </span>
    </span>
  );
}

export function Chips({ items, label }: { items: NamedRef[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item.id}
          className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
        >
          {item.name}
        </li>
      ))}
    </ul>
  );
}

export function TechnicianCard({ technician }: { technician: FreelancerSummary }) {
  const t = useT();
  return (
    <li
      data-freelancer={technician.id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start gap-3">
        <Avatar name={technician.name} photo={technician.photo} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-bold text-slate-900">
            <Link to={`/services/freelancer?id=${technician.id}`} className="hover:underline">
              {technician.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{technician.headline}</p>
          <Stars rating={technician.rating} count={technician.rating_count} />
        </div>
      </div>
      <Chips items={technician.skills} label={t('services.skills')} />
      <p className="text-sm text-slate-600">
        <span className="font-semibold">
          <Text>{t('services.areas')}</Text>:
        </span>{' '}
        {technician.areas.map((a) => a.name).join(', ')}
      </p>
      <Link
        to={`/services/freelancer?id=${technician.id}`}
        className="mt-auto inline-flex min-h-11 items-center justify-center rounded-xl border border-accent px-4 font-semibold text-accent-ink hover:bg-accent/5"
      >
        <Text>{t('services.viewProfile')}</Text>
      </Link>
    </li>
  );
}

import type { FreelancerSummary, NamedRef } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { Icon } from '../ui/icons';
import { Text } from '../ui/words';

// The pieces of the services pages: a service's icon, a technician's avatar, stars and card.

const SERVICE_ICONS: Record<string, ReactNode> = {
  wrench: (
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
  ),
  plug: <path d="M12 22v-5M9 8V2M15 8V2M18 8v5a4 4 0 0 1-4 4h-4a4 4 0 0 1-4-4V8Z" />,
  camera: (
    <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3ZM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />
  ),
  headset: (
    <path d="M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3" />
  ),
  cpu: (
    <path d="M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2ZM9 9h6v6H9zM9 1v3M15 1v3M9 20v3M15 20v3M20 9h3M20 14h3M1 9h3M1 14h3" />
  ),
  'hard-drive': (
    <path d="M22 12H2M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11ZM6 16h.01M10 16h.01" />
  ),
};

export function ServiceIcon({ name, className = 'size-7' }: { name: string; className?: string }) {
  return <Icon shape={SERVICE_ICONS[name] ?? SERVICE_ICONS.wrench} className={className} />;
}

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

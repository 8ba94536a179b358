import type { Banner } from '@shop/contracts';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { arrowRightIcon, chevronLeftIcon, chevronRightIcon, Icon } from '../ui/icons';
import { Img } from '../ui/img';
import { Text } from '../ui/text';

/** A storefront path of a banner's link (external or unsafe links are dropped). */
function bannerPath(link: string | null): string | null {
  if (!link) return null;
  return link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/**
 * The home banners: a CSS scroll-snap strip (swipe, trackpad and keyboard scroll work without
 * JavaScript); the arrows and dots only scroll it. The banner texts come translated from the API.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;

  const go = (to: number) => {
    const el = track.current;
    if (!el) return;
    const next = (to + banners.length) % banners.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('a11y.banners')} className="relative">
      <ul
        ref={track}
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl"
        onScroll={(event) => {
          const el = event.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {banners.map((banner, i) => {
          const path = bannerPath(banner.link);
          return (
            <li
              key={banner.id}
              className="relative w-full shrink-0 snap-start"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}`}
            >
              <Img
                src={banner.image}
                alt=""
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                className="aspect-[16/9] w-full bg-slate-200 object-cover sm:aspect-[3/1]"
              />
              <div className="absolute inset-0 flex items-center bg-gradient-to-r from-black/65 via-black/30 to-transparent">
                <div className="max-w-[75%] px-5 sm:max-w-md sm:px-10 md:max-w-lg md:px-14">
                  <h2 className="text-xl leading-tight font-extrabold text-white drop-shadow sm:text-3xl md:text-4xl">
                    <Text>{banner.title}</Text>
                  </h2>
                  {banner.subtitle ? (
                    <p className="mt-1.5 line-clamp-2 text-sm text-white/90 sm:mt-3 sm:text-base md:text-lg">
                      <Text>{banner.subtitle}</Text>
                    </p>
                  ) : null}
                  {path ? (
                    <Link
                      to={path}
                      className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-bold text-slate-900 shadow hover:bg-slate-100 sm:mt-5 sm:px-5 sm:py-2.5"
                    >
                      {t('home.shopNow')}
                      <Icon shape={arrowRightIcon} className="size-4" />
                    </Link>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {banners.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="absolute top-1/2 left-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-slate-900 shadow hover:bg-white md:grid"
            aria-label={t('a11y.previousSlide')}
          >
            <Icon shape={chevronLeftIcon} />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="absolute top-1/2 right-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-slate-900 shadow hover:bg-white md:grid"
            aria-label={t('a11y.nextSlide')}
          >
            <Icon shape={chevronRightIcon} />
          </button>
          <div className="absolute right-3 bottom-2 flex gap-1 rounded-full bg-black/25 px-1.5 backdrop-blur-sm sm:right-5 sm:bottom-4">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => go(i)}
                className="group grid size-6 place-items-center"
                aria-label={t('a11y.goToSlide', { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-1.5 bg-white/60 group-hover:bg-white/90'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

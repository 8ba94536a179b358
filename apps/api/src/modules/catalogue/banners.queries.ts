import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { localized, rows, translationJoin } from '../../lib/sql';

export async function listBanners(ctx: RequestContext) {
  const list = await rows<{
    id: number;
    title: string;
    subtitle: string;
    image: string;
    link: string | null;
  }>(
    ctx.db,
    sql`select b.id, ${localized('t', 'title')} as title, ${localized('t', 'subtitle')} as subtitle, b.image, b.link
        from banners b
        ${translationJoin('banner_translations', 'banner_id', 't', 'b.id', ctx.locale)}
        where b.store_id = ${ctx.store.id}
        order by b.sequence, b.id`,
  );
  return list.map((b) => ({ ...b, image: assetUrl(ctx.deps.assetHost, b.image) }));
}

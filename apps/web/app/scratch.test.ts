import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApi } from '../../api/src/test/harness';
it('explore', async () => {
  const api = await createTestApi();
  const show = (x: unknown) => console.log(JSON.stringify(x).slice(0, 3000));
  show((await api.db.execute(sql`select id, pc_part->>'slot' slot, pc_part->>'socket' socket, pc_part->>'memory_type' mem, price_cents, promo_price_cents from products where store_id = 1 and pc_part->>'slot' in ('cpu','motherboard') order by id`)).rows);
  await api.close();
}, 120000);

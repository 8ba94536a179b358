-- migrate: no-transaction
-- After 0022, which rewrote every product's search_all (and so its rows of the search tables), the
-- old versions of those rows are cleared and the planner's statistics gathered again. Until then
-- each search reads the dead rows too: at 100,000 products on PostgreSQL with autovacuum off, the
-- typing mix read 1.8 times the buffers (1,381 a term against 766 after this) and took 4.25 ms of
-- execution a term against 2.84.
-- PGlite has no autovacuum at all; PostgreSQL's may come minutes later. VACUUM runs outside a
-- transaction, one table per statement, and is safe to run again.
VACUUM (ANALYZE) "products";--> statement-breakpoint
VACUUM (ANALYZE) "product_search_models";--> statement-breakpoint
VACUUM (ANALYZE) "product_search_names";

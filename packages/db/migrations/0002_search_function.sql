-- The lower-case characters and character pairs of a text (blanks left out), for the GIN index
-- that serves search terms of one or two characters, which a trigram index cannot.
CREATE OR REPLACE FUNCTION shop_search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, char_length(t)) AS i
    UNION ALL
    SELECT substr(lower(t), i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) grams
  WHERE g !~ '\s'
$$;

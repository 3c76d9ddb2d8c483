-- A quoted phrase of common words ("historic building") was slow: the full-text index offers every
-- document holding all its words, and each one's word positions had to be read back from its
-- vector to find the few where they stand side by side. Every two words side by side are now
-- lexemes of their own ("histor build") in an index beside it, so the phrase's candidates are the
-- documents holding its pairs; the positions are still checked, on those few only.
CREATE OR REPLACE FUNCTION steward_word_pairs(vector tsvector)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT first.lexeme || ' ' || second.lexeme)), ''::tsvector)
  FROM (SELECT lexeme, unnest(positions) AS position FROM unnest(vector)) AS first
  JOIN (SELECT lexeme, unnest(positions) AS position FROM unnest(vector)) AS second
    ON second.position = first.position + 1
$$;
--> statement-breakpoint
-- The pairs a document must hold to match `query`, when what the index can test of it
-- (querytree: negations dropped) is one phrase of words side by side ('histor' <-> 'build');
-- null for any other query. English lexemes never hold a quote, so none is escaped.
CREATE OR REPLACE FUNCTION steward_phrase_pairs(query tsquery)
RETURNS tsquery
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT string_agg('''' || word || ' ' || next || '''', ' & ')::tsquery
  FROM (
    SELECT m.lexeme[1] AS word, lead(m.lexeme[1]) OVER (ORDER BY m.n) AS next
    FROM regexp_matches(querytree(query), '''([^'']+)''', 'g') WITH ORDINALITY AS m(lexeme, n)
  ) AS pairs
  WHERE next IS NOT NULL AND querytree(query) ~ '^''[^'']+''( <-> ''[^'']+'')+$'
$$;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "word_pairs" "tsvector" GENERATED ALWAYS AS (steward_word_pairs(steward_document_search_vector("documents"."name", "documents"."description", "documents"."tags") || coalesce("documents"."content_search", ''::tsvector))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_word_pairs_idx" ON "documents" USING gin ("word_pairs");
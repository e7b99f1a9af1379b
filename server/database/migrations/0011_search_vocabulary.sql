-- Spelling tolerance of the catalogue search (issue 15): the distinct words
-- of each catalogue, lower-case and unaccented, in both languages. When a
-- search finds nothing, the server reads its catalogue's words and looks for
-- the ones within one edit of each word typed (one wrong, missing or extra
-- letter, or two neighbouring letters swapped: domain/catalogue/spelling-
-- variants.ts decides), then searches again with those words as well.
--
-- The words come from what the search vectors are made of (names,
-- brand, descriptions, see product_fill_derived in 0003), and are kept by
-- triggers on the same writes. Words are only ever added: a word no product
-- uses any more corrects a search to a word that finds nothing, as the typed
-- word did.
CREATE TABLE catalog_word (
  catalog_id bigint NOT NULL REFERENCES catalog (id),
  word text NOT NULL,
  PRIMARY KEY (catalog_id, word)
);

-- The words of a text as the vocabulary keeps them (domain vocabularyWords):
-- unaccented, lower-case, letters only, at least three letters (a correction
-- is at most one letter shorter than a searched word of four).
CREATE FUNCTION vocabulary_words(value text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(immutable_unaccent(value)), '[^a-z]+') AS word WHERE length(word) >= 3
$$;

-- One statement per write of products (the catalogue grows by batches of
-- thousands), in word order so that concurrent writers take the same order.
CREATE FUNCTION product_vocabulary_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_word (catalog_id, word)
  SELECT DISTINCT n.catalog_id, w.word
    FROM new_rows n
    LEFT JOIN brand b ON b.id = n.brand_id
    CROSS JOIN LATERAL vocabulary_words(concat_ws(' ', n.name_en, n.name_fr, b.name, n.description_en, n.description_fr)) AS w (word)
   ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

-- A renamed brand updates its products (brand_renamed in 0003), so its new name arrives by the update trigger.
CREATE TRIGGER product_vocabulary_insert AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_vocabulary_changed();
CREATE TRIGGER product_vocabulary_update AFTER UPDATE ON product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_vocabulary_changed();

INSERT INTO catalog_word (catalog_id, word)
SELECT DISTINCT p.catalog_id, w.word
  FROM product p
  LEFT JOIN brand b ON b.id = p.brand_id
  CROSS JOIN LATERAL vocabulary_words(concat_ws(' ', p.name_en, p.name_fr, b.name, p.description_en, p.description_fr)) AS w (word)
ON CONFLICT DO NOTHING;

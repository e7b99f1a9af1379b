-- compatible-with-previous: true
-- (A counter and triggers that only count: a node of the previous release neither reads nor minds them.)
-- The storefront's page keeps the guest content it inlines in memory (server/storefront/guest-content-cache.ts),
-- each entry marked with the content's version. Every change to what that content is made of counts one up,
-- whoever made it (the admin console, a migration, an operator's SQL), so every node sees the next page's
-- content is new with one read of this row, and a page read after a change never shows what came before it.
CREATE TABLE content_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO content_version (id, version) VALUES (true, 0);

CREATE FUNCTION count_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['content_menu_item', 'content_footer_list', 'content_footer_link', 'content_broadcast',
                                       'content_external_url', 'content_setting', 'programme']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION count_content_change()', content_table || '_changed', content_table);
  END LOOP;
END
$$;

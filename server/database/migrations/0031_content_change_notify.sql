-- compatible-with-previous: true
-- (The same counter, counted the same way, for one more table; a notification no node of the previous release
-- listens for is dropped, and a count it does not need only makes it read its kept content again.)
-- Each node's storefront pages read content_version (migration 0027) on every page to know whether the guest
-- content and visitors' pages they keep are still current: about half of a kept page's cost. Now a change also
-- notifies the channel `content_version` with the new version, at its commit; a node listening on a connection of
-- its own (server/content/content-version-watch.ts) knows the version without reading it, and reads it again
-- whenever it is not listening. A rolled-back change notifies nothing, as it counts nothing.
CREATE OR REPLACE FUNCTION count_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted bigint;
BEGIN
  UPDATE content_version SET version = version + 1 RETURNING version INTO counted;
  PERFORM pg_notify('content_version', counted::text);
  RETURN NULL;
END
$$;

-- The catalogue keeps each programme's promotion groups under the same version (catalogue-search-service.ts).
CREATE TRIGGER promotion_group_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion_group
  FOR EACH STATEMENT EXECUTE FUNCTION count_content_change();

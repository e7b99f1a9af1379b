-- compatible-with-previous: true
-- (Expand only: new nullable columns and content links the previous release reads as it did.)
-- Catalogue links and cash back (issue 21 items 1 to 3).
--
-- A broadcast message may carry one in-store link, so a message that tells
-- members where to go can take them there. Nullable columns: a node still
-- running the previous release reads and writes the table as before.
ALTER TABLE content_broadcast
  ADD COLUMN link_label_en text,
  ADD COLUMN link_label_fr text,
  ADD COLUMN link_url text,
  ADD CONSTRAINT content_broadcast_link CHECK (
    (link_url IS NULL) = (link_label_en IS NULL) AND (link_label_fr IS NULL OR link_url IS NOT NULL)
    AND (link_url IS NULL OR link_url ~ '^/([^/\\]|$)'));

-- The store names the catalogue on /shop with ?catalogue=; links stored with
-- the older ?catalog= are rewritten (the store reads both, so this is
-- tidying, not a fix a running store depends on). In-store links only.
UPDATE content_menu_item
   SET route = regexp_replace(route, '([?&])catalog=', '\1catalogue=', 'g')
 WHERE route ~ '[?&]catalog=';
UPDATE content_footer_link
   SET url_en = regexp_replace(url_en, '([?&])catalog=', '\1catalogue=', 'g'),
       url_fr = regexp_replace(url_fr, '([?&])catalog=', '\1catalogue=', 'g')
 WHERE NOT is_external AND (url_en ~ '[?&]catalog=' OR url_fr ~ '[?&]catalog=');
UPDATE content_section_link
   SET url = regexp_replace(url, '([?&])catalog=', '\1catalogue=', 'g')
 WHERE NOT is_external AND url ~ '[?&]catalog=';
UPDATE content_slide
   SET button_url_en = regexp_replace(button_url_en, '([?&])catalog=', '\1catalogue=', 'g'),
       button_url_fr = regexp_replace(button_url_fr, '([?&])catalog=', '\1catalogue=', 'g')
 WHERE NOT is_external AND (button_url_en ~ '[?&]catalog=' OR button_url_fr ~ '[?&]catalog=');

-- Demo content seeded before this release (server/database/seed/demo-content.ts)
-- gets what a fresh seed now has, only where it is still exactly as seeded:
-- content an operator has changed is left alone.

-- Cash back in the Shop menu, after Financial rewards.
WITH financial AS (
  SELECT item.id, item.programme_id, item.parent_id, item.position
    FROM content_menu_item item
    JOIN content_menu_item parent ON parent.id = item.parent_id
   WHERE item.menu_kind = 'navigation' AND item.slug = 'financial-rewards' AND item.route = '/financial-rewards'
     AND parent.slug = 'shop'
     AND NOT EXISTS (SELECT 1 FROM content_menu_item other
                      WHERE other.programme_id = item.programme_id AND other.menu_kind = 'navigation' AND other.slug = 'cash-back')
), shifted AS (
  UPDATE content_menu_item sibling SET position = sibling.position + 1
    FROM financial
   WHERE sibling.parent_id = financial.parent_id AND sibling.position > financial.position
)
INSERT INTO content_menu_item (programme_id, menu_kind, parent_id, position, slug, title_en, title_fr, description_en, description_fr, route)
SELECT programme_id, 'navigation', parent_id, position + 1, 'cash-back', 'Cash back', 'Remise en argent',
       'Your points as a statement credit on your card', 'Vos points en crédit au relevé de votre carte', '/redeem/cash-back'
  FROM financial;

-- Cash back in the footer's list, after Gift cards.
WITH gift AS (
  SELECT link.programme_id, link.list_id, link.position
    FROM content_footer_link link
   WHERE link.section = 'list' AND link.title_en = 'Gift cards' AND link.url_en = '/shop?catalogue=gift-cards'
     AND NOT EXISTS (SELECT 1 FROM content_footer_link other
                      WHERE other.programme_id = link.programme_id AND other.url_en = '/redeem/cash-back')
), shifted AS (
  UPDATE content_footer_link sibling SET position = sibling.position + 1
    FROM gift
   WHERE sibling.list_id = gift.list_id AND sibling.position > gift.position
)
INSERT INTO content_footer_link (programme_id, section, list_id, position, title_en, title_fr, url_en)
SELECT programme_id, 'list', list_id, position + 1, 'Cash back', 'Remise en argent', '/redeem/cash-back'
  FROM gift;

-- The examples page's statement credit goes to cash back, not financial rewards.
UPDATE content_section_link link
   SET label_en = 'Get cash back', label_fr = 'Obtenir une remise en argent', url = '/redeem/cash-back'
  FROM content_section section JOIN content_page page ON page.id = section.page_id
 WHERE link.section_id = section.id AND page.slug = 'examples'
   AND link.url = '/financial-rewards' AND link.label_en = 'See financial rewards';

-- The business broadcast sends business cardholders to cash back.
UPDATE content_broadcast
   SET description_en = 'Redeem your points as a statement credit on your business account from the Cash back page.',
       description_fr = 'Échangez vos points contre un crédit au relevé de votre compte d’entreprise à la page Remise en argent.',
       link_label_en = 'Get cash back', link_label_fr = 'Obtenir une remise en argent', link_url = '/redeem/cash-back'
 WHERE slug = 'business_statement_credit_2025' AND link_url IS NULL
   AND description_en = 'Redeem your points as a statement credit on your business account from the Financial rewards page.';

-- The shipping ticker points to eGift cards, which it says are not affected.
UPDATE content_broadcast
   SET link_label_en = 'Shop gift cards', link_label_fr = 'Voir les cartes-cadeaux', link_url = '/shop?catalogue=gift-cards'
 WHERE slug = 'shipping_ticker_strike_broadcast_2025' AND link_url IS NULL
   AND description_en LIKE 'Because of a postal service disruption, deliveries of merchandise%eGift cards are not affected.';

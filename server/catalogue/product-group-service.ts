import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { ProductGroup } from '@openapi/schemas';
import type { Pool } from 'pg';
import { ApiError } from '../http/api-error';
import { findProductGroup, findProductGroupProductIds } from './product-group-repository';
import { findProductListRows } from './product-repository';
import { toListItem } from './product-list-item';

/** Product groups: families of related products shown together ("More in this range" on a product's page). */
export class ProductGroupService {
  constructor(private readonly pool: Pool) {}

  /**
   * The group with its active products, priced and shaped like the shop's
   * list. A group of another programme is a 404 exactly like a missing one.
   */
  async productGroup(programmeId: number, groupId: number, locale: Locale = DEFAULT_LOCALE): Promise<ProductGroup> {
    const [group, ids] = await Promise.all([
      findProductGroup(this.pool, programmeId, groupId),
      findProductGroupProductIds(this.pool, programmeId, groupId),
    ]);
    if (!group) throw ApiError.notFound('There is no such product group.');
    const rows = await findProductListRows(this.pool, { ids, locale });
    return {
      id: group.id,
      code: group.code,
      name: (locale === 'fr-CA' ? group.nameFr : null) ?? group.nameEn,
      products: rows.map(toListItem),
    };
  }
}

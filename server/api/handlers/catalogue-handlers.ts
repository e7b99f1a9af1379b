import type { operations } from '@openapi/programme-api';
import type { MemberService } from '../../account/member-service';
import type { CatalogueSearchService } from '../../catalogue/catalogue-search-service';
import type { ProductDetailService } from '../../catalogue/product-detail-service';
import type { WishlistService } from '../../catalogue/wishlist-service';
import type { ProductGroupService } from '../../catalogue/product-group-service';
import { memberOf } from '../operation-access';
import { callerOf, type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface CatalogueHandlerServices {
  members: MemberService;
  catalogue: CatalogueSearchService;
  productDetails: ProductDetailService;
  wishlists: WishlistService;
  productGroups: ProductGroupService;
}

/** Products, product groups, promotions and the wishlist (spec §3). Access is each operation's `x-access`, enforced before these run. */
export function catalogueHandlers({ members, catalogue, productDetails, wishlists, productGroups }: CatalogueHandlerServices) {
  return {
    async listMemberProducts(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listMemberProducts'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return catalogue.listProducts(member.programmeId, productQuery(query));
    },
    async listGuestProducts(request) {
      const query = request.query as Query<'listGuestProducts'>;
      const programmeId = await catalogue.guestProgrammeId(query.program_slug, query.currency_id);
      return catalogue.listProducts(programmeId, productQuery(query));
    },
    async getMemberProduct(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getMemberProduct'>;
      const query = request.query as Query<'getMemberProduct'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return { data: await productDetails.productDetail(member.programmeId, id, query.locale, member) };
    },
    async getGuestProduct(request) {
      const { id } = request.params as Path<'getGuestProduct'>;
      const query = request.query as Query<'getGuestProduct'>;
      const programmeId = await catalogue.guestProgrammeId(query.program_slug, query.currency_id);
      return { data: await productDetails.productDetail(programmeId, id, query.locale) };
    },
    async listPromotionGroups(request) {
      const query = request.query as Query<'listPromotionGroups'>;
      return { data: await catalogue.promotionGroups(query.program_slug, query.locale) };
    },
    async getProductGroup(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getProductGroup'>;
      const query = request.query as Query<'getProductGroup'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return { data: await productGroups.productGroup(member.programmeId, id, query.locale) };
    },
    async listWishlist(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listWishlist'>;
      return { data: await wishlists.wishlist(member, query.locale, query.sort) };
    },
    async addWishlistItem(request, reply) {
      const { member, session } = callerOf(request);
      const body = request.body as JsonBody<'addWishlistItem'>;
      // The card must be the member's own, like every call that names one.
      await members.requireOwnAccount(member, body.account_id);
      const { item, created } = await wishlists.addToWishlist(member, session, {
        variantId: body.product_variant_id,
        productCollectionId: body.product_collection_id,
        catalogId: body.catalog_id,
        accountId: body.account_id,
        locale: body.locale,
      });
      return reply.code(created ? 201 : 200).send({ data: item });
    },
    async removeWishlistItem(request, reply) {
      const { member, session } = callerOf(request);
      const { id } = request.params as Path<'removeWishlistItem'>;
      await wishlists.removeFromWishlist(member, session, id);
      return reply.code(204).send();
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}

type ProductListQuery = Query<'listMemberProducts'> | Query<'listGuestProducts'>;

/** Repeated `facets` come as an array; a single one may come as a plain string. */
function productQuery(query: ProductListQuery) {
  const facets: unknown = query.facets;
  return {
    catalog: query.catalog,
    locale: query.locale,
    page: query.page,
    perPage: query.per_page,
    search: query.search,
    facets: facets === undefined ? undefined : Array.isArray(facets) ? facets.map(String) : [String(facets)],
    min: query.min,
    max: query.max,
    sortField: query.sort_field,
    sortDirection: query.sort_direction,
  };
}

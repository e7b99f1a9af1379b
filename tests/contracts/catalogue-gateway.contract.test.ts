import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { createProgrammeApiClient } from '@infrastructure/openapi-client';
import { describe } from 'vitest';
import { catalogueGatewayContract, memberCatalogueContract } from './catalogue-gateway.contract';
import { fakeShopCatalogue } from './support/fake-shop-data';
import { signedInClient } from './support/member-client';
import { useRealProgrammeApi } from './support/real-programme-api';

describe('CatalogueGateway contract: the fake used by use-case tests', () => {
  catalogueGatewayContract(async () => fakeShopCatalogue());
  memberCatalogueContract(async () => ({ gateway: fakeShopCatalogue(), accountId: 101, groupedProductSlug: 'product-1' }));
});

describe('CatalogueGateway contract: the openapi-fetch adapter against the real programme API', () => {
  const server = useRealProgrammeApi();

  catalogueGatewayContract(async () => {
    const client = createProgrammeApiClient({ baseUrl: `${server().url}/api/v1`, csrfToken: () => null });
    return new HttpCatalogueGateway(client, 'demo');
  });
  memberCatalogueContract(async () => {
    const { client, accountIds } = await signedInClient(server().url, 'elite');
    return { gateway: new HttpCatalogueGateway(client, 'demo'), accountId: accountIds[0]!, groupedProductSlug: 'auralis-pulse-wireless-headphones' };
  });
});

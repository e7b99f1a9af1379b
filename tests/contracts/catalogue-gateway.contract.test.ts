import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { createProgrammeApiClient } from '@infrastructure/openapi-client';
import { describe } from 'vitest';
import { aProduct, FakeCatalogueGateway } from '../fakes/fake-catalogue-gateway';
import { catalogueGatewayContract } from './catalogue-gateway.contract';
import { useRealProgrammeApi } from './support/real-programme-api';

describe('CatalogueGateway contract: the fake used by use-case tests', () => {
  catalogueGatewayContract(async () => new FakeCatalogueGateway(Array.from({ length: 30 }, (_, index) => aProduct({ id: index + 1 }))));
});

describe('CatalogueGateway contract: the openapi-fetch adapter against the real programme API', () => {
  const server = useRealProgrammeApi();

  catalogueGatewayContract(async () => new HttpCatalogueGateway(createProgrammeApiClient({ baseUrl: `${server().url}/api/v1`, sessionStorage: { load: () => null } }), 'demo'));
});

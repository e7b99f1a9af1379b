import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { createProgrammeApiClient } from '@infrastructure/openapi-client';
import { afterAll, beforeAll, describe } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/start-test-server';
import { createTestDatabase, type TestDatabase } from '../api/support/test-database';
import { aProduct, FakeCatalogueGateway } from '../fakes/fake-catalogue-gateway';
import { catalogueGatewayContract } from './catalogue-gateway.contract';

describe('CatalogueGateway contract: the fake used by use-case tests', () => {
  catalogueGatewayContract(async () => new FakeCatalogueGateway(Array.from({ length: 30 }, (_, index) => aProduct({ id: index + 1 }))));
});

describe('CatalogueGateway contract: the openapi-fetch adapter against the real programme API', () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  catalogueGatewayContract(async () => new HttpCatalogueGateway(createProgrammeApiClient({ baseUrl: `${server.url}/api/v1`, sessionStorage: { load: () => null } }), 'demo'));
});

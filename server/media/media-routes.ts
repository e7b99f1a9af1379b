import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { IMAGE_SIZES, type ImageSize } from '../catalogue/product-list-item';
import { findProductForImage } from '../catalogue/product-repository';
import { cardImageSvg } from './card-image-svg';
import { productImageSvg } from './product-image-svg';
import { slideImageSvg, type SlideImageSize } from './slide-image-svg';
import { etagOf } from './svg-text';

/** Generated images change only with a release, so browsers and CDNs may keep them for a month. */
const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PRODUCT_FILE = /^(large|medium|small)\.svg$/;
const CARD_FILE = /^([a-z_]+)\.svg$/;
const SLIDE_FILE = /^(lg|sm)\.svg$/;

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = etagOf(svg);
  void reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) {
    return reply.code(304).send();
  }
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send({ code: 'NOT_FOUND', message: 'No such image.' });
}

/** `/media/products/<slug>/<size>.svg`, `/media/cards/<card_type>.svg` and `/media/slides/<name>/<lg|sm>.svg`. */
export async function registerMediaRoutes(app: FastifyInstance, deps: { pool: Pool }): Promise<void> {
  app.get<{ Params: { slug: string; file: string } }>('/media/products/:slug/:file', async (request, reply) => {
    const { slug, file } = request.params;
    const size = PRODUCT_FILE.exec(file)?.[1] as ImageSize | undefined;
    if (!SLUG.test(slug) || !size || !IMAGE_SIZES.includes(size)) return notFound(reply);
    const product = await findProductForImage(deps.pool, slug);
    // Products without an image have none here either, so the client shows its no-image fallback.
    if (!product) return notFound(reply);
    return sendSvg(request, reply, productImageSvg({ slug, name: product.nameEn, brand: product.brandName }, size));
  });

  app.get<{ Params: { file: string } }>('/media/cards/:file', async (request, reply) => {
    const cardType = CARD_FILE.exec(request.params.file)?.[1];
    const svg = cardType ? cardImageSvg(cardType) : null;
    if (!svg) return notFound(reply);
    return sendSvg(request, reply, svg);
  });

  app.get<{ Params: { name: string; file: string } }>('/media/slides/:name/:file', async (request, reply) => {
    const size = SLIDE_FILE.exec(request.params.file)?.[1] as SlideImageSize | undefined;
    const svg = size && SLUG.test(request.params.name) ? slideImageSvg(request.params.name, size) : null;
    if (!svg) return notFound(reply);
    return sendSvg(request, reply, svg);
  });
}

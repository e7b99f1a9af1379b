import type { operations } from '@openapi/programme-api';
import type { ContentService } from '../../content/content-service';
import type { AccessUrlService } from '../../content/access-url-service';
import { originOf } from '../../http/request-origin';
import { requireSession } from '../../http/bearer-auth';
import { memberOf } from '../operation-access';
import { type Handler, type Path, type Query } from './handler-support';

export interface ContentHandlerServices {
  content: ContentService;
  accessUrls: AccessUrlService;
}

/** CMS pages, menus, the site configuration and partner access links (spec §2). Access is each operation's `x-access`, enforced before these run. */
export function contentHandlers({ content, accessUrls }: ContentHandlerServices) {
  return {
    async getGuestContentPage(request) {
      const { slug } = request.params as Path<'getGuestContentPage'>;
      const query = request.query as Query<'getGuestContentPage'>;
      const programmeId = await content.guestProgrammeId(slug);
      return { data: await content.page(programmeId, query.page_slug, query.locale) };
    },
    async getMemberContentPage(request) {
      const member = memberOf(request);
      const query = request.query as Query<'getMemberContentPage'>;
      return { data: await content.page(member.programmeId, query.page_slug, query.locale) };
    },
    async getGuestMenu(request) {
      const { slug, kind } = request.params as Path<'getGuestMenu'>;
      const query = request.query as Query<'getGuestMenu'>;
      const programmeId = await content.guestProgrammeId(slug);
      return { data: await content.menu(programmeId, kind, query.locale) };
    },
    async getMemberMenu(request) {
      const member = memberOf(request);
      const { kind } = request.params as Path<'getMemberMenu'>;
      const query = request.query as Query<'getMemberMenu'>;
      return { data: await content.menu(member.programmeId, kind, query.locale) };
    },
    async requestAccessUrl(request) {
      const member = memberOf(request);
      const { kind, slug } = request.params as Path<'requestAccessUrl'>;
      const query = request.query as Query<'requestAccessUrl'>;
      const data = await accessUrls.issue({
        programmeId: member.programmeId,
        memberId: member.id,
        loggedInAsAdmin: requireSession(request).loginAs !== null,
        kind,
        slug,
        locale: query.locale,
      });
      return { data };
    },
    async getGuestContentConfig(request) {
      const { slug } = request.params as Path<'getGuestContentConfig'>;
      const query = request.query as Query<'getGuestContentConfig'>;
      const programmeId = await content.guestProgrammeId(slug);
      return { data: await content.config(programmeId, originOf(request), query.locale) };
    },
    async getMemberContentConfig(request) {
      const member = memberOf(request);
      const query = request.query as Query<'getMemberContentConfig'>;
      return { data: await content.config(member.programmeId, originOf(request), query.locale) };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}

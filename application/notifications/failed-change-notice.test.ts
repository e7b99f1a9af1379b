import { describe, expect, it } from 'vitest';
import { failed, PENDING_ACTIONS, READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { current } from '../../tests/fakes/slow-answers';
import type { AnyGatewayFailure } from '../ports/gateway-failure';
import { noticeFailedChange } from './failed-change-notice';
import { NotificationStore } from './notification-store';

const FAILED = { title: { key: 'thing.failedTitle' }, description: { key: 'thing.failed', params: { name: 'Chloé' } } };

function noticeOf(failure: AnyGatewayFailure) {
  const notifications = new NotificationStore();
  // Records every report, session failures too, so this test proves the helper itself skips them.
  const reports: string[] = [];
  noticeFailedChange(failure, notifications, { report: (context) => reports.push(context) }, 'thing change', FAILED);
  const shown = current(notifications.notifications$).map(({ kind, title, description }) => ({ kind, title, description }));
  return { shown, reports };
}

describe('noticeFailedChange', () => {
  it.each([UNAUTHORIZED, PENDING_ACTIONS])('shows and reports nothing for a refused session (%o)', (failure) => {
    expect(noticeOf(failed(failure))).toEqual({ shown: [], reports: [] });
  });

  it('tells a read-only admin the access is read-only and reports nothing', () => {
    expect(noticeOf(failed(READ_ONLY))).toEqual({
      shown: [{ kind: 'warning', title: { key: 'readOnly.noticeTitle' }, description: { key: 'readOnly.notice' } }],
      reports: [],
    });
  });

  it('reports any other failure as what failed and shows the danger notice', () => {
    expect(noticeOf(failed(UNAVAILABLE))).toEqual({ shown: [{ kind: 'danger', ...FAILED }], reports: ['thing change'] });
  });
});

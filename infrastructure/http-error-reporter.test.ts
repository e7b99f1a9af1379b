import type { AnyGatewayFailure } from '@application/ports/gateway-failure';
import { describe, expect, it } from 'vitest';
import { HttpErrorReporter, type ReporterTimers } from './http-error-reporter';
import { createProgrammeApiClient } from './openapi-client';

const failure = (detail: string): AnyGatewayFailure => ({ ok: false, reason: 'unavailable', detail });

/** Timers the test runs by hand: `advance` moves the clock and runs what fell due. */
class ManualTimers implements ReporterTimers {
  private current = 0;
  private readonly due: { at: number; callback: () => void }[] = [];

  setTimeout(callback: () => void, ms: number): void {
    this.due.push({ at: this.current + ms, callback });
  }

  now(): number {
    return this.current;
  }

  async advance(ms: number): Promise<void> {
    this.current += ms;
    for (const timer of this.due.filter((entry) => entry.at <= this.current)) {
      this.due.splice(this.due.indexOf(timer), 1);
      timer.callback();
    }
    // Let the post's fetch and its answer settle.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A reporter over a fake server answering each post with `answer`, recording what was posted and what reached the console. */
function subject(answer: () => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  const posts: unknown[] = [];
  const consoleLines: { context: string; failure: AnyGatewayFailure }[] = [];
  const timers = new ManualTimers();
  const client = createProgrammeApiClient({
    baseUrl: 'http://storefront.test/api/v1',
    csrfToken: () => null,
    fetch: async (request) => {
      expect(`${request.method} ${request.url}`).toBe('POST http://storefront.test/api/v1/client-errors');
      posts.push(await request.json());
      return answer();
    },
  });
  let route = '/account';
  const reporter = new HttpErrorReporter(client, {
    release: '0.1.0',
    route: () => route,
    fallback: { report: (context, reported) => consoleLines.push({ context, failure: reported }) },
    timers,
    postDelayMs: 1_000,
  });
  return { reporter, posts, consoleLines, timers, goTo: (path: string) => (route = path) };
}

describe('HttpErrorReporter: reports reach the programme API, scrubbed, in batches', () => {
  it('gathers the reports of the delay into one post, scrubbed, each with the route it happened on and the release', async () => {
    const { reporter, posts, consoleLines, timers, goTo } = subject();
    reporter.report('load account', failure('503 SERVICE_UNAVAILABLE down'));
    goTo('/fr/sso/secret-token');
    reporter.report('resend to marie@example.com', failure('card 4512 3456 7801 1000'));
    await timers.advance(999);
    expect(posts).toEqual([]);
    await timers.advance(1);
    expect(posts).toEqual([
      {
        reports: [
          { context: 'load account', reason: 'unavailable', detail: '503 SERVICE_UNAVAILABLE down', route: '/account', release: '0.1.0' },
          { context: 'resend to [email]', reason: 'unavailable', detail: 'card [number]', route: '/fr/sso/[redacted]', release: '0.1.0' },
        ],
      },
    ]);
    expect(consoleLines).toEqual([]);
  });

  it('in an error storm posts 20 reports at most, and the others go to the console only', async () => {
    const { reporter, posts, consoleLines, timers } = subject();
    for (let i = 0; i < 25; i += 1) reporter.report(`call ${i}`, failure('500'));
    expect(consoleLines.map((line) => line.context)).toEqual(['call 20', 'call 21', 'call 22', 'call 23', 'call 24']);
    expect(consoleLines[0]?.failure.detail).toBe('500 [not posted: too many reports]');
    await timers.advance(1_000);
    expect(posts).toHaveLength(1);
    expect((posts[0] as { reports: unknown[] }).reports).toHaveLength(20);
  });

  it('posts one batch at a time: reports that come during a post go in the next, a delay later', async () => {
    let answerPost: (response: Response) => void = () => undefined;
    const { reporter, posts, timers } = subject(() => new Promise<Response>((resolve) => (answerPost = resolve)));
    reporter.report('first', failure('500'));
    await timers.advance(1_000);
    reporter.report('second', failure('500'));
    await timers.advance(5_000);
    expect(posts).toHaveLength(1);
    answerPost(new Response(null, { status: 204 }));
    await timers.advance(0);
    await timers.advance(999);
    expect(posts).toHaveLength(1);
    await timers.advance(1);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ reports: [{ context: 'second' }] });
  });

  it('writes the reports of a failed post (an error answer, or none) to the console, and never reports its own failure', async () => {
    const failedPosts: [() => Promise<Response>, string][] = [
      [async () => new Response('{"code":"INTERNAL"}', { status: 500, headers: { 'Content-Type': 'application/json' } }), '503 [not posted: 500]'],
      [() => Promise.reject(new TypeError('Failed to fetch')), '503 [not posted: Failed to fetch]'],
    ];
    for (const [answer, detail] of failedPosts) {
      const { reporter, posts, consoleLines, timers } = subject(answer);
      reporter.report('load account', failure('503'));
      await timers.advance(1_000);
      await timers.advance(60_000);
      expect(posts).toHaveLength(1);
      expect(consoleLines).toEqual([{ context: 'load account', failure: { ok: false, reason: 'unavailable', detail } }]);
    }
  });

  it('after a 429 sends nothing until its Retry-After has passed: the reports go to the console', async () => {
    let status = 429;
    const { reporter, posts, consoleLines, timers } = subject(() =>
      new Response(status === 429 ? '{"code":"TOO_MANY_CLIENT_ERROR_REPORTS"}' : null, { status, headers: status === 429 ? { 'Retry-After': '30', 'Content-Type': 'application/json' } : {} }),
    );
    reporter.report('refused', failure('500'));
    await timers.advance(1_000);
    status = 204;
    expect(consoleLines.map((line) => line.failure.detail)).toEqual(['500 [not posted: 429]']);
    reporter.report('while paused', failure('500'));
    await timers.advance(29_999);
    reporter.report('still paused', failure('500'));
    expect(consoleLines.map((line) => line.context)).toEqual(['refused', 'while paused', 'still paused']);
    await timers.advance(1);
    reporter.report('after the pause', failure('500'));
    await timers.advance(1_000);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ reports: [{ context: 'after the pause' }] });
  });

  it('a 429 without Retry-After pauses for a minute', async () => {
    const { reporter, consoleLines, timers } = subject(() => new Response(null, { status: 429 }));
    reporter.report('refused', failure('500'));
    await timers.advance(1_000);
    await timers.advance(59_999);
    reporter.report('paused', failure('500'));
    expect(consoleLines.map((line) => line.context)).toEqual(['refused', 'paused']);
  });

  it('reports that waited while a 429 came back are not posted either', async () => {
    let answerPost: (response: Response) => void = () => undefined;
    const { reporter, posts, consoleLines, timers } = subject(() => new Promise<Response>((resolve) => (answerPost = resolve)));
    reporter.report('first', failure('500'));
    await timers.advance(1_000);
    reporter.report('waiting', failure('500'));
    answerPost(new Response(null, { status: 429, headers: { 'Retry-After': '60' } }));
    await timers.advance(0);
    await timers.advance(1_000);
    expect(posts).toHaveLength(1);
    expect(consoleLines.map((line) => line.context)).toEqual(['first', 'waiting']);
  });
});

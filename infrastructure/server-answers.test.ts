import { describe, expect, it } from 'vitest';
import { AnswerRecorder, answerKey, SERVER_ANSWERS_ELEMENT_ID, ServerAnswers, takeServerAnswers } from './server-answers';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('state transfer: the answers a page was rendered with', () => {
  it('names a request by method, path and query, never by origin', () => {
    expect(answerKey(new Request('http://server.local/api/v1/guest/product?page=2&locale=fr-CA'))).toBe('GET /api/v1/guest/product?page=2&locale=fr-CA');
    expect(answerKey({ method: 'GET', url: 'https://store.example/api/v1/guest/product?page=2&locale=fr-CA' })).toBe(
      'GET /api/v1/guest/product?page=2&locale=fr-CA',
    );
  });

  it('the server keeps JSON answers to reads, refusals included, and nothing else', async () => {
    const recorder = new AnswerRecorder();
    const fetch = recorder.fetch(async (request) => {
      if (request.url.endsWith('/missing')) return json({ error: 'NOT_FOUND' }, 404);
      if (request.url.endsWith('/broken')) return json({ error: 'INTERNAL' }, 500);
      if (request.url.endsWith('/text')) return new Response('plain', { headers: { 'content-type': 'text/plain' } });
      return json({ data: request.method });
    });
    const answer = await fetch(new Request('http://s/api/v1/a?x=1'));
    // The caller still reads the body the recorder read.
    expect(await answer.json()).toEqual({ data: 'GET' });
    await fetch(new Request('http://s/api/v1/missing'));
    await fetch(new Request('http://s/api/v1/broken'));
    await fetch(new Request('http://s/api/v1/text'));
    await fetch(new Request('http://s/api/v1/change', { method: 'POST', body: '{}' }));
    expect(recorder.recorded()).toEqual({
      'GET /api/v1/a?x=1': { status: 200, body: { data: 'GET' } },
      'GET /api/v1/missing': { status: 404, body: { error: 'NOT_FOUND' } },
    });
  });

  it('tells a render whose session the API refused (401, or 403 such as pending actions) from one it answered', async () => {
    for (const [status, refused] of [[200, false], [404, false], [400, false], [401, true], [403, true]] as const) {
      const recorder = new AnswerRecorder();
      await recorder.fetch(async () => json({}, status))(new Request('http://s/api/v1/member/account'));
      expect(recorder.refusedSession(), `status ${status}`).toBe(refused);
    }
    expect(new AnswerRecorder().refusedSession()).toBe(false);
  });

  it('the page carries the answers in a block no answer can end or change, and the browser reads them back as they were', async () => {
    const recorder = new AnswerRecorder();
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    await recorder.fetch(async () => json(hostile))(new Request('http://s/api/v1/p'));
    const script = recorder.script('n0nce');
    expect(script).toMatch(/^<script type="application\/json" id="server-answers" nonce="n0nce">[^<>&\u2028\u2029]*<\/script>$/);
    const body = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    const answers = takeServerAnswers({ getElementById: () => ({ textContent: body, remove: () => undefined }) as unknown as HTMLElement });
    const replayed = await answers!.fetch(() => Promise.reject(new Error('no network')))(new Request('http://page/api/v1/p'));
    expect(await replayed.json()).toEqual(hostile);
  });

  it('the browser answers each recorded request once, without the network, then asks the network', async () => {
    const asked: string[] = [];
    const answers = new ServerAnswers({ 'GET /api/v1/a?x=1': { status: 404, body: { error: 'NOT_FOUND' } } });
    const fetch = answers.fetch(async (request) => {
      asked.push(answerKey(request));
      return json({ fresh: true });
    });
    const first = await fetch(new Request('http://page.local/api/v1/a?x=1'));
    expect([first.status, await first.json()]).toEqual([404, { error: 'NOT_FOUND' }]);
    expect(answers.remaining).toBe(0);
    expect(await (await fetch(new Request('http://page.local/api/v1/a?x=1'))).json()).toEqual({ fresh: true });
    // Another query, or a change, is never answered from the page.
    await fetch(new Request('http://page.local/api/v1/a?x=2'));
    expect(asked).toEqual(['GET /api/v1/a?x=1', 'GET /api/v1/a?x=2']);
  });

  it('reads the page once and removes the block; a missing or unreadable one is none', () => {
    const page = (text: string | null) => {
      let element: { textContent: string; remove: () => void } | null =
        text === null ? null : { textContent: text, remove: () => (element = null) };
      return { getElementById: (id: string) => (id === SERVER_ANSWERS_ELEMENT_ID ? (element as unknown as HTMLElement) : null) };
    };
    const document = page('{"GET /api/v1/a":{"status":200,"body":{"data":1}}}');
    expect(takeServerAnswers(document)?.remaining).toBe(1);
    expect(takeServerAnswers(document)).toBeNull();
    expect(takeServerAnswers(page(null))).toBeNull();
    expect(takeServerAnswers(page('{not json'))).toBeNull();
    expect(takeServerAnswers(page('{"GET /api/v1/a":{"body":1}}'))).toBeNull();
    expect(takeServerAnswers(page('[1]'))).toBeNull();
  });
});

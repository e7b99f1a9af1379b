/** One request as the adapter sent it. */
export interface SentRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
}

/**
 * A fetch that answers with scripted responses and records what it was sent,
 * for testing HTTP adapters without a server.
 */
export class ScriptedFetch {
  readonly sent: SentRequest[] = [];
  private readonly answers: (() => Response | Promise<Response>)[] = [];

  respondJson(status: number, body: unknown): this {
    this.answers.push(() => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    return this;
  }

  respondEmpty(status: number): this {
    this.answers.push(() => new Response(null, { status }));
    return this;
  }

  failNetwork(): this {
    this.answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    return this;
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    const text = await request.text();
    this.sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    });
    const answer = this.answers.shift();
    if (!answer) throw new Error(`No scripted answer for ${request.method} ${request.url}`);
    return answer();
  };

  get last(): SentRequest {
    const request = this.sent.at(-1);
    if (!request) throw new Error('Nothing was sent');
    return request;
  }
}

/** The element the page carries the server's answers in (AnswerRecorder.script writes it, takeServerAnswers reads it once). */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';

/** One programme API answer as the server's rendering received it: its status and its JSON body. */
export interface RecordedAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The answers of one page's rendering, by the request they answered (`GET /api/v1/...?...`). */
export type RecordedAnswers = Readonly<Record<string, RecordedAnswer>>;

type Fetch = (request: Request) => Promise<Response>;

/** What names a request among the answers: its method, path and query; never its origin (the server's differs from the page's). */
export function answerKey(request: Pick<Request, 'method' | 'url'>): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/**
 * The server's side of state transfer (issue 24): a fetch that keeps each
 * successful or refused JSON answer to a GET, so the page can carry what it
 * was rendered with. Only reads are kept: a change is never replayed.
 */
export class AnswerRecorder {
  private readonly answers = new Map<string, RecordedAnswer>();

  fetch(fetch: Fetch): Fetch {
    return async (request) => {
      const response = await fetch(request);
      const type = response.headers.get('content-type') ?? '';
      if (request.method !== 'GET' || !type.includes('json') || response.status >= 500) return response;
      const body: unknown = await response.clone().json();
      this.answers.set(answerKey(request), { status: response.status, body });
      return response;
    };
  }

  /** Whether any answer refused the session (401) or the member's access (403: pending actions, a closed card). */
  refusedSession(): boolean {
    return [...this.answers.values()].some((answer) => answer.status === 401 || answer.status === 403);
  }

  recorded(): RecordedAnswers {
    return Object.fromEntries(this.answers);
  }

  /**
   * The answers as the page carries them: a JSON <script> block with the
   * response's CSP nonce, escaped so no text in an answer (a product name
   * holding "</script>" or "<!--") can end or change the element, and
   * U+2028/2029 cannot break older parsers. The escapes are JSON's own.
   */
  script(nonce: string): string {
    const json = JSON.stringify(this.recorded())
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
    return `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}" nonce="${nonce}">${json}</script>`;
  }
}

/**
 * The browser's side: the answers the server rendered the page with. Each
 * answers the page's first request for it, without the network, so the
 * stores hold what the server rendered when the page hydrates; it is used up
 * then, so nothing later is ever answered from it.
 */
export class ServerAnswers {
  private readonly unused: Map<string, RecordedAnswer>;

  constructor(answers: RecordedAnswers) {
    this.unused = new Map(Object.entries(answers));
  }

  fetch(fetch: Fetch): Fetch {
    return (request) => {
      const key = answerKey(request);
      const answer = this.unused.get(key);
      if (answer === undefined) return fetch(request);
      this.unused.delete(key);
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }),
      );
    };
  }

  /** How many answers no request has used yet. */
  get remaining(): number {
    return this.unused.size;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isRecordedAnswers(value: unknown): value is RecordedAnswers {
  return isObject(value) && Object.values(value).every((answer) => isObject(answer) && typeof answer['status'] === 'number' && 'body' in answer);
}

/**
 * Reads the server's answers from the page once and removes them. Null when the
 * page has none (the server did not render it) or they do not parse.
 */
export function takeServerAnswers(document: Pick<Document, 'getElementById'> | undefined = globalThis.document): ServerAnswers | null {
  const element = document?.getElementById(SERVER_ANSWERS_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent ?? '');
    return isRecordedAnswers(answers) ? new ServerAnswers(answers) : null;
  } catch {
    return null;
  }
}

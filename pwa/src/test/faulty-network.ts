/**
 * A patchy mobile connection in front of the real server, for the outbox's property test: each request
 * meets the next fault of a plan. Once the plan is used up, or after heal(), every request is delivered:
 * the network has healed.
 */
import type { Fetch } from '@pwa/lib/api-client.ts';

export type Fault =
  | { type: 'deliver' }
  // Lost on the way: the server never sees it.
  | { type: 'lose-request' }
  // Delivered but its answer lost: the server did the work, the phone sees no connection.
  | { type: 'lose-answer' }
  // Sent twice at once: the phone sees one answer.
  | { type: 'duplicate' }
  // The phone gave up on it; it lands after the next `after` requests are answered, late and out of order.
  | { type: 'delay'; after: number }
  // Answered 503 with a Retry-After by a busy front end.
  | { type: 'busy' };

export interface FaultyNetwork {
  fetch: Fetch;
  /** Delivers everything from now on, and resolves once the held-back requests have landed. */
  heal(): Promise<void>;
  /** Resolves once the requests on their way whose answers go nowhere (copies, late ones) have landed. */
  strayLanded(): Promise<void>;
  /** How often each fault struck. */
  counts: Record<Fault['type'], number>;
}

const noConnection = () => new TypeError('fetch failed');

interface Held {
  after: number;
  send: () => Promise<Response>;
}

export function faultyNetwork(baseUrl: string, cookie: string, plan: readonly Fault[]): FaultyNetwork {
  let next = 0;
  let healed = false;
  const stray = new Set<Promise<unknown>>();
  const held: Held[] = [];
  const counts: FaultyNetwork['counts'] = { deliver: 0, 'lose-request': 0, 'lose-answer': 0, duplicate: 0, delay: 0, busy: 0 };
  const track = (request: Promise<unknown>) => {
    // Its answer goes nowhere; a dropped connection (server restart) is one of the outcomes.
    const settled = request.catch(() => undefined).finally(() => stray.delete(settled));
    stray.add(settled);
  };

  /** Counts an answered request against each request held back before it; sends those due. */
  const release = (counting: readonly Held[]) => {
    for (const request of counting) {
      request.after -= 1;
      if (request.after > 0 && !healed) continue;
      const index = held.indexOf(request);
      if (index === -1) continue;
      held.splice(index, 1);
      track(request.send().then((answer) => answer.arrayBuffer()));
    }
  };

  const fetch: Fetch = async (path, init) => {
    const before = [...held];
    try {
      return await faulty(path, init);
    } finally {
      release(before);
    }
  };

  const faulty: Fetch = async (path, init) => {
    const fault: Fault = healed ? { type: 'deliver' } : (plan[next++] ?? { type: 'deliver' });
    counts[fault.type] += 1;
    // Read once, so the same bytes can be sent twice or later.
    const body = init.body instanceof Blob ? await init.body.arrayBuffer() : init.body;
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie);
    const send = () => globalThis.fetch(baseUrl + path, { ...init, headers, body: body ?? null });
    switch (fault.type) {
      case 'deliver':
        return send();
      case 'lose-request':
        throw noConnection();
      case 'lose-answer': {
        const answer = await send();
        await answer.arrayBuffer();
        throw noConnection();
      }
      case 'duplicate': {
        const [first, second] = [send(), send()];
        track(second.then((answer) => answer.arrayBuffer()));
        return first;
      }
      case 'delay':
        held.push({ after: fault.after, send });
        throw noConnection();
      case 'busy':
        return new Response(JSON.stringify({ code: 'internal-error', message: 'Busy, try again shortly' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        });
    }
  };

  return {
    fetch,
    counts,
    async heal() {
      healed = true;
      release([...held]);
      await this.strayLanded();
    },
    async strayLanded() {
      while (stray.size) await Promise.all(stray);
    },
  };
}

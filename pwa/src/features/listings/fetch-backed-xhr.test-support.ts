/**
 * XMLHttpRequest for tests, sent through fetch so stubFetch sees uploads like every other call:
 * happy-dom's own would go to the network. It reports half the body sent before the request is
 * answered, so a test can see upload progress while the answer is held back.
 */
import { vi } from 'vitest';

class FetchBackedXhr {
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: Blob): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: body.size / 2, total: body.size }));
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

export const useFetchBackedXhr = (): void => {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
};

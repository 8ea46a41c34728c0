// The server's JSON API (docs/web-api.md), with its long computations: a request that takes
// longer than `wait` answers 202 with a job, which is watched through server-sent events
// until it is done, then the request is made again (the answer is cached by then).

import { lang } from './i18n.js';

export class ApiError extends Error {
  constructor(status, body) {
    const e = (body && body.error) || {};
    super(e.message || `HTTP ${status}`);
    this.status = status;
    this.kind = e.kind || 'http';
  }
}

// JSON with its whole numbers kept exact: the engine counts in 64 bits (`nim 18446744073709551615`),
// a JavaScript number only to 2^53, so a larger integer is kept as the text the server wrote
// (the page shows numbers as text) rather than rounded to 18446744073709552000.
export function exact(text) {
  return JSON.parse(text, (key, value, context) =>
    typeof value === 'number' && !Number.isSafeInteger(value) && context && /^-?\d+$/.test(context.source) ? context.source : value);
}

async function send(method, path, body) {
  // Answers in the page's language (titles, methods, explanations, errors).
  const init = { method, headers: { 'accept-language': lang } };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  let json = null;
  try {
    json = exact(await res.text());
  } catch (_) {
    json = null;
  }
  if (!res.ok) throw new ApiError(res.status, json);
  return { status: res.status, json };
}

export const get = (path) => send('GET', path);
export const post = (path, body) => send('POST', path, body === undefined ? {} : body);
export const del = (path) => send('DELETE', path);

export function query(params) {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

// Watches a job until it ends; `onProgress(view)` on every event. Resolves with the job's
// final view; `signal.cancel()` asks the server to stop it.
function watch(job, onProgress, signal) {
  return new Promise((resolve) => {
    const source = new EventSource(job.events);
    let over = false;
    const end = (view) => {
      if (over) return;
      over = true;
      source.close();
      resolve(view);
    };
    signal.cancel = () => {
      del(`/api/jobs/${job.id}`).catch(() => {});
    };
    source.addEventListener('progress', (e) => onProgress(JSON.parse(e.data)));
    source.addEventListener('done', (e) => end(JSON.parse(e.data)));
    // A dropped stream: ask once where the job is, and go on from there.
    source.onerror = async () => {
      if (over) return;
      source.close();
      try {
        const { json } = await get(`/api/jobs/${job.id}`);
        if (json.job.state === 'running') {
          setTimeout(() => watch(json.job, onProgress, signal).then(end), 500);
        } else {
          end(json.job);
        }
      } catch (err) {
        end({ state: 'failed', error: { message: String(err.message || err) } });
      }
    };
  });
}

// Makes a request whose answer may need a long computation. `onProgress(view)` is called
// while it runs (null when it ends); `signal` (an object) gets a `cancel` function.
export async function patient(method, path, body, onProgress, signal = {}) {
  for (;;) {
    const res = method === 'GET' ? await get(path) : await post(path, body);
    if (res.status !== 202) {
      onProgress(null);
      return res.json;
    }
    onProgress(res.json.job);
    const view = await watch(res.json.job, onProgress, signal);
    onProgress(null);
    if (view.state !== 'done') {
      throw new ApiError(view.error ? view.error.status : 500, { error: view.error });
    }
  }
}

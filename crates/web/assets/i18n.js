// The page's words in the reader's language, from the same catalogue as the command line's
// (`page-*` messages of crates/i18n/locales/*.ftl, served by `/api/messages`). `t(id, args)`
// gives text; `tn(id, args)` gives nodes, so that an argument may be an element (a `<kbd>`,
// a `<strong>` value). Static text in index.html names its message in `data-t` (its text)
// or `data-t-attr="attribute:id ..."`.
//
// The language: `lang=` in the address, else the reader's last choice, else the browser's.

const STORE = 'boyi-lang';
const LANGS = ['en', 'zh'];
let messages = {};
export let lang = 'en';

export function initialLang() {
  const m = /(?:^#|&)lang=(\w+)/.exec(location.hash);
  const fromAddress = m && LANGS.includes(m[1]) ? m[1] : null;
  let stored = null;
  try { stored = localStorage.getItem(STORE); } catch (_) { stored = null; }
  const browser = (navigator.language || 'en').toLowerCase().startsWith('zh') ? 'zh' : 'en';
  return fromAddress || (LANGS.includes(stored) ? stored : null) || browser;
}

// Loads `l`'s messages and words the static page in them.
export async function useLang(l) {
  const res = await fetch(`/api/messages?lang=${encodeURIComponent(l)}`);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  messages = (await res.json()).messages;
  lang = l;
  try { localStorage.setItem(STORE, l); } catch (_) { /* private mode: the choice lasts the page */ }
  document.documentElement.lang = l === 'zh' ? 'zh-Hans' : 'en';
  translate(document);
}

export function tn(id, args = {}) {
  const m = messages[id];
  if (!m) return [id];
  return m.map((p) => (typeof p === 'string' ? p : args[p.arg] ?? ''));
}

export function t(id, args = {}) {
  return tn(id, args).map((p) => (p instanceof Node ? p.textContent : String(p))).join('');
}

// Words every element under `root` that names its message.
export function translate(root) {
  for (const e of root.querySelectorAll('[data-t]')) {
    const kids = [...e.querySelectorAll('kbd')].map((k) => k.cloneNode(true));
    const args = Object.fromEntries(kids.map((k, i) => [`k${i + 1}`, k]));
    e.replaceChildren(...tn(e.dataset.t, args));
  }
  for (const e of root.querySelectorAll('[data-t-attr]')) {
    for (const pair of e.dataset.tAttr.split(/\s+/).filter(Boolean)) {
      const [attr, id] = pair.split(':');
      e.setAttribute(attr, t(id));
    }
  }
}

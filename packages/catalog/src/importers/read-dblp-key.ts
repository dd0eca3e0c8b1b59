const DBLP_KEY = /^(conf|journals)\/([A-Za-z0-9][A-Za-z0-9_+.-]*)$/;

/**
 * Normalises a dblp reference (`cvpr`, `/conf/cvpr`, `https://dblp.org/db/conf/cvpr/index.html`) to a
 * stream key such as `conf/cvpr`. Bare names get `prefix`; placeholders such as `N` or `NO DBLP` give none.
 */
export function readDblpKey(raw: unknown, prefix: 'conf' | 'journals'): string | undefined {
  if (typeof raw !== 'string') return undefined;
  let path = raw
    .trim()
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/+/, '')
    .replace(/^db\//, '');
  path = path.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  if (!path.includes('/')) path = `${prefix}/${path}`;
  const [kind, stream] = path.split('/');
  const key = `${kind}/${stream}`;
  if (!DBLP_KEY.test(key) || stream === 'N') return undefined;
  return key;
}

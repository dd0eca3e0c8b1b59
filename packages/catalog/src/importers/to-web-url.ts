/**
 * The text when it is an absolute http(s) address of a named host, else undefined. The site renders
 * it as a link, so anything else would be a relative link to our own pages (`www.example.org` without
 * a scheme), a script (`javascript:`), or a non-web scheme. A scheme-less address is not repaired:
 * whether its host answers over https cannot be known here. Credentials are refused too, since
 * `https://trusted.example@other.example` names `other.example` while reading as the first.
 */
export function toWebUrl(text: string): string | undefined {
  if (/\s/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  // `new URL('https:example.org')` is parsed leniently as https://example.org/; only `scheme://` is meant.
  const hasAuthority = /^https?:\/\//i.test(text);
  if (!isWeb || !hasAuthority || url.hostname === '' || url.username !== '' || url.password !== '') {
    return undefined;
  }
  return text;
}

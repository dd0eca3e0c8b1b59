import { describe, expect, it } from 'vitest';
import { toWebUrl } from './to-web-url.ts';

describe('toWebUrl', () => {
  it.each([
    ['https://2026.aclweb.org/', 'https://2026.aclweb.org/'],
    ['http://www.example.org/cfp?year=2026#dates', 'http://www.example.org/cfp?year=2026#dates'],
    ['HTTPS://Example.org/Call', 'HTTPS://Example.org/Call'],
    ['https://example.org:8443/x', 'https://example.org:8443/x'],
  ])('keeps the absolute web address %s as written', (text, expected) => {
    expect(toWebUrl(text)).toBe(expected);
  });

  it.each([
    ['a script', 'javascript:alert(document.cookie)'],
    ['inline data', 'data:text/html,<script>alert(1)</script>'],
    ['a host without a scheme', 'ai4science.nassma.ai'],
    ['a host and path without a scheme', 'www.example.org/x'],
    ['an FTP address', 'ftp://ftp.example.org/cfp.txt'],
    ['a mail address', 'mailto:chairs@example.org'],
    ['a relative path', '/conferences/2026'],
    ['a protocol-relative address', '//example.org/x'],
    ['a scheme without slashes', 'https:example.org'],
    ['an address with credentials', 'https://trusted.example@other.example/'],
    ['an address with a space', 'https://example.org/call for papers'],
    ['a scheme alone', 'https://'],
  ])('refuses %s (%s)', (_label, text) => {
    expect(toWebUrl(text)).toBeUndefined();
  });
});

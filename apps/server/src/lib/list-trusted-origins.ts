const loopbackNames = ['localhost', '127.0.0.1'];

/**
 * The origins whose browser writes the app accepts: the public URL's, and in development also the
 * other loopback name for the same port, since `http://127.0.0.1:3000` and `http://localhost:3000`
 * are one server to the person who typed either. Production accepts its public origin only.
 */
export function listTrustedOrigins(appUrl: string, nodeEnv: 'development' | 'production' | 'test'): string[] {
  const url = new URL(appUrl);
  if (nodeEnv === 'production' || !loopbackNames.includes(url.hostname)) return [url.origin];
  return loopbackNames.map((name) => {
    const alias = new URL(url.origin);
    alias.hostname = name;
    return alias.origin;
  });
}

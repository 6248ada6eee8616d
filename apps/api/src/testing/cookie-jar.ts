type Cookie = { name: string; value: string; path: string };

/** Just enough of a browser's cookie store for the tests: name, value, path, and deletion by Max-Age=0. */
export class CookieJar {
  private readonly cookies = new Map<string, Cookie>();

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
      const path = attr('Path') ?? '/';
      const key = `${name};${path}`;
      if (attr('Max-Age') === '0' || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  get(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  /** Takes every cookie of `other`: the same browser talking to another API process. */
  adopt(other: CookieJar): void {
    for (const [key, cookie] of other.cookies) this.cookies.set(key, { ...cookie });
  }

  set(name: string, value: string, path: string): void {
    this.cookies.set(`${name};${path}`, { name, value, path });
  }

  header(requestPath: string): string {
    return [...this.cookies.values()]
      .filter((c) => requestPath === c.path || requestPath.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

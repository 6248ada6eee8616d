import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineRenderBlocking } from './inline-render-blocking';

const files: Record<string, string> = {
  '/assets/boot-1.js': 'document.documentElement.dataset.x="1";',
  '/assets/index-a.css': 'body{margin:0}',
  '/assets/home-b.css': '.h{color:red}',
  '/assets/evil-2.js': 'x="</script><script>alert(1)"',
};
const read = async (url: string) => files[url];
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineRenderBlocking', () => {
  it('writes the boot script and the stylesheets into the document, keeping the module scripts as they are', async () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-x.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css">' +
      '<script src="/assets/boot-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/home-b.css"></head>';
    const { html: inlined, scriptHashes } = await inlineRenderBlocking(html, read);
    expect(inlined).toBe(
      '<head><script type="module" crossorigin src="/assets/index-x.js"></script>' +
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-a.css" type="text/x-inlined">' +
        '<script>document.documentElement.dataset.x="1";</script>' +
        '<style>.h{color:red}</style><link rel="stylesheet" href="/assets/home-b.css" type="text/x-inlined"></head>',
    );
    expect(scriptHashes).toEqual([sha(files['/assets/boot-1.js'] as string)]);
  });

  it.each([
    { case: 'a missing file', tag: '<script src="/assets/gone-1.js"></script>' },
    { case: 'a script that would end its element', tag: '<script src="/assets/evil-2.js"></script>' },
    { case: 'a file outside /assets', tag: '<link rel="stylesheet" href="/other.css">' },
  ])('keeps the tag of $case', async ({ tag }) => {
    expect(await inlineRenderBlocking(`<head>${tag}</head>`, read)).toEqual({
      html: `<head>${tag}</head>`,
      scriptHashes: [],
    });
  });
});

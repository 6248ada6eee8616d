import path from 'node:path';
import { brandFolderPath, resolveBrandFolder } from './brand-folder.ts';

const appRoot = path.resolve(import.meta.dirname, '..', '..');

describe('the brand folder VITE_BRAND selects', () => {
  it.each([
    ['royale', '/app/brands/royale'],
    ['e2e/fixtures/brand-harbour', '/app/e2e/fixtures/brand-harbour'],
    ['../elsewhere/acme', '/elsewhere/acme'],
  ])('%s is %s', (selection, folder) => {
    expect(brandFolderPath(selection, '/app')).toBe(folder);
  });

  it.each(['royale', 'lagoon', 'e2e/fixtures/brand-harbour'])('%s holds every file a brand needs', (selection) => {
    expect(resolveBrandFolder(selection, appRoot)).toBe(brandFolderPath(selection, appRoot));
  });

  it('fails the build on a brand without a folder, naming the files it lacks and the brands there are', () => {
    expect(() => resolveBrandFolder('royal', appRoot)).toThrow(
      /VITE_BRAND=royal: .*brands\/royal lacks brand\.ts, vip-levels\.ts, logo\.svg, icon\.svg\. Brands: .*lagoon.*royale/,
    );
  });
});

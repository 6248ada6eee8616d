import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the files of identity documents live, by a key the server chose (never a name the player sent). The API
 * ships a folder outside the web root; an operator plugs in an object store by implementing these three calls.
 */
export interface DocumentStore {
  /** Keeps `bytes` under a new key and answers it. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Forgets `key`; nothing happens when it holds nothing. */
  delete(key: string): Promise<void>;
}

/** The keys this store hands out: a UUID, so a key read back from the database can never name another path. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class FileDocumentStore implements DocumentStore {
  constructor(private readonly dir: string) {}

  private fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error('Not a document key');
    return path.join(this.dir, key);
  }

  async put(bytes: Uint8Array): Promise<string> {
    const key = randomUUID();
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // `wx`: a key is never written twice; 0600: only the API's own user reads identity documents.
    await writeFile(this.fileOf(key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}

/** Whether `inner` is `outer` or lies inside it: documents must never be where the web server serves files. */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

import type { z } from 'zod';

export type FieldPath = readonly string[];

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
};

const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that hold one schema: the string inside an optional, a default or a pipe is still a string field. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * Every path of a zod schema at which a request carries a string (strings, string enums and literals), through
 * objects, wrappers, pipes and unions. A union's options are all walked: a path may belong to one option only.
 */
export function stringFieldPaths(schema: z.core.$ZodType): FieldPath[] {
  const found = new Map<string, FieldPath>();
  const walk = (node: z.core.$ZodType, path: FieldPath) => {
    const def = defOf(node);
    if (def.type === 'string' || def.type === 'enum' || def.type === 'literal') {
      const values = def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? ['']);
      if (def.type === 'string' || values.every((v) => typeof v === 'string')) found.set(path.join('.'), path);
    } else if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key]);
    } else if (WRAPPERS.has(def.type) && def.innerType) {
      walk(def.innerType, path);
    } else if (def.type === 'pipe' && def.in) {
      walk(def.in, path);
    } else if (def.type === 'union') {
      for (const option of def.options ?? []) walk(option, path);
    } else if (def.type === 'intersection' && def.left && def.right) {
      walk(def.left, path);
      walk(def.right, path);
    }
  };
  walk(schema, []);
  return [...found.values()];
}

/** Top-level keys of an object schema (a query's parameters: every one travels as a string). */
export function objectKeys(schema: z.core.$ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (WRAPPERS.has(def.type) && def.innerType) return objectKeys(def.innerType);
  if (def.type === 'pipe' && def.in) return objectKeys(def.in);
  return [];
}

export const hasPath = (value: unknown, path: FieldPath): boolean => {
  let node = value;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
};

/** A deep copy of `value` with `replacement` at `path`. */
export function withValueAt<T>(value: T, path: FieldPath, replacement: unknown): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = replacement;
  return copy as T;
}

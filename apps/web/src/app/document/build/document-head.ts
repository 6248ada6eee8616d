import { scriptSafeJson } from '@casino/api-contract';
import { APP_MODULES_TEMPLATE_ID, RENDERED_QUERIES_ELEMENT_ID } from '@/lib/document/boot-attributes';
import type { RenderedData } from '@/lib/rendered-queries';
import { escapeHtml } from './escape-html';

/** What the head of a document rendered for one page says about it, for search engines and link previews. */
export type DocumentHead = {
  /** The document's title, as `<title>` has it. */
  title: string;
  description: string;
  /** The page's absolute canonical URL. */
  url: string;
  /** The brand. */
  siteName: string;
  /** The page's picture, as an absolute URL. */
  image?: string;
};

/** The template's own description: one for the whole site, which a page's replaces. */
const SITE_DESCRIPTION = /\s*<meta name="description"[^>]*>/;

/**
 * The document with the page's description, canonical link and Open Graph tags after its `<title>`, every value
 * escaped. Throws when the document has no title, so a changed template fails the render, which then serves the
 * build's frame, instead of a document without them.
 */
export function withDocumentHead(document: string, head: DocumentHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
  ];
  const withoutSiteDescription = document.replace(SITE_DESCRIPTION, '');
  if (!withoutSiteDescription.includes('</title>')) throw new Error('The document has no </title>');
  return withoutSiteDescription.replace('</title>', () => `</title>\n    ${tags.join('\n    ')}`);
}

/**
 * The document with the data it was rendered from (lib/rendered-queries.ts), just before the app's module template:
 * the body's last element, which the first paint waits for, so the block is parsed before the app can start.
 */
export function withRenderedData(document: string, data: RenderedData): string {
  const template = `<template id="${APP_MODULES_TEMPLATE_ID}">`;
  if (!document.includes(template)) throw new Error(`The document has no ${template}`);
  const block = `<script type="application/json" id="${RENDERED_QUERIES_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  return document.replace(template, () => `${block}\n    ${template}`);
}

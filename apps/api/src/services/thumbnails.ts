import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/html';

type Picture = { width: number; height: number; title: string; subtitle: string; seed: string };

const MOTIFS = ['circles', 'diamonds', 'stars', 'stripes'] as const;

/** Splits a title into lines of at most `max` characters at word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

function motif(kind: (typeof MOTIFS)[number], bytes: Buffer, width: number, height: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < 8; i++) {
    const x = ((bytes[i] ?? 0) / 255) * width;
    const y = ((bytes[i + 8] ?? 0) / 255) * height * 0.6;
    const size = 12 + ((bytes[i + 16] ?? 0) % 40);
    if (kind === 'circles') shapes.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size}"/>`);
    else if (kind === 'diamonds') {
      shapes.push(`<path d="M${x} ${y - size}L${x + size} ${y}L${x} ${y + size}L${x - size} ${y}Z"/>`);
    } else if (kind === 'stars') {
      const s = size / 2;
      shapes.push(
        `<path d="M${x} ${y - size}L${x + s / 2} ${y - s / 2}L${x + size} ${y}L${x + s / 2} ${y + s / 2}L${x} ${y + size}L${x - s / 2} ${y + s / 2}L${x - size} ${y}L${x - s / 2} ${y - s / 2}Z"/>`,
      );
    } else
      shapes.push(
        `<rect x="${x.toFixed(1)}" y="-20" width="${size / 2}" height="${height + 40}" transform="rotate(20 ${x} 0)"/>`,
      );
  }
  return `<g fill="#fff" opacity="0.14">${shapes.join('')}</g>`;
}

/**
 * A picture derived only from `seed` and the texts: the same game always gets the same thumbnail, so caches and
 * visual tests stay stable, and no binary assets ship with the repository.
 */
export function renderCard({ width, height, title, subtitle, seed }: Picture): string {
  const bytes = createHash('sha256').update(seed).digest();
  const hueA = Math.round(((bytes[0] ?? 0) / 255) * 360);
  const hueB = (hueA + 40 + ((bytes[1] ?? 0) % 120)) % 360;
  const kind = MOTIFS[(bytes[2] ?? 0) % MOTIFS.length] ?? 'circles';
  const fontSize = Math.round(width / 10);
  const lines = wrap(title, Math.max(8, Math.floor(width / (fontSize * 0.6))));
  const subtitleY = height - fontSize * 0.8;
  const centredY = height * 0.68 - ((lines.length - 1) * fontSize * 1.15) / 2;
  // A wrapped title on a wide banner would run into the subtitle: the block moves up until its last line clears it.
  const lastLineLimit = subtitleY - fontSize * 0.55 * 1.3;
  const firstY = Math.min(centredY, lastLineLimit - (lines.length - 1) * fontSize * 1.15);
  const text = lines
    .map((l, i) => `<tspan x="50%" y="${(firstY + i * fontSize * 1.15).toFixed(1)}">${escapeHtml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 70% 45%)"/><stop offset="1" stop-color="hsl(${hueB} 75% 22%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${motif(kind, bytes, width, height)}
<rect y="${(height * 0.5).toFixed(0)}" width="${width}" height="${(height * 0.5).toFixed(0)}" fill="#000" opacity="0.25"/>
<text text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-weight="800" font-size="${fontSize}" fill="#fff">${text}</text>
<text x="50%" y="${subtitleY}" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${Math.round(fontSize * 0.55)}" fill="#fff" opacity="0.8">${escapeHtml(subtitle)}</text>
</svg>`;
}

export const gameThumbnail = (alias: string, name: string, provider: string) =>
  renderCard({ width: 300, height: 400, title: name, subtitle: provider, seed: alias });

export const promotionBanner = (alias: string, title: string) =>
  renderCard({ width: 800, height: 400, title, subtitle: 'Promotion', seed: `promotion:${alias}` });

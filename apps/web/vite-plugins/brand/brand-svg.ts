/**
 * A brand's SVG file made fit to inline in the page and to draw icons from: the XML prolog, doctype and comments go,
 * and a file that is not one `<svg>` with a `viewBox`, or that could run script or load another file, is refused.
 * Throws with the file's name, so the build says which file to fix.
 */
export function checkedSvg(source: string, file: string): string {
  const svg = source
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  const problem = svgProblem(svg);
  if (problem) throw new Error(`${file}: ${problem}`);
  return svg;
}

function svgProblem(svg: string): string | undefined {
  if (!/^<svg[\s>]/.test(svg) || !svg.endsWith('</svg>')) return 'is not one <svg> element';
  const root = svg.slice(0, svg.indexOf('>') + 1);
  if (!/\sviewBox="[^"]+"/.test(root)) return 'has no viewBox on its <svg> (the build scales it to each size)';
  if (!/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(root)) return 'lacks xmlns="http://www.w3.org/2000/svg"';
  if (/<script|<foreignObject/i.test(svg)) return 'holds a <script> or <foreignObject>';
  if (/\son\w+\s*=/i.test(svg)) return 'holds an event handler attribute';
  if (/(?:href|src)\s*=\s*["'](?!#)/i.test(svg)) return 'refers to another file (only #fragment links are kept)';
  return undefined;
}

/**
 * A checked SVG as an inline picture beside its own text (the header's name, the offline page's): its `<title>` and
 * `<desc>` go, so the name is not read twice, and assistive technology skips it.
 */
export function decorativeSvg(svg: string): string {
  return svg
    .replace(/<(title|desc)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/^<svg/, '<svg aria-hidden="true" focusable="false"');
}

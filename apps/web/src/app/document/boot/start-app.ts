/** An image the boot script preloads for the frame (a game's artwork): settles once it has loaded or failed. */
export type BootImage = { settled: Promise<unknown> };

/**
 * Starts the app of a prerendered document: adds the module tags the document carries in an inert template at the
 * end of its body (fill-document.ts) to the page once the frame has painted, with the images the boot script
 * preloaded; at the latest `maxWaitMs` after the document was parsed, should the browser never say so. Until then
 * the code does not compete with the frame and its main image; the frame is readable meanwhile.
 *
 * It is serialised into the boot script file (boot-script.ts), so it must use nothing from outside.
 */
export function startApp(
  templateId: string,
  waitForPaint: boolean,
  images: readonly BootImage[],
  maxWaitMs: number,
): void {
  let started = false;
  // Looked up once the document is parsed: the template sits at the end of the body.
  let template: HTMLElement | null = null;
  const start = () => {
    if (started || !(template instanceof HTMLTemplateElement)) return;
    started = true;
    // New elements, not the template's: a script the parser put into a template never runs, even once moved out.
    for (const tag of Array.from(template.content.children)) {
      const copy = document.createElement(tag.localName);
      for (const { name, value } of Array.from(tag.attributes)) copy.setAttribute(name, value);
      document.head.appendChild(copy);
    }
    template.remove();
  };
  // A frame callback runs just before a paint; the second one comes once that paint is done.
  const afterNextPaint = (then: () => void) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
  const whenPainted = () => {
    const firstPaint = new Promise<void>((resolve) => {
      if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
        new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) resolve();
        }).observe({ type: 'paint', buffered: true });
      } else {
        afterNextPaint(resolve);
      }
    });
    // The images' arrival is what the browser tells; they paint in the next frame.
    const imagesPainted = Promise.all(images.map((image) => image.settled)).then(
      () => new Promise<void>((resolve) => (images.length === 0 ? resolve() : afterNextPaint(resolve))),
    );
    void Promise.all([firstPaint, imagesPainted]).then(start);
  };

  const parsed = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve());
    else resolve();
  });
  void parsed.then(() => {
    template = document.getElementById(templateId);
    setTimeout(start, maxWaitMs);
    // A hidden tab paints nothing, and a hidden frame (one the boot script found wrong) has nothing to paint.
    if (!waitForPaint || document.visibilityState === 'hidden') start();
    else whenPainted();
  });
}

/**
 * Runs `start` once, when `element` comes within about a screen of the
 * viewport (or at once where IntersectionObserver is missing). Widgets use it
 * to wake the solver worker only for figures a reader is about to see, as
 * Distill starts its figures lazily.
 */
export function whenNearViewport(element: Element, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
}

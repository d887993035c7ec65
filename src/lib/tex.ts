/**
 * TeX → MathML at build time with Temml (https://temml.org). The page gets
 * plain MathML, which browsers lay out natively: no math script on the page.
 * A TeX error fails the build instead of printing red text into a chapter.
 */
import temml from 'temml';

export function texToMathML(tex: string, display: boolean): string {
  try {
    return temml.renderToString(tex, { displayMode: display, throwOnError: true, annotate: true });
  } catch (error) {
    throw new Error(`cannot render TeX ${JSON.stringify(tex)}: ${(error as Error).message}`);
  }
}

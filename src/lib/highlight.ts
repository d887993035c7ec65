/**
 * Build-time syntax highlighting with shiki, in a light and a dark theme at
 * once: every token carries `--shiki-light` and `--shiki-dark`, and
 * code.css picks one with light-dark(), so the theme toggle needs no script.
 * One highlighter for the whole build (creating one costs ~100 ms).
 */
import { createHighlighter, type Highlighter } from 'shiki';

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

export function highlightTypeScript(code: string): Promise<string> {
  return highlight(code, 'typescript');
}

/** The code cells' stubs (src/widgets/code-cell/CodeCell.astro): the reader writes JavaScript. */
export function highlightJavaScript(code: string): Promise<string> {
  return highlight(code, 'javascript');
}

async function highlight(code: string, lang: 'typescript' | 'javascript'): Promise<string> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['typescript', 'javascript'] });
  return (await highlighter).codeToHtml(code, {
    lang,
    themes: CODE_THEMES,
    defaultColor: false,
  });
}

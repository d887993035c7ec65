/**
 * Build-time syntax highlighting with shiki, in a light and a dark theme at
 * once: every token carries `--shiki-light` and `--shiki-dark`, and
 * code.css picks one with light-dark(), so the theme toggle needs no script.
 * One highlighter for the whole build (creating one costs ~100 ms).
 */
import { createHighlighter, type Highlighter } from 'shiki';

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

export async function highlightTypeScript(code: string): Promise<string> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['typescript'] });
  return (await highlighter).codeToHtml(code, {
    lang: 'typescript',
    themes: CODE_THEMES,
    defaultColor: false,
  });
}

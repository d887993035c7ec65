/**
 * The code cell's editor: CodeMirror 6 with JavaScript, line numbers, bracket
 * matching, undo history and the page's monospace font. Loaded by dynamic
 * import only when a cell nears the viewport or takes focus (element.ts), so
 * a chapter's script before interaction does not carry it.
 *
 * Colours are the site's tokens (src/styles/tokens.css) and, for the syntax,
 * the same GitHub light/dark pair the build's listings use (src/lib/highlight.ts),
 * each written as `light-dark(…)`: the page's `color-scheme` picks one, so the
 * theme toggle switches the editor live without a line of script.
 *
 * Tab indents (indentWithTab); CodeMirror's own escape hatch then applies:
 * Escape, then Tab, moves focus out of the editor (WCAG 2.1.2 No Keyboard Trap;
 * the cell says so beside the editor).
 */
import { EditorView } from 'codemirror';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { drawSelection, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';

export interface CellEditor {
  text(): string;
  /** Replaces the whole text (Reset, a preset, a link's code); clears the marks. */
  setText(text: string): void;
  /** Marks an error at `line` (1-based) and `column` (1-based; the line's start when absent) and scrolls there. */
  markError(line: number, column: number | undefined, message: string): void;
  clearMarks(): void;
  focus(): void;
  destroy(): void;
}

export interface EditorOptions {
  readonly doc: string;
  /** The accessible name of the text area. */
  readonly label: string;
  /** The id of the text beside the editor that says how to leave it. */
  readonly describedBy: string;
  readonly onChange: (text: string) => void;
}

/** github-light-default / github-dark-default, as shiki draws the listings (light comments darkened to pass AA, as code.css does). */
const both = (light: string, dark: string) => `light-dark(${light}, ${dark})`;
const SYNTAX = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword, tags.definitionKeyword], color: both('#cf222e', '#ff7b72') },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: both('#0a3069', '#a5d6ff') },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: both('#57606a', '#8b949e') },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.constant(tags.variableName)], color: both('#0550ae', '#79c0ff') },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.function(tags.definition(tags.variableName))], color: both('#8250df', '#d2a8ff') },
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: both('#0550ae', '#79c0ff') },
  { tag: [tags.operator, tags.punctuation, tags.bracket], color: 'var(--fg)' },
  { tag: tags.invalid, color: 'var(--error)' },
]);

const THEME = EditorView.theme({
  '&': {
    backgroundColor: 'var(--code-bg)',
    color: 'var(--fg)',
    fontSize: '0.85rem',
    border: '1px solid var(--rule)',
    borderRadius: 'var(--radius)',
  },
  '&.cm-focused': { outline: '3px solid var(--focus)', outlineOffset: '2px' },
  // Long lines wrap and the editor grows with its code: nothing inside it scrolls, so there is no
  // scroll region a keyboard would need to reach on its own (axe scrollable-region-focusable).
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.55' },
  '.cm-content': { caretColor: 'var(--fg)', padding: '0.6rem 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--fg)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
    backgroundColor: both('#c9dcf5', '#2c4a70'),
  },
  '.cm-gutters': { backgroundColor: 'var(--code-bg)', color: 'var(--fg-muted)', borderRight: '1px solid var(--rule)' },
  '.cm-activeLine': { backgroundColor: both('rgba(11, 92, 173, 0.06)', 'rgba(125, 182, 255, 0.07)') },
  '.cm-activeLineGutter': { backgroundColor: 'transparent', color: 'var(--fg)' },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: both('#d7e8cf', '#2d4a2f'), outline: '1px solid var(--ok)' },
  '&.cm-focused .cm-nonmatchingBracket': { backgroundColor: 'var(--error-soft)' },
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--error)', textDecorationSkipInk: 'none', backgroundColor: 'var(--error-soft)' },
  '.cm-tooltip': { backgroundColor: 'var(--bg-raised)', color: 'var(--fg)', border: '1px solid var(--rule)' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--error)' },
});

export function createEditor(host: HTMLElement, options: EditorOptions): CellEditor {
  let quiet = false; // setText is not the reader typing
  const view = new EditorView({
    parent: host,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        lintGutter(),
        javascript(),
        syntaxHighlighting(SYNTAX),
        THEME,
        EditorView.lineWrapping,
        EditorState.tabSize.of(2),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({ 'aria-label': options.label, 'aria-describedby': options.describedBy, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off', translate: 'no' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !quiet) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });

  const clearMarks = () => view.dispatch(setDiagnostics(view.state, []));
  return {
    text: () => view.state.doc.toString(),
    setText(text) {
      quiet = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      } finally {
        quiet = false;
      }
      clearMarks();
    },
    markError(line, column, message) {
      const doc = view.state.doc;
      const at = doc.line(Math.min(Math.max(1, line), doc.lines));
      const from = Math.min(at.from + Math.max(0, (column ?? 1) - 1), at.to);
      // The rest of the line is marked (at least one character where there is one): the place, not a point.
      const to = from < at.to ? at.to : from;
      view.dispatch(setDiagnostics(view.state, [{ from, to, severity: 'error', message }]), {
        effects: EditorView.scrollIntoView(from, { y: 'center' }),
      });
    },
    clearMarks,
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}

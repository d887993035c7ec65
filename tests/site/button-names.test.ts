/**
 * A message that tells the reader to press a button names the button as it
 * is labelled (issue 37, round 3: chapter 8's cancel message said 按“构建”
 * for a button called 构建角块数据库), and a button's accessible name starts
 * with its visible text (WCAG 2.5.3, label in name: axe's
 * label-content-name-mismatch, enabled in round 3, found chapter 6's
 * iteration buttons named "Iteration 1: bound 6…" under "1 · bound 6"), in both editions.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/i18n/messages.ts';
import { LOCALES } from '../../src/lib/locales.ts';

describe.each(LOCALES)('chapter 8\'s corner database (%s)', (locale) => {
  const corners = messagesFor(locale).three.corners;
  /** The button names a message quotes (“…” in both editions). */
  const quoted = (text: string) => [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1]);

  it('names the build button as it is labelled when a cancel asks to build again', () => {
    expect(quoted(corners.cancelledAt('3 s', 7))).toEqual([corners.build]);
  });

  it('names the build button as it is labelled in the short status', () => {
    expect(quoted(corners.publishedShort('HTM'))).toEqual([corners.build]);
  });
});

describe.each(LOCALES)("chapter 6's iteration buttons (%s)", (locale) => {
  const ida = messagesFor(locale).ida;
  it('are named by their visible text first', () => {
    for (const [solved, cut] of [[false, false], [true, false], [false, true]]) {
      expect(ida.iterationLabel(2, 6, 82, solved, cut).startsWith(ida.iterationButton(2, 6))).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { type HtmlValue, SafeHtml, html, raw, setHtml } from '../../src/lib/safe-html.ts';

describe('html`…`', () => {
  it('escapes each of & < > " and \' in an interpolated string', () => {
    expect(String(html`${'&'}`)).toBe('&amp;');
    expect(String(html`${'<'}`)).toBe('&lt;');
    expect(String(html`${'>'}`)).toBe('&gt;');
    expect(String(html`${'"'}`)).toBe('&quot;');
    expect(String(html`${"'"}`)).toBe('&#39;');
    expect(String(html`<b title="${`R' "x"`}">${'<img src=x onerror=alert(1)>'}</b>`)).toBe(
      '<b title="R&#39; &quot;x&quot;">&lt;img src=x onerror=alert(1)&gt;</b>',
    );
  });

  it('keeps the literal parts of the template as written', () => {
    expect(String(html`<p class="a">< 1 ms & 'so on'</p>`)).toBe(`<p class="a">< 1 ms & 'so on'</p>`);
  });

  it('inserts nested SafeHtml as is, without escaping it twice', () => {
    const inner = html`<code>${'R <U>'}</code>`;
    expect(String(html`<p>${inner}</p>`)).toBe('<p><code>R &lt;U&gt;</code></p>');
    expect(String(html`${html`${'&'}`}`)).toBe('&amp;');
  });

  it('treats each element of an array by the same rule and joins them with nothing', () => {
    expect(String(html`<ul>${[1, 2].map((n) => html`<li>${n}</li>`)}</ul>`)).toBe('<ul><li>1</li><li>2</li></ul>');
    expect(String(html`${['<a>', html`<b>`, 3, null, ['&']]}`)).toBe('&lt;a&gt;<b>3&amp;');
    expect(String(html`${[]}`)).toBe('');
  });

  it('stringifies numbers', () => {
    expect(String(html`${0}|${-1.5}|${3674160}`)).toBe('0|-1.5|3674160');
  });

  it('writes nothing for null, undefined and false', () => {
    expect(String(html`a${null}b${undefined}c${false}d`)).toBe('abcd');
    const flag = 1 > 2;
    expect(String(html`${flag && html`<i>never</i>`}`)).toBe('');
  });

  it('escapes a plain string passed where SafeHtml is expected', () => {
    // What a builder that forgot to escape would do: the markup ends up as text.
    const forgot = '<script>alert(1)</script>' as unknown as SafeHtml;
    expect(String(html`<td>${forgot}</td>`)).toBe('<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    const fake = { markup: '<script>', toString: () => '<script>' } as unknown as HtmlValue;
    expect(String(html`${fake}`)).toBe('&lt;script&gt;');
  });

  it('returns SafeHtml whose toString and markup are the markup', () => {
    const safe = html`<b>${'x'}</b>`;
    expect(safe).toBeInstanceOf(SafeHtml);
    expect(safe.toString()).toBe('<b>x</b>');
    expect(safe.markup).toBe('<b>x</b>');
    expect(`${safe}`).toBe('<b>x</b>');
  });
});

describe('raw', () => {
  it('keeps a trusted constant unescaped, also inside html`…`', () => {
    expect(String(raw('Position <var>i</var>'))).toBe('Position <var>i</var>');
    expect(String(html`<th>${raw('<var>i</var>')}</th>`)).toBe('<th><var>i</var></th>');
  });
});

describe('SafeHtml', () => {
  it('cannot be made with new', () => {
    const Unsafe = SafeHtml as unknown as new (markup: string) => SafeHtml;
    expect(() => new Unsafe('<script>')).toThrow(TypeError);
  });
});

describe('setHtml', () => {
  it('assigns the markup as the element content', () => {
    const element = { innerHTML: '' } as unknown as Element;
    setHtml(element, html`<b>${'<i>'}</b>`);
    expect(element.innerHTML).toBe('<b>&lt;i&gt;</b>');
  });
});

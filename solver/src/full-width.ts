/**
 * Full-width forms, as a Chinese or Japanese input method types them:
 * "ＲＵ＇", "１３", an ideographic space. Cubing notation does not change with
 * the keyboard, so each one reads as its ASCII twin.
 *
 * Unicode's Halfwidth and Fullwidth Forms block puts U+FF01…U+FF5E at a fixed
 * distance (0xFEE0) from ASCII U+0021…U+007E; U+3000 (ideographic space) is
 * the full-width space. The mapping is one UTF-16 unit to one, so a column
 * counted in the mapped text is the column in what the reader typed.
 */

const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = 0x3000;

/**
 * `text` with every full-width ASCII form and the ideographic space replaced by
 * its ASCII twin; every other character is kept, and the length is unchanged.
 * @example toHalfWidth('ＲＵ＇　Ｆ２') // "RU' F2"
 */
export function toHalfWidth(text: string): string {
  let out = '';
  let copiedTo = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let ascii = -1;
    if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) ascii = code - FULL_WIDTH_OFFSET;
    else if (code === IDEOGRAPHIC_SPACE) ascii = 32;
    if (ascii < 0) continue;
    out += text.slice(copiedTo, i) + String.fromCharCode(ascii);
    copiedTo = i + 1;
  }
  return copiedTo === 0 ? text : out + text.slice(copiedTo);
}

/**
 * "Copy link": puts a shareable address on the clipboard and says so in a
 * live status; where the clipboard is refused (permissions, an insecure
 * origin) the status shows the link itself to copy by hand.
 *
 * @example lifetime.listen(button, 'click', () => void copyLink(reader.linkTo(['scramble', 'step']), status));
 */
import { pageMessages } from '../../i18n/page-language.ts';

export async function copyLink(link: string, status: HTMLElement): Promise<void> {
  await copyText(link, status, pageMessages().kit.copyLink);
}

/**
 * "Copy solution": the moves as a cuber writes them (`R U2 F'`, ASCII primes, one space apart), on the
 * clipboard, or shown to copy by hand, like copyLink.
 * @example lifetime.listen(button, 'click', () => void copySolution(writtenMoves(solution).join(' '), status));
 */
export async function copySolution(solution: string, status: HTMLElement): Promise<void> {
  await copyText(solution, status, pageMessages().kit.copySolution);
}

async function copyText(text: string, status: HTMLElement, t: { copied: string; manual: (text: string) => string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = t.copied;
  } catch {
    status.textContent = t.manual(text);
  }
}

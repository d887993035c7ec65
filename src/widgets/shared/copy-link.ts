/**
 * "Copy link": puts a shareable address on the clipboard and says so in a
 * live status; where the clipboard is refused (permissions, an insecure
 * origin) the status shows the link itself to copy by hand.
 *
 * @example lifetime.listen(button, 'click', () => void copyLink(reader.linkTo(['scramble', 'step']), status));
 */
import { pageMessages } from './page-language.ts';

export async function copyLink(link: string, status: HTMLElement): Promise<void> {
  const t = pageMessages().kit.copyLink;
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = t.copied;
  } catch {
    status.textContent = t.manual(link);
  }
}

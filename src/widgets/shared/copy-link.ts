/**
 * "Copy link": puts a shareable address on the clipboard and says so in a
 * live status; where the clipboard is refused (permissions, an insecure
 * origin) the status shows the link itself to copy by hand.
 *
 * @example lifetime.listen(button, 'click', () => void copyLink(reader.linkTo(['scramble', 'step']), status));
 */
export async function copyLink(link: string, status: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = 'Link copied.';
  } catch {
    status.textContent = `Copy this link: ${link}`;
  }
}

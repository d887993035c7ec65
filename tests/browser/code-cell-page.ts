/**
 * Driving a code cell from a browser test, as a reader does: open the chapter
 * at the cell, type or load a preset, Run and wait for the verdict; and count
 * the cells' workers (created, terminated) the page makes.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Counts the code cells' workers: created, and terminated. Call before `page.goto`. */
export async function countCellWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { created: 0, terminated: 0 };
    (window as unknown as { __cellWorkers: typeof counts }).__cellWorkers = counts;
    const Native = window.Worker;
    window.Worker = class extends Native {
      private readonly cell: boolean;
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.cell = options?.name?.startsWith('code cell') ?? false;
        if (this.cell) counts.created++;
      }
      terminate() {
        if (this.cell) counts.terminated++;
        super.terminate();
      }
    };
  });
}

export function cellWorkers(page: Page): Promise<{ created: number; terminated: number }> {
  return page.evaluate(() => (window as unknown as { __cellWorkers: { created: number; terminated: number } }).__cellWorkers);
}

/** A chapter's cell for `exercise`, scrolled into view with its editor loaded. */
export async function openCellOf(page: Page, path: string, exercise: string): Promise<Locator> {
  await page.goto(path);
  const cell = page.locator(`pc-code-cell[data-exercise="${exercise}"]`);
  await cell.scrollIntoViewIfNeeded();
  await expect(cell.locator('.cm-editor')).toBeVisible();
  return cell;
}

/** Replaces the editor's text, as a reader selecting all and pasting. */
export async function setCode(cell: Locator, code: string): Promise<void> {
  await cell.locator('.cm-content').click();
  await cell.page().keyboard.press('ControlOrMeta+A');
  await cell.page().keyboard.insertText(code);
  await expect.poll(() => cell.locator('.cm-content').evaluate((node) => (node as HTMLElement).innerText.replace(/\u200b/g, ''))).toContain(code.split('\n')[0]);
}

export async function loadPreset(cell: Locator, id: string): Promise<void> {
  await cell.locator('.cc-preset-select').selectOption(id);
  await cell.locator('.cc-load').click();
}

export async function runAndWait(cell: Locator): Promise<void> {
  await cell.locator('.cc-run').click();
  await expect(cell.locator('.cc-cancel')).toBeHidden({ timeout: 20_000 });
  await expect(cell).not.toHaveAttribute('aria-busy', 'true');
}

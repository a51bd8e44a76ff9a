/** Drawing on the template builder's page overlay with the mouse, as a person would. */
import type { Page } from 'playwright-core';

/** A placement of the fixture generator: x, y, width, height in percent of the page. */
export type PercentBox = { x: number; y: number; width: number; height: number };

/**
 * Drags a rectangle over the overlay from the top-left to the bottom-right corner of `box`, pulled
 * in by `inset` percent on every side so that it never starts on a neighbouring rectangle.
 */
export async function drawBox(page: Page, box: PercentBox, inset = 0.25): Promise<void> {
  const overlay = page.getByTestId('page-overlay');
  const area = await overlay.boundingBox();
  if (!area) throw new Error('The page overlay is not visible');
  const at = (px: number, py: number) => ({
    x: area.x + (area.width * px) / 100,
    y: area.y + (area.height * py) / 100,
  });
  const from = at(box.x + inset, box.y + inset);
  const to = at(box.x + box.width - inset, box.y + box.height - inset);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
}

/**
 * Waits for the builder's proposals (the engine proposes the labels whose captions it finds) and
 * rejects them all, for a test that draws the template by hand: a drag starting on a proposal
 * moves the proposal instead of drawing a new rectangle.
 */
export async function rejectProposals(page: Page): Promise<void> {
  const panel = page.getByTestId('proposal-panel');
  const rejectAll = panel.getByRole('button', { name: 'Tolak semua' });
  const empty = panel.getByTestId('proposals-empty');
  await rejectAll.or(empty).first().waitFor({ timeout: 30_000 });
  if (await rejectAll.isVisible()) await rejectAll.click();
  await empty.waitFor();
}

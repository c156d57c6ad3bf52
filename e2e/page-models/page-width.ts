/**
 * How wide a page is drawn against the screen it is on (long words once made the item page
 * 2,853 px wide). The page counts once its own content is on screen, so the check sees real data.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { testCopy, type E2eCopy } from '../copy.ts';

export class PageWidth {
  /** `copy`: the page's language, when a test sets its own rather than its project's. */
  constructor(
    private readonly page: Page,
    private readonly copy: E2eCopy = testCopy(),
  ) {}

  /**
   * Opens `path`, waits for `ready` and checks nothing reaches past the viewport's right edge.
   * `scrollToEnd` first brings in what a page draws only as the reader nears it (home's sections).
   */
  async expectFits(path: string, ready: Locator, { scrollToEnd = false } = {}): Promise<void> {
    await this.page.goto(path);
    if (scrollToEnd) {
      await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await this.page.mouse.wheel(0, 4000);
    }
    await expect(ready.first()).toBeVisible();
    const viewport = this.page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const drawn = await this.page.evaluate(() => document.documentElement.scrollWidth);
    expect(drawn, `${path} is ${drawn} px wide on a ${viewport.width} px screen`).toBeLessThanOrEqual(viewport.width);
    // The header's last control (the phone's menu) is wholly on screen, not clipped or pushed off.
    await expect(this.page.getByRole('banner').getByRole('button', { name: this.copy.messages.header.openMenu })).toBeInViewport({ ratio: 1 });
  }

  /** The control lies wholly between the screen's left and right edges (wherever it is down the page). */
  async expectWithinWidth(control: Locator): Promise<void> {
    const viewport = this.page.viewportSize();
    const box = await control.boundingBox();
    if (!viewport || !box) throw new Error('not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
}

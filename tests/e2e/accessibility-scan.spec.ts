import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The scan every accessibility journey relies on (support/axe.ts, axe-core
 * run in the page) must still see what it is there to see: a page with an
 * unnamed button, an image without text and a field without a label fails it.
 */
test('the accessibility scan reports an unnamed button, an image without text and an unlabelled field', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Planted violations</title></head><body><main><h1>Planted</h1>' +
      '<button type="button"></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><input type="text"></main></body></html>',
  );
  const rules = (await seriousViolations(page)).map((line) => line.split(':')[0]);
  expect(rules).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'label']));
});

test('the accessibility scan passes a page whose controls are named', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Named</title></head><body><main><h1>Named</h1>' +
      '<button type="button">Save</button><img alt="Logo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><label>Name <input type="text"></label></main></body></html>',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

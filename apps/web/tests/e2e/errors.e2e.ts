import { expect, msg, shopUrl, test } from './fixtures';

test('an unknown page answers 404 with "404 Not Found" and a Home page link', async ({ page, baseURL }) => {
  const response = await page.goto(shopUrl('S001', '/no-such-page', 'en', baseURL));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  const home = page.getByRole('main').getByRole('link', { name: 'Home page' });
  await home.click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('the 404 page speaks the page language and links to that home', async ({ page, baseURL }) => {
  const response = await page.goto(shopUrl('S002', '/product-nothing/here', 'kh', baseURL));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: msg('kh', 'error.notFound') })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: msg('kh', 'error.homePage') }),
  ).toHaveAttribute('href', '/kh');
});

test('a first segment that is not a language is a 404, not a language', async ({ page, baseURL }) => {
  const response = await page.goto(shopUrl('S001', '/fr', 'en', baseURL));
  expect(response?.status()).toBe(404);
});

test('an unknown host gets "Shop not found" with status 404, never another shop', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const response = await page.goto(`http://nobody.localhost:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: msg('en', 'error.shopNotFound') })).toBeVisible();
  await expect(page.getByText('Angkor Digital')).toHaveCount(0);
});

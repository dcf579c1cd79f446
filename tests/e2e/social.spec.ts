import { writeFileSync } from 'node:fs';

import { expect, type Page, pngOf, test } from './fixtures';

/** README "Demo accounts": both members are seeded on the api's first start. */
const alice = { name: 'Alice Tan', phone: '91234567', password: 'alice123' };
const ben = { name: 'Ben Lim', phone: '98765432', password: 'ben12345' };

async function login(page: Page, member: { phone: string; password: string }, from: string) {
  await page.goto(`login?from=${encodeURIComponent(from)}`);
  await page.getByLabel('Phone number').fill(member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Password hashing is slow on a busy machine: allow the login its time.
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, '\\?')}$`), { timeout: 20_000 });
}

async function logout(page: Page) {
  await page.goto('profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A PNG file of width x height in one colour, written at path (its size is checked after upload). */
function pngFile(path: string, width: number, height: number, colour: number[]) {
  writeFileSync(
    path,
    pngOf(width, height, () => colour),
  );
  return path;
}

test.describe('social journeys against the real api', () => {
  test('two members become friends by request, a tapped notification and approval; then one unfriends the other', async ({
    page,
  }) => {
    // Four logins and logouts: room for a slow, shared machine.
    test.setTimeout(90_000);
    // Ben and Alice start as friends in the seed: Ben ends that first.
    await login(page, ben, '/friends');
    await page.getByRole('button', { name: `Options for ${alice.name}` }).click();
    await page.getByRole('button', { name: `Unfriend ${alice.name}` }).click();
    await expect(page.getByRole('button', { name: `Options for ${alice.name}` })).toBeHidden();
    await logout(page);

    // Alice finds Ben among her social contacts and asks.
    await login(page, alice, '/friends?type=list_facebook');
    await page.getByRole('button', { name: `Add ${ben.name}` }).click();
    const benRow = page.getByRole('listitem').filter({ hasText: ben.name });
    await expect(benRow.getByRole('button', { name: 'Requested' })).toBeDisabled();
    await logout(page);

    // Ben is told, taps the notification, lands on his requests and approves.
    await login(page, ben, '/notification');
    await page
      .getByRole('button', { name: `${alice.name} wants to be your friend.` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/friends\?type=list_friend_request$/);
    await page.getByRole('button', { name: `Approve ${alice.name}` }).click();
    await expect(page.getByRole('button', { name: `Approve ${alice.name}` })).toBeHidden();
    await page.getByRole('tab', { name: 'Ugift Friends' }).click();
    await expect(page.getByRole('button', { name: `Options for ${alice.name}` })).toBeVisible();
    await logout(page);

    // Alice sees Ben as a friend, then unfriends him.
    await login(page, alice, '/friends');
    await page.getByRole('button', { name: `Options for ${ben.name}` }).click();
    await page.getByRole('button', { name: `Unfriend ${ben.name}` }).click();
    await expect(page.getByRole('button', { name: `Options for ${ben.name}` })).toBeHidden();
  });

  test('a tapped notification is marked read and lands on its target', async ({ page }) => {
    await login(page, alice, '/notification');
    const item = page.getByRole('button', { name: /wants to be your friend/ }).first();
    await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/friends\?type=list_friend_request$/);
    await page.goto('notification');
    await expect(
      page
        .getByRole('button', { name: /wants to be your friend/ })
        .first()
        .getByRole('img', { name: 'Unread' }),
    ).toBeHidden();
  });

  test('a member edits the profile with a photo', async ({ page }, testInfo) => {
    const photoFile = pngFile(testInfo.outputPath('me.png'), 64, 48, [231, 111, 81]);
    await login(page, alice, '/profile-edit');
    await page.getByLabel('Name').fill('Alice Tan-Lee');
    await page.getByLabel('Date of birth').fill('1990-01-02');
    const photoRegion = page.getByRole('region', { name: 'Profile photo' });
    await photoRegion.locator('input[type="file"]').setInputFiles(photoFile);
    // The chosen photo shows at once, before it is saved.
    await expect(photoRegion.locator('img')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Profile updated');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Alice Tan-Lee')).toBeVisible();
    // The stored photo is served by the api and shown as the avatar: the same 64 x 48 PNG.
    const photo = page.getByRole('link', { name: 'Alice Tan-Lee' }).locator('img');
    await expect(photo).toHaveAttribute('src', /\/api\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([64, 48]);
    const served = await page.request.get((await photo.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/png');
    await page.goto('profile-edit');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1990-01-02');
  });

  test('a campaign reward is redeemed and its reward routes to the wallet', async ({ page }) => {
    await login(page, alice, '/campaign?id=2');
    await expect(page.getByRole('heading', { name: 'Free Coffee Friday' })).toBeVisible();
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Reward redeemed');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/vouchers$/);
    await page.goto('campaign?id=2');
    await expect(page.getByRole('button', { name: 'Redeemed' })).toBeDisabled();
  });

  test('the language is switched to Japanese and the home page shows Japanese names', async ({
    page,
  }) => {
    await page.goto('profile');
    await page.getByRole('button', { name: 'Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Language' });
    await dialog.getByRole('radio', { name: '日本語' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'プロフィール' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('I18N_LANGUAGE'))).toBe('"jp"');
    await page.goto('home');
    await expect(page.getByText('フード＆ドリンク').first()).toBeVisible();
  });
});

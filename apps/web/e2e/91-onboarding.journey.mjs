// Onboarding (issue 17 part 1): zhangsan (social security in Shanghai) opens /Entrymanagement with
// his operator as the consulting contact, fills the household information (a wrong fund account is
// refused first), the household address (same as residence) and the residential address, then the
// base form (a wrong e-mail is refused first), agrees and confirms. HR wangwu opens his profile on
// /OnboardingAdmin (ID number unmasked, the read logged). /Entrymanagement in en and ja.
import { createRequire } from 'node:module';
import { BASE_URL } from './harness.mjs';

const axeSource = createRequire(import.meta.url)('axe-core').source;

/** axe's serious and critical findings on the page (as 05-accessibility checks them). */
async function axeViolations(page) {
  await page.waitForTimeout(600);
  await page.evaluate(axeSource);
  const found = await page.evaluate(() =>
    window.axe.run(document, { resultTypes: ['violations'] }).then((r) =>
      r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        ),
    ),
  );
  return found;
}

/** A valid 18-character ID number (GB 11643 check character) from its first 17 digits. */
function nationalId(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}
const ID = nationalId('31011519900307241');

export default async function onboardingJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const ok = () => page.locator('.adm-picker-header-button').filter({ hasText: /^确定$/, visible: true });
  const toast = (text) => page.locator('.adm-toast-main', { hasText: text }).waitFor();
  /** Until no picker sheet is open any more (the closing one animates out). */
  const noSheet = () =>
    page.waitForFunction(() =>
      [...document.querySelectorAll('.adm-picker-header-button')].every((b) => b.offsetParent === null),
    );
  /** Opens a picker row and confirms its first choice. */
  async function pickFirst(testId) {
    await noSheet();
    await page.getByTestId(testId).click();
    await ok().click();
    await noSheet();
  }

  await step(page, '/Entrymanagement: name, number and the Shanghai operator as the contact', async () => {
    await h.openAs(page, 'zhangsan', '/Entrymanagement');
    await page.getByTestId('entry-head').getByText('张三').waitFor();
    await page.getByTestId('consult-contact').getByText('陈晓燕').waitFor();
    await page.getByText('社保缴纳地为上海').waitFor();
    expect(
      (await page.getByTestId('to-household').textContent())?.includes('待填写'),
      'household not to fill',
    );
  });

  await step(page, 'household info: a wrong fund account is refused', async () => {
    // Typed before the sub-screens: kept while they are visited.
    await page.locator('#ob-idNumber').fill(ID);
    await page.getByTestId('to-household').click();
    await h.waitForPath(page, '/EntrymanagementHousehold');
    // The residence switch is off: the permit section shows; the account appears with the fund switch.
    await page.getByTestId('sw-permit').waitFor();
    await page.getByTestId('sw-residence').click();
    expect((await page.getByTestId('sw-permit').count()) === 0, 'the permit section stays with residence on');
    await page.getByTestId('sw-fund').click();
    await page.locator('#ob-fundCount').fill('12345678');
    await page.getByRole('button', { name: '确认' }).click();
    await toast('请输入正确九位数公积金账号');
  });

  await step(page, 'household info saved with a 9-digit account', async () => {
    await page.locator('#ob-fundCount').fill('123456789');
    await page.getByRole('button', { name: '确认' }).click();
    await h.waitForPath(page, '/Entrymanagement');
    await page.getByTestId('to-household').getByText('已填写').waitFor();
  });

  await step(page, '/AddressHome: region picker with 5 rows, the address, same as residence', async () => {
    await page.getByTestId('to-address-home').click();
    await h.waitForPath(page, '/AddressHome');
    await page.getByTestId('pick-region').click();
    await ok().waitFor();
    await h.snap(page, 'region picker');
    await ok().click();
    await page.locator('#ob-country').fill('朝阳区');
    await page.locator('#ob-streat').fill('望京街道');
    await page.locator('#ob-hukouAddress').fill('阜通东大街6号');
    await page.locator('#ob-zipCode').fill('100102');
    await page.getByTestId('same-address').click();
    await h.snap(page, 'address home filled');
    await page.getByTestId('save-address').click();
    await h.waitForPath(page, '/Entrymanagement');
    await page.getByTestId('to-address-home').getByText('已填写').waitFor();
    await page.getByTestId('to-residential').getByText('已填写').waitFor();
  });

  await step(page, '/Residentialaddress: its own detailed address and postcode', async () => {
    await page.getByTestId('to-residential').click();
    await h.waitForPath(page, '/Residentialaddress');
    expect((await page.locator('#ob-residentialAddress').inputValue()) === '阜通东大街6号', 'not copied');
    await page.locator('#ob-residentialAddress').fill('望京西路48号');
    await page.locator('#ob-resZipCode').fill('100102');
    await page.getByTestId('save-address').click();
    await h.waitForPath(page, '/Entrymanagement');
  });

  await step(page, 'the base form: a wrong e-mail is refused', async () => {
    expect((await page.locator('#ob-idNumber').inputValue()) === ID, 'the typed ID number was lost');
    await pickFirst('pick-gender');
    await pickFirst('pick-nation');
    await pickFirst('pick-marital');
    await pickFirst('pick-political');
    await pickFirst('pick-degree');
    await pickFirst('pick-health');
    await page.locator('#ob-email').fill('zhangsan@');
    await page.getByTestId('agree').click();
    await page.getByTestId('confirm').click();
    await toast('请输入正确的邮箱地址');
  });

  await step(page, 'confirmed: saved and submitted', async () => {
    await page.locator('#ob-email').fill('zhangsan@example.com');
    await page.getByTestId('confirm').click();
    await toast('入职资料已提交');
    await page.getByTestId('pick-nation').getByText('汉族').waitFor();
  });

  await step(page, 'the form and the household screen have no serious accessibility violation', async () => {
    const onForm = await axeViolations(page);
    expect(onForm.length === 0, `form: ${onForm.join('; ')}`);
    await page.getByTestId('to-household').click();
    await page.getByTestId('sw-fund').waitFor();
    const onHousehold = await axeViolations(page);
    expect(onHousehold.length === 0, `household: ${onHousehold.join('; ')}`);
    await page.goBack();
    await h.waitForPath(page, '/Entrymanagement');
  });

  await step(page, '/EntrymanagementCertificatesDetail: the service contacts', async () => {
    await page.getByText('查看服务联系方式').click();
    await h.waitForPath(page, '/EntrymanagementCertificatesDetail');
    await page.getByTestId('service-contact').getByText('陈晓燕').waitFor();
    await page.getByText('研发部').waitFor();
  });

  await step(page, 'HR wangwu opens the profile: unmasked, the read logged', async () => {
    const hr = await h.openPage(await h.newPhone());
    await h.openAs(hr, 'wangwu', '/OnboardingAdmin');
    const person = hr.getByTestId('person').filter({ hasText: '张三' });
    await person.getByText(`3101**********${ID.slice(-4)}`).waitFor();
    await person.getByText('待审核').waitFor();
    const onList = await axeViolations(hr);
    expect(onList.length === 0, `hr list: ${onList.join('; ')}`);
    await h.snap(hr, 'hr people');
    await person.click();
    await hr.getByTestId('profile').getByText(ID).waitFor();
    await hr.getByTestId('profile').getByText('望京西路48号', { exact: false }).waitFor();
    await h.snap(hr, 'hr profile');
    await hr.getByRole('button', { name: '标记已审核' }).click();
    await hr.getByTestId('profile').getByRole('button', { name: '已审核' }).waitFor();
    await hr.getByRole('button', { name: '关闭' }).click();
    await hr.getByRole('tab', { name: '个人信息查阅记录' }).click();
    await hr.getByTestId('read-log').getByText('王五 查阅了 张三 的个人信息').first().waitFor();
    await h.snap(hr, 'hr read log');
    await hr.context().close();
  });

  for (const [language, name, title] of [
    ['en', 'English', 'Onboarding'],
    ['ja', '日本語', '入社手続き'],
  ]) {
    await step(page, `${language}: /Entrymanagement`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/Entrymanagement`);
      await page.locator('.page__title', { hasText: title }).waitFor();
      await page.getByTestId('pick-nation').waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}

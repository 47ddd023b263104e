// HR screens of attendance (spec 1 §2 "attendance-location registration", §5, §7): 王五 registers a
// punch point by tapping the map, sees it listed and deletes it; an empty form shows the four
// required-field messages; the clock exceptions list; an employee is turned away.
import { BASE_URL, HEAD_OFFICE } from './harness.mjs';

const REQUIRED = ['请选择组织', '请输入备注', '请输入打卡范围', '请获取经纬度'];

export default async function attendanceAdminJourney(h) {
  const { step, expect, path } = h;
  // A name of this run only: the journey may run again against the same database.
  const remark = `E2E 测试点 ${Date.now().toString(36)}`;

  const context = await h.newPhone({ geolocation: HEAD_OFFICE });
  const page = await h.openPage(context);
  const point = page.locator('.location-item', { hasText: remark });

  await step(page, 'HR opens the location page with the company punch points', async () => {
    await h.openAs(page, 'wangwu', '/AttendanceLocation');
    await page.getByText('公司全部打卡地点').waitFor();
    await page.locator('.location-item', { hasText: '上海总部（人民广场）' }).waitFor();
    await page.locator('.position-map .leaflet-container').waitFor();
  });

  await step(page, 'an empty form shows the four required-field messages', async () => {
    await page.getByRole('button', { name: '添加打卡地点' }).click();
    for (const message of REQUIRED) await page.locator('.admin-error', { hasText: message }).waitFor();
  });

  await step(page, 'choosing an organisation shows its points and clears its message', async () => {
    await page.locator('.admin-select', { hasText: '组织' }).click();
    await page.getByPlaceholder('搜索组织名称').fill('销售');
    await page.locator('.org-search .adm-list-item', { hasText: '市场销售部' }).click();
    await page.getByText('市场销售部的打卡地点').waitFor();
    await page.locator('.location-item', { hasText: '陆家嘴商场专柜' }).waitFor();
    await page.locator('.admin-error', { hasText: '请选择组织' }).waitFor({ state: 'detached' });
  });

  await step(page, 'tapping the map fills the coordinates and draws the new point', async () => {
    const map = page.locator('.position-map .leaflet-container');
    const box = await map.boundingBox();
    expect(box, 'the map has no box');
    await map.click({ position: { x: box.width * 0.35, y: box.height * 0.6 } });
    await page.locator('.position-map__marker--draft').waitFor();
    const longitude = Number(await page.locator('#location-longitude').inputValue());
    const latitude = Number(await page.locator('#location-latitude').inputValue());
    // The map opened on the sales counter in Shanghai, so the tap lands near it.
    expect(
      Math.abs(longitude - 121.5) < 0.5 && Math.abs(latitude - 31.2) < 0.5,
      `tap gave ${longitude}, ${latitude}`,
    );
    await page.locator('.admin-error', { hasText: '请获取经纬度' }).waitFor({ state: 'detached' });
  });

  await step(page, 'a complete form adds the point to the list', async () => {
    await page.locator('#location-remark').fill(remark);
    await page.locator('#location-limit').fill('250');
    await page.getByRole('button', { name: '添加打卡地点' }).click();
    await page.locator('.adm-toast-main', { hasText: '已添加打卡地点' }).waitFor();
    await point.waitFor();
    await point.getByText('打卡范围：250米').waitFor();
    expect((await page.locator('#location-remark').inputValue()) === '', 'the form was not cleared');
    expect((await page.locator('.admin-error').count()) === 0, 'validation messages are left on screen');
  });

  await step(page, 'deleting asks first, then removes the point', async () => {
    await point.getByRole('button', { name: `删除打卡地点“${remark}”` }).click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText(`确定删除打卡地点“${remark}”吗？`).waitFor();
    await page.waitForTimeout(300);
    await h.snap(page, 'delete confirmation');
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '删除' }).click();
    await point.waitFor({ state: 'detached' });
    await page.locator('.location-item', { hasText: '陆家嘴商场专柜' }).waitFor();
  });

  await step(page, 'clock exceptions list the attempts by status', async () => {
    await page.goto(`${BASE_URL}/ClockExceptions`);
    await page.getByRole('tab', { name: '待处理', selected: true }).waitFor();
    // Waiting attempts depend on what other journeys did; the list or its empty state shows.
    await page.locator('.exception-item, .load-empty').first().waitFor();
    await page.getByRole('tab', { name: '已认可' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === '1');
    const accepted = page.locator('.exception-item');
    await accepted.first().waitFor();
    await accepted.first().locator('.chip', { hasText: '已认可' }).waitFor();
    await accepted
      .first()
      .getByText(/距.+(米|公里)/)
      .waitFor();
    await accepted
      .first()
      .getByText(/王五于.+认可/)
      .waitFor();
  });
  await context.close();

  const employee = await h.newPhone();
  const employeePage = await h.openPage(employee);
  await step(employeePage, 'an employee opening the location page is turned away', async () => {
    // Not openAs: the refusal may move on to /index before the page could be waited for.
    await employeePage.goto(`${BASE_URL}/AttendanceLocation`);
    await h.waitForPath(employeePage, '/ehomeLogin');
    await h.logIn(employeePage, 'zhangsan');
    await h.waitForPath(employeePage, '/index');
    await employeePage.locator('.profile-card__name', { hasText: '张三' }).waitFor();
    expect(path(employeePage) === '/index', `still on ${path(employeePage)}`);
  });
  await employee.close();
}

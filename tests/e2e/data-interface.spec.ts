import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SQL = `select id, real_name as "fullName", account
from base_user
where cast(@keyword as varchar(100)) is null or real_name like '%' || @keyword || '%' or account like '%' || @keyword || '%'
order by account`;

test('an administrator writes an SQL interface with a keyword parameter, previews it and picks its rows in the data-selection picker, also behind a form field', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/dataInterface');
  await expect(page.getByText('按部门查用户')).toBeVisible();

  await page.getByTestId('iface-add').click();
  const dialog = page.getByRole('dialog', { name: '新建数据接口' });
  await dialog.getByTestId('iface-fullName').fill('用户关键词查询');
  await dialog.getByTestId('iface-enCode').fill('e2e.usersByKeyword');
  await dialog.getByTestId('iface-sql').fill(SQL);
  await dialog.getByRole('button', { name: '添加参数' }).click();
  await dialog.getByRole('textbox', { name: '参数名 1' }).fill('keyword');
  await dialog.getByRole('textbox', { name: '参数说明 1' }).fill('关键词');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('用户关键词查询')).toBeVisible();

  // Preview: the parameter's value, the rows and the time it took.
  await page.getByTestId('iface-preview-e2e.usersByKeyword').click();
  const preview = page.getByRole('dialog', { name: '预览：用户关键词查询' });
  await preview.getByTestId('preview-param-keyword').fill('李静');
  await preview.getByTestId('preview-run').click();
  await expect(preview.getByTestId('preview-duration')).toHaveText(/^耗时 \d+ ms$/);
  await expect(preview.getByTestId('preview-rows')).toHaveText('1 行');
  await expect(preview.getByTestId('preview-table')).toContainText('sysadmin');
  // A value that tries to break out of the string is only a value.
  await preview.getByTestId('preview-param-keyword').fill("' or '1'='1");
  await preview.getByTestId('preview-run').click();
  await expect(preview.getByTestId('preview-rows')).toHaveText('0 行');
  await preview.getByRole('button', { name: '关闭' }).click();

  // The call log has both runs.
  await page.getByTestId('iface-log-e2e.usersByKeyword').click();
  const log = page.getByRole('dialog', { name: '调用日志：用户关键词查询' });
  await expect(log.getByTestId('log-table').locator('tbody tr')).toHaveCount(2);
  await log.getByRole('button', { name: '关闭' }).click();

  // The shared data-selection picker over the interface's relation list, as a form field uses it.
  await page.getByTestId('iface-picker-e2e.usersByKeyword').click();
  const trial = page.getByRole('dialog', { name: '试用选择数据：用户关键词查询' });
  await trial.getByRole('button', { name: '选择的数据' }).click();
  const picker = page.getByTestId('data-select');
  await picker.getByRole('textbox', { name: '关键词' }).fill('李静');
  await picker.getByRole('button', { name: '搜索' }).click();
  await picker.getByRole('checkbox', { name: '选择 李静' }).check();
  await picker.getByRole('button', { name: '添加选中' }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(trial.getByRole('button', { name: '选择的数据' })).toContainText('李静');
  await page.keyboard.press('Escape');

  // The same interface behind a form field: a 弹窗选择 in the form designer, tried in its preview.
  await page.goto('/onlineDev/webDesign');
  await page.getByRole('button', { name: '新建' }).click();
  const create = page.getByRole('dialog', { name: '新建功能' });
  await create.getByLabel('名称').fill(`用户登记${Date.now().toString(36)}`);
  await create.getByLabel('编码').fill(`userPick${Date.now().toString(36)}`);
  await create.getByRole('button', { name: '下一步' }).click();
  await page.getByTestId('palette-popupSelect').click();
  const props = page.getByRole('tabpanel', { name: '组件属性' });
  await props.getByLabel('标题', { exact: true }).fill('联系人');
  await props.getByRole('textbox', { name: '数据接口' }).click();
  await page.getByRole('option', { name: '用户关键词查询' }).click();
  await page.getByRole('button', { name: '预览' }).click();
  const form = page.getByRole('dialog', { name: '预览' });
  await form.getByRole('button', { name: '联系人' }).click();
  const field = page.getByTestId('data-select');
  await field.getByRole('textbox', { name: '关键词' }).fill('李静');
  await field.getByRole('button', { name: '搜索' }).click();
  await field.getByRole('radio', { name: '选择 李静' }).check();
  await field.getByRole('button', { name: '确定' }).click();
  await expect(field).toBeHidden();
  await expect(form.getByRole('button', { name: '联系人' })).toContainText('李静');
});

import { LEAVE_REMARK_MAX, storedFormTitle, type TFormTemplateItem, ZFormTemplateItems } from '@ehome/shared';
import type { Tx } from '../client';
import { formTemplates } from '../schema';

/** Fixed ids so a second load is a no-op and tests can refer to the templates. */
export const DEMO_FORM_TEMPLATE_IDS = {
  fastSellingLeave: '0b6c3a5e-1d2f-4c8a-9e10-000000005001',
} as const;

/**
 * The quick leave form of the demo company (spec 3 §3 "Dynamic leave form"): one item of every
 * control, with the company's labels in zh, en and ja. Parsed with the shared schema, so the demo
 * cannot hold a template the form would refuse to show.
 */
const FAST_SELLING_LEAVE: TFormTemplateItem[] = ZFormTemplateItems.parse([
  {
    fieldName: 'leaveType',
    name: { zh: '假期类型', en: 'Leave type', ja: '休暇の種類' },
    ctrlType: 'select',
    dataType: 'string',
    isRequired: true,
    items: [
      { selectValue: 'annual', selectText: { zh: '年假', en: 'Annual leave', ja: '年次有給休暇' } },
      { selectValue: 'personal', selectText: { zh: '事假', en: 'Personal leave', ja: '私用休暇' } },
      { selectValue: 'sick', selectText: { zh: '病假', en: 'Sick leave', ja: '病気休暇' } },
      { selectValue: 'compensatory', selectText: { zh: '调休', en: 'Time off in lieu', ja: '振替休暇' } },
    ],
    ctrlSort: 10,
  },
  {
    fieldName: 'startTime',
    name: { zh: '开始时间', en: 'Start', ja: '開始日時' },
    ctrlType: 'datepick',
    dataType: 'date',
    dateFormat: 'YYYY-MM-DD HH:mm',
    isRequired: true,
    ctrlSort: 20,
  },
  {
    fieldName: 'endTime',
    name: { zh: '结束时间', en: 'End', ja: '終了日時' },
    ctrlType: 'datepick',
    dataType: 'date',
    dateFormat: 'YYYY-MM-DD HH:mm',
    isRequired: true,
    ctrlSort: 30,
  },
  {
    fieldName: 'days',
    name: { zh: '请假天数', en: 'Days', ja: '休暇日数' },
    ctrlType: 'text',
    dataType: 'number',
    isRequired: true,
    remarks: { zh: '可填半天，如 0.5', en: 'Half days allowed, e.g. 0.5', ja: '半日単位可（例：0.5）' },
    ctrlSort: 40,
  },
  {
    fieldName: 'reason',
    name: { zh: '请假事由', en: 'Reason', ja: '休暇の理由' },
    ctrlType: 'textarea',
    dataType: 'string',
    isRequired: true,
    // The form files a leave, whose reason holds at most LEAVE_REMARK_MAX characters (spec 1 §9).
    maxLength: LEAVE_REMARK_MAX,
    remarks: {
      zh: '请简要说明请假原因',
      en: 'Briefly describe why you need the leave',
      ja: '休暇の理由を簡単にご記入ください',
    },
    ctrlSort: 50,
  },
  {
    fieldName: 'handover',
    name: { zh: '工作交接人', en: 'Work handed over to', ja: '業務引継ぎ先' },
    ctrlType: 'text',
    dataType: 'string',
    isRequired: false,
    maxLength: 20,
    ctrlSort: 60,
  },
  {
    fieldName: 'notify',
    name: { zh: '通知', en: 'Notify', ja: '通知先' },
    ctrlType: 'checkbox',
    dataType: 'array',
    isRequired: false,
    items: [
      { selectValue: 'manager', selectText: { zh: '直属上级', en: 'My manager', ja: '直属の上司' } },
      { selectValue: 'team', selectText: { zh: '部门同事', en: 'My team', ja: '部署の同僚' } },
    ],
    value: ['manager'],
    ctrlSort: 70,
  },
  {
    fieldName: 'attachment',
    name: { zh: '证明材料', en: 'Supporting documents', ja: '証明書類' },
    ctrlType: 'file',
    dataType: 'array',
    isRequired: false,
    remarks: {
      zh: '病假请上传医院证明',
      en: 'For sick leave, attach a medical certificate',
      ja: '病気休暇の場合は診断書を添付してください',
    },
    ctrlSort: 80,
  },
]);

export async function loadLeaveFormDemo(tx: Tx, { companyId }: { companyId: string }): Promise<void> {
  await tx
    .insert(formTemplates)
    .values({
      id: DEMO_FORM_TEMPLATE_IDS.fastSellingLeave,
      companyId,
      tempName: 'FastSellingLeave',
      title: storedFormTitle({ zh: '快速请假', en: 'Quick leave request', ja: 'クイック休暇申請' }),
      items: FAST_SELLING_LEAVE,
    })
    .onConflictDoNothing();
}

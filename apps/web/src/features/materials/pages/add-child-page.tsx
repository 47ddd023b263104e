import { IMAGE_SOURCE_TABLES, megabytes } from '@ehome/shared/attachments/rules';
import { BIRTHDAY_PICKER_MIN } from '@ehome/shared/onboarding/constants';
import { CHILD_SEXES, type TChildSex } from '@ehome/shared/onboarding/options';
import { CHILD_PROOF_IMAGE_TYPE } from '@ehome/shared/onboarding-materials/constants';
import { checkChildForm } from '@ehome/shared/onboarding-materials/rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { type ChangeEvent, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PickerRow } from '../../../ui/picker-row';
import { useUserInfo } from '../../account';
import { useInsertChildren } from '../api/materials';
import { dateOf, isoOf, todayIso } from '../dates';
import { IMAGE_ACCEPT, pickImage } from '../pick-image';
import '../materials.css';

const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

type TForm = { childName: string; sex: TChildSex; birthday: string; imageInner: string };
/** Spec 3 §9: the default sex is female. */
const EMPTY: TForm = { childName: '', sex: '女', birthday: '', imageInner: '' };
export const ESSENTIAL_INFO_PATH = '/Essentialinformation';

/**
 * /Addchildren (spec 3 §2.1): a child's name, sex, birthday (1980-01-01 to today) and a proof photo;
 * "save" goes to /Essentialinformation, "save and add another" starts a new form. Only a
 * CiicEmployee may enter (spec 3 §6); others go to /index.
 */
export function AddChildPage() {
  const { t } = useTranslation('materials');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const user = useUserInfo();
  const insert = useInsertChildren();
  const [form, setForm] = useState<TForm>(EMPTY);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<TForm>) => setForm((before) => ({ ...before, ...patch }));

  if (user.data && user.data.employeeType !== 'CiicEmployee') return <Navigate to="/index" replace />;

  const issue = checkChildForm({ ...form, hasImage: form.imageInner !== '' }, todayIso());

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const picked = await pickImage(file, 'child');
    if (!picked.ok) {
      const { refusal } = picked;
      showToast(t(`messages:${refusal.key}`, 'params' in refusal ? refusal.params : {}));
      return;
    }
    set({ imageInner: picked.imageInner });
  }

  async function save(another: boolean) {
    setTried(true);
    if (issue) {
      showToast(t(`messages:${issue.key}`, 'params' in issue ? issue.params : {}));
      return;
    }
    try {
      await insert.mutateAsync([
        {
          childName: form.childName.trim(),
          sex: form.sex,
          birthday: form.birthday,
          img: { imageType: CHILD_PROOF_IMAGE_TYPE, imageInner: form.imageInner },
        },
      ]);
    } catch {
      return; // shown by the HTTP client
    }
    showToast(t('child.saved'));
    if (another) {
      setForm(EMPTY);
      setTried(false);
    } else navigate(ESSENTIAL_INFO_PATH);
  }

  return (
    <Page title={t('child.title')} onBack={() => navigate(ESSENTIAL_INFO_PATH)}>
      <div className="materials-page">
        <List className="materials-form">
          <List.Item
            title={
              <>
                {t('child.name')}
                <span className="materials-required"> *</span>
              </>
            }
          >
            <Input
              value={form.childName}
              onChange={(childName) => set({ childName })}
              placeholder={t('child.namePlaceholder')}
              maxLength={20}
              aria-label={t('child.name')}
              clearable
            />
          </List.Item>
          <List.Item title={t('child.sex')}>
            <Selector<TChildSex>
              columns={2}
              options={CHILD_SEXES.map((sex) => ({
                label: t(`child.sexes.${sex === '男' ? 'male' : 'female'}`),
                value: sex,
              }))}
              value={[form.sex]}
              onChange={(values) => values[0] && set({ sex: values[0] })}
            />
          </List.Item>
          <PickerRow
            row="leave-row"
            label={t('child.birthday')}
            shown={form.birthday}
            placeholder={t('child.pick')}
            invalid={tried && !form.birthday}
            sheet={(visible, close) => (
              <DatePicker
                visible={visible}
                onClose={close}
                title={t('child.birthday')}
                confirmText={common('ok')}
                cancelText={common('cancel')}
                min={dateOf(BIRTHDAY_PICKER_MIN)}
                max={new Date()}
                value={form.birthday ? dateOf(form.birthday) : new Date()}
                onConfirm={(date) => set({ birthday: isoOf(date) })}
              />
            )}
          />
        </List>
        <div className="materials-card">
          <strong>
            {t('child.proof')}
            <span className="materials-required"> *</span>
          </strong>
          <div className="materials-proof">
            {form.imageInner ? <img src={form.imageInner} alt={t('child.proof')} /> : null}
            <label className="materials-pick">
              {form.imageInner ? t('certificates.change') : t('certificates.upload')}
              <input
                className="materials-pick__input"
                type="file"
                accept={IMAGE_ACCEPT}
                aria-label={t('child.proof')}
                onChange={(event) => void onPick(event)}
              />
            </label>
          </div>
        </div>
        <p className="materials-tip">
          {t('child.tip', { max: megabytes(IMAGE_SOURCE_TABLES.child.maxBytes) })}
        </p>
        <div className="materials-actions">
          <Button block color="primary" loading={insert.isPending} onClick={() => void save(false)}>
            {t('child.save')}
          </Button>
          <Button
            block
            color="primary"
            fill="outline"
            disabled={insert.isPending}
            onClick={() => void save(true)}
          >
            {t('child.saveAnother')}
          </Button>
        </div>
      </div>
    </Page>
  );
}

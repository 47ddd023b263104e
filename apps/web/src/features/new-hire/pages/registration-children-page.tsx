import { IMAGE_SOURCE_TABLES } from '@ehome/shared/attachments/rules';
import { NEW_HIRE_CHILDREN_MAX } from '@ehome/shared/new-hire/constants';
import { checkChild } from '@ehome/shared/onboarding/profile-rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { prepareImage, type TCompress } from '../../attachments';
import { useChildAction, useRegistrationChildren } from '../api/new-hire';
import { Field } from '../components/field';
import { todayIso } from '../dates';
import '../new-hire.css';

/** browser-image-compression is downloaded only when a large photo is picked. */
const compressImage: TCompress = async (file, options) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file as File, options);
};

type TDraft = { childName: string; sex: string; birthday: string; imageInner: string };
const EMPTY: TDraft = { childName: '', sex: '', birthday: '', imageInner: '' };

/**
 * /RegistrationChildren: children with a proof photo (the 'child' image rule: gif, jpeg, png or bmp up
 * to 10 MB, compressed in the browser above 2 MB); HR reviews them within one working day.
 */
export function RegistrationChildrenPage() {
  const { t } = useTranslation('newHire');
  const children = useRegistrationChildren();
  const action = useChildAction();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [fileKey, setFileKey] = useState(0);
  if (!children.data) return <PageLoading />;
  const list = children.data;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const prepared = await prepareImage(file, 'child', compressImage);
    if (!prepared.ok) {
      const r = prepared.refusal;
      setFileKey((k) => k + 1);
      return showToast(serverMessage(r.key, 'params' in r ? r.params : {}));
    }
    setDraft((d) => ({ ...d, imageInner: prepared.imageInner }));
  };
  const save = () => {
    const issue = checkChild({ ...draft, hasImage: draft.imageInner !== '' }, todayIso());
    if (issue) return showToast(serverMessage(issue.key, issue.params));
    action.mutate(
      { kind: 'add', input: { ...draft, childName: draft.childName.trim() } },
      {
        onSuccess: () => {
          showToast(t('children.saved'));
          setDraft(EMPTY);
          setFileKey((k) => k + 1);
        },
      },
    );
  };
  return (
    <Page title={t('children.title')}>
      <div className="nh-page">
        <p className="nh-step">{t('step', { n: 3 })}</p>
        <div className="nh-card">
          {list.length === 0 ? <p className="nh-muted">{t('children.empty')}</p> : null}
          {list.map((c) => (
            <div className="nh-item" key={c.id}>
              <div>
                <p>
                  <strong>{c.childName}</strong> · {c.sex === '男' ? t('form.male') : t('form.female')}
                </p>
                <p className="nh-muted">
                  {c.birthday} <span className="nh-tag">{t(`children.verify.${c.verify}`)}</span>
                </p>
              </div>
              <Button size="mini" onClick={() => action.mutate({ kind: 'remove', id: c.id })}>
                {t('children.remove')}
              </Button>
            </div>
          ))}
        </div>
        {list.length < NEW_HIRE_CHILDREN_MAX ? (
          <div className="nh-card">
            <Field label={t('children.childName')} required htmlFor="nh-child-name">
              <Input
                id="nh-child-name"
                value={draft.childName}
                onChange={(v) => setDraft((d) => ({ ...d, childName: v }))}
                maxLength={20}
              />
            </Field>
            <Field label={t('children.sex')} required>
              <Selector
                aria-label={t('children.sex')}
                options={[
                  { label: t('form.male'), value: '男' },
                  { label: t('form.female'), value: '女' },
                ]}
                value={draft.sex ? [draft.sex] : []}
                onChange={(v) => setDraft((d) => ({ ...d, sex: v[0] ?? '' }))}
              />
            </Field>
            <Field label={t('children.birthday')} required htmlFor="nh-birthday">
              <Input
                id="nh-birthday"
                type="date"
                value={draft.birthday}
                onChange={(v) => setDraft((d) => ({ ...d, birthday: v }))}
              />
            </Field>
            <Field label={t('children.photo')} required>
              {/* The phone's own picker behind a button in the page's language. */}
              <label className="nh-file">
                <input
                  key={fileKey}
                  id="nh-photo"
                  className="nh-file__input"
                  type="file"
                  accept={IMAGE_SOURCE_TABLES.child.kinds.map((k) => `image/${k}`).join(',')}
                  onChange={(e) => void pick(e.target.files?.[0])}
                />
                {draft.imageInner ? t('children.photoReady') : t('children.pickPhoto')}
              </label>
              {draft.imageInner ? (
                <img className="nh-photo" src={draft.imageInner} alt={t('children.photoReady')} />
              ) : null}
            </Field>
            <p className="nh-muted">{t('children.tip')}</p>
            <Button block color="primary" fill="outline" loading={action.isPending} onClick={save}>
              {t('children.add')}
            </Button>
          </div>
        ) : null}
        <Button block color="primary" size="large" onClick={() => navigate('/RegistrationSuccess')}>
          {t('children.next')}
        </Button>
      </div>
    </Page>
  );
}

import { WORK_EXPERIENCE_MAX } from '@ehome/shared/new-hire/constants';
import { checkWorkExperience, checkWorkExperiences } from '@ehome/shared/new-hire/rules';
import type { TWorkExperienceItem } from '@ehome/shared/new-hire/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useSaveWorkExperience, useWorkExperience } from '../api/new-hire';
import { Field } from '../components/field';
import { thisMonthIso } from '../dates';
import '../new-hire.css';

const EMPTY: TWorkExperienceItem = { company: '', position: '', fromMonth: '', toMonth: '', reason: '' };

/** /WorkExperience: up to 10 earlier jobs; every change saves the whole list. */
export function WorkExperiencePage() {
  const { t } = useTranslation('newHire');
  const list = useWorkExperience();
  const save = useSaveWorkExperience();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TWorkExperienceItem>(EMPTY);
  if (!list.data) return <PageLoading />;
  const items = list.data.items;
  const set = (key: keyof TWorkExperienceItem) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const store = (next: TWorkExperienceItem[], onDone?: () => void) => {
    const issue = checkWorkExperiences(next, thisMonthIso());
    if (issue) return showToast(serverMessage(issue.key, issue.params));
    save.mutate({ items: next }, { onSuccess: onDone });
  };
  const add = () => {
    const issue = checkWorkExperience(draft, thisMonthIso());
    if (issue) return showToast(serverMessage(issue.key, issue.params));
    store([...items, draft], () => {
      setDraft(EMPTY);
      showToast(t('experience.added'));
    });
  };
  return (
    <Page title={t('experience.title')}>
      <div className="nh-page">
        <p className="nh-step">{t('step', { n: 2 })}</p>
        <div className="nh-card">
          {items.length === 0 ? <p className="nh-muted">{t('experience.empty')}</p> : null}
          {items.map((item, i) => (
            <div
              className="nh-item"
              key={`${item.company}-${item.position}-${item.fromMonth}-${item.toMonth}`}
            >
              <div>
                <p>
                  <strong>{item.company}</strong> · {item.position}
                </p>
                <p className="nh-muted">
                  {item.fromMonth} ~ {item.toMonth}
                  {item.reason ? ` · ${item.reason}` : ''}
                </p>
              </div>
              <Button size="mini" onClick={() => store(items.filter((_, j) => j !== i))}>
                {t('experience.remove')}
              </Button>
            </div>
          ))}
        </div>
        {items.length < WORK_EXPERIENCE_MAX ? (
          <div className="nh-card">
            <Field label={t('experience.company')} required htmlFor="nh-company">
              <Input id="nh-company" value={draft.company} onChange={set('company')} maxLength={50} />
            </Field>
            <Field label={t('experience.position')} required htmlFor="nh-position">
              <Input id="nh-position" value={draft.position} onChange={set('position')} maxLength={30} />
            </Field>
            <Field label={t('experience.from')} required htmlFor="nh-from">
              <Input id="nh-from" type="month" value={draft.fromMonth} onChange={set('fromMonth')} />
            </Field>
            <Field label={t('experience.to')} required htmlFor="nh-to">
              <Input id="nh-to" type="month" value={draft.toMonth} onChange={set('toMonth')} />
            </Field>
            <Field label={t('experience.reason')} htmlFor="nh-reason">
              <Input id="nh-reason" value={draft.reason} onChange={set('reason')} maxLength={100} />
            </Field>
            <Button block color="primary" fill="outline" loading={save.isPending} onClick={add}>
              {t('experience.add')}
            </Button>
          </div>
        ) : (
          <p className="nh-muted">{t('experience.max', { max: WORK_EXPERIENCE_MAX })}</p>
        )}
        <Button block color="primary" size="large" onClick={() => navigate('/RegistrationChildren')}>
          {t('experience.next')}
        </Button>
      </div>
    </Page>
  );
}

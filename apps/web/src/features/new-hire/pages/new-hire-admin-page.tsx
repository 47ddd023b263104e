import { checkInvite } from '@ehome/shared/new-hire/rules';
import type { TInvitation, TInvitationIssued, TInviteInput } from '@ehome/shared/new-hire/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../platform/clipboard';
import { showConfirm, showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { useInvitations, useIssueInvitation, useNewHireOrganizations } from '../api/new-hire';
import { Field } from '../components/field';
import '../new-hire.css';

const EMPTY: TInviteInput = {
  employeeName: '',
  mobile: '',
  organizationId: '',
  hireDate: '',
  socialCity: '上海',
};

/** The link HR sends, shown once (only its hash is kept), with a copy button. */
function IssuedLink({ issued }: { issued: TInvitationIssued }) {
  const { t } = useTranslation('newHire');
  const url = `${window.location.origin}${issued.link}`;
  return (
    <div className="nh-card" aria-live="polite">
      <p className="nh-card__title">{t('admin.linkTitle')}</p>
      <p className="nh-link" data-testid="invite-link">
        {url}
      </p>
      <div className="nh-actions">
        <Button
          size="small"
          color="primary"
          onClick={async () => showToast(t((await copyText(url)) ? 'admin.copied' : 'admin.copyFailed'))}
        >
          {t('admin.copy')}
        </Button>
        <span className="nh-muted">{t('admin.expires', { date: issued.expiresAt })}</span>
      </div>
    </div>
  );
}

function InvitationRow({ invitation: i, onReissue }: { invitation: TInvitation; onReissue: () => void }) {
  const { t } = useTranslation('newHire');
  return (
    <div className="nh-item">
      <div>
        <p>
          <strong>{i.employeeName}</strong> {i.mobile}
        </p>
        <p className="nh-muted">
          {i.organizationName} · {i.hireDate} · {i.socialCity}
        </p>
        <p className="nh-muted">
          {i.registeredAt
            ? t('admin.registeredAt', { date: i.registeredAt })
            : t('admin.invitedAt', { date: i.invitedAt })}
        </p>
      </div>
      <div className="nh-actions" style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
        <span className={`nh-tag nh-tag--${i.state}`}>{t(`admin.state.${i.state}`)}</span>
        {i.state !== 'registered' ? (
          <Button size="mini" onClick={onReissue}>
            {t('admin.reissue')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** /NewHireAdmin (HR): invite a person before the first day, copy the link, re-issue it. */
export function NewHireAdminPage() {
  const { t } = useTranslation('newHire');
  const organizations = useNewHireOrganizations();
  const invitations = useInvitations();
  const issue = useIssueInvitation();
  const [form, setForm] = useState<TInviteInput>(EMPTY);
  const [issued, setIssued] = useState<TInvitationIssued | null>(null);
  const set = (key: keyof TInviteInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const invite = () => {
    const problem = checkInvite(form);
    if (problem) return showToast(serverMessage(problem.key, problem.params));
    issue.mutate(
      { kind: 'invite', input: form },
      {
        onSuccess: (result) => {
          setIssued(result);
          setForm(EMPTY);
        },
      },
    );
  };
  const reissue = async (i: TInvitation) => {
    if (!(await showConfirm(t('admin.reissueConfirm', { name: i.employeeName }), t('admin.reissue')))) return;
    issue.mutate({ kind: 'reissue', invitationId: i.invitationId }, { onSuccess: setIssued });
  };
  return (
    <Page title={t('admin.title')}>
      <div className="nh-page">
        {issued ? <IssuedLink issued={issued} /> : null}
        <div className="nh-card">
          <p className="nh-card__title">{t('admin.newInvite')}</p>
          <Field label={t('admin.name')} required htmlFor="nh-invite-name">
            <Input
              id="nh-invite-name"
              value={form.employeeName}
              onChange={set('employeeName')}
              maxLength={20}
            />
          </Field>
          <Field label={t('admin.mobile')} required htmlFor="nh-invite-mobile">
            <Input
              id="nh-invite-mobile"
              value={form.mobile}
              onChange={(v) => set('mobile')(v.replace(/\D/g, '').slice(0, 11))}
              inputMode="numeric"
              maxLength={11}
            />
          </Field>
          <Field label={t('admin.organization')} required>
            <Selector
              aria-label={t('admin.organization')}
              options={(organizations.data ?? []).map((o) => ({ label: o.name, value: o.id }))}
              value={form.organizationId ? [form.organizationId] : []}
              onChange={(v) => set('organizationId')(v[0] ?? '')}
            />
          </Field>
          <Field label={t('admin.hireDate')} required htmlFor="nh-invite-date">
            <Input id="nh-invite-date" type="date" value={form.hireDate} onChange={set('hireDate')} />
          </Field>
          <Field label={t('admin.socialCity')} required htmlFor="nh-invite-city">
            <Input id="nh-invite-city" value={form.socialCity} onChange={set('socialCity')} maxLength={20} />
          </Field>
          <Button block color="primary" loading={issue.isPending} onClick={invite}>
            {t('admin.invite')}
          </Button>
        </div>
        <div className="nh-card">
          <p className="nh-card__title">{t('admin.list')}</p>
          {invitations.data?.result.length === 0 ? <p className="nh-muted">{t('admin.empty')}</p> : null}
          {invitations.data?.result.map((i) => (
            <InvitationRow key={i.invitationId} invitation={i} onReissue={() => void reissue(i)} />
          ))}
        </div>
      </div>
    </Page>
  );
}

import type { TOnboardingPerson, TOnboardingProfile } from '@ehome/shared/onboarding/schemas';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { TabBar } from '../../../ui/tab-bar';
import { useOnboardingPeople, useOnboardingProfile, usePiiReadLog, useReview } from '../api/onboarding';
import '../onboarding.css';
import { formOptions, nationOptions } from '../options';

const PARTS = ['base', 'householdInfo', 'householdAddress', 'residentialAddress'] as const;

/**
 * /OnboardingAdmin (HR of the company): the people with their onboarding completeness (ID numbers
 * masked), one person's whole profile (unmasked; the server logs the read) with "reviewed", and the
 * log of who read whose personal data.
 */
export function OnboardingAdminPage() {
  const { t } = useTranslation('onboarding');
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState('people');
  const [pageIndex, setPageIndex] = useState(1);
  const people = useOnboardingPeople(pageIndex);
  const log = usePiiReadLog(tab === 'log');
  const eid = params.get('eid');
  const close = () => setParams({}, { replace: true });

  return (
    <Page title={t('admin.title')}>
      <TabBar
        items={[
          { key: 'people', title: t('admin.people') },
          { key: 'log', title: t('admin.readLog') },
        ]}
        activeKey={tab}
        onChange={setTab}
      />
      <div className="ob-page">
        {tab === 'people' ? (
          people.isPending || people.isError ? (
            <PageLoading />
          ) : (
            <>
              <ul className="ob-people" aria-label={t('admin.people')}>
                {people.data.result.map((p) => (
                  <PersonRow key={p.eid} person={p} onOpen={() => setParams({ eid: p.eid })} />
                ))}
              </ul>
              {people.data.totalCount > pageIndex * 20 ? (
                <Button block fill="none" color="primary" onClick={() => setPageIndex((n) => n + 1)}>
                  {t('admin.next')}
                </Button>
              ) : null}
            </>
          )
        ) : log.isPending || log.isError ? (
          <PageLoading />
        ) : log.data.result.length === 0 ? (
          <p className="ob-note">{t('admin.noReads')}</p>
        ) : (
          <ul className="ob-people" data-testid="read-log">
            {log.data.result.map((r) => (
              <li key={r.id} className="ob-person">
                <p className="ob-person__name">
                  {t('admin.readLine', { reader: r.readerName, subject: r.subjectName })}
                </p>
                <p className="ob-person__facts">
                  {r.fields.map((f) => t(`admin.pii.${f}`, { defaultValue: f })).join('、')}
                </p>
                <p className="ob-person__facts">{r.readAt}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Popup visible={eid !== null} onMaskClick={close} bodyClassName="ob-profile-popup" destroyOnClose>
        {eid ? <ProfileView eid={eid} onClose={close} /> : null}
      </Popup>
    </Page>
  );
}

function PersonRow({ person: p, onOpen }: { person: TOnboardingPerson; onOpen: () => void }) {
  const { t } = useTranslation('onboarding');
  const done = PARTS.filter((part) => p.completeness[part]).length;
  return (
    <li className="ob-person">
      <button type="button" className="ob-person__button" onClick={onOpen} data-testid="person">
        <span className="ob-person__name">
          {p.employeeName} <small>{p.employeeNo}</small>
        </span>
        <span className="ob-person__facts">
          {p.organizationName} · {p.idNumber || t('admin.noId')}
        </span>
        <span className="ob-person__facts">
          {t('admin.complete', { done, total: PARTS.length })}
          {p.submittedAt ? ` · ${t('admin.submittedAt', { at: p.submittedAt })}` : ''}
        </span>
        <span
          className={
            p.reviewedAt ? 'ob-badge ob-badge--done' : p.submittedAt ? 'ob-badge' : 'ob-badge ob-badge--muted'
          }
        >
          {p.reviewedAt ? t('admin.reviewed') : p.submittedAt ? t('admin.toReview') : t('admin.notSubmitted')}
        </span>
      </button>
    </li>
  );
}

function ProfileView({ eid, onClose }: { eid: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('onboarding');
  const profile = useOnboardingProfile(eid);
  const review = useReview();
  const [reviewedAt, setReviewedAt] = useState<string | null>(null);
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return (
      <div className="ob-profile">
        <p role="alert">{profile.error.message || t('loadFailed')}</p>
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    );
  }
  const p: TOnboardingProfile = profile.data;
  const options = formOptions(t);
  const label = (list: keyof typeof options, value: string | number | null) =>
    options[list].find((o) => o.value === String(value ?? ''))?.label ?? '—';
  const yes = (on: boolean) => (on ? t('yes') : t('no'));
  const a = p.addresses;
  const rows: [string, string][] = [
    [t('field.idNumber'), p.eb.idNumber || '—'],
    [t('field.phone'), p.eb.phoneNumber || '—'],
    [t('field.gender'), label('gender', p.eb.gender)],
    [t('field.nation'), nationOptions(i18n.language).find((n) => n.value === p.eb.nation)?.label ?? '—'],
    [t('field.marital'), label('marital', p.eo.maritalStatus)],
    [t('field.political'), label('political', p.eb.political)],
    [t('field.degree'), label('degree', p.eb.highestDegree)],
    [t('field.health'), label('health', p.eo.isHealth)],
    [t('field.socialCity'), p.socialCity],
    [t('field.email'), p.eb.email || '—'],
    [t('field.contact'), p.eb.contact || '—'],
    [t('field.spouseName'), p.eo.spouseName || '—'],
    [t('field.spouseIdNumber'), p.eo.spouseIDNumber || '—'],
    [t('field.children'), String(p.eo.childrens)],
    [t('household.residence'), yes(p.household.hukouTypeCode === '1')],
    [t('household.fundAccount'), p.household.fund ? p.household.fundCount : '—'],
    [t('household.permitNo'), p.household.resiPermitNo || '—'],
    [
      t('address.homeTitle'),
      [a.provice, a.city === a.provice ? '' : a.city, a.country, a.streat, a.hukouAddress, a.zipCode]
        .filter(Boolean)
        .join(' ') || '—',
    ],
    [
      t('address.liveTitle'),
      [
        a.livePrivince,
        a.liveCity === a.livePrivince ? '' : a.liveCity,
        a.liveCountry,
        a.resiPermitStreet,
        a.residentialAddress,
        a.resZipCode,
      ]
        .filter(Boolean)
        .join(' ') || '—',
    ],
  ];
  const reviewed = reviewedAt ?? p.reviewedAt;
  return (
    <div className="ob-profile" data-testid="profile">
      <h2 className="ob-card__title">
        {p.employeeName} <small>{p.employeeNo}</small>
      </h2>
      <p className="ob-note">{t('admin.readLogged')}</p>
      <List className="ob-card__list">
        {rows.map(([k, v]) => (
          <List.Item key={k} className="ob-row" extra={<span className="ob-row__value">{v}</span>}>
            {k}
          </List.Item>
        ))}
      </List>
      <div className="ob-profile__actions">
        <Button onClick={onClose}>{t('close')}</Button>
        <Button
          color="primary"
          disabled={reviewed !== null}
          loading={review.isPending}
          onClick={async () => {
            const done = await review.mutateAsync(eid).catch(() => null);
            if (done) {
              setReviewedAt(done.reviewedAt);
              showToast(t('admin.reviewDone'));
            }
          }}
        >
          {reviewed ? t('admin.reviewed') : t('admin.markReviewed')}
        </Button>
      </div>
    </div>
  );
}

import { ownerMay } from '@ehome/shared/approvals/owner-rules';
import {
  checkBirthRecord,
  MATERNITY_ATTACHMENT_KEY_TYPE,
  MATERNITY_MAX_BABIES,
  MATERNITY_REMARK_MAX,
  maternityEntitlement,
} from '@ehome/shared/maternity/rules';
import { requestDateWindow } from '@ehome/shared/time/request-window';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Stepper from 'antd-mobile/es/components/stepper';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { LazyAttachmentUploader } from '../../attachments';
import { isoOfDate, successPath } from '../../leave';
import { type TBirthRecordBody, useBirthRecord, useSaveBirthRecord } from '../api/birth-record';
import { BirthTimeField } from '../components/birth-time-field';
import { EntitlementCard } from '../components/entitlement-card';
import '../../../ui/request-page.css';

const nowText = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoOfDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * /MaternityRecord?ApplyId (spec 1 §2): a new birth record (empty id: Get hands out a new one) or a
 * draft to edit. Birth time is required (请选择生育时间); the same rule runs on the server.
 */
export function MaternityRecordPage() {
  const { t } = useTranslation('maternity');
  const [params] = useSearchParams();
  const applyId = params.get('ApplyId') ?? '';
  const record = useBirthRecord(applyId);

  if (record.isError) {
    return (
      <Page title={t('form.title')}>
        <section className="notice">
          <p className="notice__text" role="alert">
            {record.error.message || t('loadFailed')}
          </p>
          {record.error instanceof ApiError && record.error.kind === 'business' ? null : (
            <Button color="primary" fill="outline" onClick={() => void record.refetch()}>
              {t('retry')}
            </Button>
          )}
        </section>
      </Page>
    );
  }
  if (!record.data) return <PageLoading />;
  const data = record.data;
  // Only a draft is edited here; anything else is read on its view.
  if (!data.isNew && !(data.applyEntity?.isOwner && ownerMay('edit', data.applyEntity.approveStatus))) {
    return <Navigate to={`/MaternityRecordView?ApplyId=${encodeURIComponent(data.applyID)}`} replace />;
  }
  return <MaternityForm key={data.applyID} detail={data} />;
}

function MaternityForm({ detail }: { detail: NonNullable<ReturnType<typeof useBirthRecord>['data']> }) {
  const { t } = useTranslation('maternity');
  const navigate = useNavigate();
  const save = useSaveBirthRecord();
  const entity = detail.birthRecordEntity;
  const [birthTime, setBirthTime] = useState(entity.birthTime);
  const [dystocia, setDystocia] = useState(entity.dystocia);
  const [babyCount, setBabyCount] = useState(entity.babyCount);
  const [remark, setRemark] = useState(entity.remark);
  const [tried, setTried] = useState(false);
  const [today] = useState(() => isoOfDate(new Date()));
  const issues = checkBirthRecord({ birthTime, babyCount, remark }, nowText());
  const entitlement = maternityEntitlement({
    birthDate: birthTime.slice(0, 10) || today,
    dystocia,
    babyCount,
    socialCity: entity.socialCity,
  });
  const submit = async (approveStatus: 0 | 1) => {
    setTried(true);
    const first = issues[0];
    if (first) {
      showToast(serverMessage(first.key, first.params));
      return;
    }
    const body: TBirthRecordBody = {
      ApplyID: detail.applyID,
      BirthTime: birthTime,
      Remark: remark,
      Dystocia: dystocia,
      BabyCount: babyCount,
      approveStatus,
    };
    try {
      await save.mutateAsync({ body, isNew: detail.isNew });
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : t('failed'));
      return;
    }
    if (approveStatus === 1) showToast(t('submitted'));
    navigate(successPath(approveStatus === 1 ? 'ApplicationInquiry' : 'ApplicationSaved'), { replace: true });
  };

  return (
    <Page title={detail.isNew ? t('form.title') : t('form.editTitle')}>
      <div className="mat-page mat-page--actions">
        <section className="mat-card mat-card--list">
          <List>
            <BirthTimeField
              value={birthTime}
              onChange={setBirthTime}
              invalid={
                tried &&
                issues.some((i) => i.key !== 'maternity.babyCount' && i.key !== 'maternity.remarkTooLong')
              }
              min={requestDateWindow(today).from}
            />
            <List.Item
              extra={<Switch checked={dystocia} onChange={setDystocia} aria-label={t('form.dystocia')} />}
            >
              {t('form.dystocia')}
            </List.Item>
            <List.Item
              extra={
                <Stepper
                  min={1}
                  max={MATERNITY_MAX_BABIES}
                  digits={0}
                  value={babyCount}
                  onChange={(value) => setBabyCount(value ?? 1)}
                  aria-label={t('form.babyCount')}
                />
              }
            >
              {t('form.babyCount')}
            </List.Item>
          </List>
        </section>
        <EntitlementCard entitlement={entitlement} city={entity.socialCity} />
        <section className="mat-card">
          <h2 className="mat-card__title">{t('form.remark')}</h2>
          <TextArea
            value={remark}
            onChange={setRemark}
            placeholder={t('form.remarkPlaceholder')}
            maxLength={MATERNITY_REMARK_MAX}
            showCount
            rows={3}
            aria-label={t('form.remark')}
          />
        </section>
        <section className="mat-card" aria-label={t('form.images')}>
          <h2 className="mat-card__title">{t('form.images')}</h2>
          <p className="mat-note">{t('form.imagesHint')}</p>
          <LazyAttachmentUploader keyType={MATERNITY_ATTACHMENT_KEY_TYPE} keyId={detail.applyID} />
        </section>
        <div className="mat-actions">
          <Button block size="large" disabled={save.isPending} onClick={() => void submit(0)}>
            {t('form.saveDraft')}
          </Button>
          <Button block size="large" color="primary" loading={save.isPending} onClick={() => void submit(1)}>
            {t('form.submit')}
          </Button>
        </div>
      </div>
    </Page>
  );
}

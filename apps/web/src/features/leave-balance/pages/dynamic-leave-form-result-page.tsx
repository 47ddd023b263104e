import type { TFormDetail, TFormItem } from '@ehome/shared/leave/dynamic-form';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useFormDetail } from '../api/get-form-detail';
import { FormFileList } from '../components/form-files';
import { isRefusal, LoadFailed } from '../components/load-state';
import { displayValue } from '../form-model';
import '../leave-balance.css';
import { DEFAULT_TEMP_NAME } from './dynamic-leave-form-page';

/**
 * /ApplicationforleaveSuccsess?id (spec 3 §2.6): the submitted dynamic form as kept
 * (GetPageCreateModelDetail), under a success banner. Only its owner can open it.
 */
export function DynamicLeaveFormResultPage() {
  const { t, i18n } = useTranslation(['leaveBalance', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useFormDetail(id, i18n.language);
  const navigate = useNavigate();

  let body: ReactNode;
  if (!id) body = <LoadFailed message={t('result.missing')} />;
  else if (detail.isPending) body = <PageLoading />;
  else if (detail.isError)
    body = isRefusal(detail.error) ? (
      <LoadFailed message={detail.error.message} />
    ) : (
      <LoadFailed onRetry={() => void detail.refetch()} />
    );
  else body = <Submitted detail={detail.data} />;

  return (
    <Page title={t('result.title')}>
      <div className="balance-page">
        {body}
        <div className="dyn-result__actions">
          {detail.data?.applyId ? (
            // A quick leave filed a leave request: its progress and approval are on the leave's view.
            <Button
              block
              color="primary"
              fill="outline"
              onClick={() =>
                navigate(
                  `/CommonApplicationforView?id=${encodeURIComponent(detail.data?.applyId ?? '')}&name=ApplicationInquiry`,
                )
              }
            >
              {t('result.viewLeave')}
            </Button>
          ) : null}
          <Button
            block
            color="primary"
            onClick={() =>
              navigate(
                `/Applicationforleave?tempName=${encodeURIComponent(detail.data?.tempName ?? DEFAULT_TEMP_NAME)}`,
                {
                  replace: true,
                },
              )
            }
          >
            {t('result.another')}
          </Button>
          <Button block fill="outline" color="primary" onClick={() => navigate('/index', { replace: true })}>
            {t('result.home')}
          </Button>
        </div>
      </div>
    </Page>
  );
}

function Submitted({ detail }: { detail: TFormDetail }) {
  const { t } = useTranslation('leaveBalance');
  return (
    <>
      <section className="dyn-result__banner" aria-live="polite">
        <span className="dyn-result__icon" aria-hidden="true">
          ✓
        </span>
        <div>
          <h2 className="dyn-result__title">{t('result.success')}</h2>
          <p className="dyn-result__meta">{t('result.submittedAt', { time: detail.createTime })}</p>
        </div>
      </section>
      <section className="dyn-form__card" aria-label={detail.title}>
        <h3 className="dyn-result__form-title">{detail.title}</h3>
        <dl className="dyn-result__rows">
          {detail.formItems.map((item) => (
            <div
              className={
                item.ctrlType === 'file' ? 'dyn-result__row dyn-result__row--block' : 'dyn-result__row'
              }
              key={item.fieldName}
            >
              <dt>{item.name}</dt>
              <dd>
                <ItemValue item={item} formId={detail.id} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

function ItemValue({ item, formId }: { item: TFormItem; formId: string }) {
  const { t } = useTranslation('leaveBalance');
  if (item.ctrlType === 'file') {
    return Array.isArray(item.value) && item.value.length > 0 ? (
      <FormFileList formId={formId} />
    ) : (
      <span className="dyn-result__none">{t('result.empty')}</span>
    );
  }
  const text = displayValue(item, item.value, t('listSeparator'));
  return text ? (
    <span className="dyn-result__text">{text}</span>
  ) : (
    <span className="dyn-result__none">{t('result.empty')}</span>
  );
}

import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ImageZoom } from '../../../ui/image-zoom';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useRuleDetail } from '../api/get-rule-detail';
import { isRefusal, LoadFailed } from '../calendar/load-state';
import '../rules/rules.css';

/** /AttendancecardDetail/:id: one attendance rule, its text or its picture (spec 1 §2). */
export function RuleDetailPage() {
  const { t } = useTranslation(['attendance', 'common']);
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useRuleDetail(id);
  const navigate = useNavigate();
  const [zoomed, setZoomed] = useState(false);
  const [broken, setBroken] = useState(false);

  let body: ReactNode;
  if (isPending) body = <PageLoading />;
  else if (isError)
    body = (
      <LoadFailed
        message={error.message}
        onRetry={() => void refetch()}
        action={
          isRefusal(error)
            ? {
                label: t('rules.toList'),
                onClick: () => navigate('/Attendancecard?tab=4', { replace: true }),
              }
            : undefined
        }
      />
    );
  else
    body = (
      <article className="rule">
        <h1 className="rule__title">{data.name}</h1>
        <p className="rule__updated">{t('rules.updatedAt', { date: data.updatedAt.slice(0, 10) })}</p>
        {data.kind === 'image' && data.imageUrl && broken ? (
          <p className="load-empty">{t('rules.imageFailed')}</p>
        ) : data.kind === 'image' && data.imageUrl ? (
          <>
            <button
              type="button"
              className="rule__image-button"
              aria-label={t('rules.zoom')}
              onClick={() => setZoomed(true)}
            >
              <img
                className="rule__image"
                src={data.imageUrl}
                alt={data.name}
                onError={() => setBroken(true)}
              />
            </button>
            <p className="rule__zoom-hint">{t('rules.zoom')}</p>
            {zoomed ? <ImageZoom image={data.imageUrl} onClose={() => setZoomed(false)} /> : null}
          </>
        ) : data.content ? (
          // The server sanitises rule HTML before it stores or sends it (an allow-list of tags).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
          <div className="rule-article" dangerouslySetInnerHTML={{ __html: data.content }} />
        ) : (
          <p className="load-empty">{t('rules.noContent')}</p>
        )}
      </article>
    );

  return <Page title={t('rules.title')}>{body}</Page>;
}

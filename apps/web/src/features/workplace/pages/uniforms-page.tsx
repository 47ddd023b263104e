import { HR_ROLES } from '@ehome/shared/account/roles';
import type { TUniformItem } from '@ehome/shared/workplace/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { useSessionStore } from '../../../platform/session-store';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useConfirmUniform, useMyUniforms } from '../api';
import '../workplace.css';

function UniformCard({ item }: { item: TUniformItem }) {
  const { t } = useTranslation('workplace');
  const confirm = useConfirmUniform();
  return (
    <section className="wp-card" data-testid="uniform">
      <div className="wp-row">
        <h2>{item.item}</h2>
        <span>×{item.quantity}</span>
      </div>
      <p className="wp-muted">
        {t('uniform.size')}: {item.size} · {t('uniform.issuedOn')}: {item.issuedOn}
      </p>
      <p className="wp-muted">
        {t('uniform.issuedBy')}: {item.issuedBy}
      </p>
      {item.confirmedAt ? (
        <p className="wp-done">{t('uniform.confirmedAt', { at: item.confirmedAt })}</p>
      ) : (
        <Button
          block
          size="small"
          color="primary"
          loading={confirm.isPending}
          onClick={() => confirm.mutate(item.id, { onSuccess: () => showToast(t('uniform.confirmed')) })}
        >
          {t('uniform.confirm')}
        </Button>
      )}
    </section>
  );
}

/** /Signclothes: the uniform items issued to me; I confirm receipt once per issue. */
export function SignClothesPage() {
  const { t } = useTranslation('workplace');
  const list = useMyUniforms();
  const roles = useSessionStore((s) => s.userInfo?.roles ?? []);
  const isHr = roles.some((r) => HR_ROLES.includes(r));
  return (
    <Page title={t('uniform.title')}>
      <div className="wp-page">
        {isHr ? (
          <Link className="wp-card" to="/UniformAdmin">
            {t('admin.open')}
          </Link>
        ) : null}
        {!list.data ? (
          list.isError ? (
            <p className="wp-state">{t('loadFailed')}</p>
          ) : (
            <PageLoading />
          )
        ) : list.data.length === 0 ? (
          <p className="wp-state">{t('uniform.empty')}</p>
        ) : (
          list.data.map((item) => <UniformCard key={item.id} item={item} />)
        )}
      </div>
    </Page>
  );
}

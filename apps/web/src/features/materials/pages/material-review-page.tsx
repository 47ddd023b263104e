import { checkReviewDecision } from '@ehome/shared/onboarding-materials/rules';
import type { TMaterialKind, TReviewItem } from '@ehome/shared/onboarding-materials/schemas';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { useDecide, useMaterialView, usePendingMaterials } from '../api/materials';
import '../materials.css';

const KINDS: readonly TMaterialKind[] = ['child', 'image'];

/** One material unmasked (the server logs the read), with pass and fail-with-a-note. */
function ReviewSheet({ kind, id, onClose }: { kind: TMaterialKind; id: string; onClose: () => void }) {
  const { t } = useTranslation('materials');
  const view = useMaterialView(kind, id);
  const decide = useDecide();
  const [note, setNote] = useState('');
  async function submit(pass: boolean) {
    const issue = checkReviewDecision({ pass, note });
    if (issue) {
      showToast(t(`messages:${issue.key}`, 'params' in issue ? issue.params : {}));
      return;
    }
    try {
      await decide.mutateAsync({ kind, id, pass, note });
    } catch {
      return;
    }
    showToast(pass ? t('review.passed') : t('review.failed'));
    onClose();
  }
  const v = view.data;
  return (
    <div className="materials-sheet">
      {v ? (
        <>
          <h2 className="materials-card__title">
            {v.employeeName} ({v.employeeNo})
          </h2>
          {v.child ? (
            <p>
              {v.child.childName} · {t(`child.sexes.${v.child.sex === '男' ? 'male' : 'female'}`)} ·{' '}
              {v.child.birthday}
            </p>
          ) : (
            <p>{t(`image.${v.imageKey}`)}</p>
          )}
          <p className="materials-muted">{v.submittedAt}</p>
          {v.imageInner ? (
            <img
              className="materials-sheet__image"
              src={`data:${v.mimeType};base64,${v.imageInner}`}
              alt={t('review.image')}
            />
          ) : null}
          <textarea
            className="materials-sheet__note"
            placeholder={t('review.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={200}
            rows={2}
            aria-label={t('review.note')}
          />
          <div className="materials-actions materials-actions--row">
            <Button
              color="danger"
              fill="outline"
              disabled={decide.isPending}
              onClick={() => void submit(false)}
            >
              {t('review.fail')}
            </Button>
            <Button color="primary" loading={decide.isPending} onClick={() => void submit(true)}>
              {t('review.pass')}
            </Button>
          </div>
        </>
      ) : (
        <p className="materials-state">{view.isError ? t('loadFailed') : t('loading')}</p>
      )}
    </div>
  );
}

function ReviewRow({ item, onOpen }: { item: TReviewItem; onOpen: () => void }) {
  const { t } = useTranslation('materials');
  return (
    <li className="materials-row">
      <div>
        <strong>
          {item.employeeName} ({item.employeeNo})
        </strong>
        <p className="materials-muted">
          {item.kind === 'child' ? `${t('review.child')} ${item.childName}` : t(`image.${item.imageKey}`)} ·{' '}
          {item.submittedAt}
        </p>
      </div>
      <Button size="small" color="primary" fill="outline" onClick={onOpen}>
        {t('review.open')}
      </Button>
    </li>
  );
}

/** /MaterialReview (HR): children's proofs and certificate photos awaiting review in the company. */
export function MaterialReviewPage() {
  const { t } = useTranslation('materials');
  const [kind, setKind] = useState<TMaterialKind>('child');
  const [open, setOpen] = useState<string | null>(null);
  const list = usePendingMaterials(kind);
  const items = list.data?.pages.flatMap((p) => p.result) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  return (
    <Page title={t('review.title')}>
      <div className="materials-page">
        <div className="materials-tabs" role="tablist" aria-label={t('review.title')}>
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={k === kind}
              className={k === kind ? 'materials-tab materials-tab--on' : 'materials-tab'}
              onClick={() => setKind(k)}
            >
              {t(`review.kinds.${k}`)}
            </button>
          ))}
        </div>
        {list.isPending ? (
          <p className="materials-state">{t('loading')}</p>
        ) : list.isError ? (
          <p className="materials-state">{t('loadFailed')}</p>
        ) : items.length === 0 ? (
          <p className="materials-state">{t('review.empty')}</p>
        ) : (
          <section className="materials-card">
            <p className="materials-muted">{t('review.count', { n: total })}</p>
            <ul className="materials-rows">
              {items.map((item) => (
                <ReviewRow key={item.id} item={item} onOpen={() => setOpen(item.id)} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <button type="button" className="materials-link" onClick={() => void list.fetchNextPage()}>
                {t('review.more')}
              </button>
            ) : null}
          </section>
        )}
      </div>
      {open ? (
        <div className="materials-overlay">
          <button
            type="button"
            className="materials-overlay__mask"
            aria-label={t('review.close')}
            onClick={() => setOpen(null)}
          />
          <div className="materials-popup" role="dialog" aria-modal="true" aria-label={t('review.title')}>
            <ReviewSheet kind={kind} id={open} onClose={() => setOpen(null)} />
          </div>
        </div>
      ) : null}
    </Page>
  );
}

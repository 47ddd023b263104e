import type { TChildItem } from '@ehome/shared/onboarding-materials/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import { useUserInfo } from '../../account';
import { useChildProof, useChildren, useImageInfoAll } from '../api/materials';
import '../materials.css';

/** The owner's own proof, full size, over the page. */
function ProofViewer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('materials');
  const proof = useChildProof(id);
  return (
    <div className="materials-overlay">
      <button
        type="button"
        className="materials-overlay__mask"
        aria-label={t('review.close')}
        onClick={onClose}
      />
      <div className="materials-popup" role="dialog" aria-modal="true" aria-label={t('child.proof')}>
        <div className="materials-sheet">
          {proof.data ? (
            <img
              className="materials-sheet__image"
              src={`data:${proof.data.mimeType};base64,${proof.data.imageInner}`}
              alt={t('child.proof')}
            />
          ) : (
            <p className="materials-state">{proof.isError ? t('loadFailed') : t('loading')}</p>
          )}
          <button type="button" className="materials-link" onClick={onClose}>
            {t('review.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

function ChildRow({ child, onProof }: { child: TChildItem; onProof: () => void }) {
  const { t } = useTranslation('materials');
  return (
    <li className="materials-row" data-child={child.id}>
      <div>
        <strong>{child.childName}</strong>
        <p className="materials-muted">
          {t(`child.sexes.${child.sex === '男' ? 'male' : 'female'}`)} · {child.birthday}
        </p>
        {child.state === 'underReview' && child.expectedReviewDate ? (
          <p className="materials-muted">{t('info.expected', { date: child.expectedReviewDate })}</p>
        ) : null}
        {child.state === 'notPassed' && child.reviewNote ? (
          <p className="materials-note">{child.reviewNote}</p>
        ) : null}
        <button type="button" className="materials-link materials-link--small" onClick={onProof}>
          {t('info.viewProof')}
        </button>
      </div>
      <span className={`materials-tag materials-tag--${child.state}`}>{t(`childState.${child.state}`)}</span>
    </li>
  );
}

/**
 * /Essentialinformation (spec 3 §2.1): the employee's basic information, the children with their
 * review state (a birth certificate takes one working day) and the certificate photos' states.
 */
export function EssentialInfoPage() {
  const { t } = useTranslation('materials');
  const user = useUserInfo();
  const children = useChildren();
  const images = useImageInfoAll();
  const info = user.data;
  const [proofOf, setProofOf] = useState<string | null>(null);
  const rows: [string, string][] = info
    ? [
        [t('info.name'), info.employeeName],
        [t('info.number'), info.employeeID],
        [t('info.company'), info.companyName],
        [t('info.organization'), info.organizationName],
        [t('info.socialCity'), info.socialCity],
      ]
    : [];
  return (
    <Page title={t('info.title')}>
      <div className="materials-page">
        <section className="materials-card" aria-labelledby="materials-basic">
          <h2 id="materials-basic" className="materials-card__title">
            {t('info.basic')}
          </h2>
          <dl className="materials-facts">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value || '-'}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="materials-card" aria-labelledby="materials-children">
          <div className="materials-card__head">
            <h2 id="materials-children" className="materials-card__title">
              {t('info.children')}
            </h2>
            {info?.employeeType === 'CiicEmployee' ? (
              <Link className="materials-link" to="/Addchildren">
                {t('info.addChild')}
              </Link>
            ) : null}
          </div>
          {children.isPending ? (
            <p className="materials-muted">{t('loading')}</p>
          ) : children.isError ? (
            <p className="materials-muted">{t('loadFailed')}</p>
          ) : children.data.length === 0 ? (
            <p className="materials-muted">{t('info.noChildren')}</p>
          ) : (
            <ul className="materials-rows">
              {children.data.map((child) => (
                <ChildRow key={child.id} child={child} onProof={() => setProofOf(child.id)} />
              ))}
            </ul>
          )}
        </section>

        <section className="materials-card" aria-labelledby="materials-photos">
          <div className="materials-card__head">
            <h2 id="materials-photos" className="materials-card__title">
              {t('info.photos')}
            </h2>
            <Link className="materials-link" to="/EntrymanagementCertificates">
              {t('info.upload')}
            </Link>
          </div>
          {images.data ? (
            <ul className="materials-rows">
              {images.data.map((image) => (
                <li key={image.imageType} className="materials-row">
                  <span>
                    {t(`image.${image.key}`)}
                    {image.required ? <span className="materials-required"> *</span> : null}
                  </span>
                  <span className={`materials-tag materials-tag--${image.state}`}>
                    {t(`state.${image.state}`)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="materials-muted">{images.isError ? t('loadFailed') : t('loading')}</p>
          )}
        </section>
      </div>
      {proofOf ? <ProofViewer id={proofOf} onClose={() => setProofOf(null)} /> : null}
    </Page>
  );
}

import { IMAGE_SOURCE_TABLES, megabytes } from '@ehome/shared/attachments/rules';
import type { TCertificateImageInfo } from '@ehome/shared/onboarding-materials/schemas';
import Button from 'antd-mobile/es/components/button';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { useImageInfoAll, useUploadImages } from '../api/materials';
import { IMAGE_ACCEPT, pickImage } from '../pick-image';
import '../materials.css';

type TChanged = Map<number, string>;

function CertificateCard({
  image,
  changed,
  onPick,
}: {
  image: TCertificateImageInfo;
  changed: string | undefined;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('materials');
  const preview = changed ?? (image.imageInner ? `data:image/jpeg;base64,${image.imageInner}` : null);
  const state = changed ? 'changed' : image.state;
  const canPick = image.state === 'missing' || image.state === 'failed' || changed !== undefined;
  const label = t(`image.${image.key}`);
  return (
    <div className="materials-card materials-photo" data-type={image.imageType}>
      <div className="materials-photo__thumb">
        {preview ? <img src={preview} alt={label} /> : <span aria-hidden="true">+</span>}
      </div>
      <div className="materials-photo__body">
        <strong>
          {label}
          {image.required ? <span className="materials-required"> *</span> : null}
        </strong>
        <span className={`materials-tag materials-tag--${state}`}>{t(`state.${state}`)}</span>
        {image.state === 'failed' && image.reviewNote && !changed ? (
          <p className="materials-note">{image.reviewNote}</p>
        ) : null}
      </div>
      {canPick ? (
        <label className="materials-pick">
          {image.state === 'failed'
            ? t('certificates.reupload')
            : changed
              ? t('certificates.change')
              : t('certificates.upload')}
          <input
            className="materials-pick__input"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label={`${label} ${t('certificates.upload')}`}
            onChange={onPick}
          />
        </label>
      ) : null}
    </div>
  );
}

/**
 * /EntrymanagementCertificates (spec 3 §2.1, §4 "Image upload"): each certificate photo with its
 * state; missing and failed ones can be (re-)uploaded. Submitting with no changed photo goes home.
 */
export function CertificatesPage() {
  const { t } = useTranslation('materials');
  const navigate = useNavigate();
  const images = useImageInfoAll();
  const upload = useUploadImages();
  const [changed, setChanged] = useState<TChanged>(new Map());

  async function onPick(imageType: number, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const picked = await pickImage(file, 'certificate');
    if (!picked.ok) {
      const { refusal } = picked;
      showToast(t(`messages:${refusal.key}`, 'params' in refusal ? refusal.params : {}));
      return;
    }
    setChanged((before) => new Map(before).set(imageType, picked.imageInner));
  }

  async function submit() {
    if (changed.size === 0) {
      navigate('/index');
      return;
    }
    try {
      await upload.mutateAsync([...changed].map(([imageType, imageInner]) => ({ imageType, imageInner })));
      setChanged(new Map());
      showToast(t('certificates.saved'));
    } catch {
      // The refusal was shown by the HTTP client; the picked photos stay to try again.
    }
  }

  return (
    <Page title={t('certificates.title')}>
      <div className="materials-page materials-page--bar">
        <p className="materials-tip">
          {t('certificates.tip', { max: megabytes(IMAGE_SOURCE_TABLES.certificate.maxBytes) })}
        </p>
        {images.isPending ? (
          <p className="materials-state">{t('loading')}</p>
        ) : images.isError ? (
          <p className="materials-state">
            {t('loadFailed')}{' '}
            <button type="button" className="materials-link" onClick={() => void images.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : (
          images.data.map((image) => (
            <CertificateCard
              key={image.imageType}
              image={image}
              changed={changed.get(image.imageType)}
              onPick={(event) => void onPick(image.imageType, event)}
            />
          ))
        )}
      </div>
      <div className="materials-bar">
        <Button block color="primary" loading={upload.isPending} onClick={() => void submit()}>
          {t('certificates.submit')}
        </Button>
      </div>
    </Page>
  );
}

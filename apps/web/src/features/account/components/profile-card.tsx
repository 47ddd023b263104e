import type { TUserInfo } from '@ehome/shared';
import { useTranslation } from 'react-i18next';

/** Who is signed in: name, employee number and organisation (spec 3 §3 user info). */
export function ProfileCard({ userInfo }: { userInfo: TUserInfo }) {
  const { t } = useTranslation('account');
  return (
    <section className="profile-card" aria-label={userInfo.employeeName}>
      <div className="profile-card__avatar" aria-hidden="true">
        {userInfo.employeeName.slice(-2)}
      </div>
      <div className="profile-card__text">
        <h1 className="profile-card__name">{userInfo.employeeName}</h1>
        <p className="profile-card__line">
          {t('home.employeeId')} {userInfo.employeeID}
        </p>
        <p className="profile-card__line">
          {t('home.organization')} {userInfo.organizationName}
        </p>
      </div>
    </section>
  );
}

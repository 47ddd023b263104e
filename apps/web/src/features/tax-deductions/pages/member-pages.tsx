import { ID_TYPES, MEMBER_RELATIONS } from '@ehome/shared/tax-deductions/constants';
import { checkMember } from '@ehome/shared/tax-deductions/rules';
import type { TMember, TMemberInput } from '@ehome/shared/tax-deductions/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { newClientKey, useDeductionActions, useMember, useMembers, useMyInfo } from '../api/deductions';
import '../deductions.css';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** /memberFamily: the family members (ID and phone masked), add, edit, delete. */
export function MemberFamilyPage() {
  const { t } = useTranslation('deductions');
  const members = useMembers();
  const { deleteMember } = useDeductionActions();
  return (
    <Page title={t('membersTitle')}>
      {members.data ? (
        <div className="ded-page">
          {members.data.length === 0 ? <p className="ded-card ded-muted">{t('noMembers')}</p> : null}
          {members.data.map((m) => (
            <section className="ded-card ded-item" key={m.id}>
              <div className="ded-item__head">
                <strong>{m.name}</strong>
                <span>{t(`relation.${m.relation}`)}</span>
              </div>
              <div className="ded-muted">
                {t(`idType.${m.idType}`)} {m.idNumber}
              </div>
              <div className="ded-muted">
                {m.birthDate} · {m.phone}
              </div>
              <div className="ded-item__actions">
                <Link to={`/familyOperation/${m.id}`}>{t('edit')}</Link>
                <button
                  type="button"
                  className="ded-textbtn"
                  onClick={async () => {
                    if (await showConfirm(t('deleteConfirm'), t('delete')))
                      await deleteMember.mutateAsync(m.id);
                  }}
                >
                  {t('delete')}
                </button>
              </div>
            </section>
          ))}
          <Link className="ded-button" to="/familyOperation/new">
            {t('addMember')}
          </Link>
        </div>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

type TFields = Required<Omit<TMemberInput, 'id' | 'clientKey'>>;
const fieldsOf = (m: TMember | undefined): TFields => ({
  name: m?.name ?? '',
  relation: m?.relation ?? '',
  idType: m?.idType ?? 'idCard',
  idNumber: m?.idNumber ?? '',
  birthDate: m?.birthDate ?? '',
  nationality: m?.nationality ?? '中国',
  phone: m?.phone ?? '',
  email: m?.email ?? '',
  address: m?.address ?? '',
});

/** /familyOperation/:id ('new' adds): one family member, checked by the shared rule first. */
export function FamilyOperationPage() {
  const { t } = useTranslation('deductions');
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const member = useMember(isNew ? null : id);
  return (
    <Page title={t(isNew ? 'addMember' : 'editMember')}>
      {isNew || member.data ? <MemberForm member={isNew ? undefined : member.data} /> : <PageLoading />}
    </Page>
  );
}

function MemberForm({ member }: { member: TMember | undefined }) {
  const { t } = useTranslation('deductions');
  const navigate = useNavigate();
  const [fields, setFields] = useState(() => fieldsOf(member));
  const [clientKey] = useState(newClientKey);
  const { saveMember } = useDeductionActions();
  const set = (k: keyof TFields) => (v: string) => setFields((f) => ({ ...f, [k]: v }));
  const text = (k: keyof TFields, mode: 'text' | 'tel' | 'email' = 'text') => (
    <div className="ded-field" key={k}>
      <label className="ded-field__label" htmlFor={`mem-${k}`}>
        {t(`member.${k}`)}
      </label>
      <Input id={`mem-${k}`} inputMode={mode} value={fields[k]} onChange={set(k)} clearable />
    </div>
  );
  const save = async () => {
    const input: TMemberInput = { ...fields, ...(member ? { id: member.id } : { clientKey }) };
    // A masked number sent back unchanged is kept by the server; check the rest as it would.
    const probe = {
      ...input,
      idNumber: fields.idNumber.includes('*') ? '' : fields.idNumber,
      phone: fields.phone.includes('*') ? '13800000000' : fields.phone,
    };
    const checked = fields.idNumber.includes('*') ? null : checkMember(probe, today());
    if (checked && !checked.ok) {
      showToast(serverMessage(checked.problem.key, checked.problem.params));
      return;
    }
    await saveMember.mutateAsync(input);
    navigate('/memberFamily', { replace: true });
  };
  return (
    <form
      className="ded-page"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <section className="ded-card ded-form">
        {text('name')}
        <div className="ded-field">
          <span className="ded-field__label" id="mem-relation">
            {t('member.relation')}
          </span>
          <Selector
            aria-labelledby="mem-relation"
            columns={3}
            options={MEMBER_RELATIONS.map((r) => ({ label: t(`relation.${r}`), value: r }))}
            value={fields.relation ? [fields.relation] : []}
            onChange={(v) => set('relation')(v[0] ?? '')}
          />
        </div>
        <div className="ded-field">
          <span className="ded-field__label" id="mem-idType">
            {t('member.idType')}
          </span>
          <Selector
            aria-labelledby="mem-idType"
            columns={2}
            options={ID_TYPES.map((r) => ({ label: t(`idType.${r}`), value: r }))}
            value={fields.idType ? [fields.idType] : []}
            onChange={(v) => set('idType')(v[0] ?? '')}
          />
        </div>
        {text('idNumber')}
        <div className="ded-field">
          <label className="ded-field__label" htmlFor="mem-birthDate">
            {t('member.birthDate')}
          </label>
          <input
            className="ded-native"
            type="date"
            id="mem-birthDate"
            value={fields.birthDate}
            max={today()}
            onChange={(e) => set('birthDate')(e.target.value)}
          />
        </div>
        {text('nationality')}
        {text('phone', 'tel')}
        {text('email', 'email')}
        {text('address')}
      </section>
      <Button block color="primary" type="submit" loading={saveMember.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}

/** /myOperation/:id: the person's own tax contact details (phone, e-mail, address). */
export function MyOperationPage() {
  const { t } = useTranslation('deductions');
  const info = useMyInfo();
  return (
    <Page title={t('myInfoTitle')}>{info.data ? <MyInfoForm initial={info.data} /> : <PageLoading />}</Page>
  );
}

function MyInfoForm({ initial }: { initial: { phone: string; email: string; address: string } }) {
  const { t } = useTranslation('deductions');
  const navigate = useNavigate();
  const [fields, setFields] = useState(initial);
  const { saveMyInfo } = useDeductionActions();
  return (
    <form
      className="ded-page"
      onSubmit={async (e) => {
        e.preventDefault();
        await saveMyInfo.mutateAsync(fields);
        showToast(t('savedText'));
        navigate('/deductionsIndex');
      }}
    >
      <section className="ded-card ded-form">
        {(['phone', 'email', 'address'] as const).map((k) => (
          <div className="ded-field" key={k}>
            <label className="ded-field__label" htmlFor={`my-${k}`}>
              {t(`member.${k}`)}
            </label>
            <Input
              id={`my-${k}`}
              value={fields[k]}
              onChange={(v) => setFields((f) => ({ ...f, [k]: v }))}
              clearable
            />
          </div>
        ))}
      </section>
      <Button block color="primary" type="submit" loading={saveMyInfo.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}

/** /addDependant/:parentDetailId/:parentId: adds one of the family members (60+) to an elderly-support item. */
export function AddDependantPage() {
  const { t } = useTranslation('deductions');
  const navigate = useNavigate();
  const { parentDetailId = '' } = useParams();
  const members = useMembers();
  const { addDependant } = useDeductionActions();
  const [chosen, setChosen] = useState('');
  const elders = (members.data ?? []).filter((m) => m.relation !== 'child' && m.relation !== 'spouse');
  return (
    <Page title={t('addDependant')}>
      {members.data ? (
        <div className="ded-page">
          <section className="ded-card">
            {elders.length === 0 ? <p className="ded-muted">{t('noMembers')}</p> : null}
            <Selector
              aria-label={t('addDependant')}
              columns={1}
              options={elders.map((m) => ({ label: `${m.name}（${m.birthDate}）`, value: m.id }))}
              value={chosen ? [chosen] : []}
              onChange={(v) => setChosen(v[0] ?? '')}
            />
          </section>
          <Link className="ded-link" to="/familyOperation/new">
            {t('addMember')}
          </Link>
          <Button
            block
            color="primary"
            disabled={!chosen}
            loading={addDependant.isPending}
            onClick={async () => {
              await addDependant.mutateAsync({ itemId: parentDetailId, memberId: chosen });
              navigate('/supportSuccess', { replace: true });
            }}
          >
            {t('save')}
          </Button>
        </div>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

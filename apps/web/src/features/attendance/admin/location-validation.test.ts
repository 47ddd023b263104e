import { describe, expect, it } from 'vitest';
import { EMPTY_LOCATION_FORM, type TLocationForm } from './location-form';
import { locationResolver, validateLocation } from './location-validation';

const ORG = '0b6c3a5e-1d2f-4c8a-9e10-000000000101';
const filled: TLocationForm = {
  organizationId: ORG,
  remark: ' 上海总部 ',
  limit: '300',
  unlimited: false,
  longitude: '121.4737',
  latitude: '31.2304',
};

describe('validateLocation', () => {
  it('accepts a complete form, trimming the remark', () => {
    expect(validateLocation(filled)).toEqual({
      data: { organizationId: ORG, remark: '上海总部', limit: 300, longitude: 121.4737, latitude: 31.2304 },
      errors: null,
    });
    expect(validateLocation({ ...filled, limit: '', unlimited: true }).data?.limit).toBe(-1);
  });

  it('gives the four required-field messages of spec 1 §5 for an empty form', () => {
    expect(validateLocation(EMPTY_LOCATION_FORM).errors).toEqual({
      organizationId: 'validation.locationOrganization',
      remark: 'validation.locationRemark',
      limit: 'validation.locationLimit',
      longitude: 'validation.locationCoordinates',
      latitude: 'validation.locationCoordinates',
    });
  });

  it('tells a wrong value from a missing one', () => {
    expect(validateLocation({ ...filled, limit: '0' }).errors).toEqual({
      limit: 'validation.attendanceLimit',
    });
    expect(validateLocation({ ...filled, limit: '12.5' }).errors).toEqual({
      limit: 'validation.attendanceLimit',
    });
    expect(validateLocation({ ...filled, limit: 'abc' }).errors).toEqual({
      limit: 'validation.attendanceLimit',
    });
    expect(validateLocation({ ...filled, longitude: '181' }).errors).toEqual({
      longitude: 'validation.longitude',
    });
    expect(validateLocation({ ...filled, latitude: 'north' }).errors).toEqual({
      latitude: 'validation.latitude',
    });
    expect(validateLocation({ ...filled, remark: '   ' }).errors).toEqual({
      remark: 'validation.locationRemark',
    });
  });
});

describe('locationResolver', () => {
  const run = (form: TLocationForm) =>
    locationResolver(form, undefined, { fields: {}, shouldUseNativeValidation: undefined });

  it('gives react-hook-form the parsed payload', async () => {
    expect(await run(filled)).toEqual({
      values: { organizationId: ORG, remark: '上海总部', limit: 300, longitude: 121.4737, latitude: 31.2304 },
      errors: {},
    });
  });

  it('gives react-hook-form one error per field', async () => {
    const { errors } = await run({ ...filled, organizationId: '', limit: '' });
    expect(errors).toEqual({
      organizationId: { type: 'validate', message: 'validation.locationOrganization' },
      limit: { type: 'validate', message: 'validation.locationLimit' },
    });
  });
});

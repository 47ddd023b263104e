import type { TFormSubmit } from '@ehome/shared/leave/dynamic-form';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * POST /api/FastSellingLeave/PostPageCreateModel {tempName, id, formItems[fieldName, value]}.
 * errNo 1 is a refusal whose message joins every wrong item (spec 3 §8); the page shows it itself.
 */
export function submitForm(body: TFormSubmit): Promise<{ id: string }> {
  return http.post<{ id: string }>('/api/FastSellingLeave/PostPageCreateModel', body, { silent: true });
}

export function useSubmitForm() {
  return useMutation({ mutationFn: submitForm });
}

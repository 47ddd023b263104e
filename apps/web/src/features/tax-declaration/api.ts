import type {
  TDeclaration,
  TDonationSaveInput,
  TIncomeSaveInput,
  TPreferenceSaveInput,
  TTrialView,
} from '@ehome/shared/income-declaration/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../platform/http';

/** The tax trial and income declaration calls (server modules tax-trial and income-declaration). */
const BASE = '/api/Tax/Declaration';
export const DECLARATION_KEY = ['tax-declaration'] as const;

export function useTrial(year: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...DECLARATION_KEY, 'trial', year ?? 'current'],
      queryFn: () => http.get<TTrialView>('/api/Tax/IndividualTaxTrial', year ? { year } : {}),
      staleTime: 0,
    }),
  );
}

export function useDeclaration() {
  return useQuery(
    queryOptions({
      queryKey: [...DECLARATION_KEY, 'declaration'],
      queryFn: () => http.get<TDeclaration>(BASE),
      staleTime: 0,
    }),
  );
}

function useDeclarationCall<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => http.post<TDeclaration>(`${BASE}/${path}`, body),
    onSuccess: (data) => queryClient.setQueryData([...DECLARATION_KEY, 'declaration'], data),
  });
}

export const useSaveIncome = () => useDeclarationCall<TIncomeSaveInput>('Income');
export const useSaveDonation = () => useDeclarationCall<TDonationSaveInput>('Donation');
export const useSavePreference = () => useDeclarationCall<TPreferenceSaveInput>('Preference');
export const useRemoveItem = () => useDeclarationCall<{ year: number; id: string }>('Remove');
export const useSubmitDeclaration = () => useDeclarationCall<{ year: number; requestId: string }>('Submit');
export const useReopenDeclaration = () => useDeclarationCall<{ year: number }>('Reopen');

import type { TTicketStatus } from '@ehome/shared/support/constants';
import type {
  TChatSend,
  TChatState,
  TTestListItem,
  TTestPaper,
  TTestResult,
  TTestSubmit,
  TTicket,
  TTicketAnswer,
  TTicketRate,
} from '@ehome/shared/support/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../platform/http';

/** Customer service and employee-test calls (issue 18). */
const CS = '/api/CustomerService';
const ET = '/api/EmployeeTest';
export const SUPPORT_KEY = ['support'] as const;

export function useChat() {
  return useQuery(
    queryOptions({ queryKey: [...SUPPORT_KEY, 'chat'], queryFn: () => http.get<TChatState>(`${CS}/Chat`) }),
  );
}

export function useSendChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TChatSend) => http.post<TChatState>(`${CS}/Send`, input),
    onSuccess: (state) => client.setQueryData([...SUPPORT_KEY, 'chat'], state),
  });
}

export function useMyTickets() {
  return useQuery(
    queryOptions({
      queryKey: [...SUPPORT_KEY, 'mine'],
      queryFn: () => http.get<TTicket[]>(`${CS}/MyTickets`),
    }),
  );
}

export function useRateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TTicketRate) => http.post<TTicket>(`${CS}/RateTicket`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'mine'] }),
  });
}

export function useTickets(status: TTicketStatus) {
  return useQuery(
    queryOptions({
      queryKey: [...SUPPORT_KEY, 'tickets', status],
      queryFn: () => http.get<TTicket[]>(`${CS}/Tickets`, { status }),
    }),
  );
}

export function useAnswerTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TTicketAnswer) => http.post<TTicket>(`${CS}/AnswerTicket`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'tickets'] }),
  });
}

export function useTests() {
  return useQuery(
    queryOptions({
      queryKey: [...SUPPORT_KEY, 'tests'],
      queryFn: () => http.get<TTestListItem[]>(`${ET}/List`),
    }),
  );
}

export function useTestPaper(testId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...SUPPORT_KEY, 'paper', testId],
      queryFn: () => http.get<TTestPaper>(`${ET}/Paper`, { testId }),
      enabled: testId !== '',
    }),
  );
}

export function useSubmitTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TTestSubmit) => http.post<TTestResult>(`${ET}/Submit`, input),
    onSuccess: (result) => {
      client.setQueryData([...SUPPORT_KEY, 'result', result.testId], result);
      return client.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'tests'] });
    },
  });
}

export function useTestResult(testId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...SUPPORT_KEY, 'result', testId],
      queryFn: () => http.get<TTestResult>(`${ET}/Result`, { testId }),
      enabled: testId !== '',
    }),
  );
}

import type { TCalIssue, TCalParsed, TCalType } from '@ehome/shared/calculators/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../platform/feedback';
import { useSessionStore } from '../../platform/session-store';
import { calculate } from './api/calculate';
import './calc-messages';
import { CALCULATOR_SCREENS } from './calculator-routes';
import { saveResult } from './result-store';

/** The text of an input refusal, from the shared catalogue (the same key the server would answer). */
export function useIssueMessage() {
  const { t } = useTranslation('calcMessages');
  return useCallback((issue: TCalIssue) => t(`calcMessages:${issue.key}`, issue.params ?? {}), [t]);
}

/**
 * A calculator form's submit (spec 2 §4 "Calculators"): the shared `parse` checks the input first and
 * its first refusal is toasted; then the server computes. Success (code 1) opens the result page;
 * failure (code 0) toasts resultData.message. `input` is sent as it was typed, with the spec's names.
 */
export function useCalculator<I>(calType: TCalType, parse: (raw: unknown) => TCalParsed<I>) {
  const navigate = useNavigate();
  const issueMessage = useIssueMessage();
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (input: object): Promise<string | undefined> => {
      const parsed = parse(input);
      if (!parsed.ok) {
        const message = issueMessage(parsed.issue);
        showToast(message);
        return message;
      }
      setBusy(true);
      try {
        const outcome = await calculate(calType, input);
        if (outcome.code !== 1) {
          showToast(outcome.message);
          return outcome.message;
        }
        saveResult(calType, input, outcome.result, useSessionStore.getState().language);
        navigate(CALCULATOR_SCREENS[calType].result);
        return undefined;
      } catch {
        // The HTTP client already told the user (network error, timeout, session lost).
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [calType, parse, issueMessage, navigate],
  );

  return { submit, busy };
}

import { type TCalendarOverrideSave, ZCalendarOverrideSave } from '@ehome/shared/attendance/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { TOverrideForm } from './override-model';

/*
 * The override form's validation: the server's schema through react-hook-form's zod resolver. Loaded
 * after the page's first paint (zod weighs more than the page), with the `messages` namespace the
 * field errors are translated with (the form loads both: withServerMessages).
 */
export const overrideResolver: Resolver<TOverrideForm, unknown, TCalendarOverrideSave> =
  zodResolver(ZCalendarOverrideSave);

import { calcMessages } from '@ehome/shared/calculators/messages';
import { registerSharedCatalogue } from '../../platform/shared-catalogue';

/**
 * The calculators' input messages (Finan.m1.., YearAward.m1.., WorkData.m1.., ...) from the shared
 * catalogue as the i18next namespace `calcMessages`, so a form toasts the very text the server would
 * answer. Registered by the calculator forms only: other screens do not download it.
 */
registerSharedCatalogue('calcMessages', calcMessages);

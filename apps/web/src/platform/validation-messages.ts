import { messages } from '@ehome/shared/i18n/messages';
import { registerSharedCatalogue } from './shared-catalogue';

/**
 * The shared catalogue of validation and server messages ('validation.*', 'error.*', 'field.*') as
 * the i18next namespace `messages`. It is registered by the form code that needs it (see the
 * login page), so screens without a form do not download the three catalogues.
 */
registerSharedCatalogue('messages', messages);

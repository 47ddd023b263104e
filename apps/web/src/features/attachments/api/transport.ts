import { http } from '../../../platform/http';
import { createFileTransport } from './file-transport';

/** The app's file transport: the file calls on the app's HTTP client. */
export const fileTransport = createFileTransport(http);

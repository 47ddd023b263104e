import { ErrorCode } from '@ehome/shared';
import { AppError } from '../../platform/errors';
import type { PaymentsPort } from '../payment/ports';

/**
 * The payment port while no payment module is registered in the app: then no payment can ever
 * have been started ('none'), and a refund cannot be made. app.ts passes the payment module's port
 * instead once it is there.
 */
export const noPaymentModule: Pick<PaymentsPort, 'settleFromProvider' | 'refund'> = {
  settleFromProvider: async () => 'none',
  refund: async () => {
    throw new AppError(ErrorCode.Failed, 'orders.paymentUnavailable');
  },
};

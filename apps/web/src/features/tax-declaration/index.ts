// The tax declaration feature's public face: its entry screens (the home menu links them).
export const TAX_DECLARATION_PATH = '/taxdeclaration';
export const TAX_TRIAL_PATH = '/individualTaxTrial';

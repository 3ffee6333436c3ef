export interface PaymentFormFinding {
  fatal: boolean;
  lines: string[];
}
export declare function checkPaymentForm(env: Record<string, string | undefined>): PaymentFormFinding | null;
export declare function reportPaymentForm(env: Record<string, string | undefined>, log?: (text: string) => void): boolean;

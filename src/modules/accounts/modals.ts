/** This module's modals (docs/contract.md §2) and the props each opens with, joined to the one list by declaration merging. */
declare module '@/shared/modal/types' {
  interface ModalPropsByType {
    SIGN_IN: { mode?: 'signIn' | 'forgotPassword'; redirectTo?: string };
    SIGN_UP: Record<string, never>;
    CHANGE_PASSWORD: Record<string, never>;
    RESET_PASSWORD: { token: string };
  }
}

export {};

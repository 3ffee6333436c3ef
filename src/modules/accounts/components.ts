export { AccountView } from './components/AccountView';
export { AskForNewResetLink } from './components/AskForNewResetLink';
export { ConfirmEmail } from './components/ConfirmEmail';
export { OpenResetPassword } from './components/OpenResetPassword';
export { SignInNotice } from './components/SignInNotice';
export { SignInPanel } from './components/SignInPanel';

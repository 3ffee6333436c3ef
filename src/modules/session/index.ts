export { authSlice, selectAuthStatus, selectIsSignedIn, selectUser, signedIn, signedOut } from './auth-slice';
export { parseProfile, readProfileCookie, signedInCustomer } from './profile-cookie';

export { en } from './en';
export { fr } from './fr';

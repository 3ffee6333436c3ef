export { SearchField } from './components/SearchField';

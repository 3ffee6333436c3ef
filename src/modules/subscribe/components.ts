export { LazySubscribe } from './components/LazySubscribe';

export { NeedsSignalNotice } from './components/NeedsSignalNotice';
export { WaitingChanges } from './components/WaitingChanges';

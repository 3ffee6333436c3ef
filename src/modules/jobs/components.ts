export { JobLinesButton } from './components/JobLinesButton';
export { JobView } from './components/JobView';
export { JobsCard } from './components/JobsCard';
export { JobsView } from './components/JobsView';
export { SharedJobView } from './components/SharedJobView';

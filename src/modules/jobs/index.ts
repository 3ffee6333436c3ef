export { JOB_ID, crewLinkPath } from './config';
export { useJobsOffered } from './jobs-offered';
export { orderLinesWanted } from './wanted-lines';

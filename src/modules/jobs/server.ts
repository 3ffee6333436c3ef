import 'server-only';

export { readCrewJob } from './server/crew-read';
export { packAnswer } from './server/pack-answer';
export { guardPack, tooManyAnswer, tooManyText } from './server/pack-guard';
export { readJob, readJobs } from './server/read-jobs';

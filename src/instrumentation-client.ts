import { startBrowserReports } from '@/shared/rum/start';

// Next runs this before the app hydrates, so errors thrown while it does are caught too.
startBrowserReports();

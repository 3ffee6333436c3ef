import { resetSandbox } from './sandbox';

/** Every run starts from the sandbox's seed (runs after the webServer is up). */
export default async function globalSetup() {
  await resetSandbox();
}

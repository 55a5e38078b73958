// One server for the whole run; tests read its address from E2E_BASE_URL.
import { startServer } from './server';

export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
